"""A file of hostile trace lines with good lines around them, and what each bad line must say.

Every bad value carries ``SECRET`` so a test can check that no error message echoes it. The
lines are built at test time: two of them are 10 and 17 MB, too large to commit.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from tests.curation.factories import trace_obj

SECRET = "zz-secret-jane-doe-4417"


@dataclass(frozen=True)
class Line:
    """One line: its bytes, and for a bad line the field and rule its problem must name."""

    data: bytes
    trace_id: str | None = None  # a good line's trace
    field: str | None = None
    rule: str | None = None
    in_json: bool = True  # can travel inside a JSON body (POST /api/traces/)

    @property
    def good(self) -> bool:
        return self.field is None


def _dump(obj) -> bytes:
    return json.dumps(obj).encode()


def _with_tool(tid: str, args=None, response=None) -> dict:
    obj = trace_obj(tid)
    call = obj["messages"][1]["tool_calls"][0]
    if args is not None:
        call["args"] = args
    if response is not None:
        call["response"] = response
    return obj


def _nested(depth: int):
    value: object = SECRET
    for _ in range(depth):
        value = {"k": value}
    return value


def _bad_lines(big: bool) -> list[Line]:
    tool = "messages[1].tool_calls[0]"
    retrieval = "messages[1].retrieval[0]"
    content = trace_obj("nul")
    content["messages"][0]["content"] = f"hello {SECRET}\u0000"
    lone = trace_obj("surrogate")
    lone["messages"][2]["content"] = f"{SECRET}\ud800"
    inf_score = trace_obj("inf-score")
    inf_score["messages"][1]["retrieval"][0]["score"] = float("inf")
    long_model = trace_obj("long-model")
    long_model["environment"]["model"] = SECRET + "m" * 300
    long_doc = trace_obj("long-doc")
    long_doc["messages"][1]["retrieval"][0]["doc_id"] = SECRET + "d" * 600
    long_text = trace_obj("long-text")
    long_text["messages"][0]["content"] = SECRET + "word " * 60_000  # 300,000 characters
    utf8 = _dump(trace_obj("bad-utf8")).replace(b"Frankfurt", b"Frank\xff\xfe" + SECRET.encode())
    lines = [
        Line(_dump(content), field="messages[0].content", rule="NUL character"),
        Line(_dump(lone), field="messages[2].content", rule="lone surrogate"),
        Line(
            _dump(_with_tool("nan-args", args={"limit": float("nan"), "who": SECRET})),
            field=f"{tool}.args.limit",
            rule="not a finite number",
        ),
        Line(_dump(inf_score), field=f"{retrieval}.score", rule="not a finite number"),
        Line(
            _dump(trace_obj("big-number")).replace(b'"score": 0.81', b'"score": 1e999'),
            field=f"{retrieval}.score",
            rule="not a finite number",
        ),
        Line(_dump(long_model), field="environment.model", rule="longer than 200 characters"),
        Line(_dump(long_doc), field=f"{retrieval}.doc_id", rule="longer than 500 characters"),
        Line(
            _dump(_with_tool("deep", args={"q": _nested(40)})),
            field=f"{tool}.args.q" + ".k" * 26,  # the 33rd level
            rule="nests deeper than 32 levels",
        ),
        Line(
            b'{"trace_id": "deeper", "messages": ' + b"[" * 5000 + b"]" * 5000 + b"}",
            field="$",
            rule="nests deeper than the JSON parser allows",
            in_json=False,
        ),
        Line(
            _dump(_with_tool("digits", args={"n": 1})).replace(b'"n": 1', b'"n": ' + b"7" * 5000),
            field="$",
            rule="number too long",
            in_json=False,
        ),
        Line(_dump(long_text), field="messages[0].content", rule="longer than 200,000 characters"),
        Line(utf8, field="$", rule="invalid UTF-8 at byte", in_json=False),
        Line(
            b'{"trace_id": "' + SECRET.encode() + b'", "messages": [',
            field="$",
            rule="invalid JSON",
            in_json=False,
        ),
        Line(
            _dump(_with_tool("nul-key", args={f"{SECRET}\u0000": 1})),
            field=f"{tool}.args[<key>]",
            rule="NUL character",
        ),
    ]
    if big:
        huge_text = trace_obj("ten-mb-text")
        huge_text["messages"][0]["content"] = SECRET + "x" * (10 * 1024 * 1024)
        lines += [
            Line(_dump(huge_text), field="$", rule="longer than 2,097,152 bytes"),
            Line(
                _dump(_with_tool("tool-17mb", response={"rows": [SECRET * 4] * 170_000})),
                field="$",
                rule="longer than 2,097,152 bytes",
            ),
        ]
    return lines


def hostile_lines(*, big: bool = True) -> list[Line]:
    """Good lines around every bad one: good, bad, good, bad, ..., good."""
    out: list[Line] = []
    for i, bad in enumerate(_bad_lines(big)):
        out.append(Line(_dump(trace_obj(f"good-{i}")), trace_id=f"good-{i}"))
        out.append(bad)
    out.append(Line(_dump(trace_obj("good-last")), trace_id="good-last"))
    return out


def write_hostile(path: Path, lines: list[Line]) -> Path:
    path.write_bytes(b"".join(line.data + b"\n" for line in lines))
    return path


def expected_problems(lines: list[Line]) -> dict[int, Line]:
    """Line number (1-based) -> the bad line that must be named there."""
    return {n: line for n, line in enumerate(lines, start=1) if not line.good}


def check_problems(problems: list[str], lines: list[Line]) -> None:
    """Every bad line named once with its line, field and rule; no message echoes a value."""
    expected = expected_problems(lines)
    assert len(problems) == len(expected), problems
    for problem in problems:
        assert SECRET not in problem
        where, field, message = problem.split(": ", 2)
        line = expected[int(where.removeprefix("line "))]
        assert (field, line.rule in message) == (line.field, True), problem
