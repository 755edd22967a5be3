"""Raw originals, kept only when ASSAY_KEEP_RAW is on: encrypted, admin-readable, audited.

Nothing the app, API, exports or annotators read holds raw text; this table holds Fernet
ciphertext of the trace as received, and every decryption writes a RawAccess row.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from .traces import Trace


class RawOriginal(models.Model):
    trace = models.OneToOneField(Trace, on_delete=models.CASCADE, related_name="raw_original")
    ciphertext = models.BinaryField()
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"raw original of trace {self.trace_id}"


class RawAccess(models.Model):
    """The audit log: who asked for which trace's original, when, why, and what they got.

    Every attempt writes a row, granted or refused (wrong role, no reason, nothing kept, a key
    that does not decrypt), so the log also shows who tried. ``trace_ref`` keeps the asked-for
    trace id as text, so a row outlives the trace and also records asks for traces that do not
    exist.
    """

    class Outcome(models.TextChoices):
        READ = "read"
        REFUSED = "refused"

    raw = models.ForeignKey(
        RawOriginal, null=True, blank=True, on_delete=models.SET_NULL, related_name="accesses"
    )
    trace_ref = models.CharField(max_length=200, blank=True, default="")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    reason = models.CharField(max_length=500, blank=True, default="")
    outcome = models.CharField(max_length=10, choices=Outcome.choices, default=Outcome.READ)
    # Why a read was refused (empty for a granted read).
    detail = models.CharField(max_length=300, blank=True, default="")
    # Where the ask came from: "page", "api" or "service".
    via = models.CharField(max_length=20, blank=True, default="")
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-at"]

    def __str__(self) -> str:
        return f"{self.user_id} {self.outcome} {self.trace_ref} at {self.at:%Y-%m-%d %H:%M}"
