"""Queues and reservations: who gets which item, expiry, skips, re-labelling rounds."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from labelling import services
from labelling.errors import LabellingError
from labelling.models import Assignment, QueueItem

from .factories import good_data, make_item, make_set

pytestmark = pytest.mark.django_db


def test_queue_has_one_entry_per_item_and_is_idempotent(eval_set):
    make_item(eval_set, 5)

    queue = services.queue_create(eval_set=eval_set)

    assert queue.entries.count() == 5
    assert list(queue.entries.values_list("position", flat=True)) == [1, 2, 3, 4, 5]
    eval_set.refresh_from_db()
    assert eval_set.status == "labelling"


def test_next_reserves_the_first_open_item_with_an_expiry(queue, annotator, settings):
    settings.ASSAY_ASSIGNMENT_MINUTES = 30

    assignment = services.assignment_next(queue=queue, user=annotator)

    assert assignment.entry.position == 1
    assert assignment.status == Assignment.Status.ACTIVE
    assert timedelta(minutes=29) < assignment.expires_at - timezone.now() <= timedelta(minutes=30)


def test_next_again_returns_the_item_already_held(queue, annotator):
    first = services.assignment_next(queue=queue, user=annotator)
    again = services.assignment_next(queue=queue, user=annotator)
    assert again.pk == first.pk


def test_an_item_needing_one_label_goes_to_one_annotator_only(queue, annotator, other_annotator):
    mine = services.assignment_next(queue=queue, user=annotator)
    theirs = services.assignment_next(queue=queue, user=other_annotator)
    assert (mine.entry.position, theirs.entry.position) == (1, 2)


def test_double_labelled_item_goes_to_two_different_annotators(
    double_set, annotator, other_annotator, lead
):
    queue = double_set.queue
    a = services.assignment_next(queue=queue, user=annotator)
    b = services.assignment_next(queue=queue, user=other_annotator)
    c = services.assignment_next(queue=queue, user=lead)

    assert a.entry_id == b.entry_id
    assert c.entry_id != a.entry_id


def test_expired_reservation_frees_the_slot_for_someone_else(queue, annotator, other_annotator):
    held = services.assignment_next(queue=queue, user=annotator)
    Assignment.objects.filter(pk=held.pk).update(expires_at=timezone.now() - timedelta(seconds=1))

    taken = services.assignment_next(queue=queue, user=other_annotator)

    assert taken.entry_id == held.entry_id


def test_coming_back_after_expiry_with_slot_taken_and_no_draft_moves_on(
    queue, annotator, other_annotator
):
    held = services.assignment_next(queue=queue, user=annotator)
    Assignment.objects.filter(pk=held.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    services.assignment_next(queue=queue, user=other_annotator)

    back = services.assignment_next(queue=queue, user=annotator)

    held.refresh_from_db()
    assert held.status == Assignment.Status.EXPIRED
    assert back.entry.position == 2


def test_coming_back_after_expiry_with_a_draft_keeps_the_work(queue, annotator, other_annotator):
    held = services.assignment_next(queue=queue, user=annotator)
    services.label_save_draft(assignment=held, user=annotator, data=good_data(), version=0)
    Assignment.objects.filter(pk=held.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    services.assignment_next(queue=queue, user=other_annotator)

    back = services.assignment_next(queue=queue, user=annotator)

    assert back.pk == held.pk
    assert back.expires_at > timezone.now()


def test_skip_needs_a_reason_and_the_item_is_not_offered_again(queue, annotator, other_annotator):
    held = services.assignment_next(queue=queue, user=annotator)
    with pytest.raises(LabellingError, match="say why"):
        services.assignment_skip(assignment=held, user=annotator, reason="  ")

    services.assignment_skip(assignment=held, user=annotator, reason="not a follow-up")

    nxt = services.assignment_next(queue=queue, user=annotator)
    assert nxt.entry.position == 2
    assert services.assignment_next(queue=queue, user=other_annotator).entry.position == 1
    held.refresh_from_db()
    assert held.skip_reason == "not a follow-up"


def test_someone_else_cannot_skip_my_item(queue, annotator, other_annotator):
    held = services.assignment_next(queue=queue, user=annotator)
    with pytest.raises(LabellingError, match="another annotator"):
        services.assignment_skip(assignment=held, user=other_annotator, reason="x")


def test_nothing_left_returns_none(corpus, annotator):
    eval_set = make_set(items=1)
    queue = services.queue_create(eval_set=eval_set)
    held = services.assignment_next(queue=queue, user=annotator)
    services.label_submit(assignment=held, user=annotator, data=good_data(), version=0)

    assert services.assignment_next(queue=queue, user=annotator) is None


def test_closed_queue_hands_out_nothing(queue, annotator):
    services.queue_set_open(queue=queue, is_open=False)
    with pytest.raises(LabellingError, match="closed"):
        services.assignment_next(queue=queue, user=annotator)


def test_plan_is_fixed_once_labels_exist(corpus, annotator):
    eval_set = make_set(items=10)
    queue = services.queue_create(eval_set=eval_set)
    services.evalset_labelling_configure(
        eval_set=eval_set, labels_per_item=1, double_label_share=0.3, ground_truth_kind="rubric"
    )
    assert QueueItem.objects.filter(queue=queue, labels_needed=2).count() == 3

    held = services.assignment_next(queue=queue, user=annotator)
    services.label_submit(assignment=held, user=annotator, data=good_data(), version=0)

    with pytest.raises(LabellingError, match="already been submitted"):
        services.evalset_labelling_configure(
            eval_set=eval_set, labels_per_item=2, double_label_share=0, ground_truth_kind="rubric"
        )


def test_requeue_starts_a_new_round_and_keeps_the_old_truth_until_replaced(corpus, annotator):
    eval_set = make_set(items=1)
    queue = services.queue_create(eval_set=eval_set)
    held = services.assignment_next(queue=queue, user=annotator)
    services.label_submit(assignment=held, user=annotator, data=good_data(), version=0)

    assert services.queue_requeue(item_ids=[held.entry.item_id], reason="doc changed") == 1

    entry = QueueItem.objects.get(pk=held.entry_id)
    assert (entry.round, entry.status, entry.requeue_reason) == (2, "open", "doc changed")
    entry.item.refresh_from_db()
    assert entry.item.gold == ["docs/kms/regions#0002"]
    again = services.assignment_next(queue=queue, user=annotator)  # same annotator, new round
    assert again.entry_id == entry.pk and again.round == 2
