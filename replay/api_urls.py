"""Replay API routes, included under /api/ by config/urls.py."""

from __future__ import annotations

from django.urls import path

from replay import api, system_api

urlpatterns = [
    path("cases/<int:pk>/tools/<str:name>", api.case_tool_call, name="case-tool-call"),
    path("cassettes/<str:token>/<int:pk>/", api.run_cassette_call, name="run-cassette-call"),
    path("system-runs/", system_api.system_run_start, name="system-run-start"),
    path("system-runs/<int:pk>/", system_api.system_run_detail, name="system-run-detail"),
]
