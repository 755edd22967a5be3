"""Streaming JSONL reading with line numbers: plain files, .gz files or standard input.

Lines are yielded one at a time so memory stays flat however large the file. A line that is not
valid JSON is yielded as an error for that line, never raised, so the lines around it still load.
A truncated .gz raises ``TruncatedInput`` after every complete line before the damage was yielded.
"""

from __future__ import annotations

import gzip
import io
import json
import sys
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, TypeVar

from core.errors import Problem, RecordInvalid

T = TypeVar("T")


class TruncatedInput(Exception):
    """The input ended in the middle of a compressed stream."""


@dataclass(frozen=True)
class JsonLine:
    line: int
    value: Any = None
    error: str | None = None


def open_text(path: str | Path) -> IO[str]:
    """Open ``path`` for reading text; ``-`` is standard input, ``*.gz`` is decompressed."""
    if str(path) == "-":
        return io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
    p = Path(path)
    if p.suffix == ".gz":
        return io.TextIOWrapper(gzip.open(p, "rb"), encoding="utf-8", errors="replace")
    return p.open("r", encoding="utf-8", errors="replace")


def iter_json_lines(stream: IO[str], first_line: int = 1) -> Iterator[JsonLine]:
    """Yield each non-blank line of ``stream`` parsed as JSON, or the reason it is not JSON.

    Lines are numbered from ``first_line`` (a batch of a larger file passes its own start)."""
    line_no = first_line - 1
    try:
        for raw in stream:
            line_no += 1
            text = raw.strip()
            if not text:
                continue
            try:
                yield JsonLine(line_no, json.loads(text))
            except json.JSONDecodeError as exc:
                yield JsonLine(line_no, error=f"invalid JSON: {exc.msg} at column {exc.colno}")
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
    lines: Iterable[JsonLine], parse: Callable[[Any], T]
) -> Iterator[tuple[int, T | None, Problem | None]]:
    """Run ``parse`` over each JSON line: ``(line, record, None)`` for a good line and
    ``(line, None, problem)`` for one that is not JSON or that ``parse`` refuses with
    ``RecordInvalid`` (the problem names the line and the field)."""
    for item in lines:
        if item.error is not None:
            yield item.line, None, Problem("$", item.error, line=item.line)
            continue
        try:
            yield item.line, parse(item.value), None
        except RecordInvalid as exc:
            yield item.line, None, Problem(exc.field, exc.message, line=item.line)
