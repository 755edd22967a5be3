"""Budgets through the API: minutes per case, the refresh planner, the sizing calculator."""

from __future__ import annotations

import pytest

from tests.schema_conformance import assert_conforms

pytestmark = pytest.mark.django_db


def test_minutes_and_a_plan_priced_from_measured_minutes(labelled_set, lead_client):
    answer = lead_client.get("/api/budgets/minutes/", {"eval_set": labelled_set.pk})
    assert_conforms(answer, "GET", "/api/budgets/minutes/")
    minutes = answer.json()
    assert minutes["unrecorded"] == 0 and minutes["by"]
    plan = lead_client.post(
        "/api/budgets/plan/",
        {"eval_set": labelled_set.pk, "cases": {"pronoun": 10}, "hours_per_day": 6},
        content_type="application/json",
    )
    assert plan.status_code == 200, plan.content
    assert_conforms(plan, "POST", "/api/budgets/plan/")
    assert plan.json()["sources"]["pronoun"].startswith(("measured", "set mean"))


def test_the_sizing_calculator_and_its_field_errors(lead_client):
    answer = lead_client.get("/api/budgets/sizing/", {"p": 0.5, "n": 400, "half_width": 5})
    assert_conforms(answer, "GET", "/api/budgets/sizing/")
    ok = answer.json()
    assert ok["needed"] > 0 and 0 < ok["precision"]["half_width"] < 0.1
    bad = lead_client.get("/api/budgets/sizing/", {"p": "x", "n": 400, "half_width": 5})
    assert bad.status_code == 400 and "p" in bad.json()["error"]["fields"]


def test_annotators_cannot_read_budgets(annotator_client):
    assert annotator_client.get("/api/budgets/minutes/").status_code == 403
