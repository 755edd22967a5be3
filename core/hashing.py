"""Canonical JSON and its sha256: the one form every stored content hash is taken of.

Sorted keys, no whitespace, UTF-8 text (non-ASCII kept as is). Trace content hashes, frozen
eval set versions and replay config hashes all use it, so the same value hashes the same
everywhere; changing it would change every stored hash.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any


def canonical_json(value: Any, *, allow_nan: bool = True) -> str:
    """``value`` as canonical JSON text (``allow_nan=False`` refuses NaN and infinities)."""
    return json.dumps(
        value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=allow_nan
    )


def canonical_hash(value: Any, *, allow_nan: bool = True) -> str:
    """The sha256 hex digest of ``canonical_json(value)`` encoded as UTF-8."""
    return hashlib.sha256(canonical_json(value, allow_nan=allow_nan).encode("utf-8")).hexdigest()
