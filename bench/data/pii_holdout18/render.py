"""Building records from frames: a frame is a string with ``{slot}`` holes; a slot is plain text
or a `Val` (a labelled value). Spans carry their offsets; a `Case` gives one entity per
(type, value) in the order values first appear."""

from __future__ import annotations

import re
from dataclasses import dataclass

HOLE = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True)
class Val:
    """A labelled value: its type, text, referent (without the scope), and optional shape and
    region (phones)."""

    type: str
    value: str
    ref: str
    shape: str | None = None
    region: str | None = None


def fill(frame: str, slots: dict[str, str | Val]) -> tuple[str, list[dict]]:
    """The text of ``frame`` with its holes filled, and the spans of the `Val` slots."""
    out: list[str] = []
    spans: list[dict] = []
    pos = 0
    at = 0
    for m in HOLE.finditer(frame):
        out.append(frame[at : m.start()])
        pos += m.start() - at
        slot = slots[m.group(1)]
        text = slot.value if isinstance(slot, Val) else slot
        if isinstance(slot, Val):
            span = {"type": slot.type, "value": text, "start": pos, "end": pos + len(text)}
            span["referent"] = slot.ref
            if slot.shape:
                span["shape"] = slot.shape
            if slot.region:
                span["region"] = slot.region
            spans.append(span)
        out.append(text)
        pos += len(text)
        at = m.end()
    out.append(frame[at:])
    return "".join(out), spans


def join(parts: list[tuple[str, list[dict]]], sep: str = "\n") -> tuple[str, list[dict]]:
    """Several filled frames as one text (spans moved to their new offsets)."""
    text = ""
    spans: list[dict] = []
    for i, (t, ss) in enumerate(parts):
        if i:
            text += sep
        for s in ss:
            spans.append({**s, "start": s["start"] + len(text), "end": s["end"] + len(text)})
        text += t
    return text, spans


class Case:
    """The records of one scope; entities are numbered per (type, value) as values appear."""

    def __init__(self, scope: str, meta: dict) -> None:
        self.scope = scope
        self.meta = meta
        self.records: list[dict] = []
        self.entities: dict[tuple[str, str], str] = {}

    def add(self, filled: tuple[str, list[dict]], **extra: str) -> None:
        text, spans = filled
        out = []
        for s in sorted(spans, key=lambda s: s["start"]):
            key = (s["type"], s["value"])
            if key not in self.entities:
                self.entities[key] = f"{self.scope}/e{len(self.entities) + 1:02d}"
            span = {
                "type": s["type"],
                "value": s["value"],
                "start": s["start"],
                "end": s["end"],
                "entity": self.entities[key],
                "referent": f"{self.scope}/{s['referent']}",
            }
            for k in ("shape", "region"):
                if k in s:
                    span[k] = s[k]
            out.append(span)
        rid = f"{self.scope}:{len(self.records) + 1}"
        self.records.append(
            {"id": rid, "text": text, "scope": self.scope, **self.meta, **extra, "spans": out}
        )
