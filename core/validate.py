"""The one input validator: what the database, the pseudonymizer or the embedder would refuse later.

Plain Python over parsed JSON. Every input that enters Assay line by line (traces, corpus
documents, eval items, and each element of an API batch) goes through ``check_raw_line`` before
it is parsed and ``check_value`` after, so a line that would crash a later stage is refused here
with ``line N: field: message`` and the lines around it are kept:

* invalid UTF-8 (named with its byte offset in the line; never silently replaced);
* a line longer than ``ASSAY_MAX_LINE_BYTES`` (a 17 MB tool response costs minutes of CPU in
  the pseudonymizer), any one string longer than the caller's limit (spaCy refuses texts over
  its ``max_length`` with E088, and needs about 1 GB per 100,000 characters below it);
* nesting deeper than ``ASSAY_MAX_JSON_DEPTH`` levels (or than the JSON parser allows);
* numbers that are not finite (``NaN``, ``Infinity``, ``1e999``): JSON cannot hold them, so
  PostgreSQL's ``jsonb`` refuses them, and a score of NaN breaks every mean;
* characters PostgreSQL cannot store in text or ``jsonb``: NUL (``\\u0000``) and lone
  surrogates (``\\ud800``, which are not Unicode and cannot be encoded as UTF-8).

Messages name the rule, never the offending value: it may be personal data, and messages end up
in logs and job records.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any

from django.conf import settings

from core.errors import RecordInvalid

# Defaults when the settings do not name them (see the README's production table).
DEFAULT_MAX_LINE_BYTES = 2 * 1024 * 1024
DEFAULT_MAX_JSON_DEPTH = 32
DEFAULT_MAX_TEXT_CHARS = 200_000
DEFAULT_MAX_DOCUMENT_CHARS = 1_000_000

_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
# In a raw JSON line, the escapes that parse into a NUL or a surrogate.
_UNSTORABLE_ESCAPE = re.compile(r"\\u(?:0000|[dD][89a-fA-F])")


@dataclass(frozen=True)
class Limits:
    """How large and deep one input value may be; ``text_chars`` bounds every string in it."""

    line_bytes: int = DEFAULT_MAX_LINE_BYTES
    depth: int = DEFAULT_MAX_JSON_DEPTH
    text_chars: int = DEFAULT_MAX_TEXT_CHARS


def limits_from_settings(*, text_chars: int | None = None) -> Limits:
    """The configured limits (``ASSAY_MAX_*``); ``text_chars`` overrides the string limit (the
    corpus allows whole documents, ``ASSAY_MAX_DOCUMENT_CHARS``)."""
    return Limits(
        line_bytes=getattr(settings, "ASSAY_MAX_LINE_BYTES", DEFAULT_MAX_LINE_BYTES),
        depth=getattr(settings, "ASSAY_MAX_JSON_DEPTH", DEFAULT_MAX_JSON_DEPTH),
        text_chars=text_chars or getattr(settings, "ASSAY_MAX_TEXT_CHARS", DEFAULT_MAX_TEXT_CHARS),
    )


def document_limits() -> Limits:
    """Limits for corpus lines: a document's text may be as long as spaCy accepts."""
    return limits_from_settings(
        text_chars=getattr(settings, "ASSAY_MAX_DOCUMENT_CHARS", DEFAULT_MAX_DOCUMENT_CHARS)
    )


def check_raw_line(text: str, *, max_bytes: int) -> None:
    """Refuse a raw line (decoded with ``surrogateescape``) that is not UTF-8 or is too long.

    Raises ``RecordInvalid`` on field ``$``.
    """
    if len(text) > max_bytes:  # a character is at least one byte
        raise RecordInvalid("$", f"is longer than {max_bytes:,} bytes (ASSAY_MAX_LINE_BYTES)")
    try:
        size = len(text.encode("utf-8"))
    except UnicodeEncodeError as exc:
        if "\udc80" <= text[exc.start] <= "\udcff":  # what surrogateescape made of a bad byte
            offset = len(text[: exc.start].encode("utf-8"))
            raise RecordInvalid("$", f"invalid UTF-8 at byte {offset + 1} of the line") from None
        raise RecordInvalid(
            "$", "holds a lone surrogate (\\ud800-\\udfff), which is not valid Unicode"
        ) from None
    if size > max_bytes:
        raise RecordInvalid("$", f"is longer than {max_bytes:,} bytes (ASSAY_MAX_LINE_BYTES)")


def check_string(value: str, path: str, *, max_chars: int) -> None:
    """Refuse a string PostgreSQL cannot store or longer than ``max_chars``."""
    if len(value) > max_chars:
        raise RecordInvalid(path, f"is longer than {max_chars:,} characters")
    bad = _UNSTORABLE.search(value)
    if bad is not None:
        if bad.group() == "\x00":
            raise RecordInvalid(path, "holds a NUL character (\\u0000), which cannot be stored")
        raise RecordInvalid(
            path, "holds a lone surrogate (\\ud800-\\udfff), which is not valid Unicode"
        )


def _key_path(path: str, key: str) -> str:
    # Keys are named in paths when they look like field names; any other key could be data.
    if key.isidentifier() and len(key) <= 64:
        return key if path == "$" else f"{path}.{key}"
    return f"{path}[<key>]"


def has_unstorable_escape(text: str) -> bool:
    """Whether the raw JSON line ``text`` spells a NUL or a surrogate as an escape."""
    return "\\u" in text and _UNSTORABLE_ESCAPE.search(text) is not None


def _depth_within(value: Any, limit: int) -> bool:
    """Whether ``value`` (as ``json.loads`` builds it) nests at most ``limit`` levels; level by
    level, touching only containers."""
    level = [value]
    depth = 0
    while level:
        if depth >= limit:
            return False
        below = []
        for node in level:
            for child in node.values() if type(node) is dict else node:
                kind = type(child)
                if kind is dict or kind is list:
                    below.append(child)
        level = below
        depth += 1
    return True


def check_value(
    value: Any, *, limits: Limits, path: str = "$", clean_size: int | None = None
) -> None:
    """Walk a parsed JSON value and refuse what a later stage would: see the module docstring.

    Raises ``RecordInvalid`` with the JSON path of the first offending field
    (``messages[1].tool_calls[0].args.limit``). Iterative, so depth costs no recursion.
    ``clean_size`` is the length of the raw line when its parser saw no non-finite number and
    ``has_unstorable_escape`` is false (``core.jsonl``): when no string can be over the limit
    either, only the nesting is walked, which keeps validation a small share of the storage
    path.
    """
    if clean_size is not None and clean_size <= limits.text_chars:
        if not isinstance(value, dict | list) or _depth_within(value, limits.depth):
            return
    stack: list[tuple[Any, str, int]] = [(value, path, 0)]
    while stack:
        node, where, depth = stack.pop()
        if isinstance(node, str):
            check_string(node, where, max_chars=limits.text_chars)
        elif isinstance(node, float):
            if not math.isfinite(node):
                raise RecordInvalid(where, "is not a finite number (NaN and Infinity are refused)")
        elif isinstance(node, dict | list):
            if depth >= limits.depth:
                raise RecordInvalid(
                    where, f"nests deeper than {limits.depth} levels (ASSAY_MAX_JSON_DEPTH)"
                )
            if isinstance(node, dict):
                items = []
                for key, child in node.items():
                    check_string(key, f"{where}[<key>]", max_chars=limits.text_chars)
                    items.append((child, _key_path(where, key), depth + 1))
            else:
                items = [(child, f"{where}[{i}]", depth + 1) for i, child in enumerate(node)]
            stack.extend(reversed(items))


def check_object_size(value: Any, *, max_bytes: int) -> None:
    """Refuse a parsed value (an element of an API batch) whose JSON is over ``max_bytes``, the
    rule a line of a file meets in ``check_raw_line``."""
    try:
        size = len(json.dumps(value, ensure_ascii=False, allow_nan=True).encode("utf-8", "replace"))
    except RecursionError:
        raise RecordInvalid("$", "nests deeper than the JSON parser allows") from None
    if size > max_bytes:
        raise RecordInvalid("$", f"is longer than {max_bytes:,} bytes (ASSAY_MAX_LINE_BYTES)")


def check_length(value: str | None, path: str, max_chars: int) -> None:
    """Refuse a value longer than its database column (``max_chars`` is the column's length)."""
    if value is not None and len(value) > max_chars:
        raise RecordInvalid(path, f"is longer than {max_chars} characters (the column's limit)")
