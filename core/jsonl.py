"""Streaming JSONL reading with line numbers: plain files, .gz files or standard input.

Lines are yielded one at a time so memory stays flat however large the file. A line that is not
valid JSON, not UTF-8, too long or nested too deep (``core.validate``) is yielded as an error for
that line, never raised, so the lines around it still load. Bytes that are not UTF-8 are never
replaced: files are decoded with ``surrogateescape`` and such a line is refused, naming the byte.
A truncated .gz raises ``TruncatedInput`` after every complete line before the damage was yielded.
"""

from __future__ import annotations

import gzip
import io
import json
import math
import sys
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, TypeVar

from core.errors import Problem, RecordInvalid
from core.validate import (
    Limits,
    check_raw_line,
    check_value,
    has_unstorable_escape,
    limits_from_settings,
)

T = TypeVar("T")


class TruncatedInput(Exception):
    """The input ended in the middle of a compressed stream."""


@dataclass(frozen=True)
class JsonLine:
    line: int
    value: Any = None
    error: str | None = None
    field: str = "$"
    # The raw line's length when nothing in it can parse into an unstorable value
    # (``parse_json_line``); None: unknown, so every string is checked.
    clean_size: int | None = None


# Bytes that are not UTF-8 survive decoding as lone surrogates, so the line can be refused and
# named (``core.validate.check_raw_line``) instead of being stored with U+FFFD in it.
DECODE_ERRORS = "surrogateescape"


def parse_json_line(text: str, *, max_bytes: int) -> tuple[Any, int | None]:
    """Parse one raw line; raises ``RecordInvalid`` (field ``$``) for bytes that are not UTF-8,
    a line over ``max_bytes``, invalid JSON or nesting deeper than the parser allows.

    Returns the value and its ``clean_size`` for ``check_value``: the line's length when it
    held no ``NaN``, ``Infinity``, overflowing float or NUL / surrogate escape, else None."""
    check_raw_line(text, max_bytes=max_bytes)
    suspect = False

    def number(literal: str) -> float:
        nonlocal suspect
        value = float(literal)
        suspect = suspect or not math.isfinite(value)
        return value

    def constant(name: str) -> float:
        # NaN and Infinity parse (not a syntax error), so the validator can name their field.
        nonlocal suspect
        suspect = True
        return float(name)

    try:
        value = json.loads(text, parse_float=number, parse_constant=constant)
    except json.JSONDecodeError as exc:
        raise RecordInvalid("$", f"invalid JSON: {exc.msg} at column {exc.colno}") from None
    except RecursionError:
        raise RecordInvalid("$", "nests deeper than the JSON parser allows") from None
    except ValueError:  # an integer of more than 4,300 digits
        raise RecordInvalid("$", "holds a number too long to read") from None
    clean = not suspect and not has_unstorable_escape(text)
    return value, (len(text) if clean else None)


def open_text(path: str | Path) -> IO[str]:
    """Open ``path`` for reading text; ``-`` is standard input, ``*.gz`` is decompressed."""
    if str(path) == "-":
        return io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors=DECODE_ERRORS)
    p = Path(path)
    if p.suffix == ".gz":
        return io.TextIOWrapper(gzip.open(p, "rb"), encoding="utf-8", errors=DECODE_ERRORS)
    return p.open("r", encoding="utf-8", errors=DECODE_ERRORS)


def iter_json_lines(
    stream: IO[str], first_line: int = 1, *, limits: Limits | None = None
) -> Iterator[JsonLine]:
    """Yield each non-blank line of ``stream`` parsed as JSON, or the reason it cannot be read.

    Lines are numbered from ``first_line`` (a batch of a larger file passes its own start).
    ``limits`` defaults to the configured ones (only the line size is checked here; the value
    itself is checked by ``parse_lines`` with the limits of what it parses)."""
    max_bytes = (limits or limits_from_settings()).line_bytes
    line_no = first_line - 1
    try:
        for raw in stream:
            line_no += 1
            text = raw.strip()
            if not text:
                continue
            try:
                value, clean_size = parse_json_line(text, max_bytes=max_bytes)
                yield JsonLine(line_no, value, clean_size=clean_size)
            except RecordInvalid as exc:
                yield JsonLine(line_no, error=exc.message, field=exc.field)
    except (EOFError, zlib.error, gzip.BadGzipFile) as exc:
        raise TruncatedInput(f"input ends unexpectedly after line {line_no}: {exc}") from exc


def count_lines(path: str | Path) -> int | None:
    """Count lines cheaply for a progress bar; None for stdin (length unknown)."""
    if str(path) == "-":
        return None
    p = Path(path)
    if p.suffix == ".gz":
        return None
    with p.open("rb") as fh:
        return sum(chunk.count(b"\n") for chunk in iter(lambda: fh.read(1 << 20), b""))


def parse_lines(
    lines: Iterable[JsonLine], parse: Callable[[Any], T], *, limits: Limits | None = None
) -> Iterator[tuple[int, T | None, Problem | None]]:
    """Run ``parse`` over each JSON line: ``(line, record, None)`` for a good line and
    ``(line, None, problem)`` for one that cannot be read, that ``core.validate.check_value``
    refuses under ``limits`` (default: the configured ones), or that ``parse`` refuses with
    ``RecordInvalid`` (the problem names the line and the field)."""
    limits = limits or limits_from_settings()
    for item in lines:
        if item.error is not None:
            yield item.line, None, Problem(item.field, item.error, line=item.line)
            continue
        try:
            check_value(item.value, limits=limits, clean_size=item.clean_size)
            yield item.line, parse(item.value), None
        except RecordInvalid as exc:
            yield item.line, None, Problem(exc.field, exc.message, line=item.line)
