"""The error curation services raise, and the per-record problem they report (from ``core``)."""

from __future__ import annotations

from core.errors import AssayError, Problem, RecordInvalid

__all__ = ["CurationError", "Problem", "RecordInvalid"]


class CurationError(AssayError):
    """A curation rule was broken; the message says which and how to fix it."""
