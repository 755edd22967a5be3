from __future__ import annotations

from django.urls import path

from . import views

app_name = "curation"

urlpatterns = [
    path("traces/upload/", views.trace_upload, name="upload"),
    path("jobs/<int:pk>/", views.job_detail, name="job"),
    path("capture/", views.capture_report_page, name="capture"),
]
