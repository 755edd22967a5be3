"""Labelling: a queue per eval set, reservations, labels, the labelling guide, adjudication.

How the pieces fit:

- ``Queue`` (one per EvalSet) holds a ``QueueItem`` per EvalItem. A queue item says how many
  labels the item needs (1, or 2 when double-labelled) and where it stands: ``open`` (needs more
  labels), ``adjudication`` (two labels disagree; a lead decides) or ``final``. Items sent back
  for re-labelling start a new ``round``; labels of earlier rounds stay as history.
- ``Assignment`` reserves one queue item for one annotator until ``expires_at`` (heartbeats of
  an annotator at work push it on). An annotator never gets the same item twice in a round.
- ``Label`` is an annotator's answer for one item and round: a ``draft`` while in progress
  (autosaved, so it survives a reload), then ``submitted``. ``version`` is the optimistic lock:
  every write bumps it, and a write naming an older version is refused. The final label of an
  item (``is_final``) is the one whose truth was copied onto the EvalItem.
- ``Heartbeat`` rows record active time; minutes per case are computed from them
  (``labelling.timing``) and stored on the label when it is submitted.
- ``GuideRule`` / ``GuideRuleVersion``: the labelling guide, versioned. A label records the code
  and version of the rule it applied, so a changed rule finds the items it decided.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone

from curation.models import EvalItem, EvalSet

from .labeldata import REFERENCE_TYPE_CHOICES


class GuideRule(models.Model):
    """A rule of the labelling guide at its current version (history in GuideRuleVersion)."""

    code = models.CharField(max_length=32, unique=True)  # e.g. "LG-14"
    title = models.CharField(max_length=200)
    text = models.TextField()
    version = models.PositiveIntegerField(default=1)
    is_active = models.BooleanField(default=True)  # retired rules can no longer be applied
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["code"]

    def __str__(self) -> str:
        return f"{self.code} v{self.version}: {self.title}"


class GuideRuleVersion(models.Model):
    """One version of a rule, as it read when labels applied it."""

    rule = models.ForeignKey(GuideRule, on_delete=models.CASCADE, related_name="versions")
    version = models.PositiveIntegerField()
    title = models.CharField(max_length=200)
    text = models.TextField()
    change_note = models.TextField(blank=True, default="")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["rule_id", "-version"]
        constraints = [
            models.UniqueConstraint(fields=["rule", "version"], name="guiderule_unique_version")
        ]

    def __str__(self) -> str:
        return f"{self.rule_id} v{self.version}"


class Queue(models.Model):
    eval_set = models.OneToOneField(EvalSet, on_delete=models.CASCADE, related_name="queue")
    is_open = models.BooleanField(default=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"queue of {self.eval_set_id}"


class QueueItem(models.Model):
    class Status(models.TextChoices):
        OPEN = "open", "needs labels"
        ADJUDICATION = "adjudication", "waiting for adjudication"
        FINAL = "final", "final"

    queue = models.ForeignKey(Queue, on_delete=models.CASCADE, related_name="entries")
    item = models.OneToOneField(EvalItem, on_delete=models.CASCADE, related_name="queue_entry")
    position = models.PositiveIntegerField()  # the item's position, copied for ordering
    labels_needed = models.PositiveSmallIntegerField(default=1)
    round = models.PositiveSmallIntegerField(default=1)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    final_label = models.ForeignKey(
        "Label", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    requeue_reason = models.TextField(blank=True, default="")
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["queue_id", "position"]
        indexes = [models.Index(fields=["queue", "status", "position"])]

    def __str__(self) -> str:
        return f"{self.item_id} ({self.status})"


class Assignment(models.Model):
    class Status(models.TextChoices):
        ACTIVE = "active"
        SUBMITTED = "submitted"
        SKIPPED = "skipped"
        EXPIRED = "expired"
        RELEASED = "released"

    entry = models.ForeignKey(QueueItem, on_delete=models.CASCADE, related_name="assignments")
    annotator = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="assignments"
    )
    round = models.PositiveSmallIntegerField(default=1)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    assigned_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    finished_at = models.DateTimeField(null=True, blank=True)
    skip_reason = models.TextField(blank=True, default="")

    class Meta:
        ordering = ["-assigned_at", "-id"]
        indexes = [
            models.Index(fields=["annotator", "status"]),
            models.Index(fields=["entry", "round", "status"]),
        ]
        constraints = [
            # One live (or finished) reservation per annotator, item and round: nobody labels
            # the same item twice; an expired or released reservation can be taken again.
            models.UniqueConstraint(
                fields=["entry", "annotator", "round"],
                condition=Q(status__in=["active", "submitted", "skipped"]),
                name="assignment_once_per_annotator_round",
            )
        ]

    def __str__(self) -> str:
        return f"{self.entry_id} -> {self.annotator_id} ({self.status})"

    @property
    def is_live(self) -> bool:
        return self.status == self.Status.ACTIVE and self.expires_at > timezone.now()


class Label(models.Model):
    class Kind(models.TextChoices):
        ANNOTATION = "annotation"
        ADJUDICATION = "adjudication"

    class Status(models.TextChoices):
        DRAFT = "draft"
        SUBMITTED = "submitted"

    item = models.ForeignKey(EvalItem, on_delete=models.CASCADE, related_name="labels")
    round = models.PositiveSmallIntegerField(default=1)
    assignment = models.OneToOneField(
        Assignment, null=True, blank=True, on_delete=models.SET_NULL, related_name="label"
    )
    labelled_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="labels"
    )
    kind = models.CharField(max_length=16, choices=Kind.choices, default=Kind.ANNOTATION)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.DRAFT)
    # Optimistic lock: bumped on every write; a write naming an older version is refused.
    version = models.PositiveIntegerField(default=1)

    reference_type = models.CharField(
        max_length=32, choices=REFERENCE_TYPE_CHOICES, blank=True, default=""
    )
    gold = models.JSONField(default=list, blank=True)  # chunk ids, never document ids
    gold_rewrite = models.TextField(blank=True, default="")
    unanswerable = models.BooleanField(default=False)
    unanswerable_reason = models.TextField(blank=True, default="")
    ambiguity_note = models.TextField(blank=True, default="")
    # The guide rule that settled a borderline call: code and the version in force when applied.
    rule = models.ForeignKey(
        GuideRule, null=True, blank=True, on_delete=models.PROTECT, related_name="labels"
    )
    rule_code = models.CharField(max_length=32, blank=True, default="")
    rule_version = models.PositiveIntegerField(null=True, blank=True)
    # {"kind": "pass_fail", "pass": criterion, "verdict": "pass"|"fail"|None}
    # | {"kind": "reference", "answer": ...} | {"kind": "rubric", "must": [...], "should": [...]}
    ground_truth = models.JSONField(default=dict, blank=True)
    # Active minutes on the case (from heartbeats), stored at submission.
    minutes = models.FloatField(null=True, blank=True)
    is_final = models.BooleanField(default=False)

    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    submitted_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["item_id", "round", "submitted_at", "id"]
        indexes = [
            models.Index(fields=["item", "round", "status"]),
            models.Index(fields=["rule_code", "rule_version"]),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["item"], condition=Q(is_final=True), name="label_one_final_per_item"
            )
        ]

    def __str__(self) -> str:
        return f"label {self.pk} on {self.item_id} by {self.labelled_by_id} ({self.status})"

    @property
    def rule_applied(self) -> dict | None:
        """``{"code": "LG-14", "version": 3}`` or ``None``: what exports write."""
        if not self.rule_code:
            return None
        return {"code": self.rule_code, "version": self.rule_version}

    def truth(self) -> dict:
        """The fields an EvalItem takes from its final label."""
        return {
            "reference_type": self.reference_type or None,
            "gold": list(self.gold),
            "gold_rewrite": self.gold_rewrite or None,
            "unanswerable": self.unanswerable,
            "ground_truth": dict(self.ground_truth),
        }


class Adjudication(models.Model):
    """A lead's decision on an item whose labels disagreed: which label (or a merge), and why."""

    class Decision(models.TextChoices):
        PICK = "pick", "picked one label"
        MERGE = "merge", "merged the labels"

    entry = models.ForeignKey(QueueItem, on_delete=models.CASCADE, related_name="adjudications")
    round = models.PositiveSmallIntegerField(default=1)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    decision = models.CharField(max_length=8, choices=Decision.choices)
    picked = models.ForeignKey(
        Label, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    label = models.OneToOneField(Label, on_delete=models.CASCADE, related_name="adjudication")
    considered = models.ManyToManyField(Label, related_name="adjudicated_in")
    reason = models.TextField()
    decided_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-decided_at"]

    def __str__(self) -> str:
        return f"{self.get_decision_display()} on {self.entry_id} by {self.decided_by_id}"


class Heartbeat(models.Model):
    """An "I am working on this" ping from the annotation page (every ~15 s while active)."""

    item = models.ForeignKey(EvalItem, on_delete=models.CASCADE, related_name="+")
    annotator = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+"
    )
    round = models.PositiveSmallIntegerField(default=1)
    at = models.DateTimeField(default=timezone.now)
    # Annotating and adjudicating an item are timed apart: a lead who labelled an item and then
    # adjudicates it gets two figures, one on each label.
    kind = models.CharField(
        max_length=16, choices=Label.Kind.choices, default=Label.Kind.ANNOTATION
    )

    class Meta:
        ordering = ["at"]
        indexes = [models.Index(fields=["annotator", "item", "round", "at"])]

    def __str__(self) -> str:
        return f"{self.annotator_id} on {self.item_id} at {self.at:%Y-%m-%d %H:%M:%S}"


class LabelEdit(models.Model):
    """A change to a submitted label after submission: its annotator's own edit before the set
    froze, or a lead's correction of anyone's label; what changed, by whom and why."""

    label = models.ForeignKey(Label, on_delete=models.CASCADE, related_name="edits")
    edited_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    edited_at = models.DateTimeField(default=timezone.now)
    version_before = models.PositiveIntegerField()
    # {field title: [before, after]} for every field that changed.
    changes = models.JSONField(default=dict)
    reason = models.TextField(blank=True, default="")

    class Meta:
        ordering = ["-edited_at", "-id"]

    def __str__(self) -> str:
        return f"edit of label {self.label_id} by {self.edited_by_id}"


class MinutesCorrection(models.Model):
    """Active minutes of a label corrected by hand (the heartbeats missed work, or counted too
    much), with the reason: budgets read the corrected figure, the audit keeps both."""

    label = models.ForeignKey(Label, on_delete=models.CASCADE, related_name="minutes_corrections")
    corrected_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    corrected_at = models.DateTimeField(default=timezone.now)
    minutes_before = models.FloatField(null=True, blank=True)
    minutes_after = models.FloatField()
    reason = models.TextField()

    class Meta:
        ordering = ["-corrected_at", "-id"]

    def __str__(self) -> str:
        return f"minutes of label {self.label_id}: {self.minutes_before} -> {self.minutes_after}"
