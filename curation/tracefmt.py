"""The trace format (docs/trace-format.md): validation of one JSON object into plain records.

Plain Python, no ORM. ``parse_trace`` either returns a ``TraceRecord`` or raises
``RecordInvalid`` naming the JSON path of the first offending field (``messages[2].role``).
Only ``trace_id`` and ``messages`` are required; every other field is optional and stays ``None``
when absent, so the capture report can count what production logged.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from core.hashing import canonical_hash
from core.validate import check_length

from .errors import RecordInvalid

ROLES = ("system", "user", "assistant", "tool")

# The lengths of the columns these fields are stored in (curation/models/traces.py); a longer
# value is refused here, naming the field, instead of failing the batch in PostgreSQL.
# tests/curation/test_input_validation.py checks they match the models.
FIELD_LENGTHS = {
    "trace_id": 200,
    "source": 200,
    "prompt_version": 200,
    "model": 200,
    "doc_id": 500,
    "chunk_id": 520,
    "doc_version": 200,
    "tool_name": 200,
}


@dataclass
class RetrievalRecord:
    rank: int
    doc_id: str
    chunk_id: str
    doc_version: str | None
    score: float | None
    text: str | None


@dataclass
class ToolCallRecord:
    position: int
    name: str
    args: Any
    response: Any
    has_response: bool


@dataclass
class MessageRecord:
    position: int
    role: str
    content: str
    user_turn: int | None = None
    rewrite_query: str | None = None
    rewrite_dropped: bool | None = None
    retrieval: list[RetrievalRecord] = field(default_factory=list)
    tool_calls: list[ToolCallRecord] = field(default_factory=list)


@dataclass
class TraceRecord:
    trace_id: str
    source: str | None
    captured_at: datetime | None
    prompt_version: str | None
    model: str | None
    environment: dict | None
    messages: list[MessageRecord]
    content_hash: str
    # Fernet ciphertext of the trace as received, set by the pseudonymizer when originals are
    # kept (ASSAY_KEEP_RAW); never plain text.
    raw_ciphertext: bytes | None = None


def content_hash(obj: Any) -> str:
    """sha256 of the canonical JSON of ``obj`` (``core.hashing``: sorted keys, no whitespace)."""
    return canonical_hash(obj)


def _str(value: Any, path: str, *, required: bool = False, allow_empty: bool = True) -> str | None:
    if value is None:
        if required:
            raise RecordInvalid(path, "is required")
        return None
    if not isinstance(value, str):
        raise RecordInvalid(path, f"must be a string, got {type(value).__name__}")
    if not allow_empty and not value.strip():
        raise RecordInvalid(path, "must not be empty")
    return value


def _sized(value: str | None, path: str, column: str) -> str | None:
    check_length(value, path, FIELD_LENGTHS[column])
    return value


def _version(value: Any, path: str) -> str | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise RecordInvalid(path, f"must be a string, got {type(value).__name__}")
    return _sized(str(value), path, "doc_version")


def _number(value: Any, path: str) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise RecordInvalid(path, f"must be a number, got {type(value).__name__}")
    try:
        number = float(value)
    except OverflowError:
        number = math.inf
    if not math.isfinite(number):
        raise RecordInvalid(path, "is not a finite number (NaN and Infinity are refused)")
    return number


def _datetime(value: Any, path: str) -> datetime | None:
    text = _str(value, path)
    if text is None:
        return None
    try:
        parsed = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise RecordInvalid(path, "is not an ISO 8601 date-time") from None
    if parsed.tzinfo is None:
        raise RecordInvalid(path, "has no time zone (add Z or +00:00)")
    return parsed


def _list(value: Any, path: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise RecordInvalid(path, f"must be a list, got {type(value).__name__}")
    return value


def _dict(value: Any, path: str) -> dict:
    if not isinstance(value, dict):
        raise RecordInvalid(path, f"must be an object, got {type(value).__name__}")
    return value


def _parse_retrieval(items: list, path: str) -> list[RetrievalRecord]:
    out = []
    for i, item in enumerate(items):
        if type(item) is dict:
            doc_id, chunk_id = item.get("doc_id"), item.get("chunk_id")
            version, score, text = item.get("doc_version"), item.get("score"), item.get("text")
            # Fast path for the common, well-formed row; anything else takes the checks below,
            # which name the offending field.
            if (
                type(doc_id) is str
                and doc_id.strip()
                and len(doc_id) <= FIELD_LENGTHS["doc_id"]
                and type(chunk_id) is str
                and chunk_id.strip()
                and len(chunk_id) <= FIELD_LENGTHS["chunk_id"]
                and (version is None or (type(version) is str and len(version) <= 200))
                and (score is None or (type(score) is float and math.isfinite(score)))
                and (text is None or type(text) is str)
            ):
                out.append(RetrievalRecord(i + 1, doc_id, chunk_id, version, score, text))
                continue
        p = f"{path}[{i}]"
        item = _dict(item, p)
        out.append(
            RetrievalRecord(
                rank=i + 1,
                doc_id=_sized(
                    _str(item.get("doc_id"), f"{p}.doc_id", required=True, allow_empty=False),
                    f"{p}.doc_id",
                    "doc_id",
                ),
                chunk_id=_sized(
                    _str(item.get("chunk_id"), f"{p}.chunk_id", required=True, allow_empty=False),
                    f"{p}.chunk_id",
                    "chunk_id",
                ),
                doc_version=_version(item.get("doc_version"), f"{p}.doc_version"),
                score=_number(item.get("score"), f"{p}.score"),
                text=_str(item.get("text"), f"{p}.text"),
            )
        )
    return out


def _parse_tool_calls(items: list, path: str) -> list[ToolCallRecord]:
    out = []
    for i, item in enumerate(items):
        p = f"{path}[{i}]"
        item = _dict(item, p)
        args = item.get("args")
        if args is not None and not isinstance(args, dict):
            raise RecordInvalid(f"{p}.args", f"must be an object, got {type(args).__name__}")
        out.append(
            ToolCallRecord(
                position=i,
                name=_sized(
                    _str(item.get("name"), f"{p}.name", required=True, allow_empty=False),
                    f"{p}.name",
                    "tool_name",
                ),
                args=args,
                response=item.get("response"),
                has_response="response" in item,
            )
        )
    return out


def parse_trace(obj: Any, *, default_source: str | None = None) -> TraceRecord:
    """Validate one trace object and return its plain record.

    ``default_source`` fills in ``source`` for traces that do not name one. Raises
    ``RecordInvalid`` with the JSON path of the first problem found.
    """
    obj = _dict(obj, "$")
    trace_id = _str(obj.get("trace_id"), "trace_id", required=True, allow_empty=False)
    _sized(trace_id, "trace_id", "trace_id")
    raw_messages = obj.get("messages")
    if raw_messages is None:
        raise RecordInvalid("messages", "is required")
    raw_messages = _list(raw_messages, "messages")
    if not raw_messages:
        raise RecordInvalid("messages", "must hold at least one message")

    env = obj.get("environment")
    prompt_version = model = None
    if env is not None:
        env = _dict(env, "environment")
        prompt_version = _version(env.get("prompt_version"), "environment.prompt_version")
        model = _sized(_str(env.get("model"), "environment.model"), "environment.model", "model")

    messages: list[MessageRecord] = []
    user_turns = 0
    for i, raw in enumerate(raw_messages):
        p = f"messages[{i}]"
        raw = _dict(raw, p)
        role = raw.get("role")
        if role not in ROLES:
            raise RecordInvalid(f"{p}.role", f"must be one of {', '.join(ROLES)}")
        content = _str(raw.get("content"), f"{p}.content", required=True)
        msg = MessageRecord(position=i, role=role, content=content)
        if role == "user":
            msg.user_turn = user_turns
            user_turns += 1
        extras = [k for k in ("rewrite", "retrieval", "tool_calls") if raw.get(k) is not None]
        if extras and role != "assistant":
            raise RecordInvalid(f"{p}.{extras[0]}", "only assistant messages carry it")
        if raw.get("rewrite") is not None:
            rewrite = _dict(raw["rewrite"], f"{p}.rewrite")
            msg.rewrite_query = _str(rewrite.get("query"), f"{p}.rewrite.query", required=True)
            dropped = rewrite.get("dropped")
            if dropped is not None and not isinstance(dropped, bool):
                raise RecordInvalid(f"{p}.rewrite.dropped", "must be true or false")
            msg.rewrite_dropped = dropped
        msg.retrieval = _parse_retrieval(
            _list(raw.get("retrieval"), f"{p}.retrieval"), f"{p}.retrieval"
        )
        msg.tool_calls = _parse_tool_calls(
            _list(raw.get("tool_calls"), f"{p}.tool_calls"), f"{p}.tool_calls"
        )
        messages.append(msg)

    return TraceRecord(
        trace_id=trace_id,
        source=_sized(_str(obj.get("source"), "source"), "source", "source") or default_source,
        captured_at=_datetime(obj.get("captured_at"), "captured_at"),
        prompt_version=prompt_version,
        model=model,
        environment=env,
        messages=messages,
        content_hash=content_hash(obj),
    )
