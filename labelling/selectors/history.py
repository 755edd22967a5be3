"""Going back: an annotator's history of labels, the previous one, a label's edit page."""

from __future__ import annotations

from dataclasses import dataclass

from curation.models import EvalSet

from ..models import Label, LabelEdit, MinutesCorrection, QueueItem


def label_history(*, user, limit: int = 100) -> list[Label]:
    """The user's submitted labels, newest first, with their item and set (one query)."""
    return list(
        Label.objects.filter(labelled_by=user, status=Label.Status.SUBMITTED)
        .select_related("item__eval_set")
        .order_by("-submitted_at", "-id")[:limit]
    )


def previous_label(*, user, queue_id: int, before_item_id: int | None = None) -> Label | None:
    """The user's latest submitted label in a queue, other than on ``before_item_id``."""
    labels = Label.objects.filter(
        labelled_by=user,
        status=Label.Status.SUBMITTED,
        kind=Label.Kind.ANNOTATION,
        item__queue_entry__queue_id=queue_id,
    )
    if before_item_id is not None:
        labels = labels.exclude(item_id=before_item_id)
    return labels.order_by("-submitted_at", "-id").first()


@dataclass
class LabelPage:
    label: Label
    entry: QueueItem | None
    frozen: bool
    edits: list[LabelEdit]
    corrections: list[MinutesCorrection]


def label_page(*, label_id: int) -> LabelPage | None:
    """One label with its item, set, queue entry, edits and minutes corrections."""
    label = (
        Label.objects.select_related("item__eval_set", "labelled_by", "updated_by")
        .filter(pk=label_id)
        .first()
    )
    if label is None:
        return None
    return LabelPage(
        label=label,
        entry=QueueItem.objects.filter(item_id=label.item_id).first(),
        frozen=label.item.eval_set.status == EvalSet.Status.FROZEN,
        edits=list(label.edits.select_related("edited_by")),
        corrections=list(label.minutes_corrections.select_related("corrected_by")),
    )
