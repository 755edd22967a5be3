"""The annotation page's context, built in a fixed number of queries (a test asserts it)."""

from __future__ import annotations

from dataclasses import dataclass

from curation.models import EvalItem, EvalSet

from ..labeldata import LabelData
from ..models import Assignment, GuideRule, Heartbeat, Label, QueueItem
from ..timing import active_minutes
from .case import Case, case_for_item, gold_chunks
from .progress import annotator_queue_progress


def item_minutes(*, user_id: int, item_id: int, round: int, kind: str = "annotation") -> float:
    """Active minutes of one person on one item and round, from their heartbeats of ``kind``
    (``annotation``, or ``adjudication`` for a lead deciding it)."""
    beats = Heartbeat.objects.filter(annotator_id=user_id, item_id=item_id, round=round, kind=kind)
    return active_minutes(beats.values_list("at", flat=True))


def active_rules() -> list[GuideRule]:
    return list(GuideRule.objects.filter(is_active=True).order_by("code"))


@dataclass
class AnnotationContext:
    assignment: Assignment
    entry: QueueItem
    eval_set: EvalSet
    item: EvalItem
    label: Label | None
    data: LabelData
    case: Case
    rules: list[GuideRule]
    minutes: float
    gold: list[dict]
    progress: dict


def assignment_for_user(*, assignment_id: int, user) -> Assignment | None:
    """The assignment with its entry, queue, set, item and label (one query), if it is the user's."""
    return (
        Assignment.objects.select_related("entry__queue__eval_set", "entry__item", "label")
        .filter(pk=assignment_id, annotator=user)
        .first()
    )


def annotation_context(*, assignment: Assignment) -> AnnotationContext:
    """Everything the annotation page shows, in a fixed number of queries."""
    entry = assignment.entry
    item = entry.item
    try:
        label = assignment.label
    except Label.DoesNotExist:
        label = None
    data = LabelData.from_label(label) if label else LabelData(reference_type=item.pattern or "")
    return AnnotationContext(
        assignment=assignment,
        entry=entry,
        eval_set=entry.queue.eval_set,
        item=item,
        label=label,
        data=data,
        case=case_for_item(item),
        rules=active_rules(),
        minutes=(
            label.minutes
            if label and label.minutes is not None and label.status == Label.Status.SUBMITTED
            else item_minutes(
                user_id=assignment.annotator_id, item_id=item.pk, round=assignment.round
            )
        ),
        gold=gold_chunks(data.gold),
        progress=annotator_queue_progress(queue_id=entry.queue_id, user_id=assignment.annotator_id),
    )
