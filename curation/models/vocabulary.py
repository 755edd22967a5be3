"""Protected vocabulary: what the name recognizers must not replace.

``ProtectedVocabulary`` is the corpus vocabulary computed by ``vocabulary_refresh`` (words and
capitalised phrases that recur across non-personal documents), kept so ingest reads it instead
of recomputing it per trace. ``VocabularyEntry`` is the per-deployment allow and deny list a lead
edits, each entry with its reason.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models


class ProtectedVocabulary(models.Model):
    # sha256 over (thresholds, the content hashes of the non-personal current versions)
    corpus_digest = models.CharField(max_length=64, db_index=True)
    min_docs = models.PositiveIntegerField()
    documents = models.PositiveIntegerField()
    words = models.JSONField(default=list)
    phrases = models.JSONField(default=list)
    # words in at least ASSAY_VOCAB_NAME_MIN_DOCS documents (protect even when they are names)
    frequent = models.JSONField(default=list)
    built_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-id"]

    def __str__(self) -> str:
        return f"vocabulary of {self.documents} documents ({len(self.words)} words)"


class VocabularyKind(models.TextChoices):
    ALLOW = "allow", "allow (never replaced by the name recognizers)"
    DENY = "deny", "deny (always replaced)"


class VocabularyEntry(models.Model):
    term = models.CharField(max_length=300)
    kind = models.CharField(max_length=10, choices=VocabularyKind.choices)
    # the type a deny entry is replaced as (its surrogate kind)
    entity_type = models.CharField(max_length=40, default="PERSON")
    reason = models.CharField(max_length=500)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["kind", "term"]
        constraints = [
            models.UniqueConstraint(fields=["term", "kind"], name="vocabulary_entry_unique_term")
        ]

    def __str__(self) -> str:
        return f"{self.kind}: {self.term}"
