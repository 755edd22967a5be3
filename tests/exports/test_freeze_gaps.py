"""Freezing warns about unlabelled and skipped items and never exports them as labelled."""

from __future__ import annotations

import json

import pytest

from curation.models import EvalSet
from exports.completeness import freeze_gaps, gaps_summary
from exports.errors import ExportError
from exports.services import evalset_export, evalset_freeze
from labelling import services as labelling
from tests.staleness.builders import label_in_order, make_case

pytestmark = pytest.mark.django_db


@pytest.fixture
def half_labelled(corpus, annotator, other_annotator):
    """Four items: two labelled, one skipped by bob, one never touched."""
    eval_set = EvalSet.objects.create(name="half")
    for position in range(4):
        make_case(eval_set, position, retrieved=["docs/kms#0002"])
    label_in_order(
        eval_set, annotator, gold_by_position={0: ["docs/kms#0002"], 1: ["docs/kms#0002"]}
    )
    assignment = labelling.assignment_next(queue=eval_set.queue, user=other_annotator)
    labelling.assignment_skip(assignment=assignment, user=other_annotator, reason="no passage fits")
    return eval_set


def test_the_gaps_name_unlabelled_and_skipped_items(half_labelled):
    gaps = freeze_gaps(eval_set=half_labelled)
    assert [g["reason"] for g in gaps] == ["unlabelled", "unlabelled"]
    assert sum(1 for g in gaps if g["skips"] == ["bob: no passage fits"]) == 1
    assert gaps_summary(gaps) == "2 unlabelled (1 skipped by an annotator)"


def test_a_freeze_leaves_unlabelled_items_out_and_lists_them(half_labelled):
    version, _ = evalset_freeze(eval_set=half_labelled)
    assert version.n_items == 2
    assert {g["reason"] for g in version.content["left_out"]} == {"unlabelled"}
    lines = [json.loads(line) for line in evalset_export(version=version, fmt="jsonl")]
    assert len(lines) == 2 and all(line["gold"] == ["docs/kms#0002"] for line in lines)
    left_out = {g["id"] for g in version.content["left_out"]}
    assert not left_out & {line["id"] for line in lines}


def test_a_set_with_nothing_labelled_is_refused_with_the_reason(corpus):
    eval_set = EvalSet.objects.create(name="bare")
    make_case(eval_set, 0, retrieved=["docs/kms#0002"])
    labelling.queue_create(eval_set=eval_set)
    with pytest.raises(ExportError, match="none of its 1 items is labelled yet"):
        evalset_freeze(eval_set=eval_set)


def test_the_export_page_warns_before_freezing(half_labelled, lead_client):
    page = lead_client.get(f"/exports/sets/{half_labelled.pk}/").content.decode()
    assert 'id="freeze-gaps"' in page and "2 items are not labelled yet" in page
    assert "skipped by bob: no passage fits" in page
    response = lead_client.post(f"/exports/sets/{half_labelled.pk}/freeze/", follow=True)
    assert "2 left out, not labelled yet" in response.content.decode()
