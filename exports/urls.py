"""Export pages (leads), included under /exports/."""

from __future__ import annotations

from django.urls import path

from exports import views

app_name = "exports"

urlpatterns = [
    path("", views.export_index, name="index"),
    path("sets/<int:pk>/", views.export_set, name="set"),
    path("sets/<int:pk>/freeze/", views.export_freeze, name="freeze"),
    path("sets/<int:pk>/v<int:number>/<str:fmt>/", views.export_download, name="download"),
]
