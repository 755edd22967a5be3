"""What search by meaning stores: cached embeddings and corpus indexes.

- ``Embedding`` caches one vector per (model id, sha256 of the text), so no text is embedded
  twice by the same model, whichever run, index or worker asks for it.
- ``CorpusIndex`` is the ordered list of current chunks for one corpus state (a hash of the
  current chunk ids, their text hashes and how they were chunked) and one model. Its matrix is
  assembled from ``Embedding`` rows and kept as a ``.npy`` file under ``VAR_DIR`` as a local
  cache (any worker can rebuild the file from the database).
"""

from __future__ import annotations

from django.db import models


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
