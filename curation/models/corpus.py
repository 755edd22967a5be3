"""The document corpus, versioned so that fixtures captured against old text still resolve.

Re-ingesting a changed document adds a DocumentVersion and its chunks; old versions and chunks
stay. A chunk id (``"<doc_id>#0001"``) names a position in one version, so the current chunk with
an id is the one whose version is its document's current version.
"""

from __future__ import annotations

from django.db import models


class Document(models.Model):
    doc_id = models.CharField(max_length=500, unique=True)
    title = models.CharField(max_length=1000, blank=True, default="")
    url = models.CharField(max_length=2000, blank=True, default="")
    metadata = models.JSONField(default=dict, blank=True)
    # from a personal source (account records the assistant retrieves): stored pseudonymized,
    # and its words protect nothing
    personal = models.BooleanField(default=False)
    current_version = models.ForeignKey(
        "DocumentVersion", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["doc_id"]

    def __str__(self) -> str:
        return self.doc_id


class DocumentVersion(models.Model):
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="versions")
    version = models.CharField(max_length=200)
    content_hash = models.CharField(max_length=64)
    text = models.TextField()
    # How the text was cut, e.g. {"unit": "tokens", "size": 120, "overlap": 20}.
    chunking = models.JSONField(default=dict)
    ingested_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["document_id", "id"]
        indexes = [models.Index(fields=["document", "version"])]

    def __str__(self) -> str:
        return f"{self.document_id}@{self.version}"


class Chunk(models.Model):
    version = models.ForeignKey(DocumentVersion, on_delete=models.CASCADE, related_name="chunks")
    chunk_id = models.CharField(max_length=520, db_index=True)
    ordinal = models.PositiveIntegerField()
    text = models.TextField()
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    is_current = models.BooleanField(default=True, db_index=True)

    class Meta:
        ordering = ["version_id", "ordinal"]
        constraints = [
            models.UniqueConstraint(fields=["version", "ordinal"], name="chunk_unique_ordinal")
        ]

    def __str__(self) -> str:
        return self.chunk_id
