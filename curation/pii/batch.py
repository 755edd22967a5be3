"""Pseudonymize a JSONL file of ``{"id", "text", "case"?}`` lines (plain Python, no Django).

``read_id_text_lines`` validates lines and reports bad ones as ``Problem`` (``line N: field:
message``) without stopping the good ones; ``pseudonymize_id_text`` runs the good texts
through one ``Pseudonymizer`` per case and writes the lines back in input order. A line's
optional ``case`` (a string or an integer, compared as JSON values, so ``1`` and ``"1"`` are two
cases) names the case it belongs to: each case has its own surrogate table, so one file can hold
many households or conversations. Lines without ``case`` share one default case, as when the
whole file was one case. The management command ``pseudonymize`` is a thin wrapper.
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
    case: str | int | None = None


class SharedDetections:
    """Detections for the texts of one chunk, computed in one batch and read by every case.

    Detection depends only on the text; surrogates depend on the case. Analyzing a chunk that
    spans many small cases once, rather than once per case, keeps spaCy's batching. Give every
    case's ``Pseudonymizer`` this object as its analyzer.
    """

    def __init__(self, analyzer) -> None:
        self.inner = analyzer
        self.config = analyzer.config
        self._found: dict[str, list] = {}

    def warm(self, texts: list[str]) -> None:
        todo = list(dict.fromkeys(texts))
        self._found = dict(zip(todo, self.inner.analyze_batch(todo), strict=True))

    def analyze_batch(self, texts: list[str]) -> list[list]:
        missing = [t for t in dict.fromkeys(texts) if t not in self._found]
        if missing:
            self._found.update(zip(missing, self.inner.analyze_batch(missing), strict=True))
        return [self._found[t] for t in texts]

    def analyze(self, text: str) -> list:
        return self.analyze_batch([text])[0]


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
        case = value.get("case")
        if "case" in value and (isinstance(case, bool) or not isinstance(case, str | int)):
            problems.append(
                Problem("case", f"must be a string or integer, got {_kind(case)}", line=item.line)
            )
            continue
        if case == "":
            problems.append(Problem("case", "must not be empty", line=item.line))
            continue
        records.append(IdText(item.line, ident, value["text"], case))
    return records, problems


def pseudonymize_id_text(
    source: IO[str],
    sink: IO[str],
    pseudonymizer,
    on_progress: Callable[[int], None] | None = None,
    new_case: Callable[[], object] | None = None,
) -> tuple[int, list[Problem]]:
    """Pseudonymize every valid line of ``source`` into ``sink``; returns (written, problems).

    Lines without ``case`` share ``pseudonymizer`` (the default case). Each distinct ``case``
    gets its own pseudonymizer from ``new_case()``, kept until the end of the file (cases may
    interleave); without ``new_case`` a line with a case is refused, naming the line. Texts go
    in chunks of ``CHUNK``; if the pseudonymizers share a ``SharedDetections`` analyzer, each
    chunk is analyzed once whatever the number of cases in it. Every surrogate table persists
    across chunks, so a case's mapping is the same on every line. Output lines keep the input
    order and carry ``case`` when the input did.
    """
    records, problems = read_id_text_lines(iter_json_lines(source))
    if new_case is None:
        problems.extend(
            Problem("case", "this caller pseudonymizes the file as one case", line=r.line)
            for r in records
            if r.case is not None
        )
        problems.sort(key=lambda p: p.line or 0)
        records = [r for r in records if r.case is None]
    cases: dict[str, object] = {}

    def for_case(case: str | int | None):
        if case is None:
            return pseudonymizer
        key = json.dumps(case)
        if key not in cases:
            cases[key] = new_case()
        return cases[key]

    written = 0
    for start in range(0, len(records), CHUNK):
        chunk = records[start : start + CHUNK]
        warm = getattr(pseudonymizer.analyzer, "warm", None)
        if warm is not None:
            warm([r.text for r in chunk])
        groups: dict[str, list[int]] = {}
        for i, r in enumerate(chunk):
            groups.setdefault(json.dumps(r.case), []).append(i)
        texts: list[str] = [""] * len(chunk)
        for members in groups.values():
            pseudo = for_case(chunk[members[0]].case)
            for i, text in zip(
                members, pseudo.pseudonymize_texts([chunk[i].text for i in members]), strict=True
            ):
                texts[i] = text
        for record, text in zip(chunk, texts, strict=True):
            out = {"id": record.id, "text": text}
            if record.case is not None:
                out["case"] = record.case
            sink.write(json.dumps(out, ensure_ascii=False) + "\n")
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
