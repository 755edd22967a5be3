"""Progress per queue and per annotator, and the labelling summary the export reads."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from exports.selectors import labelling_summary
from labelling import selectors, services
from labelling.models import Heartbeat

from .factories import good_data

pytestmark = pytest.mark.django_db


def work(queue, user, *, minutes: float, data=None):
    held = services.assignment_next(queue=queue, user=user)
    t0 = timezone.now() - timedelta(hours=1)
    beats = [t0 + timedelta(seconds=15 * i) for i in range(int(minutes * 4) + 1)]
    Heartbeat.objects.bulk_create(
        [Heartbeat(item=held.entry.item, annotator=user, round=1, at=t) for t in beats]
    )
    return services.label_submit(assignment=held, user=user, data=data or good_data(), version=0)


def test_queue_progress_counts_items_labels_and_minutes(double_set, annotator, other_annotator):
    queue = double_set.queue
    work(queue, annotator, minutes=2)
    work(queue, other_annotator, minutes=4)  # same item: agreement, final
    work(queue, annotator, minutes=3)
    services.assignment_skip(
        assignment=services.assignment_next(queue=queue, user=other_annotator),
        user=other_annotator,
        reason="unreadable",
    )

    progress = selectors.queue_progress(queue)

    assert (progress["total"], progress["final"], progress["open"], progress["double"]) == (
        3,
        1,
        2,
        3,
    )
    assert (progress["labels_needed"], progress["labels_given"]) == (6, 3)
    by_name = {a["username"]: a for a in progress["annotators"]}
    assert by_name["alice"]["submitted"] == 2 and by_name["alice"]["minutes"]["median"] == 2.5
    assert by_name["bob"]["submitted"] == 1 and by_name["bob"]["skipped"] == 1
    mine = selectors.annotator_queue_progress(queue_id=queue.pk, user_id=other_annotator.pk)
    assert mine == {"total": 3, "open": 2, "final": 1, "submitted": 1, "skipped": 1}


def test_labelling_summary_gives_labellers_minutes_ambiguity_and_rule(
    double_set, annotator, other_annotator, rule
):
    queue = double_set.queue
    first = good_data(rule_code="LG-02")
    first.ambiguity_note = "two regions fit"
    work(queue, annotator, minutes=2, data=first)
    result = work(queue, other_annotator, minutes=3, data=good_data(rule_code="LG-02"))

    summary = labelling_summary(eval_set=double_set)

    assert summary == {
        result.label.item_id: {
            "labelled_by": ["alice", "bob"],
            "minutes": 5.0,
            "ambiguity": "two regions fit",
            "rule_applied": {"code": "LG-02", "version": 1},
            "adjudicated": False,
            "labels": 2,
        }
    }
