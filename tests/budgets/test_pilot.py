"""Sizing from a pilot: two runs' paired differences give the MDE, the items a target effect
needs and the labelling hours at the set's minutes."""

from __future__ import annotations

import json

import pytest
from django.core.management import CommandError, call_command

from budgets.pilot import sizing_from_pilot
from curation.models import EvalItem, EvalSet
from replay.models import Run, RunItem
from replay.significance import items_for_effect, mde_paired

pytestmark = pytest.mark.django_db


def _run(eval_set, arm, scores):
    run = Run.objects.create(
        eval_set=eval_set,
        arm=arm,
        model_id="m",
        k=10,
        corpus_state="c",
        eval_set_version="v",
        config_hash=arm * 4,
        status=Run.Status.DONE,
    )
    for item, score in zip(eval_set.items.order_by("position"), scores, strict=True):
        RunItem.objects.create(
            run=run, item=item, item_key=item.item_id, metrics={"ndcg@10": score, "mrr": score}
        )
    return run


@pytest.fixture
def pilot():
    eval_set = EvalSet.objects.create(name="pilot", assumed_minutes_per_case=4.0)
    for i in range(12):
        EvalItem.objects.create(
            eval_set=eval_set, position=i, external_id=f"q{i}", follow_up=f"question {i}?"
        )
    a = _run(eval_set, "followup_only", [0.5] * 12)
    b = _run(
        eval_set, "concat_history", [0.5, 0.7, 0.6, 0.4, 0.9, 0.5, 0.6, 0.8, 0.5, 0.7, 0.3, 0.6]
    )
    return a, b


def test_pilot_sizing_prices_the_items_a_target_effect_needs(pilot):
    a, b = pilot
    result = sizing_from_pilot(run_a=a, run_b=b, target_effect=0.05, resamples=4000)
    s = result["sizing"]

    assert s["pilot_n"] == 12 and s["bootstrap"] == "item"
    assert s["mde_at_pilot"] == pytest.approx(mde_paired(s["sd_effective"], 12))
    assert s["items_needed"] == items_for_effect(s["sd_effective"], 0.05)
    assert s["labelling_hours"] == pytest.approx(s["items_to_add"] * 4.0 / 60)
    assert result["minutes_source"] == "assumed when the set was planned"
    # The bootstrap se of a mean of 12 differences is close to sd / sqrt(12) (ddof 0 vs 1).
    assert s["sd_effective"] == pytest.approx(s["sd_diff"], rel=0.15)


def test_size_from_pilot_command_prints_mde_items_and_hours(pilot, capsys):
    a, b = pilot
    call_command("size_from_pilot", str(a.pk), str(b.pk), "--effect", "0.05", "--minutes", "3")
    out = capsys.readouterr().out
    assert "minimum detectable effect at 12 items" in out
    assert "hours at 3.00 minutes per case (given)" in out

    call_command("size_from_pilot", str(a.pk), str(b.pk), "--json")
    data = json.loads(capsys.readouterr().out)
    assert data["sizing"]["items_needed"] is None and data["pilot"]["p_value"] > 0

    with pytest.raises(CommandError, match="no such run"):
        call_command("size_from_pilot", str(a.pk), "999999")
