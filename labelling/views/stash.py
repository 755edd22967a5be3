"""Post, redirect, get for forms that fail: what was typed and why it was refused wait in the
session for the next GET of the page, so a refresh after an error shows the page again (never a
blank 405) and nothing typed is lost."""

from __future__ import annotations

from ..labeldata import LabelData

_KEY = "labelling-stash"


def stash(
    request, key: str, *, data: LabelData, errors: dict, version: int | None, **extra
) -> None:
    """Keep a refused form for the next GET of the page that ``key`` names."""
    store = request.session.get(_KEY, {})
    store[key] = {"data": data.as_dict(), "errors": errors, "version": version, **extra}
    request.session[_KEY] = store


def unstash(request, key: str) -> dict | None:
    """The refused form kept for ``key`` (``data`` as LabelData), removed from the session."""
    store = request.session.get(_KEY) or {}
    kept = store.pop(key, None)
    if kept is None:
        return None
    request.session[_KEY] = store
    kept["data"] = LabelData(**kept["data"])
    return kept
