"""Double labelling: agreement settles an item, disagreement goes to a lead who decides."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from labelling import selectors, services
from labelling.errors import LabelInvalid, LabellingError
from labelling.models import Adjudication, Heartbeat, Label, QueueItem
from labelling.services.labels import SubmitOutcome

from .factories import good_data

pytestmark = pytest.mark.django_db


def label_both(eval_set, first_user, second_user, first, second):
    queue = eval_set.queue
    a = services.assignment_next(queue=queue, user=first_user)
    b = services.assignment_next(queue=queue, user=second_user)
    assert a.entry_id == b.entry_id
    r1 = services.label_submit(assignment=a, user=first_user, data=first, version=0)
    r2 = services.label_submit(assignment=b, user=second_user, data=second, version=0)
    return a.entry, r1, r2


def test_first_label_waits_and_agreeing_second_makes_the_item_final(
    double_set, annotator, other_annotator
):
    entry, r1, r2 = label_both(double_set, annotator, other_annotator, good_data(), good_data())

    assert (r1.outcome, r2.outcome) == (SubmitOutcome.WAITING, SubmitOutcome.FINAL)
    entry.refresh_from_db()
    assert entry.status == "final" and entry.final_label_id == r1.label.pk


def test_disagreeing_labels_wait_for_adjudication_and_the_item_keeps_no_truth(
    double_set, annotator, other_annotator
):
    entry, _r1, r2 = label_both(
        double_set,
        annotator,
        other_annotator,
        good_data(),
        good_data(gold=["docs/kms/regions#0001"]),
    )

    assert r2.outcome == SubmitOutcome.ADJUDICATION
    assert [e.pk for e in selectors.adjudication_entries()] == [entry.pk]
    entry.item.refresh_from_db()
    assert entry.item.gold == []


def test_lead_picks_a_label_with_a_reason_and_it_becomes_final(
    double_set, annotator, other_annotator, lead
):
    entry, _r1, r2 = label_both(
        double_set,
        annotator,
        other_annotator,
        good_data(),
        good_data(gold=["docs/kms/regions#0001"], pattern="pronoun"),
    )
    entry.refresh_from_db()
    with pytest.raises(LabelInvalid):
        services.adjudication_decide(entry=entry, user=lead, reason=" ", picked=r2.label)

    final = services.adjudication_decide(
        entry=entry, user=lead, reason="#0001 states the SLA", picked=r2.label
    )

    assert final.kind == "adjudication" and final.is_final and final.labelled_by == lead
    item = entry.item
    item.refresh_from_db()
    assert (item.gold, item.reference_type) == (["docs/kms/regions#0001"], "pronoun")
    decision = Adjudication.objects.get()
    assert decision.decision == "pick" and decision.picked_id == r2.label.pk
    assert decision.considered.count() == 2
    assert not Label.objects.filter(kind="annotation", is_final=True).exists()
    entry.refresh_from_db()
    assert entry.status == "final"
    with pytest.raises(LabellingError, match="not waiting for adjudication"):
        services.adjudication_decide(entry=entry, user=lead, reason="again", picked=r2.label)


def test_lead_merges_the_labels(double_set, annotator, other_annotator, lead):
    entry, *_ = label_both(
        double_set,
        annotator,
        other_annotator,
        good_data(),
        good_data(gold=["docs/kms/regions#0001"]),
    )
    entry.refresh_from_db()
    merged = good_data(gold=["docs/kms/regions#0001", "docs/kms/regions#0002"])

    with pytest.raises(LabelInvalid):
        services.adjudication_decide(
            entry=entry, user=lead, reason="both", merged=good_data(gold=["docs/kms/regions"])
        )
    services.adjudication_decide(
        entry=entry, user=lead, reason="both passages are needed", merged=merged
    )

    entry.item.refresh_from_db()
    assert entry.item.gold == ["docs/kms/regions#0001", "docs/kms/regions#0002"]
    assert QueueItem.objects.get(pk=entry.pk).status == "final"


def test_agreement_report_per_set_and_pair(double_set, annotator, other_annotator):
    label_both(double_set, annotator, other_annotator, good_data(), good_data())
    label_both(
        double_set,
        annotator,
        other_annotator,
        good_data(),
        good_data(gold=["docs/kms/regions#0001"], pattern="pronoun"),
    )

    report = selectors.agreement_report(eval_set=double_set)

    assert report["gold"].n_items == 2
    assert report["gold"].mean_jaccard == 0.5
    assert report["gold"].any_overlap_rate == 0.5
    assert report["pattern"].n == 2 and report["pattern"].observed == 0.5
    assert report["verdict"] is None  # a rubric set has no pass/fail verdicts
    assert [p["names"] for p in report["pairs"]] == ["alice & bob"]


def test_pass_fail_kappa_uses_the_verdicts(corpus, annotator, other_annotator):
    from .factories import make_set

    eval_set = make_set(items=2, kind="pass_fail", labels_per_item=2)
    services.queue_create(eval_set=eval_set)
    label_both(
        eval_set,
        annotator,
        other_annotator,
        good_data("pass_fail", verdict="pass"),
        good_data("pass_fail", verdict="pass"),
    )
    label_both(
        eval_set,
        annotator,
        other_annotator,
        good_data("pass_fail", verdict="fail"),
        good_data("pass_fail", verdict="pass"),
    )

    report = selectors.agreement_report(eval_set=eval_set)

    assert report["verdict"].n == 2 and report["verdict"].observed == 0.5
    assert (
        len(selectors.adjudication_entries(eval_set=eval_set)) == 1
    )  # verdicts differ on one item


def test_adjudication_records_its_own_minutes_apart_from_the_leads_labelling(
    double_set, annotator, lead
):
    # given a lead who labelled an item (2 min of heartbeats) that then went to adjudication
    entry, r1, r2 = label_both(
        double_set, annotator, lead, good_data(), good_data(gold=["docs/kms/regions#0001"])
    )
    t0 = timezone.now() - timedelta(minutes=30)
    Heartbeat.objects.bulk_create(
        Heartbeat(item_id=entry.item_id, annotator=lead, round=1, at=t0 + timedelta(seconds=s))
        for s in range(0, 121, 15)
    )
    # when the lead adjudicates for 45 s (adjudication heartbeats)
    for s in range(0, 46, 15):
        Heartbeat.objects.create(
            item_id=entry.item_id,
            annotator=lead,
            round=1,
            kind="adjudication",
            at=t0 + timedelta(minutes=10, seconds=s),
        )
    entry.refresh_from_db()
    final = services.adjudication_decide(entry=entry, user=lead, reason="#0002", picked=r1.label)

    # then the adjudication's minutes are its own, not the lead's labelling time
    assert final.minutes == 0.75
    assert selectors.item_minutes(user_id=lead.pk, item_id=entry.item_id, round=1) == 2.0
