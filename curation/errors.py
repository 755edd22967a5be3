"""The one error type the curation services raise, and the per-record problem they report."""

from __future__ import annotations

from dataclasses import dataclass


class CurationError(Exception):
    """A domain rule was broken; the message says which and how to fix it."""


@dataclass(frozen=True)
class Problem:
    """Why one input record was refused: where it was (line or item), which field, and why."""

    field: str
    message: str
    line: int | None = None

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line is not None else ""
        return f"{where}{self.field}: {self.message}"


class RecordInvalid(ValueError):
    """Raised by the parsers with the JSON path of the offending field."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message
