"""Pages of the stale-fixture work queue (leads), included under /staleness/."""

from __future__ import annotations

from django.urls import path

from staleness import views

app_name = "staleness"

urlpatterns = [
    path("", views.queue, name="queue"),
    path("flags/<int:pk>/", views.flag_detail, name="flag"),
    path("act/", views.act, name="act"),
    path("check/", views.check_now, name="check"),
]
