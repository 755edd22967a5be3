"""Replay: cached embeddings, corpus indexes, and runs with one result row per item.

- ``Embedding`` caches one vector per (model id, sha256 of the text), so no text is embedded
  twice by the same model, whichever run, index or worker asks for it.
- ``CorpusIndex`` is the ordered list of current chunks for one corpus state (a hash of the
  current chunk ids, their text hashes and how they were chunked) and one model. Its matrix is
  assembled from ``Embedding`` rows and kept as a ``.npy`` file under ``VAR_DIR`` as a local
  cache (any worker can rebuild the file from the database).
- ``Run`` is (eval set version, arm, model, k, corpus state); its ``config_hash`` is printed next
  to every number it produces. ``RunItem`` holds one item's query, ranking and metrics; the
  unique (run, item) constraint is what makes replay batches safe to run twice.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from .evalsets import EvalItem, EvalSet
from .jobs import Job


class Embedding(models.Model):
    model_id = models.CharField(max_length=200)
    text_hash = models.CharField(max_length=64)
    dimension = models.PositiveIntegerField()
    vector = models.BinaryField()  # float32, little-endian, L2-normalized
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["model_id", "text_hash"], name="embedding_unique_text")
        ]

    def __str__(self) -> str:
        return f"{self.model_id}:{self.text_hash[:12]}"


class CorpusIndex(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending"
        READY = "ready"

    corpus_state = models.CharField(max_length=64)
    model_id = models.CharField(max_length=200)
    # The distinct chunking configs of the current versions, e.g. [{"unit": "tokens", ...}].
    chunking = models.JSONField(default=list)
    # sha256 of the ordered current chunk primary keys: a cheap lookup key for this database.
    pk_fingerprint = models.CharField(max_length=64, db_index=True)
    size = models.PositiveIntegerField()
    dimension = models.PositiveIntegerField(null=True, blank=True)
    chunk_pks = models.JSONField(default=list)
    chunk_ids = models.JSONField(default=list)
    text_hashes = models.JSONField(default=list)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    created_at = models.DateTimeField(auto_now_add=True)
    built_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-id"]
        constraints = [
            models.UniqueConstraint(fields=["corpus_state", "model_id"], name="corpusindex_unique")
        ]

    def __str__(self) -> str:
        return f"{self.model_id}@{self.corpus_state[:12]} ({self.size} chunks)"


class Arm(models.TextChoices):
    FOLLOWUP_ONLY = "followup_only", "follow-up only"
    CONCAT_HISTORY = "concat_history", "last N turns + follow-up"
    RECORDED_REWRITE = "recorded_rewrite", "recorded rewrite"
    GOLD_REWRITE = "gold_rewrite", "gold rewrite (ceiling)"
    HTTP = "http", "HTTP contextualizer"
    FROZEN = "frozen", "frozen (recorded retrieval)"


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
        ordering = ["run_id", "item_id"]
        constraints = [models.UniqueConstraint(fields=["run", "item"], name="runitem_unique_item")]

    def __str__(self) -> str:
        return f"{self.run_id}/{self.item_key}"
