"""Replay runs, with one result row per item (embeddings and indexes are curation's search).

- ``Run`` is (eval set version, arm, model, k, corpus state); its ``config_hash`` is printed next
  to every number it produces. ``RunItem`` holds one item's query, ranking and metrics; the
  unique (run, item) constraint is what makes replay batches safe to run twice.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from core.models import Job
from curation.models import EvalItem, EvalSet


class Arm(models.TextChoices):
    FOLLOWUP_ONLY = "followup_only", "follow-up only"
    CONCAT_HISTORY = "concat_history", "last N turns + follow-up"
    RECORDED_REWRITE = "recorded_rewrite", "recorded rewrite"
    GOLD_REWRITE = "gold_rewrite", "gold rewrite (ceiling)"
    HTTP = "http", "HTTP contextualizer"
    FROZEN = "frozen", "frozen (recorded retrieval)"
    SYSTEM = "system", "the team's system (answers scored)"


class Run(models.Model):
    class Status(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"

    eval_set = models.ForeignKey(EvalSet, on_delete=models.CASCADE, related_name="runs")
    arm = models.CharField(max_length=32, choices=Arm.choices)
    arm_params = models.JSONField(default=dict, blank=True)
    model_id = models.CharField(max_length=200)
    k = models.PositiveIntegerField()
    corpus_state = models.CharField(max_length=64)
    eval_set_version = models.CharField(max_length=64)
    config = models.JSONField(default=dict)
    config_hash = models.CharField(max_length=64, db_index=True)
    # The items this run covers, fixed at creation so a resumed run never picks up new ones.
    item_pks = models.JSONField(default=list)
    total_items = models.PositiveIntegerField(default=0)
    batch_size = models.PositiveIntegerField(default=32)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    message = models.TextField(blank=True, default="")
    job = models.ForeignKey(Job, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "curation_run"  # created by the curation app; kept so no data moves
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"run {self.pk}: {self.arm} on {self.eval_set_id} [{self.config_hash[:12]}]"

    @property
    def short_hash(self) -> str:
        return self.config_hash[:12]

    @property
    def label(self) -> str:
        return f"#{self.pk} {self.arm}"


class RunItem(models.Model):
    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="results")
    item = models.ForeignKey(EvalItem, on_delete=models.CASCADE, related_name="run_results")
    item_key = models.CharField(max_length=300)  # EvalItem.item_id when the run was made
    query = models.TextField(blank=True, default="")  # "" for frozen (no query)
    ranked = models.JSONField(default=list)  # chunk ids, best first
    gold = models.JSONField(default=list)
    unanswerable = models.BooleanField(default=False)
    pattern = models.CharField(max_length=32, blank=True, default="")
    # None when the item is not scored (unanswerable, or skipped with a reason).
    metrics = models.JSONField(null=True, blank=True)
    skipped = models.CharField(max_length=300, blank=True, default="")
    extra = models.JSONField(default=dict, blank=True)  # http repeats, truncation, ...
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "curation_runitem"  # created by the curation app; kept so no data moves
        ordering = ["run_id", "item_id"]
        constraints = [models.UniqueConstraint(fields=["run", "item"], name="runitem_unique_item")]

    def __str__(self) -> str:
        return f"{self.run_id}/{self.item_key}"


class SystemAnswer(models.Model):
    """One repeat of one item in a ``system`` run: what the system answered and its verdict.

    Unique per (run, item, repeat), so a redelivered batch or a resumed run never stores a
    repeat twice. ``errors`` lists what failed loudly (unrecorded tool calls, timeouts, bad
    responses); a repeat with errors is a fail whatever it answered. ``verdict`` is None until a
    judge or a person graded it.
    """

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="system_answers")
    item = models.ForeignKey(EvalItem, on_delete=models.CASCADE, related_name="+")
    repeat = models.PositiveIntegerField()
    answer = models.JSONField(default=dict, blank=True)  # {rewrite, passages, answer, tool_calls}
    errors = models.JSONField(default=list, blank=True)  # [{"kind", "message", ...}]
    verdict = models.BooleanField(null=True, blank=True)
    must = models.JSONField(null=True, blank=True)  # [bool, ...] for rubrics
    should = models.JSONField(null=True, blank=True)
    should_score = models.FloatField(null=True, blank=True)
    grounded = models.FloatField(null=True, blank=True)
    reason = models.TextField(blank=True, default="")
    graded_by = models.CharField(max_length=20, blank=True, default="")  # "judge" | "person"
    grader = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    grading_minutes = models.FloatField(null=True, blank=True)
    latency_ms = models.FloatField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    graded_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["run_id", "item_id", "repeat"]
        constraints = [
            models.UniqueConstraint(
                fields=["run", "item", "repeat"], name="systemanswer_unique_repeat"
            )
        ]

    def __str__(self) -> str:
        return f"{self.run_id}/{self.item_id}/r{self.repeat}"


class CassetteMiss(models.Model):
    """A tool call a system made through a run's cassette URL that the case never recorded."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="cassette_misses")
    item = models.ForeignKey(EvalItem, on_delete=models.CASCADE, related_name="+")
    repeat = models.PositiveIntegerField()
    call = models.JSONField(default=dict)  # {"name", "args"}
    recorded = models.JSONField(default=list)  # what the case recorded
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["run_id", "item_id", "repeat", "id"]

    def __str__(self) -> str:
        return f"{self.run_id}/{self.item_id}/r{self.repeat}: {self.call.get('name')}"


class CassetteToken(models.Model):
    """The secret in a run's ``tools_url``: it opens that run's cases only, until it expires
    (when the run finishes, or ``expires_at`` passes, whichever comes first)."""

    run = models.OneToOneField(Run, on_delete=models.CASCADE, related_name="cassette_token")
    token = models.CharField(max_length=64, unique=True)
    expires_at = models.DateTimeField()
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"cassette token of run {self.run_id}"


class ChunkJudgment(models.Model):
    """Whether a chunk a run retrieved answers an item, as an annotator judged it.

    Created with ``relevant`` None when a lead sends a run's unjudged top-k chunks to annotators
    (``requested_by_run``); an annotator's verdict fills ``relevant``, ``judged_by`` and the
    active ``minutes``. One judgment per (item, chunk): coverage asks whether anyone has seen it.
    """

    item = models.ForeignKey(EvalItem, on_delete=models.CASCADE, related_name="chunk_judgments")
    chunk_id = models.CharField(max_length=520)
    relevant = models.BooleanField(null=True, blank=True)
    requested_by_run = models.ForeignKey(
        Run, null=True, blank=True, on_delete=models.SET_NULL, related_name="judgment_requests"
    )
    judged_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    minutes = models.FloatField(null=True, blank=True)
    requested_at = models.DateTimeField(auto_now_add=True)
    judged_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["pk"]
        constraints = [
            models.UniqueConstraint(fields=["item", "chunk_id"], name="chunkjudgment_unique_chunk")
        ]

    def __str__(self) -> str:
        return f"{self.item_id}/{self.chunk_id}: {self.relevant}"


class EvidenceMark(models.Model):
    """An annotator's evidence marks inside a gold document of an item.

    ``answer_sentences`` and ``groups`` index the document version's sentences (cut once from
    its text, so every arm is judged on the same boundaries); each group lists alternative
    sentences, any one of which suffices. The latest mark of an item is the one reports use.
    """

    item = models.ForeignKey(EvalItem, on_delete=models.CASCADE, related_name="evidence_marks")
    document_version = models.ForeignKey(
        "curation.DocumentVersion", on_delete=models.CASCADE, related_name="+"
    )
    answer_sentences = models.JSONField(default=list)
    groups = models.JSONField(default=list)
    marked_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    minutes = models.FloatField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["pk"]

    def __str__(self) -> str:
        return f"{self.item_id}: {len(self.groups)} evidence group(s)"


class StratumScheme(models.Model):
    """The question-kind strata a lead defined for a set, before any run of it was read.

    ``strata`` is ``[{"name", "description"}]``. It can no longer change once the set has a
    finished run, so the strata cannot be drawn around results.
    """

    eval_set = models.OneToOneField(EvalSet, on_delete=models.CASCADE, related_name="strata")
    strata = models.JSONField(default=list)
    defined_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    defined_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"strata of {self.eval_set_id}: {[s['name'] for s in self.strata]}"


class StratumLabel(models.Model):
    """One annotator's stratum for one item, given without seeing the other's (or any run)."""

    item = models.ForeignKey(EvalItem, on_delete=models.CASCADE, related_name="stratum_labels")
    annotator = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+"
    )
    stratum = models.CharField(max_length=100)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["pk"]
        constraints = [
            models.UniqueConstraint(fields=["item", "annotator"], name="stratumlabel_unique")
        ]

    def __str__(self) -> str:
        return f"{self.item_id} by {self.annotator_id}: {self.stratum}"


class StratumDecision(models.Model):
    """A lead's adjudicated stratum for an item whose two labels disagree."""

    item = models.OneToOneField(EvalItem, on_delete=models.CASCADE, related_name="stratum_decision")
    stratum = models.CharField(max_length=100)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    decided_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"{self.item_id}: {self.stratum} (adjudicated)"
