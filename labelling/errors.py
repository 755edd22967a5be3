"""The labelling app's error types: one base, plus the two that carry data for the page."""

from __future__ import annotations

from typing import Any

from core.errors import AssayError


class LabellingError(AssayError):
    """A labelling rule was broken; the message says which and what to do instead."""


class LabelInvalid(LabellingError):
    """A label failed validation; ``errors`` maps each field to why."""

    def __init__(self, errors: dict[str, str]) -> None:
        self.errors = dict(errors)
        super().__init__(
            "; ".join(f"{field}: {msg}" for field, msg in self.errors.items()), fields=errors
        )


class LabelConflict(LabellingError):
    """A write named a label version that is no longer current.

    ``expected`` is the version the writer opened, ``current`` the label as it is now (a Label),
    ``mine`` the data that was refused (a LabelData). Nothing was saved.
    """

    status = 409
    code = "conflict"

    def __init__(self, *, expected: int, current: Any, mine: Any) -> None:
        self.expected = expected
        self.current = current
        self.mine = mine
        who = getattr(getattr(current, "updated_by", None), "username", None) or "someone"
        super().__init__(
            f"this label changed since you opened it (you had version {expected}, it is now "
            f"version {current.version}, saved by {who}); nothing was overwritten"
        )

    def details(self) -> dict:
        return {"your_version": self.expected}
