"""Texts with spans: a record is built piece by piece, labelled values record their offsets
(in code points), and a case numbers its entities by (type, value) in order of appearance."""

from __future__ import annotations

import re
from typing import NamedTuple

HOLE = re.compile(r"\{(\w+)\}")


class Slot(NamedTuple):
    """One labelled value: its type, text, referent (without the case's scope) and shape."""

    type: str
    value: str
    ref: str
    shape: str | None = None
    region: str | None = None


class Rec:
    """One record's text under construction."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.n = 0
        self.spans: list[dict] = []

    def t(self, text: str) -> Rec:
        self.parts.append(text)
        self.n += len(text)
        return self

    def v(self, slot: Slot | str) -> Rec:
        if isinstance(slot, str):
            return self.t(slot)
        span = {"type": slot.type, "value": slot.value, "start": self.n}
        self.t(slot.value)
        span["end"] = self.n
        span["referent"] = slot.ref
        if slot.shape:
            span["shape"] = slot.shape
        if slot.region:
            span["region"] = slot.region
        self.spans.append(span)
        return self

    def f(self, frame: str, slots: dict[str, Slot | str]) -> Rec:
        """Fill ``frame``'s ``{holes}`` from ``slots``; text between holes is unlabelled."""
        for i, piece in enumerate(HOLE.split(frame)):
            if i % 2:
                self.v(slots[piece])
            else:
                self.t(piece)
        return self

    @property
    def text(self) -> str:
        return "".join(self.parts)


def finish_case(scope: str, recs: list[Rec], meta: dict) -> list[dict]:
    """Records of one case: entities numbered per (type, value), referents scoped."""
    table: dict[tuple[str, str], str] = {}
    out = []
    for k, rec in enumerate(recs):
        spans = []
        for s in rec.spans:
            key = (s["type"], s["value"])
            ent = table.setdefault(key, f"{scope}/e{len(table):02d}")
            spans.append(
                {
                    "type": s["type"],
                    "value": s["value"],
                    "start": s["start"],
                    "end": s["end"],
                    "entity": ent,
                    "referent": f"{scope}/{s['referent']}",
                    **{x: s[x] for x in ("shape", "region") if x in s},
                }
            )
        out.append({"id": f"{scope}:{k}", "text": rec.text, "scope": scope, **meta, "spans": spans})
    return out


def unlabelled_hits(records: list[dict]) -> list[tuple[str, str]]:
    """(record id, value) where a labelled value of the case stands outside every span."""
    hits = []
    values = {s["value"] for r in records for s in r["spans"]}
    for r in records:
        for v in values:
            pat = rf"(?<!\w){re.escape(v)}(?!\w)"
            flags = re.IGNORECASE if len(v) >= 3 else 0
            for m in re.finditer(pat, r["text"], flags):
                if not any(s["start"] <= m.start() and m.end() <= s["end"] for s in r["spans"]):
                    hits.append((r["id"], v))
    return hits
