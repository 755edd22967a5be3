from __future__ import annotations

from django.urls import path

from . import raw_views, views, views_sampling, vocabulary_views

app_name = "curation"

urlpatterns = [
    path("traces/upload/", views.trace_upload, name="upload"),
    path("jobs/<int:pk>/", views.job_detail, name="job"),
    path("capture/", views.capture_report_page, name="capture"),
    path("followups/", views.followups_page, name="followups"),
    path("followups/mine/", views.followups_mine_start, name="followups-mine"),
    path("followups/sample/", views.followups_sample, name="followups-sample"),
    path(
        "followups/sample/preview/",
        views_sampling.followups_sample_preview,
        name="followups-sample-preview",
    ),
    path("raw/", raw_views.raw_original_page, name="raw"),
    path("raw/audit/", raw_views.raw_audit_page, name="raw-audit"),
    path("vocabulary/", vocabulary_views.vocabulary_page, name="vocabulary"),
    path(
        "vocabulary/<int:pk>/remove/",
        vocabulary_views.vocabulary_entry_remove,
        name="vocabulary-remove",
    ),
]
