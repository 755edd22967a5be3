"""Why a set cannot be frozen or exported."""

from __future__ import annotations

from core.errors import AssayError


class ExportError(AssayError):
    """A set cannot be frozen or written out; the message says why."""


class VersionMissing(ExportError):
    """The version asked for does not exist (never frozen, or no such number)."""

    status = 404
    code = "not_found"


class FormatUnavailable(ExportError):
    """The version exists but cannot be written in the format asked for; the message says why."""

    status = 409
    code = "format_unavailable"
