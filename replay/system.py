"""The system contract: what Assay sends the team's assistant for one case and repeat, and how
it reads the answer. Plain Python over plain data (no ORM); documented in
``docs/system-contract.md`` with JSON Schemas in ``docs/system.schema.json``.

- :func:`system_request` builds the body of ``POST <system url>``.
- :func:`post_json` sends it with a per-call timeout and retries transport errors (connection
  refused or reset, timeouts) with exponential backoff; an HTTP error status or a body that is
  not JSON is an answer, never retried.
- :func:`parse_answer` validates the answer (every field optional) and normalises ``passages``
  to ``[{"chunk_id", "text"?}]``; a bad field raises :class:`SystemCallError` naming it.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

MODES = ("frozen", "live")
DEFAULT_TIMEOUT_S = 30.0
DEFAULT_RETRIES = 2  # transport errors only: at most 3 attempts per call
BACKOFF_S = 0.25  # first wait; doubles after each failed attempt
MAX_REPEATS = 15


class SystemCallError(Exception):
    """A call that produced no usable answer; ``kind`` is ``transport``, ``timeout``, ``http``
    or ``bad_response`` and goes into the item's ``errors``."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message

    def as_error(self, repeat: int) -> dict[str, Any]:
        return {"kind": self.kind, "repeat": repeat, "message": self.message[:500]}


@dataclass(frozen=True)
class SystemCase:
    """What the contract needs to know about one case (a plain snapshot)."""

    pk: int
    case_id: str
    follow_up: str
    messages: Sequence[Mapping[str, Any]] = ()
    environment: Mapping[str, Any] = field(default_factory=dict)
    retrieval: Sequence[Mapping[str, Any]] = ()
    tools: Sequence[Mapping[str, Any]] = ()
    gold: Sequence[str] = ()
    ground_truth: Mapping[str, Any] = field(default_factory=dict)
    pattern: str = ""
    unanswerable: bool = False


def system_request(
    case: SystemCase, *, repeat: int, mode: str, tools_url: str | None = None
) -> dict[str, Any]:
    """The JSON body for ``case`` and ``repeat`` (1-based) in ``mode``.

    ``frozen`` adds ``fixtures`` (the recorded retrieval, and the names and arguments of the
    tool calls recorded while answering: their responses come only from ``tools_url``) and
    ``tools_url``; ``live`` sends neither.
    """
    if mode not in MODES:
        raise ValueError(f"mode: expected frozen or live, got {mode!r}")
    body: dict[str, Any] = {
        "case_id": case.case_id,
        "repeat": repeat,
        "mode": mode,
        "messages": [
            {"role": str(m.get("role")), "content": str(m.get("content") or "")}
            for m in case.messages
        ],
        "follow_up": case.follow_up,
        "environment": dict(case.environment),
    }
    if mode == "frozen":
        body["fixtures"] = {
            "retrieval": [dict(r) for r in case.retrieval],
            "tools": [{"name": t["name"], "args": t.get("args") or {}} for t in case.tools],
        }
        if tools_url:
            body["tools_url"] = tools_url
    return body


Sender = Callable[[str, bytes, float], bytes]


def _send(url: str, body: bytes, timeout: float) -> bytes:
    request = urllib.request.Request(
        url,
        data=body,
        method="POST",
        headers={"Content-Type": "application/json", "Accept": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310
        return response.read()


def post_json(
    url: str,
    payload: Mapping[str, Any],
    *,
    timeout: float = DEFAULT_TIMEOUT_S,
    retries: int = DEFAULT_RETRIES,
    backoff: float = BACKOFF_S,
    send: Sender = _send,
    sleep: Callable[[float], None] = time.sleep,
) -> Any:
    """POST ``payload`` and return the decoded JSON answer.

    Transport errors and timeouts are retried ``retries`` times, waiting ``backoff``, then twice
    as long, and so on; an HTTP error status or invalid JSON raises at once. Raises
    :class:`SystemCallError`.
    """
    body = json.dumps(payload).encode("utf-8")
    attempt = 0
    while True:
        try:
            raw = send(url, body, timeout)
            break
        except urllib.error.HTTPError as exc:
            detail = exc.read()[:300].decode("utf-8", "replace") if exc.fp else ""
            raise SystemCallError("http", f"HTTP {exc.code} {exc.reason} {detail}".strip()) from exc
        except (TimeoutError, urllib.error.URLError, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            timed_out = isinstance(exc, TimeoutError) or isinstance(reason, TimeoutError)
            if attempt >= retries:
                kind = "timeout" if timed_out else "transport"
                what = f"no answer within {timeout:g} s" if timed_out else f"unreachable: {reason}"
                raise SystemCallError(
                    kind, f"{url}: {what} (after {attempt + 1} attempts)"
                ) from exc
            sleep(backoff * (2**attempt))
            attempt += 1
    try:
        return json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise SystemCallError("bad_response", f"the answer is not JSON: {exc}") from exc


def _passages(value: Any) -> list[dict[str, Any]]:
    if not isinstance(value, list):
        raise SystemCallError("bad_response", "passages: expected a list")
    out = []
    for i, p in enumerate(value):
        if isinstance(p, str):
            out.append({"chunk_id": p})
        elif isinstance(p, dict) and isinstance(p.get("chunk_id"), str):
            entry = {"chunk_id": p["chunk_id"]}
            if isinstance(p.get("text"), str):
                entry["text"] = p["text"]
            out.append(entry)
        else:
            raise SystemCallError(
                "bad_response", f"passages[{i}]: expected a chunk id or {{chunk_id, text}}"
            )
    return out


def parse_answer(raw: Any) -> dict[str, Any]:
    """The normalised answer ``{"rewrite", "passages", "answer", "tool_calls"}`` (absent fields
    left out). Raises :class:`SystemCallError` (``bad_response``) naming the bad field."""
    if not isinstance(raw, dict):
        raise SystemCallError("bad_response", "the answer must be a JSON object")
    out: dict[str, Any] = {}
    for name in ("rewrite", "answer"):
        if raw.get(name) is not None:
            if not isinstance(raw[name], str):
                raise SystemCallError("bad_response", f"{name}: expected a string")
            out[name] = raw[name]
    if raw.get("passages") is not None:
        out["passages"] = _passages(raw["passages"])
    if raw.get("tool_calls") is not None:
        calls = raw["tool_calls"]
        if not isinstance(calls, list) or not all(
            isinstance(c, dict) and isinstance(c.get("name"), str) for c in calls
        ):
            raise SystemCallError("bad_response", "tool_calls: expected [{name, args}]")
        out["tool_calls"] = [{"name": c["name"], "args": c.get("args") or {}} for c in calls]
    return out


def call_system(
    url: str,
    case: SystemCase,
    *,
    repeat: int,
    mode: str,
    tools_url: str | None = None,
    timeout: float = DEFAULT_TIMEOUT_S,
    retries: int = DEFAULT_RETRIES,
) -> tuple[dict[str, Any], float]:
    """Ask the system once; returns the parsed answer and the latency in milliseconds."""
    payload = system_request(case, repeat=repeat, mode=mode, tools_url=tools_url)
    started = time.perf_counter()
    raw = post_json(url, payload, timeout=timeout, retries=retries)
    return parse_answer(raw), (time.perf_counter() - started) * 1000.0
