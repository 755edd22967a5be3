"""Question-kind strata: defined before any run is read, labelled blind by two annotators,
agreement and adjudication, and reports and comparisons per stratum with their resolution."""

from __future__ import annotations

import io
import math

import pytest
from django.core.management import call_command

from curation.errors import CurationError
from curation.models import EvalItem, EvalSet
from replay.models import Run, RunItem
from replay.strata import (
    compare_by_stratum,
    item_strata,
    resolution,
    run_by_stratum,
    strata_agreement,
    strata_define,
    stratum_adjudicate,
    stratum_label_submit,
)

pytestmark = pytest.mark.django_db

STRATA = [
    {"name": "aggregative", "description": "needs several facts combined"},
    {"name": "specific", "description": "one fact answers it"},
]


def test_a_60_item_stratum_resolves_2_6_times_coarser_than_400_items():
    assert resolution(400) == pytest.approx(1.959964 * 0.5 / 20, rel=1e-5)
    assert resolution(60) / resolution(400) == pytest.approx(math.sqrt(400 / 60))
    assert round(resolution(60) / resolution(400), 1) == 2.6


@pytest.fixture
def eval_set():
    eval_set = EvalSet.objects.create(name="kinds")
    for i in range(4):
        EvalItem.objects.create(
            eval_set=eval_set, position=i, external_id=f"q{i}", follow_up=f"q {i}?"
        )
    strata_define(eval_set=eval_set, strata=STRATA)
    return eval_set


def _run(eval_set, arm, scores, status=Run.Status.DONE):
    run = Run.objects.create(
        eval_set=eval_set,
        arm=arm,
        model_id="m",
        k=10,
        corpus_state="c",
        eval_set_version="v",
        config_hash=arm,
        status=status,
    )
    for item, score in zip(eval_set.items.order_by("position"), scores, strict=True):
        RunItem.objects.create(run=run, item=item, item_key=item.item_id, metrics={"mrr": score})
    return run


def test_strata_cannot_change_once_a_run_has_finished(eval_set):
    with pytest.raises(CurationError, match="strata\\[1\\].name: 'specific' is given twice"):
        strata_define(eval_set=eval_set, strata=[STRATA[1], STRATA[1]])
    _run(eval_set, "followup_only", [0.0] * 4)
    with pytest.raises(CurationError, match="has finished"):
        strata_define(eval_set=eval_set, strata=STRATA)


def _label_all(eval_set, annotator, other_annotator):
    items = list(eval_set.items.order_by("position"))
    for item, a, b in zip(
        items,
        ["aggregative", "aggregative", "specific", "specific"],
        ["aggregative", "specific", "specific", "specific"],
        strict=True,
    ):
        stratum_label_submit(item=item, user=annotator, stratum=a)
        stratum_label_submit(item=item, user=other_annotator, stratum=b)
    return items


def test_agreement_kappa_worked_by_hand_and_adjudication(
    eval_set, annotator, other_annotator, lead
):
    items = _label_all(eval_set, annotator, other_annotator)
    agreement = strata_agreement(eval_set)
    # Observed 3/4; chance (0.5 x 0.25 + 0.5 x 0.75) = 0.5; kappa (0.75 - 0.5) / 0.5 = 0.5.
    assert agreement["n"] == 4 and agreement["observed"] == 0.75
    assert agreement["kappa"] == pytest.approx(0.5)
    assert [d["item"] for d in agreement["disagreements"]] == ["q1"]
    assert "q1" not in item_strata(eval_set)  # unresolved until adjudicated

    stratum_adjudicate(item=items[1], stratum="aggregative", user=lead)
    assert item_strata(eval_set) == {
        "q0": "aggregative",
        "q1": "aggregative",
        "q2": "specific",
        "q3": "specific",
    }
    with pytest.raises(CurationError, match="stratum: must be one of"):
        stratum_label_submit(item=items[0], user=lead, stratum="other")


def test_runs_and_comparisons_break_down_by_stratum_with_resolution(
    eval_set, annotator, other_annotator, lead
):
    items = _label_all(eval_set, annotator, other_annotator)
    stratum_adjudicate(item=items[1], stratum="aggregative", user=lead)
    a = _run(eval_set, "followup_only", [0.0, 0.5, 1.0, 1.0])
    b = _run(eval_set, "concat_history", [1.0, 1.0, 1.0, 0.5])

    report = run_by_stratum(a, metric="mrr")
    rows = {r["stratum"]: r for r in report["strata"]}
    assert rows["aggregative"]["mean"] == 0.25 and rows["specific"]["mean"] == 1.0
    assert rows["aggregative"]["resolution"] == pytest.approx(resolution(2))
    assert "1.4 times coarser than the 4 items" in rows["aggregative"]["note"]

    compared = compare_by_stratum(a, b, metric="mrr", resamples=500)
    assert compared["corrected_for"] == 2
    by = {r["stratum"]: r for r in compared["strata"]}
    assert by["aggregative"]["mean_diff"] == pytest.approx(0.75)
    assert by["specific"]["mean_diff"] == pytest.approx(-0.25)
    assert all(r["p_value"] <= r["p_holm"] for r in compared["strata"])

    out = io.StringIO()
    call_command(
        "strata", "report", str(a.pk), "--compare", str(b.pk), "--metric", "mrr", stdout=out
    )
    assert "p-values adjusted over 2 strata" in out.getvalue()
    assert f"judged coverage of run {a.pk}: " in out.getvalue()
    assert f"judged coverage of run {b.pk}: " in out.getvalue()


def test_labelling_page_is_blind_and_the_lead_page_adjudicates(
    eval_set, annotator_client, lead_client, other_annotator
):
    url = f"/replay/strata/{eval_set.pk}/label/"
    page = annotator_client.get(url).content.decode()
    assert 'id="strata-item"' in page and "needs several facts combined" in page
    first = eval_set.items.get(position=0)
    stratum_label_submit(item=first, user=other_annotator, stratum="specific")
    page = annotator_client.get(url).content.decode()
    assert "specific</strong>" in page and "checked" not in page  # the other label is not shown

    done = annotator_client.post(url, {"item": first.pk, "stratum": "aggregative"})
    assert done.status_code == 302
    assert annotator_client.get(f"/replay/strata/{eval_set.pk}/").status_code == 403
    overview = lead_client.get(f"/replay/strata/{eval_set.pk}/").content.decode()
    assert "1 items labelled by two annotators" in overview and "q0" in overview
    lead_client.post(f"/replay/strata/{eval_set.pk}/", {"item": first.pk, "stratum": "specific"})
    assert item_strata(eval_set)["q0"] == "specific"
