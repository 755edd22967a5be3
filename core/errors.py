"""The project's one error type, and the per-record problem that input parsers report.

Every service raises ``AssayError`` (or a subclass an app defines for the data it carries): the
message says which rule was broken and how to fix it. Pages show it; the API turns it into one
error shape (``core.api.exception_handler``).
"""

from __future__ import annotations

from dataclasses import dataclass


class AssayError(Exception):
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
