"""Replay API routes, included under /api/ by config/urls.py."""

from __future__ import annotations

from django.urls import path

from replay import api, api_runs, system_api

urlpatterns = [
    path("cases/<int:pk>/tools/<str:name>", api.case_tool_call, name="case-tool-call"),
    path("cassettes/<str:token>/<int:pk>/", api.run_cassette_call, name="run-cassette-call"),
    path("system-runs/", system_api.system_run_start, name="system-run-start"),
    path("system-runs/<int:pk>/", system_api.system_run_detail, name="system-run-detail"),
    path("runs/", api_runs.runs, name="runs"),
    path("runs/compare/", api_runs.compare, name="runs-compare"),
    path("runs/ladder/", api_runs.ladder, name="runs-ladder"),
    path("runs/<int:pk>/", api_runs.run_detail, name="run-detail"),
    path("runs/<int:pk>/report/", api_runs.run_report_view, name="run-report"),
    path("runs/<int:pk>/results/", api_runs.run_results, name="run-results"),
]
