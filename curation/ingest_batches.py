"""Cutting a JSONL file into batches of lines that workers can read on their own (plain Python).

A batch is a byte range of a plain file that starts and ends on a line boundary, with the
number of its first line, so a worker reads just its lines and still reports problems with the
line numbers of the original file. Lines are counted on ``\\n``, as ``count_lines`` and
``iter_json_lines`` count them, blank lines included. Compressed input and standard input have
no byte offsets to share: ``spool_plain`` copies them, decompressed, to a private plain file
first (mode 0600, since it holds the raw traces until the last batch is stored).
"""

from __future__ import annotations

import gzip
import io
import os
import shutil
import sys
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from core.jsonl import DECODE_ERRORS, JsonLine, iter_json_lines

# Bytes read per scan step while planning; the plan itself keeps four integers per batch.
SCAN_CHUNK = 1 << 20


@dataclass(frozen=True)
class BatchSpan:
    """Lines ``first_line`` .. ``first_line + lines - 1`` of a file, at bytes ``start:end``."""

    index: int
    start: int
    end: int
    first_line: int
    lines: int

    def as_args(self) -> list[int]:
        return [self.index, self.start, self.end, self.first_line, self.lines]

    @classmethod
    def from_args(cls, args: list[int]) -> BatchSpan:
        index, start, end, first_line, lines = args
        return cls(index, start, end, first_line, lines)


def plan_batches(path: str | Path, batch_size: int) -> list[BatchSpan]:
    """Byte ranges of ``batch_size`` lines each (the last may be shorter) covering ``path``.

    A final line without a trailing newline is its own line, as a text reader sees it.
    """
    if batch_size < 1:
        raise ValueError(f"batch size must be at least 1, got {batch_size}")
    spans: list[BatchSpan] = []
    start = offset = 0
    lines_in_batch = 0
    first_line = 1
    last_byte = b"\n"
    with Path(path).open("rb") as fh:
        while chunk := fh.read(SCAN_CHUNK):
            pos = 0
            while True:
                nl = chunk.find(b"\n", pos)
                if nl < 0:
                    break
                lines_in_batch += 1
                pos = nl + 1
                if lines_in_batch == batch_size:
                    end = offset + pos
                    spans.append(BatchSpan(len(spans), start, end, first_line, lines_in_batch))
                    start, first_line, lines_in_batch = end, first_line + lines_in_batch, 0
            offset += len(chunk)
            last_byte = chunk[-1:]
    if last_byte != b"\n":
        lines_in_batch += 1  # an unterminated last line
    if lines_in_batch and offset > start:
        spans.append(BatchSpan(len(spans), start, offset, first_line, lines_in_batch))
    return spans


def read_batch(path: str | Path, span: BatchSpan) -> Iterator[JsonLine]:
    """The JSON lines of one batch, numbered as in the whole file."""
    with Path(path).open("rb") as fh:
        fh.seek(span.start)
        data = fh.read(span.end - span.start)
    stream = io.StringIO(data.decode("utf-8", errors=DECODE_ERRORS), newline="\n")
    return iter_json_lines(stream, first_line=span.first_line)


def needs_spool(path: str | Path) -> bool:
    """Standard input and .gz files cannot be read by byte range; they are spooled first."""
    return str(path) == "-" or Path(path).suffix == ".gz"


def spool_plain(path: str | Path, target: Path) -> str | None:
    """Copy ``path`` (``-`` or a .gz) to ``target`` as plain text, mode 0600.

    Returns None, or the reason the input stopped early (a truncated .gz): the spool then ends
    at the last complete line before the damage, so a batch never sees half a line.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    aborted = None
    with os.fdopen(fd, "wb") as out:
        if str(path) == "-":
            shutil.copyfileobj(sys.stdin.buffer, out, SCAN_CHUNK)
            return None
        written = 0
        last_newline = 0
        newlines = 0
        try:
            with gzip.open(path, "rb") as src:
                while chunk := src.read1(SCAN_CHUNK):  # read1: keep what came before damage
                    out.write(chunk)
                    nl = chunk.rfind(b"\n")
                    if nl >= 0:
                        last_newline = written + nl + 1
                        newlines += chunk.count(b"\n")
                    written += len(chunk)
        except (EOFError, zlib.error, gzip.BadGzipFile) as exc:
            out.truncate(last_newline)
            aborted = f"input ends unexpectedly after line {newlines}: {exc}"
    return aborted
