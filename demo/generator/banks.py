"""The demo's word banks (prose the generator picks from) live as JSON data files in ``data/``."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"


@cache
def load_bank(name: str) -> dict:
    """Every bank of ``data/<name>.json``: a dict of name -> list (or dict) of strings."""
    with (DATA / f"{name}.json").open(encoding="utf-8") as fh:
        return json.load(fh)


def frozen(value):
    """A bank with its lists turned back into tuples, as the generator's code wrote them."""
    if isinstance(value, list):
        return tuple(frozen(v) for v in value)
    if isinstance(value, dict):
        return {k: frozen(v) for k, v in value.items()}
    return value
