"""Pseudonymize a JSONL file of ``{"id", "text"}`` lines as one case (plain Python, no Django).

``read_id_text_lines`` validates lines and reports bad ones as ``Problem`` (``line N: field:
message``) without stopping the good ones; ``pseudonymize_id_text`` runs the good texts
through one ``Pseudonymizer`` (one mapping for the whole file) and writes ``{"id", "text"}``
lines in input order. The management command ``pseudonymize`` is a thin wrapper.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import IO

from core.jsonl import JsonLine, iter_json_lines
from curation.errors import Problem

# Texts handed to the analyzer per call: spaCy batches them; about 1 MiB of working memory per
# short text, so 256 keeps a batch well under a gigabyte.
CHUNK = 256


@dataclass(frozen=True)
class IdText:
    line: int
    id: str | int
    text: str


def read_id_text_lines(lines: Iterable[JsonLine]) -> tuple[list[IdText], list[Problem]]:
    """Split parsed JSONL lines into valid ``{"id", "text"}`` records and problems."""
    records: list[IdText] = []
    problems: list[Problem] = []
    for item in lines:
        if item.error is not None:
            problems.append(Problem("$", item.error, line=item.line))
            continue
        value = item.value
        if not isinstance(value, dict):
            problems.append(Problem("$", f"expected an object, got {_kind(value)}", line=item.line))
            continue
        if "id" not in value:
            problems.append(Problem("id", "missing", line=item.line))
            continue
        ident = value["id"]
        if isinstance(ident, bool) or not isinstance(ident, str | int):
            problems.append(
                Problem("id", f"must be a string or integer, got {_kind(ident)}", line=item.line)
            )
            continue
        if "text" not in value:
            problems.append(Problem("text", "missing", line=item.line))
            continue
        if not isinstance(value["text"], str):
            problems.append(
                Problem("text", f"must be a string, got {_kind(value['text'])}", line=item.line)
            )
            continue
        records.append(IdText(item.line, ident, value["text"]))
    return records, problems


def pseudonymize_id_text(
    source: IO[str],
    sink: IO[str],
    pseudonymizer,
    on_progress: Callable[[int], None] | None = None,
) -> tuple[int, list[Problem]]:
    """Pseudonymize every valid line of ``source`` into ``sink``; returns (written, problems).

    All lines share ``pseudonymizer`` (one case). Texts go to it in chunks of ``CHUNK``; its
    surrogate table persists across chunks, so the mapping is the same for every line.
    """
    records, problems = read_id_text_lines(iter_json_lines(source))
    written = 0
    for start in range(0, len(records), CHUNK):
        chunk = records[start : start + CHUNK]
        for record, text in zip(
            chunk, pseudonymizer.pseudonymize_texts([r.text for r in chunk]), strict=True
        ):
            sink.write(json.dumps({"id": record.id, "text": text}, ensure_ascii=False) + "\n")
            written += 1
        if on_progress is not None:
            on_progress(records[start + len(chunk) - 1].line)
    return written, problems


def _kind(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"
