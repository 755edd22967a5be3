"""Follow-up candidates mined from traces, and the eval sets sampled from them.

An EvalItem is self-contained: it snapshots the conversation prefix and the follow-up as
(pseudonymized) text, so it can be replayed, labelled and exported without its trace, and items
imported from outside (``import_evalset``) have no trace at all. Its ground-truth fields hold the
final truth: set by import, or by the labelling app when a label becomes final.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from .traces import Message, Trace


class Pattern(models.TextChoices):
    ORDINAL = "ordinal"
    DEMONSTRATIVE = "demonstrative"
    PRONOUN = "pronoun"
    ELLIPSIS = "ellipsis"
    DEFINITE_DESCRIPTION = "definite_description"


class FollowupCandidate(models.Model):
    """The detector's verdict on one non-first user turn (non-candidates are stored too)."""

    message = models.OneToOneField(Message, on_delete=models.CASCADE, related_name="followup")
    trace = models.ForeignKey(Trace, on_delete=models.CASCADE, related_name="followups")
    candidate = models.BooleanField(db_index=True)
    pattern = models.CharField(
        max_length=32, choices=Pattern.choices, null=True, blank=True, db_index=True
    )
    trigger = models.CharField(max_length=500, null=True, blank=True)
    trigger_start = models.PositiveIntegerField(null=True, blank=True)
    trigger_end = models.PositiveIntegerField(null=True, blank=True)
    antecedent_distance = models.PositiveIntegerField(null=True, blank=True)
    detector_version = models.CharField(max_length=64, default="")
    mined_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.message_id}: {self.pattern or 'not a candidate'}"


class GroundTruthKind(models.TextChoices):
    PASS_FAIL = "pass_fail", "pass/fail with a one-line criterion"
    REFERENCE = "reference", "reference answer"
    RUBRIC = "rubric", "rubric (must / should)"


class EvalSet(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft"
        LABELLING = "labelling"
        FROZEN = "frozen"

    name = models.CharField(max_length=200, unique=True)
    description = models.TextField(blank=True, default="")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.DRAFT)
    ground_truth_kind = models.CharField(
        max_length=16, choices=GroundTruthKind.choices, default=GroundTruthKind.RUBRIC
    )
    # Labels per item: 1 or 2; with 1, double_label_share of items still get a second label.
    labels_per_item = models.PositiveSmallIntegerField(default=1)
    double_label_share = models.FloatField(default=0.0)
    assumed_minutes_per_case = models.FloatField(null=True, blank=True)
    # How it was sampled: {"quotas": {...}, "seed": 7, "source": ..., "shortfalls": {...}}.
    sampling = models.JSONField(default=dict, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class EvalItem(models.Model):
    eval_set = models.ForeignKey(EvalSet, on_delete=models.CASCADE, related_name="items")
    position = models.PositiveIntegerField()
    # Set for items sampled from traces; imported items carry only their snapshot.
    trace = models.ForeignKey(
        Trace, null=True, blank=True, on_delete=models.SET_NULL, related_name="eval_items"
    )
    message = models.ForeignKey(
        Message, null=True, blank=True, on_delete=models.SET_NULL, related_name="eval_items"
    )
    external_id = models.CharField(max_length=300, blank=True, default="")
    source = models.CharField(max_length=200, blank=True, default="")
    prefix = models.JSONField(default=list)  # [{"role", "content"}] before the follow-up
    follow_up = models.TextField()
    pattern = models.CharField(max_length=32, choices=Pattern.choices, null=True, blank=True)
    trigger = models.CharField(max_length=500, null=True, blank=True)
    trigger_start = models.PositiveIntegerField(null=True, blank=True)
    trigger_end = models.PositiveIntegerField(null=True, blank=True)
    antecedent_distance = models.PositiveIntegerField(null=True, blank=True)
    # Final ground truth (import, or the final label).
    reference_type = models.CharField(max_length=32, null=True, blank=True)
    gold = models.JSONField(default=list, blank=True)  # chunk ids
    # The gold chunks as source spans, so one set of judgments serves every chunking:
    # [{"chunk_id", "doc_id", "version" (DocumentVersion pk), "start", "end"}] (lab: 0009).
    gold_spans = models.JSONField(default=list, blank=True)
    gold_rewrite = models.TextField(null=True, blank=True)
    unanswerable = models.BooleanField(default=False)
    ground_truth = models.JSONField(
        default=dict, blank=True
    )  # {kind, must, should | answer | pass}
    # The snapshot's text went through the pseudonymizer (at import, or from a pseudonymized
    # trace). Exports refuse items where it did not.
    pseudonymized = models.BooleanField(default=False)
    # Items imported from a ``cases`` export: {"source_trace_id", "labelling", "eval_set"} as
    # the exporting deployment wrote them, so the set exports again as it came in.
    imported = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["eval_set_id", "position"]
        constraints = [
            models.UniqueConstraint(
                fields=["eval_set", "position"], name="evalitem_unique_position"
            ),
            models.UniqueConstraint(
                fields=["eval_set", "message"],
                condition=models.Q(message__isnull=False),
                name="evalitem_unique_message",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.eval_set_id}#{self.position}"

    @property
    def item_id(self) -> str:
        return self.external_id or f"{self.eval_set_id}-{self.position}"
