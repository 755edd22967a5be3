"""Export API routes, included under /api/ by config/urls.py."""

from __future__ import annotations

from django.urls import path

from exports import api

urlpatterns = [
    path("sets/<int:pk>/versions/", api.EvalSetVersionsView.as_view(), name="evalset-versions"),
    path("sets/<int:pk>/export/", api.EvalSetExportView.as_view(), name="evalset-export"),
]
