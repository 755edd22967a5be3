"""Reading BEIR and TREC CAsT files into Assay's corpus and eval-item lines.

Plain Python over files; nothing here touches the database. Every reader returns the good
records and, for each refused line, a :class:`core.errors.Problem` naming the file, the line and
the field, so one bad line never loses the others.

- BEIR (Thakur et al., 2021): ``corpus.jsonl`` (``_id``, ``title``, ``text``), ``queries.jsonl``
  (``_id``, ``text``) and ``qrels/<split>.tsv`` (``query-id``, ``corpus-id``, ``score``, with a
  header line).
- TREC CAsT (2019-2022): a topics JSON file (a list of topics, each ``number`` and ``turn``: a
  list of turns with ``number``, the utterance as ``raw_utterance`` or ``utterance``, the human
  rewrite ``manual_rewritten_utterance`` and, from 2021, the canonical ``response`` or
  ``passage``; 2022's system turns, ``participant`` not ``User``, are skipped), TREC qrels
  (``qid iteration docno relevance``, ``qid`` = ``<topic>_<turn>``) and, optionally, a
  ``corpus.jsonl`` of the judged passages in BEIR's corpus format.

A document becomes one chunk (``<doc id>#0001``), so relevance judged per document is relevance
of its chunk.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.errors import Problem
from curation.chunking import chunk_id

BEIR_QRELS_HEADER = ("query-id", "corpus-id", "score")


@dataclass
class Read:
    """What a reader kept (``records``: ``(line, record)``) and what it refused."""

    records: list[tuple[int, Any]] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)

    def refuse(self, path: Path, line: int, name: str, message: str) -> None:
        self.problems.append(Problem(f"{path.name}: {name}", message, line=line))


def gold_chunk(doc_id: str) -> str:
    """The chunk a one-chunk-per-document ingest gives ``doc_id``."""
    return chunk_id(doc_id, 1)


def _json_lines(path: Path, read: Read):
    with path.open(encoding="utf-8") as fh:
        for number, raw in enumerate(fh, start=1):
            if not raw.strip():
                continue
            try:
                yield number, json.loads(raw)
            except json.JSONDecodeError as exc:
                read.refuse(path, number, "$", f"invalid JSON: {exc.msg} at column {exc.colno}")


def _id(obj: dict, name: str) -> str:
    value = obj.get(name)
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"is required: a non-empty string, got {value!r}")
    if any(ch.isspace() for ch in value):
        raise ValueError(f"{value!r} holds whitespace, which TREC run and qrels lines cannot carry")
    return value


def read_beir_corpus(path: Path) -> Read:
    """``corpus.jsonl`` as Assay corpus lines (``doc_id``, ``title``, ``text``, ``metadata``)."""
    read = Read()
    for number, obj in _json_lines(path, read):
        if not isinstance(obj, dict):
            read.refuse(path, number, "$", f"must be an object, got {type(obj).__name__}")
            continue
        try:
            doc_id = _id(obj, "_id")
        except ValueError as exc:
            read.refuse(path, number, "_id", str(exc))
            continue
        text, title = obj.get("text"), obj.get("title") or ""
        if not isinstance(text, str) or not text.strip():
            read.refuse(path, number, "text", "is required: the document's text")
            continue
        if not isinstance(title, str):
            read.refuse(path, number, "title", f"must be a string, got {type(title).__name__}")
            continue
        metadata = obj.get("metadata") if isinstance(obj.get("metadata"), dict) else {}
        read.records.append(
            (number, {"doc_id": doc_id, "title": title, "text": text, "metadata": metadata})
        )
    return read


def read_beir_queries(path: Path) -> Read:
    """``queries.jsonl`` as ``(line, (query id, text))``."""
    read = Read()
    for number, obj in _json_lines(path, read):
        if not isinstance(obj, dict):
            read.refuse(path, number, "$", f"must be an object, got {type(obj).__name__}")
            continue
        try:
            query_id = _id(obj, "_id")
        except ValueError as exc:
            read.refuse(path, number, "_id", str(exc))
            continue
        text = obj.get("text")
        if not isinstance(text, str) or not text.strip():
            read.refuse(path, number, "text", "is required: the query's text")
            continue
        read.records.append((number, (query_id, text)))
    return read


def read_qrels(path: Path, *, beir: bool) -> tuple[dict[str, dict[str, int]], list[Problem]]:
    """``{query id: {doc id: relevance}}`` from BEIR TSV (header line, 3 columns) or TREC qrels
    (4 whitespace-separated columns). A later line for the same pair replaces an earlier one."""
    read = Read()
    qrels: dict[str, dict[str, int]] = {}
    with path.open(encoding="utf-8") as fh:
        for number, raw in enumerate(fh, start=1):
            parts = raw.split("\t") if beir else raw.split()
            parts = [p.strip() for p in parts]
            if not raw.strip():
                continue
            if beir and number == 1 and tuple(parts) == BEIR_QRELS_HEADER:
                continue
            expected = 3 if beir else 4
            if len(parts) != expected:
                read.refuse(path, number, "$", f"expected {expected} columns, got {len(parts)}")
                continue
            query_id, doc_id, score = (
                (parts[0], parts[1], parts[2])
                if beir
                else (
                    parts[0],
                    parts[2],
                    parts[3],
                )
            )
            try:
                relevance = int(float(score))
            except ValueError:
                read.refuse(path, number, "score", f"must be a number, got {score!r}")
                continue
            qrels.setdefault(query_id, {})[doc_id] = relevance
    return qrels, read.problems


def _turn_text(turn: dict, names: tuple[str, ...]) -> str | None:
    for name in names:
        value = turn.get(name)
        if isinstance(value, str) and value.strip():
            return value
    return None


def read_cast_topics(path: Path) -> Read:
    """A CAsT topics file as ``(turn position, turn dict)`` records, one per user turn.

    Each record: ``topic``, ``turn``, ``qid`` (``<topic>_<turn>``), ``utterance``, ``rewrite``
    (or None), ``response`` (or None), ``history`` (earlier user and system messages of the
    topic, as ``{"role", "content"}``). Problems name ``topic N turn M`` and the field.
    """
    read = Read()
    try:
        topics = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        read.refuse(path, exc.lineno, "$", f"invalid JSON: {exc.msg} at column {exc.colno}")
        return read
    if not isinstance(topics, list):
        read.refuse(path, 1, "$", "must be a list of topics")
        return read
    position = 0
    for t_index, topic in enumerate(topics):
        where = f"[{t_index}]"
        if not isinstance(topic, dict) or not isinstance(topic.get("turn"), list):
            read.refuse(path, t_index + 1, f"{where}.turn", "every topic needs a list of turns")
            continue
        number = str(topic.get("number", t_index + 1))
        history: list[dict[str, str]] = []
        for u_index, turn in enumerate(topic["turn"]):
            position += 1
            place = f"topic {number} turn [{u_index}]"
            if not isinstance(turn, dict):
                read.refuse(path, position, place, "must be an object")
                continue
            if turn.get("participant") not in (None, "User"):
                text = _turn_text(turn, ("response", "utterance"))
                if text:
                    history.append({"role": "assistant", "content": text})
                continue
            utterance = _turn_text(turn, ("raw_utterance", "utterance"))
            if utterance is None:
                read.refuse(path, position, f"{place}.utterance", "is required")
                continue
            turn_number = str(turn.get("number", u_index + 1))
            record = {
                "topic": number,
                "turn": turn_number,
                "qid": f"{number}_{turn_number}",
                "utterance": utterance,
                "rewrite": _turn_text(turn, ("manual_rewritten_utterance",)),
                "history": list(history),
            }
            read.records.append((position, record))
            history.append({"role": "user", "content": utterance})
            response = _turn_text(turn, ("response", "passage"))
            if response:
                history.append({"role": "assistant", "content": response})
    return read
