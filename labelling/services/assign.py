"""A lead hands chosen items to an annotator (the item browser's bulk assign)."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db import transaction
from django.utils import timezone

from accounts.roles import ANNOTATOR, has_role

from ..errors import LabellingError
from ..models import Assignment, QueueItem
from .queues import _reservation_delta, _taken_count


@dataclass
class AssignReport:
    assigned: int = 0
    not_assigned: dict[str, list[str]] = field(default_factory=dict)  # why -> item ids

    def refuse(self, item_id: str, why: str) -> None:
        self.not_assigned.setdefault(why, []).append(item_id)


@transaction.atomic
def queue_items_assign(*, item_ids: list[int], annotator, user=None) -> AssignReport:
    """Reserve each item for ``annotator`` in its current round: their next items are these.

    An item is left alone (and said why) when it is not open for labels, already has the labels
    it needs, or the annotator already labelled, skipped or holds it this round. The reservation
    is an ordinary one: it expires like any other, and is renewed when its slot is still free.
    Raises ``LabellingError`` when ``annotator`` cannot annotate.
    """
    if not has_role(annotator, ANNOTATOR):
        raise LabellingError(f"{annotator.username} is not an annotator")
    now = timezone.now()
    report = AssignReport()
    entries = QueueItem.objects.select_for_update().filter(item_id__in=item_ids)
    for entry in entries.select_related("item").order_by("position"):
        item_id = entry.item.item_id
        if entry.status != QueueItem.Status.OPEN:
            report.refuse(item_id, f"{entry.get_status_display()}, not open for labels")
            continue
        mine = Assignment.objects.filter(
            entry=entry,
            annotator=annotator,
            round=entry.round,
            status__in=[
                Assignment.Status.ACTIVE,
                Assignment.Status.SUBMITTED,
                Assignment.Status.SKIPPED,
            ],
        )
        if mine.exists():
            report.refuse(item_id, f"{annotator.username} already has it this round")
            continue
        if _taken_count(entry, now) >= entry.labels_needed:
            report.refuse(item_id, "already has the labels it needs")
            continue
        Assignment.objects.create(
            entry=entry,
            annotator=annotator,
            round=entry.round,
            assigned_at=now,
            expires_at=now + _reservation_delta(),
        )
        report.assigned += 1
    return report
