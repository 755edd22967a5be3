"""The project's one error type, and the per-record problem that input parsers report.

Every service raises ``AssayError`` (or a subclass an app defines for the data it carries): the
message says which rule was broken and how to fix it. Pages show it; the API turns it into one
error shape (``core.api.exception_handler``).
"""

from __future__ import annotations

from dataclasses import dataclass


class AssayError(Exception):
    """A domain rule was broken; the message says which and how to fix it.

    ``status`` and ``code`` say how the API answers it (400 ``invalid`` unless a subclass says
    otherwise); ``fields`` names the offending input fields; ``details()`` adds data the caller
    needs to recover (the current version of what conflicted, what was recorded instead).
    """

    status: int = 400
    code: str = "invalid"

    def __init__(self, message: str = "", *, fields: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.fields: dict[str, str] = dict(fields or {})

    def details(self) -> dict:
        return {}


class NotFound(AssayError):
    """What was asked for does not exist (a version never frozen, an unknown name)."""

    status = 404
    code = "not_found"


class Forbidden(AssayError):
    """The rule is about who may do it: the user's role does not allow this change."""

    status = 403
    code = "forbidden"


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
