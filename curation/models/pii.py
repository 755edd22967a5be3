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
    """The audit log: who decrypted which trace's original, when, and why."""

    raw = models.ForeignKey(RawOriginal, on_delete=models.CASCADE, related_name="accesses")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    reason = models.CharField(max_length=500, blank=True, default="")
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-at"]

    def __str__(self) -> str:
        return f"{self.user_id} read {self.raw_id} at {self.at:%Y-%m-%d %H:%M}"
