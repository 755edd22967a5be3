"""Replay pages, mounted at /replay/ (namespace ``replay``)."""

from __future__ import annotations

from django.urls import path

from replay import evidence_views, judging_views, strata_views, system_views, views

app_name = "replay"

urlpatterns = [
    path("", views.runs, name="runs"),
    path("runs/<int:pk>/", views.run_detail, name="run"),
    path("runs/<int:pk>/results.jsonl", views.run_results, name="run_results"),
    path("runs/<int:pk>/resume/", views.run_resume, name="run_resume"),
    path("compare/", views.compare, name="compare"),
    path("ladder/", views.ladder, name="ladder"),
    path("system/new/", system_views.system_new, name="system_new"),
    path("system/compare/", system_views.compare_system, name="system_compare"),
    path("grading/", system_views.grading, name="grading"),
    path(
        "runs/<int:pk>/judgments/",
        judging_views.run_judgments_request,
        name="run_judgments_request",
    ),
    path("judge/", judging_views.judge, name="judge"),
    path("evidence/items/<int:pk>/", evidence_views.mark_evidence, name="mark_evidence"),
    path("strata/<int:pk>/", strata_views.strata_overview, name="strata"),
    path("strata/<int:pk>/label/", strata_views.label_strata, name="label_strata"),
]
