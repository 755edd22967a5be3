"""A submit on an expired reservation is refused unless the item is still free."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from labelling import services
from labelling.errors import LabellingError
from labelling.models import Assignment, Label, QueueItem

from .factories import good_data

pytestmark = pytest.mark.django_db


def _expire(assignment: Assignment) -> None:
    Assignment.objects.filter(pk=assignment.pk).update(
        expires_at=timezone.now() - timedelta(seconds=1)
    )


def test_submit_on_an_expired_reservation_whose_slot_was_taken_is_refused(
    queue, annotator, other_annotator
):
    # given alice's reservation expired and bob took the item
    held = services.assignment_next(queue=queue, user=annotator)
    _expire(held)
    taken = services.assignment_next(queue=queue, user=other_annotator)
    assert taken.entry_id == held.entry_id

    # when alice submits anyway, then it is refused and no label lands as "extra"
    with pytest.raises(LabellingError, match="expired"):
        services.label_submit(assignment=held, user=annotator, data=good_data(), version=0)
    assert not Label.objects.filter(assignment=held, status=Label.Status.SUBMITTED).exists()

    # and bob's submit settles the item
    result = services.label_submit(
        assignment=taken, user=other_annotator, data=good_data(), version=0
    )
    assert result.outcome == "final"


def test_submit_on_an_expired_reservation_of_a_still_free_item_is_accepted(queue, annotator):
    held = services.assignment_next(queue=queue, user=annotator)
    _expire(held)

    result = services.label_submit(assignment=held, user=annotator, data=good_data(), version=0)

    assert result.outcome == "final"
    assert QueueItem.objects.get(pk=held.entry_id).status == QueueItem.Status.FINAL


def test_submit_on_a_reservation_marked_expired_is_refused_once_the_item_is_decided(
    queue, annotator, other_annotator
):
    held = services.assignment_next(queue=queue, user=annotator)
    _expire(held)
    taken = services.assignment_next(queue=queue, user=other_annotator)
    services.label_submit(assignment=taken, user=other_annotator, data=good_data(), version=0)
    Assignment.objects.filter(pk=held.pk).update(status=Assignment.Status.EXPIRED)

    with pytest.raises(LabellingError, match="expired"):
        services.label_submit(assignment=held, user=annotator, data=good_data(), version=0)
