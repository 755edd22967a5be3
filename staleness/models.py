"""Stale-fixture flags: why a case may no longer be true, with the evidence, as a work queue.

A ``StaleFlag`` is one (item, reason) cause found by the staleness check
(``staleness.services.stale_check_run``). Reasons:

- ``doc_changed``: a document the case's recorded retrieval captured has changed since capture
  (and the item was not re-labelled after the change);
- ``gold_unresolved``: a gold chunk id no longer names a current chunk;
- ``gold_text_changed``: a gold chunk id still resolves but its text differs from the text it had
  when the item's truth was decided;
- ``rule_changed``: the final label applied a guide rule whose version has moved on.

Statuses: ``open`` (found, nobody acted), ``requeued`` (sent to re-labelling; still live until
the check no longer finds the cause), ``resolved`` (the check no longer finds it; set by the
check only) and ``dismissed`` (a lead decided it does not matter, with a reason). At most one
live (open or requeued) flag exists per item and reason. ``fingerprint`` identifies the cause
(which documents and versions, which ids, which rule version): a dismissed cause is not flagged
again, but a new cause (another document version, say) is.

``StaleCheckRun`` records each run of the check: when, why (nightly, ingest, command, page,
demo), and what it added and resolved.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone

from curation.models import EvalItem, EvalSet


class StaleReason(models.TextChoices):
    DOC_CHANGED = "doc_changed", "captured document changed"
    GOLD_UNRESOLVED = "gold_unresolved", "gold chunk id no longer resolves"
    GOLD_TEXT_CHANGED = "gold_text_changed", "gold chunk text changed"
    RULE_CHANGED = "rule_changed", "guide rule has a newer version"


class StaleFlag(models.Model):
    class Status(models.TextChoices):
        OPEN = "open"
        REQUEUED = "requeued", "sent to re-labelling"
        RESOLVED = "resolved"
        DISMISSED = "dismissed"

    LIVE = (Status.OPEN, Status.REQUEUED)

    item = models.ForeignKey(EvalItem, on_delete=models.CASCADE, related_name="stale_flags")
    eval_set = models.ForeignKey(EvalSet, on_delete=models.CASCADE, related_name="stale_flags")
    reason = models.CharField(max_length=32, choices=StaleReason.choices)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    fingerprint = models.CharField(max_length=64)
    summary = models.CharField(max_length=500, blank=True, default="")
    evidence = models.JSONField(default=dict, blank=True)
    trigger = models.CharField(max_length=16, blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)
    closed_at = models.DateTimeField(null=True, blank=True)  # resolved or dismissed
    acted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    acted_at = models.DateTimeField(null=True, blank=True)
    note = models.TextField(blank=True, default="")  # why it was dismissed or requeued

    class Meta:
        db_table = "curation_staleflag"  # created by the curation app; kept so no data moves
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["eval_set", "status", "reason"]),
            models.Index(fields=["item", "reason", "status"]),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["item", "reason"],
                condition=Q(status__in=["open", "requeued"]),
                name="staleflag_one_live_per_item_reason",
            )
        ]

    def __str__(self) -> str:
        return f"{self.item_id} {self.reason} ({self.status})"

    @property
    def is_live(self) -> bool:
        return self.status in self.LIVE


class StaleCheckRun(models.Model):
    trigger = models.CharField(max_length=16)
    scope = models.JSONField(default=dict, blank=True)  # {"set": name} or {"doc_ids": [...]}
    items_checked = models.PositiveIntegerField(default=0)
    added = models.JSONField(default=dict, blank=True)
    resolved = models.JSONField(default=dict, blank=True)
    open = models.JSONField(default=dict, blank=True)
    started_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "curation_stalecheckrun"  # created by the curation app; kept so no data moves
        ordering = ["-started_at", "-id"]

    def __str__(self) -> str:
        return f"stale check {self.pk} ({self.trigger}, {self.items_checked} items)"
