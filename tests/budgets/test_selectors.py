"""Minutes per case from real labels, and refreshes priced from them."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command

from budgets.selectors import minutes_report, refresh_for_set, stale_refresh
from curation.models import EvalSet
from staleness.services import stale_check_run
from tests.staleness.builders import KMS_EDITED, ingest, label_in_order, make_case


def test_minutes_per_case_are_summarized_by_every_slice(labelled_set):
    report = minutes_report()

    assert [
        (s["set"].name, s["minutes"].n, s["minutes"].median, s["assumed"]) for s in report.sets
    ] == [("support", 3, 4.0, 5.0)]
    assert set(report.by["pattern"]) == {"ordinal", "pronoun"}
    assert report.by["pattern"]["pronoun"].n == 2
    assert set(report.by["ground_truth_kind"]) == {"rubric"}
    assert list(report.by["annotator"]) == ["alice"] and report.by["annotator"]["alice"].p90 == 4.0


def test_labels_without_active_time_are_left_out_and_counted(corpus, annotator):
    eval_set = EvalSet.objects.create(name="api-labelled")
    make_case(eval_set, 0, retrieved=["docs/kms#0001"])
    label_in_order(eval_set, annotator, gold_by_position={0: ["docs/kms#0001"]})  # no heartbeats

    report = minutes_report(eval_set=eval_set)

    assert report.unrecorded == 1 and report.rows == []


def test_300_cases_at_4_minutes_are_20_hours_or_2_and_a_half_days(labelled_set):
    plan = refresh_for_set(eval_set=labelled_set, cases={"ordinal": 300}, hours_per_day=8)

    assert plan.plan.hours == pytest.approx(20.0)
    assert plan.plan.working_days == pytest.approx(2.5)
    assert plan.plan.assumed_hours == pytest.approx(25.0)  # at the 5 minutes assumed
    assert plan.sources["ordinal"].startswith("set mean (1 labels of this pattern")


def test_double_labelled_sets_cost_twice_per_case(labelled_set):
    labelled_set.labels_per_item = 2
    plan = refresh_for_set(eval_set=labelled_set, cases={"pronoun": 300}, hours_per_day=8)
    assert plan.plan.hours == pytest.approx(40.0)


def test_a_set_with_nothing_measured_uses_its_assumption_or_says_it_cannot_price(db):
    assumed = EvalSet.objects.create(name="planned", assumed_minutes_per_case=6)
    unknown = EvalSet.objects.create(name="unplanned")

    assert refresh_for_set(
        eval_set=assumed, cases={"ellipsis": 10}, hours_per_day=8
    ).plan.hours == pytest.approx(1.0)
    plan = refresh_for_set(eval_set=unknown, cases={"ellipsis": 10}, hours_per_day=8)
    assert plan.plan.cases == 0 and plan.unpriced == {"ellipsis": 10}


def test_the_stale_queue_is_priced_per_pattern(labelled_set):
    ingest({"docs/kms": KMS_EDITED})
    stale_check_run()

    [plan] = stale_refresh(hours_per_day=6)

    assert plan.eval_set == labelled_set and plan.plan.cases == 1  # one case, two flags
    assert plan.plan.slices["ordinal"].hours == pytest.approx(4 / 60)
    assert plan.plan.working_days == pytest.approx(4 / 60 / 6)


def test_budget_report_json(labelled_set, capsys):
    ingest({"docs/kms": KMS_EDITED})
    stale_check_run()

    call_command("budget_report", "--set", "support", "--json", "--hours-per-day", "8")
    data = json.loads(capsys.readouterr().out)

    assert data["sets"] == [
        {
            "name": "support",
            "assumed_minutes_per_case": 5.0,
            "labels_per_case": 1.0,
            "minutes": {"n": 3, "median": 4.0, "mean": 4.0, "p90": 4.0},
        }
    ]
    assert {row["slice"] for row in data["minutes"]["pattern"]} == {"ordinal", "pronoun"}
    [stale] = data["stale_refresh"]
    assert (stale["set"], stale["cases"], stale["slices"][0]["minutes_per_case"]) == (
        "support",
        1,
        4.0,
    )


def test_budget_report_text_names_the_assumed_minutes(labelled_set, capsys):
    call_command("budget_report")
    out = capsys.readouterr().out
    assert "support" in out and "nothing is stale" in out
    assert out.splitlines()[2].split()[-2:] == ["5.0", "1"]
