"""Going back: editing a submitted label until the set freezes, correcting minutes; audited."""

from __future__ import annotations

import pytest

from core.errors import Forbidden
from labelling import selectors, services
from labelling.errors import LabelConflict, LabelInvalid, LabellingError
from labelling.models import LabelEdit, MinutesCorrection, QueueItem

from .factories import good_data

pytestmark = pytest.mark.django_db


@pytest.fixture
def submitted(queue, annotator):
    held = services.assignment_next(queue=queue, user=annotator)
    return services.label_submit(assignment=held, user=annotator, data=good_data(), version=0).label


def test_annotator_changes_own_submitted_label_and_the_item_truth_follows(submitted, annotator):
    data = good_data(gold=["docs/kms/regions#0001"], pattern="pronoun")

    label = services.label_revise(
        label=submitted, user=annotator, data=data, version=submitted.version
    )

    assert label.gold == ["docs/kms/regions#0001"] and label.reference_type == "pronoun"
    label.item.refresh_from_db()
    assert label.item.gold == ["docs/kms/regions#0001"]  # final: the truth follows
    edit = LabelEdit.objects.get(label=label)
    assert edit.edited_by == annotator and edit.version_before == submitted.version
    assert edit.changes == {
        "pattern": ["ordinal", "pronoun"],
        "gold passages": [["docs/kms/regions#0002"], ["docs/kms/regions#0001"]],
    }


def test_a_frozen_set_refuses_every_edit(submitted, annotator, lead):
    eval_set = submitted.item.eval_set
    eval_set.status = "frozen"
    eval_set.save(update_fields=["status"])

    for user in (annotator, lead):
        with pytest.raises(Forbidden, match="frozen"):
            services.label_revise(
                label=submitted,
                user=user,
                data=good_data(pattern="pronoun"),
                version=submitted.version,
                reason="x",
            )
    assert not LabelEdit.objects.exists()


def test_another_annotator_may_not_edit_and_a_lead_must_say_why(submitted, other_annotator, lead):
    data = good_data(pattern="pronoun")
    with pytest.raises(Forbidden):
        services.label_revise(
            label=submitted, user=other_annotator, data=data, version=submitted.version
        )
    with pytest.raises(LabelInvalid) as refused:
        services.label_revise(label=submitted, user=lead, data=data, version=submitted.version)
    assert "reason" in refused.value.errors

    label = services.label_revise(
        label=submitted, user=lead, data=data, version=submitted.version, reason="LG-02 applies"
    )

    assert label.reference_type == "pronoun" and label.updated_by == lead
    assert LabelEdit.objects.get().reason == "LG-02 applies"


def test_an_edit_naming_an_old_version_or_incomplete_changes_nothing(submitted, annotator):
    with pytest.raises(LabelConflict):
        services.label_revise(
            label=submitted, user=annotator, data=good_data(pattern="pronoun"), version=0
        )
    with pytest.raises(LabelInvalid) as refused:
        services.label_revise(
            label=submitted, user=annotator, data=good_data(gold=()), version=submitted.version
        )
    assert "gold" in refused.value.errors
    with pytest.raises(LabellingError, match="nothing changed"):
        services.label_revise(
            label=submitted, user=annotator, data=good_data(), version=submitted.version
        )
    assert not LabelEdit.objects.exists()


def test_a_turn_that_stands_alone_is_a_complete_label(queue, annotator):
    held = services.assignment_next(queue=queue, user=annotator)

    label = services.label_submit(
        assignment=held, user=annotator, data=good_data(pattern="none"), version=0
    ).label

    label.item.refresh_from_db()
    assert label.reference_type == "none" and label.item.reference_type == "none"
    assert label.get_reference_type_display() == "Stands alone (no pattern)"


def test_minutes_are_corrected_with_a_reason_and_audited(submitted, annotator, other_annotator):
    with pytest.raises(LabelInvalid) as refused:
        services.label_minutes_correct(label=submitted, user=annotator, minutes=-1, reason="")
    assert set(refused.value.errors) == {"minutes", "reason"}
    with pytest.raises(Forbidden):
        services.label_minutes_correct(label=submitted, user=other_annotator, minutes=3, reason="x")

    label = services.label_minutes_correct(
        label=submitted, user=annotator, minutes=6.5, reason="read the docs offline first"
    )

    label.refresh_from_db()
    assert label.minutes == 6.5
    row = MinutesCorrection.objects.get()
    assert (row.minutes_before, row.minutes_after, row.corrected_by) == (
        submitted.minutes,
        6.5,
        annotator,
    )


def test_history_lists_my_labels_and_previous_skips_the_current_item(queue, annotator):
    first = services.assignment_next(queue=queue, user=annotator)
    services.label_submit(assignment=first, user=annotator, data=good_data(), version=0)
    second = services.assignment_next(queue=queue, user=annotator)
    services.label_submit(assignment=second, user=annotator, data=good_data(), version=0)
    third = services.assignment_next(queue=queue, user=annotator)

    history = selectors.label_history(user=annotator)
    previous = selectors.previous_label(
        user=annotator, queue_id=queue.pk, before_item_id=third.entry.item_id
    )

    assert [lab.item_id for lab in history] == [second.entry.item_id, first.entry.item_id]
    assert previous.item_id == second.entry.item_id


def test_a_leads_correction_through_label_update_is_recorded_too(submitted, lead):
    label = services.label_update(
        label=submitted,
        user=lead,
        data=good_data(gold=["docs/kms/regions#0001"]),
        version=submitted.version,
    )

    edit = LabelEdit.objects.get(label=label)
    assert edit.edited_by == lead
    assert edit.changes == {"gold passages": [["docs/kms/regions#0002"], ["docs/kms/regions#0001"]]}


def test_a_label_of_an_earlier_round_cannot_undo_a_relabelling(submitted, annotator, lead):
    services.queue_requeue(item_ids=[submitted.item_id], reason="doc changed", user=lead)

    with pytest.raises(Forbidden, match="sent back for re-labelling"):
        services.label_revise(
            label=submitted,
            user=annotator,
            data=good_data(pattern="pronoun"),
            version=submitted.version,
        )
    assert QueueItem.objects.get(item_id=submitted.item_id).status == "open"
