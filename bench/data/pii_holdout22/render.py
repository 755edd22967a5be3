"""Texts with spans: parts are plain strings or ``S`` spans; frames have ``{hole}`` holes."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass


@dataclass(frozen=True)
class S:
    type: str
    value: str
    ref: str
    shape: str | None = None
    region: str | None = None


class Case:
    """One scope: its records share entities, one per (type, value)."""

    def __init__(self, scope: str, meta: dict):
        self.scope = scope
        self.meta = meta
        self.entities: dict[tuple[str, str], str] = {}
        self.records: list[dict] = []

    def entity(self, type_: str, value: str) -> str:
        key = (type_, value)
        if key not in self.entities:
            self.entities[key] = f"{self.scope}/e{len(self.entities):02d}"
        return self.entities[key]

    def add(self, parts: list) -> None:
        text, spans = "", []
        for p in parts:
            if isinstance(p, S):
                start = len(text)
                text += p.value
                span = {
                    "type": p.type,
                    "value": p.value,
                    "start": start,
                    "end": len(text),
                    "entity": self.entity(p.type, p.value),
                    "referent": f"{self.scope}/{p.ref}",
                }
                if p.shape:
                    span["shape"] = p.shape
                if p.region:
                    span["region"] = p.region
                spans.append(span)
            else:
                text += p
        rid = f"{self.scope}:{len(self.records)}"
        self.records.append(
            {"id": rid, "text": text, "scope": self.scope, **self.meta, "spans": spans}
        )


HOLE = re.compile(r"\{(\w+)\}")


def fill(frame: str, holes: dict) -> list:
    """The frame's text with each ``{hole}`` replaced by its part or list of parts."""
    parts: list = []
    pos = 0
    for m in HOLE.finditer(frame):
        parts.append(frame[pos : m.start()])
        value = holes[m.group(1)]
        parts.extend(value if isinstance(value, list) else [value])
        pos = m.end()
    parts.append(frame[pos:])
    return parts


def jparts(obj) -> list:
    """A one-line JSON rendering of ``obj`` whose string leaves may be spans."""
    if isinstance(obj, S):
        return ['"', obj, '"']
    if isinstance(obj, dict):
        out: list = ["{"]
        for i, (k, v) in enumerate(obj.items()):
            out += ([", "] if i else []) + [json.dumps(k) + ": "] + jparts(v)
        return out + ["}"]
    if isinstance(obj, list):
        out = ["["]
        for i, v in enumerate(obj):
            out += ([", "] if i else []) + jparts(v)
        return out + ["]"]
    return [json.dumps(obj, ensure_ascii=False)]


UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def leaks(records: list[dict]) -> list[str]:
    """Labelled values of a case that also stand unlabelled in one of its texts (the data
    test's rule: whole words, case-blind from three characters on)."""
    values = {s["value"] for r in records for s in r["spans"]}
    bad = []
    for r in records:
        for v in sorted(values):
            pat = re.escape(v) if UNSPACED.search(v) else rf"(?<!\w){re.escape(v)}(?!\w)"
            flags = re.IGNORECASE if len(v) >= 3 else 0
            for m in re.finditer(pat, r["text"], flags):
                if not any(s["start"] <= m.start() and m.end() <= s["end"] for s in r["spans"]):
                    bad.append(f"{r['id']}: {v}")
    return bad


def lat(*names: str) -> tuple[tuple[str, str], ...]:
    """Latin-script given names: native and romanised forms are the same."""
    return tuple((n, n) for n in names)


def lat_s(*names: str) -> tuple[tuple[str, str, str, str], ...]:
    """Latin-script surnames with one form for both genders."""
    return tuple((n, n, n, n) for n in names)
