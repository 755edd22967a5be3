"""Frames with holes become texts with spans; entities are numbered per case afterwards.

A frame is a ``str.format``-style string. A hole names a slot: a ``Val`` (a labelled value), a
``Frame`` (filled in turn, with the same slots), or a plain string (unlabelled text). ``{@key}``
fills the locale's own sentence frame ``key``."""

from __future__ import annotations

import string
from dataclasses import dataclass

_FORMATTER = string.Formatter()


@dataclass(frozen=True)
class Val:
    value: str
    type: str
    referent: str
    shape: str | None = None
    region: str | None = None


class Frame(str):
    """A frame to be filled in place, not a literal."""


class Doc:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.spans: list[dict] = []
        self.size = 0

    def text(self) -> str:
        return "".join(self.parts)

    def add(self, text: str) -> None:
        self.parts.append(text)
        self.size += len(text)

    def put(self, v: Val) -> None:
        span = {"type": v.type, "value": v.value, "start": self.size}
        span["end"] = self.size + len(v.value)
        span["referent"] = v.referent
        if v.shape:
            span["shape"] = v.shape
        if v.region:
            span["region"] = v.region
        self.spans.append(span)
        self.add(v.value)

    def fill(self, frame: str, slots: dict, frames: dict) -> None:
        for literal, field, _spec, _conv in _FORMATTER.parse(frame):
            if literal:
                self.add(literal)
            if field is None:
                continue
            if field.startswith("@"):
                self.fill(frames[field[1:]], slots, frames)
                continue
            slot = slots[field]
            if isinstance(slot, Val):
                self.put(slot)
            elif isinstance(slot, Frame):
                self.fill(slot, slots, frames)
            else:
                self.add(slot)


def record(rid: str, scope: str, meta: dict, doc: Doc) -> dict:
    spans = [{**s, "referent": f"{scope}/{s['referent']}"} for s in sorted(doc.spans, key=_start)]
    return {"id": rid, "text": doc.text(), "scope": scope, **meta, "spans": spans}


def _start(span: dict) -> int:
    return span["start"]


def number_entities(records: list[dict]) -> None:
    """One entity per (type, value) in a case, numbered in order of first appearance."""
    table: dict[tuple[str, str], str] = {}
    for r in records:
        for s in r["spans"]:
            key = (s["type"], s["value"])
            if key not in table:
                table[key] = f"{r['scope']}/e{len(table) + 1:02d}"
            s["entity"] = table[key]


def ordered(span: dict) -> dict:
    keys = ("type", "value", "start", "end", "entity", "referent", "shape", "region")
    return {k: span[k] for k in keys if k in span}
