"""Frozen eval set versions: immutable snapshots with a content hash, named by runs and exports.

``exports.services.evalset_freeze`` builds the content (every item with its truth,
its case and how it was labelled, as plain JSON) and stores it once: freezing a set whose content
is unchanged returns the existing version. A version is never updated; the live set may go on
changing (re-labelling) and the next freeze makes version ``number + 1``.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

from curation.models import EvalSet


class EvalSetVersion(models.Model):
    eval_set = models.ForeignKey(EvalSet, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField()
    # sha256 of the canonical JSON of ``content`` (sorted keys, no whitespace, UTF-8).
    content_hash = models.CharField(max_length=64)
    content = models.JSONField()
    # ``replay.selectors.eval_set_version`` of the items when frozen, for each item
    # selection a replay run can use ({"labelled": hash, "all": hash}): a run records that hash as
    # its ``eval_set_version``, so it finds the frozen version it scored.
    replay_hashes = models.JSONField(default=dict, blank=True)
    n_items = models.PositiveIntegerField()
    note = models.TextField(blank=True, default="")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        db_table = "curation_evalsetversion"  # created by the curation app; kept so no data moves
        ordering = ["eval_set_id", "-number"]
        constraints = [
            models.UniqueConstraint(
                fields=["eval_set", "number"], name="evalsetversion_unique_number"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.eval_set_id} v{self.number}"

    def save(self, *args, **kwargs):
        # Immutability is the point of a version: refuse to rewrite one that exists.
        if not self._state.adding:
            raise ValueError(f"eval set version {self} is frozen and cannot be changed")
        super().save(*args, **kwargs)

    @property
    def label(self) -> str:
        """``"name@v3"``: how runs and exports name the version."""
        return f"{self.eval_set.name}@v{self.number}"
