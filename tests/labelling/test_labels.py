"""Drafts, submissions, optimistic locking, minutes, and the final truth on the item."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from labelling import services
from labelling.errors import LabelConflict, LabelInvalid, LabellingError
from labelling.models import Heartbeat, Label
from labelling.services.labels import SubmitOutcome

from .factories import good_data

pytestmark = pytest.mark.django_db


@pytest.fixture
def held(queue, annotator):
    return services.assignment_next(queue=queue, user=annotator)


def test_single_label_is_final_and_copied_onto_the_item(held, annotator):
    result = services.label_submit(
        assignment=held, user=annotator, data=good_data(pattern="ordinal"), version=0
    )

    assert result.outcome == SubmitOutcome.FINAL
    item = held.entry.item
    item.refresh_from_db()
    assert item.gold == ["docs/kms/regions#0002"]
    assert item.reference_type == "ordinal"
    assert item.unanswerable is False
    assert item.gold_rewrite is None
    assert item.ground_truth == {
        "kind": "rubric",
        "must": ["gives 99.9% for eu-west-1"],
        "should": ["names Dublin"],
    }
    held.entry.refresh_from_db()
    assert held.entry.status == "final" and held.entry.final_label_id == result.label.pk


def test_document_level_gold_is_refused_and_nothing_saved(held, annotator):
    with pytest.raises(LabelInvalid) as caught:
        services.label_submit(
            assignment=held, user=annotator, data=good_data(gold=["docs/kms/regions"]), version=0
        )

    assert "names a whole document" in caught.value.errors["gold"]
    assert not Label.objects.exists()
    held.refresh_from_db()
    assert held.status == "active"


def test_draft_drops_refused_gold_but_keeps_the_rest(held, annotator):
    data = good_data(gold=["docs/kms/regions", "docs/kms/regions#0002"])
    data.ambiguity_note = "two regions were listed"

    label, errors = services.label_save_draft(assignment=held, user=annotator, data=data, version=0)

    assert label.status == "draft" and label.version == 1
    assert label.gold == ["docs/kms/regions#0002"]
    assert label.ambiguity_note == "two regions were listed"
    assert "whole document" in errors["gold"]


def test_each_save_moves_the_version_and_a_stale_version_is_refused(held, annotator):
    label, _ = services.label_save_draft(
        assignment=held, user=annotator, data=good_data(), version=0
    )
    services.label_save_draft(
        assignment=held, user=annotator, data=good_data(pattern="pronoun"), version=1
    )

    with pytest.raises(LabelConflict) as caught:
        services.label_submit(
            assignment=held, user=annotator, data=good_data(pattern="ellipsis"), version=1
        )

    conflict = caught.value
    assert (conflict.expected, conflict.current.version) == (1, 2)
    assert conflict.current.reference_type == "pronoun"
    assert conflict.mine.reference_type == "ellipsis"
    label.refresh_from_db()
    assert (label.status, label.reference_type, label.version) == ("draft", "pronoun", 2)


def test_second_tab_creating_the_same_draft_conflicts(held, annotator):
    services.label_save_draft(assignment=held, user=annotator, data=good_data(), version=0)
    with pytest.raises(LabelConflict):
        services.label_save_draft(
            assignment=held, user=annotator, data=good_data(pattern="pronoun"), version=0
        )


def test_submitting_over_the_current_draft_version_works(held, annotator):
    services.label_save_draft(assignment=held, user=annotator, data=good_data(), version=0)
    result = services.label_submit(assignment=held, user=annotator, data=good_data(), version=1)
    assert result.label.version == 2 and result.label.status == "submitted"


def test_minutes_come_from_heartbeats_with_idle_gaps_left_out(held, annotator):
    t0 = timezone.now() - timedelta(hours=2)
    item = held.entry.item
    # Two stretches of 2 minutes, 40 minutes apart (a meeting), one beat every 15 s.
    times = [t0 + timedelta(seconds=15 * i) for i in range(9)]
    times += [t0 + timedelta(minutes=42, seconds=15 * i) for i in range(9)]
    Heartbeat.objects.bulk_create(
        [Heartbeat(item=item, annotator=annotator, round=1, at=t) for t in times]
    )

    result = services.label_submit(assignment=held, user=annotator, data=good_data(), version=0)

    assert result.label.minutes == 4.0


def test_heartbeat_records_and_extends_the_reservation(held, annotator, settings):
    settings.ASSAY_ASSIGNMENT_MINUTES = 30
    held.__class__.objects.filter(pk=held.pk).update(
        expires_at=timezone.now() + timedelta(minutes=1)
    )
    Heartbeat.objects.create(
        item=held.entry.item,
        annotator=annotator,
        round=1,
        at=timezone.now() - timedelta(seconds=30),
    )

    minutes = services.heartbeat_record(
        item_id=held.entry.item_id, round=1, user=annotator, assignment=held
    )

    assert minutes == 0.5
    held.refresh_from_db()
    assert held.expires_at > timezone.now() + timedelta(minutes=29)
    # A beat right after the last one is not stored twice.
    services.heartbeat_record(item_id=held.entry.item_id, round=1, user=annotator, assignment=held)
    assert Heartbeat.objects.count() == 2


def test_rule_applied_records_code_and_current_version(held, annotator, rule, lead):
    services.guide_rule_update(
        rule=rule, title=rule.title, text="Take the most recent entity; note the other.", user=lead
    )

    result = services.label_submit(
        assignment=held, user=annotator, data=good_data(rule_code="LG-02"), version=0
    )

    assert result.label.rule_applied == {"code": "LG-02", "version": 2}


def test_cannot_submit_twice_or_for_someone_else(held, annotator, other_annotator):
    with pytest.raises(LabellingError, match="another annotator"):
        services.label_submit(assignment=held, user=other_annotator, data=good_data(), version=0)
    services.label_submit(assignment=held, user=annotator, data=good_data(), version=0)
    with pytest.raises(LabellingError, match="already submitted"):
        services.label_submit(assignment=held, user=annotator, data=good_data(), version=1)


def test_lead_correction_of_a_final_label_updates_the_item(held, annotator, lead):
    label = services.label_submit(
        assignment=held, user=annotator, data=good_data(), version=0
    ).label

    services.label_update(
        label=label,
        user=lead,
        data=good_data(gold=["docs/kms/regions#0001"]),
        version=label.version,
    )

    item = label.item
    item.refresh_from_db()
    assert item.gold == ["docs/kms/regions#0001"]
    with pytest.raises(LabelConflict):
        services.label_update(label=label, user=lead, data=good_data(), version=1)


def test_only_a_lead_changes_a_submitted_label_and_always_with_a_version(held, annotator, lead):
    from core.errors import Forbidden

    label = services.label_submit(
        assignment=held, user=annotator, data=good_data(), version=0
    ).label

    with pytest.raises(Forbidden, match="only be changed by a lead"):
        services.label_update(label=label, user=annotator, data=good_data(), version=label.version)
    with pytest.raises(LabelInvalid) as no_version:
        services.label_update(label=label, user=lead, data=good_data(), version=None)

    assert set(no_version.value.errors) == {"version"}
    label.refresh_from_db()
    assert label.updated_by_id == annotator.pk  # neither refusal wrote anything
    changed = services.label_update(label=label, user=lead, data=good_data(), version=label.version)
    assert changed.updated_by_id == lead.pk
