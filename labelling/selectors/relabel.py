"""Why an item came back for re-labelling: the lead's note, the earlier label, the evidence."""

from __future__ import annotations

from ..labeldata import LabelData
from ..models import Label, QueueItem
from ..signals import relabel_evidence


def relabel_context(*, entry: QueueItem) -> dict | None:
    """For an entry past its first round: the lead's note, the final (else latest) label of the
    earlier rounds as LabelData with its author, and the evidence apps above send (stale flags
    with their diffs). ``None`` in a first round."""
    if entry.round <= 1:
        return None
    previous = (
        Label.objects.filter(
            item_id=entry.item_id, round__lt=entry.round, status=Label.Status.SUBMITTED
        )
        .select_related("labelled_by")
        .order_by("-round", "-is_final", "-submitted_at", "-id")
        .first()
    )
    evidence = []
    for _receiver, answer in relabel_evidence.send(sender=QueueItem, item_id=entry.item_id):
        evidence.extend(answer or [])
    return {
        "note": entry.requeue_reason,
        "round": entry.round,
        "previous": previous,
        "previous_data": LabelData.from_label(previous) if previous else None,
        "evidence": evidence,
    }
