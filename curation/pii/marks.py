"""The pseudonymization mark of an exported case: which key made its surrogates, and a MAC.

Surrogates do not survive a second pass through the pseudonymizer: a surrogate name reads as a
name, so it would be replaced again. A ``cases`` export therefore marks each line with
``{"key_id", "mac"}``: ``key_id`` names the pseudonym key (an HMAC of a fixed label, so the key
itself is never shown) and ``mac`` is the HMAC-SHA256 of the line's canonical JSON without the
mark. An import whose key verifies the MAC knows the line was written by a deployment holding
the same key and was not edited since, and stores its text as given; any other line (another
key, an edited line, a file made outside Assay) goes through the pseudonymizer. Plain Python.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Any

from core.hashing import canonical_json

MARK_FIELD = "pseudonymized"
_KEY_ID_LABEL = b"assay pseudonym key id v1"


def key_id(key: str) -> str:
    """A short public name of ``key``: equal keys give equal ids, the id does not reveal it."""
    return hmac.new(key.encode("utf-8"), _KEY_ID_LABEL, hashlib.sha256).hexdigest()[:16]


def _mac(key: str, line: dict[str, Any]) -> str:
    body = {k: v for k, v in line.items() if k != MARK_FIELD}
    return hmac.new(
        key.encode("utf-8"), canonical_json(body).encode("utf-8"), hashlib.sha256
    ).hexdigest()


def mark_line(key: str, line: dict[str, Any]) -> dict[str, Any]:
    """``line`` with its mark added (last)."""
    return {**line, MARK_FIELD: {"key_id": key_id(key), "mac": _mac(key, line)}}


def mark_verifies(key: str, line: dict[str, Any]) -> bool:
    """Whether ``line`` carries a mark made with ``key`` over exactly its current content."""
    mark = line.get(MARK_FIELD)
    if not isinstance(mark, dict) or not key:
        return False
    if mark.get("key_id") != key_id(key) or not isinstance(mark.get("mac"), str):
        return False
    return hmac.compare_digest(mark["mac"], _mac(key, line))
