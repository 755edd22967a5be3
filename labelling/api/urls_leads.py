"""Lead routes of the labelling API (agreement, adjudication, the item browser)."""

from __future__ import annotations

from django.urls import path

from . import leads

urlpatterns = [
    path("sets/<int:pk>/agreement/", leads.agreement, name="set-agreement"),
    path("sets/<int:pk>/browse/", leads.set_items, name="set-browse"),
    path("sets/<int:pk>/browse/bulk/", leads.set_items_bulk, name="set-browse-bulk"),
    path("adjudications/", leads.adjudications, name="adjudications"),
    path("adjudications/<int:pk>/decide/", leads.adjudicate, name="adjudication-decide"),
]
