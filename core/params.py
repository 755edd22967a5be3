"""Reading ids from query strings: anything that is not a database id reads as None."""

from __future__ import annotations

MAX_ID = 2**63 - 1  # the largest bigint: a longer number would overflow the query


def id_param(raw: str | None) -> int | None:
    """``raw`` as a positive database id, or None (missing, not decimal digits, too large)."""
    if raw is None:
        return None
    raw = raw.strip()
    if not raw.isascii() or not raw.isdigit():
        return None
    value = int(raw)
    return value if 0 < value <= MAX_ID else None
