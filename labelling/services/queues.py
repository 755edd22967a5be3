"""Queues and reservations: who labels which item next, skips, and heartbeats of active work."""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import connection, transaction
from django.db.models import Count, Exists, F, OuterRef, Q, Subquery
from django.db.models.functions import Coalesce
from django.utils import timezone

from curation.models import EvalItem, EvalSet, GroundTruthKind

from ..errors import LabellingError
from ..models import Assignment, Heartbeat, Label, Queue, QueueItem
from ..planning import labels_needed_by_position
from ..timing import active_minutes

# Heartbeats closer together than this are dropped: a page with two timers (or a reload storm)
# must not bloat the table; 5 s is a third of the page's 15 s interval.
MIN_BEAT_SPACING_SECONDS = 5
# How many locked-but-full candidates assignment_next looks past before giving up; only reached
# when many reservations race for the last open slots.
MAX_CANDIDATES = 25


def _reservation_delta() -> timedelta:
    return timedelta(minutes=settings.ASSAY_ASSIGNMENT_MINUTES)


def _needed_by_position(eval_set: EvalSet, positions) -> dict[int, int]:
    try:
        return labels_needed_by_position(
            positions,
            labels_per_item=eval_set.labels_per_item,
            double_label_share=eval_set.double_label_share,
            salt=f"evalset:{eval_set.pk}",
        )
    except ValueError as exc:
        raise LabellingError(f"eval set {eval_set.name}: {exc}") from None


@transaction.atomic
def queue_create(*, eval_set: EvalSet, user=None) -> Queue:
    """The labelling queue of ``eval_set``, with one entry per item; safe to run again.

    A second run adds entries for items added since (their labels-needed chosen as if the whole
    set were planned now) and leaves existing entries alone. A draft set moves to ``labelling``.
    """
    queue, _ = Queue.objects.get_or_create(
        eval_set=eval_set, defaults={"created_by": user if user and user.is_authenticated else None}
    )
    items = list(EvalItem.objects.filter(eval_set=eval_set).values_list("pk", "position"))
    have = set(QueueItem.objects.filter(queue=queue).values_list("item_id", flat=True))
    needed = _needed_by_position(eval_set, [pos for _pk, pos in items])
    QueueItem.objects.bulk_create(
        [
            QueueItem(queue=queue, item_id=pk, position=pos, labels_needed=needed[pos])
            for pk, pos in items
            if pk not in have
        ],
        batch_size=1000,
    )
    if eval_set.status == EvalSet.Status.DRAFT:
        eval_set.status = EvalSet.Status.LABELLING
        eval_set.save(update_fields=["status"])
    return queue


@transaction.atomic
def queue_set_open(*, queue: Queue, is_open: bool) -> Queue:
    """Open or close a queue: a closed queue hands out no new items (work in hand can finish)."""
    queue.is_open = is_open
    queue.save(update_fields=["is_open"])
    return queue


@transaction.atomic
def evalset_labelling_configure(
    *, eval_set: EvalSet, labels_per_item: int, double_label_share: float, ground_truth_kind: str
) -> EvalSet:
    """Set how a set is labelled: labels per item, share double-labelled, kind of ground truth.

    Refused once any label has been submitted in the set (the labels already given were made
    under the old plan); otherwise the queue's entries are re-planned.
    """
    if ground_truth_kind not in GroundTruthKind.values:
        raise LabellingError(
            f"ground_truth_kind: {ground_truth_kind!r} is not one of {', '.join(GroundTruthKind.values)}"
        )
    if Label.objects.filter(item__eval_set=eval_set, status=Label.Status.SUBMITTED).exists():
        raise LabellingError(
            f"{eval_set.name}: labels have already been submitted, so its labelling plan is fixed "
            "(send items back for re-labelling instead)"
        )
    eval_set.labels_per_item = labels_per_item
    eval_set.double_label_share = double_label_share
    eval_set.ground_truth_kind = ground_truth_kind
    entries = list(QueueItem.objects.filter(queue__eval_set=eval_set))
    needed = _needed_by_position(eval_set, [e.position for e in entries])
    eval_set.save(update_fields=["labels_per_item", "double_label_share", "ground_truth_kind"])
    for entry in entries:
        entry.labels_needed = needed[entry.position]
    QueueItem.objects.bulk_update(entries, ["labels_needed"], batch_size=1000)
    return eval_set


@transaction.atomic
def queue_requeue(*, item_ids: list[int], reason: str, user=None) -> int:
    """Send items back for re-labelling: a new round that needs its labels again.

    The item keeps its current truth until the new round's label becomes final; earlier labels
    stay as history. Live reservations of the old round are released. Returns how many items
    were requeued (items without a queue entry are ignored).
    """
    if not reason.strip():
        raise LabellingError("say why these items need labelling again")
    entries = list(QueueItem.objects.select_for_update().filter(item_id__in=item_ids))
    for entry in entries:
        Assignment.objects.filter(entry=entry, status=Assignment.Status.ACTIVE).update(
            status=Assignment.Status.RELEASED, finished_at=timezone.now()
        )
        entry.round += 1
        entry.status = QueueItem.Status.OPEN
        entry.final_label = None
        entry.requeue_reason = reason.strip()
    QueueItem.objects.bulk_update(entries, ["round", "status", "final_label", "requeue_reason"])
    return len(entries)


def _taken_count(entry: QueueItem, now) -> int:
    """Labels given or promised for the entry's round: submitted, or reserved and not expired."""
    return (
        Assignment.objects.filter(entry=entry, round=entry.round)
        .filter(
            Q(status=Assignment.Status.SUBMITTED)
            | Q(status=Assignment.Status.ACTIVE, expires_at__gt=now)
        )
        .count()
    )


def _resume(queue: Queue, user, now) -> Assignment | None:
    """The annotator's reservation in this queue, if one can be continued.

    A reservation whose item was finalised or re-queued meanwhile is released. An expired one is
    renewed when its slot is still free or the annotator has a draft on it (work is never thrown
    away; the item may then get one label more than it needed), else marked expired.
    """
    mine = (
        Assignment.objects.filter(
            entry__queue=queue, annotator=user, status=Assignment.Status.ACTIVE
        )
        .select_related("entry")
        .order_by("assigned_at", "id")
    )
    for assignment in mine:
        entry = assignment.entry
        if entry.status != QueueItem.Status.OPEN or entry.round != assignment.round:
            assignment.status = Assignment.Status.RELEASED
            assignment.finished_at = now
            assignment.save(update_fields=["status", "finished_at"])
            continue
        if assignment.expires_at <= now:
            has_draft = Label.objects.filter(assignment=assignment).exists()
            if not has_draft and _taken_count(entry, now) >= entry.labels_needed:
                assignment.status = Assignment.Status.EXPIRED
                assignment.finished_at = now
                assignment.save(update_fields=["status", "finished_at"])
                continue
            assignment.expires_at = now + _reservation_delta()
            assignment.save(update_fields=["expires_at"])
        return assignment
    return None


@transaction.atomic
def assignment_next(*, queue: Queue, user) -> Assignment | None:
    """Reserve the next item of ``queue`` for ``user`` (or return the one they already hold).

    The next item is the first open one, by position, that still lacks labels (counting live
    reservations) and that this annotator has not labelled, skipped or been given this round.
    Safe under concurrency: on PostgreSQL candidate rows are locked with ``FOR UPDATE SKIP
    LOCKED`` (waiting only when every candidate is locked) and the count re-checked under the
    lock, so two annotators never take the same last slot and nobody is told "nothing left"
    while a slot is free; SQLite serialises writing transactions. Returns ``None`` when nothing
    is left.
    """
    if not queue.is_open:
        raise LabellingError(f"the queue of {queue.eval_set.name} is closed")
    now = timezone.now()
    skip_locked = connection.features.has_select_for_update_skip_locked
    if connection.features.has_select_for_update:
        # One reservation at a time per annotator (two tabs pressing "next" at once).
        get_user_model().objects.select_for_update().filter(pk=user.pk).first()
    resumed = _resume(queue, user, now)
    if resumed is not None:
        return resumed

    held = Assignment.objects.filter(
        entry=OuterRef("pk"),
        round=OuterRef("round"),
        annotator=user,
        status__in=[
            Assignment.Status.ACTIVE,
            Assignment.Status.SUBMITTED,
            Assignment.Status.SKIPPED,
        ],
    )
    taken = (
        Assignment.objects.filter(entry=OuterRef("pk"), round=OuterRef("round"))
        .filter(
            Q(status=Assignment.Status.SUBMITTED)
            | Q(status=Assignment.Status.ACTIVE, expires_at__gt=now)
        )
        .order_by()
        .values("entry")
        .annotate(n=Count("id"))
        .values("n")
    )
    candidates = (
        QueueItem.objects.filter(queue=queue, status=QueueItem.Status.OPEN)
        .annotate(held=Exists(held), taken=Coalesce(Subquery(taken), 0))
        .filter(held=False, taken__lt=F("labels_needed"))
        .order_by("position")
    )
    passed: list[int] = []
    for _ in range(MAX_CANDIDATES):
        qs = candidates.exclude(pk__in=passed) if passed else candidates
        if not skip_locked:
            entry = qs.first()
        else:
            entry = qs.select_for_update(skip_locked=True).first()
            if entry is None:
                # Every candidate is locked by someone reserving right now; they may leave a
                # slot free (double-labelled items), so wait for the first one rather than
                # telling this annotator that nothing is left.
                entry = qs.select_for_update().first()
        if entry is None:
            return None
        # Another transaction may have filled the slot between our snapshot and our lock.
        if skip_locked and _taken_count(entry, timezone.now()) >= entry.labels_needed:
            passed.append(entry.pk)
            continue
        return Assignment.objects.create(
            entry=entry,
            annotator=user,
            round=entry.round,
            assigned_at=now,
            expires_at=now + _reservation_delta(),
        )
    return None


@transaction.atomic
def assignment_skip(*, assignment: Assignment, user, reason: str) -> Assignment:
    """Give an item back with a reason; this annotator will not be offered it again this round.

    A draft on it is kept (visible to leads) but not submitted.
    """
    assignment = Assignment.objects.select_for_update().get(pk=assignment.pk)
    if assignment.annotator_id != user.pk:
        raise LabellingError("this item is reserved for another annotator")
    if assignment.status != Assignment.Status.ACTIVE:
        raise LabellingError(f"this reservation is already {assignment.status}")
    reason = (reason or "").strip()
    if not reason:
        raise LabellingError("say why you skip this item (a lead reads the reasons)")
    assignment.status = Assignment.Status.SKIPPED
    assignment.skip_reason = reason[:2000]
    assignment.finished_at = timezone.now()
    assignment.save(update_fields=["status", "skip_reason", "finished_at"])
    return assignment


def heartbeat_record(
    *,
    item_id: int,
    round: int,
    user,
    assignment: Assignment | None = None,
    kind: str = "annotation",
) -> float:
    """Record that ``user`` is actively working on an item; return their active minutes on it.

    ``kind`` is ``annotation`` or ``adjudication``: the two are timed apart.

    Beats closer than MIN_BEAT_SPACING_SECONDS to the previous one are not stored. A beat on a
    live reservation pushes its expiry on, so an annotator at work never loses the item.
    """
    now = timezone.now()
    beats = list(
        Heartbeat.objects.filter(
            annotator=user, item_id=item_id, round=round, kind=kind
        ).values_list("at", flat=True)
    )
    if not beats or (now - max(beats)).total_seconds() >= MIN_BEAT_SPACING_SECONDS:
        Heartbeat.objects.create(item_id=item_id, annotator=user, round=round, at=now, kind=kind)
        beats.append(now)
    if assignment is not None and assignment.status == Assignment.Status.ACTIVE:
        Assignment.objects.filter(pk=assignment.pk, status=Assignment.Status.ACTIVE).update(
            expires_at=now + _reservation_delta()
        )
    return active_minutes(beats)
