"""Staleness API routes, included under /api/ by config/urls.py."""

from __future__ import annotations

from django.urls import path

from staleness import api

urlpatterns = [
    path("stale-flags/", api.flags, name="stale-flags"),
    path("stale-flags/requeue/", api.flags_requeue, name="stale-flags-requeue"),
    path("stale-flags/dismiss/", api.flags_dismiss, name="stale-flags-dismiss"),
]
