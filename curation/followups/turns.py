"""The classify_followups line format: validation and streaming classification, without Django.

Input lines are ``{"id", "history": [{"role", "content"}], "utterance"}``; output lines are
``{"id", "candidate", "pattern", "trigger", "antecedent_distance"}`` in input order. A bad line
(invalid JSON, a missing or wrongly typed field, an unknown role) becomes a ``Problem`` naming
its line and JSON path (``line 4: history[1].role: 'bot' is not one of ...``), gets no output
line, and never stops the lines around it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from typing import Any

from core.jsonl import JsonLine
from curation.errors import Problem, RecordInvalid
from curation.tracefmt import ROLES

from .detector import DEFAULT_BATCH_SIZE, FollowupDetector


@dataclass(frozen=True, slots=True)
class TurnInput:
    """One valid input line."""

    line: int
    id: str | int
    history: list[dict[str, str]]
    utterance: str


def parse_turn(obj: Any, line: int = 0) -> TurnInput:
    """Validate one decoded JSON value; raise ``RecordInvalid`` naming the first bad field."""
    if not isinstance(obj, dict):
        raise RecordInvalid("$", f"must be a JSON object, got {_json_type(obj)}")
    if "id" not in obj or obj["id"] is None:
        raise RecordInvalid("id", "is required")
    turn_id = obj["id"]
    if isinstance(turn_id, bool) or not isinstance(turn_id, (str, int)):
        raise RecordInvalid("id", f"must be a string or an integer, got {_json_type(turn_id)}")
    if isinstance(turn_id, str) and not turn_id.strip():
        raise RecordInvalid("id", "must not be empty")
    if "history" not in obj or obj["history"] is None:
        raise RecordInvalid("history", "is required (an empty list for a first turn)")
    raw_history = obj["history"]
    if not isinstance(raw_history, list):
        raise RecordInvalid("history", f"must be a list, got {_json_type(raw_history)}")
    history = []
    for i, message in enumerate(raw_history):
        path = f"history[{i}]"
        if not isinstance(message, dict):
            raise RecordInvalid(path, f"must be an object, got {_json_type(message)}")
        role = message.get("role")
        if role is None:
            raise RecordInvalid(f"{path}.role", "is required")
        if role not in ROLES:
            raise RecordInvalid(f"{path}.role", f"{role!r} is not one of {', '.join(ROLES)}")
        content = message.get("content")
        if content is None:
            raise RecordInvalid(f"{path}.content", "is required")
        if not isinstance(content, str):
            raise RecordInvalid(f"{path}.content", f"must be a string, got {_json_type(content)}")
        history.append({"role": role, "content": content})
    if "utterance" not in obj or obj["utterance"] is None:
        raise RecordInvalid("utterance", "is required")
    utterance = obj["utterance"]
    if not isinstance(utterance, str):
        raise RecordInvalid("utterance", f"must be a string, got {_json_type(utterance)}")
    return TurnInput(line, turn_id, history, utterance)


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    return {bool: "boolean", int: "number", float: "number", str: "string", list: "list",
            dict: "object"}.get(type(value), type(value).__name__)  # fmt: skip


def parse_lines(lines: Iterable[JsonLine]) -> Iterator[TurnInput | Problem]:
    """Each line as a ``TurnInput`` or as the ``Problem`` that rejects it."""
    for item in lines:
        if item.error is not None:
            yield Problem("$", item.error, line=item.line)
            continue
        try:
            yield parse_turn(item.value, item.line)
        except RecordInvalid as exc:
            yield Problem(exc.field, exc.message, line=item.line)


@dataclass
class ClassifyReport:
    """What ``classify_lines`` did: lines written, lines rejected and why."""

    written: int = 0
    candidates: int = 0
    problems: list[Problem] = field(default_factory=list)

    @property
    def rejected(self) -> int:
        return len(self.problems)


def output_line(turn: TurnInput, result) -> str:
    """The output JSON line (no newline) for one classified turn."""
    return json.dumps(
        {
            "id": turn.id,
            "candidate": result.candidate,
            "pattern": result.pattern,
            "trigger": result.trigger,
            "antecedent_distance": result.antecedent_distance,
        },
        ensure_ascii=False,
    )


def classify_lines(
    detector: FollowupDetector,
    lines: Iterable[JsonLine],
    write: Callable[[str], Any],
    *,
    batch_size: int = DEFAULT_BATCH_SIZE,
    on_progress: Callable[[int], None] | None = None,
    on_problem: Callable[[Problem], None] | None = None,
) -> ClassifyReport:
    """Classify every valid line, writing one output line each (with a newline) in input order.

    ``on_problem`` hears about each rejected line as it is found; ``on_progress(n)`` gets the
    last input line number handled. Memory stays at one chunk of lines however long the input.
    """
    report = ClassifyReport()
    parsed = parse_lines(lines)
    chunk_size = batch_size * 4
    while chunk := list(islice(parsed, chunk_size)):
        turns: list[TurnInput] = []
        for item in chunk:
            if isinstance(item, Problem):
                report.problems.append(item)
                if on_problem is not None:
                    on_problem(item)
            else:
                turns.append(item)
        results = detector.classify_many(
            ((t.history, t.utterance) for t in turns), batch_size=batch_size
        )
        for turn, result in zip(turns, results, strict=True):
            write(output_line(turn, result) + "\n")
            report.written += 1
            report.candidates += result.candidate
        if on_progress is not None:
            on_progress(chunk[-1].line)
    return report
