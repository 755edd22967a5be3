"""The record builder: text grown piece by piece, each labelled value recorded with its offsets
as it is written, then entities numbered per (type, value) within a case."""

from __future__ import annotations

import re
from dataclasses import dataclass, field


@dataclass
class S:
    """A labelled value waiting to be written: type, value, referent (relative to the case),
    and extra span fields (``shape``, ``region``)."""

    type: str
    value: str
    ref: str
    extra: dict = field(default_factory=dict)


SLOT = re.compile(r"\{(\w+)\}")


class Rec:
    def __init__(self) -> None:
        self.text = ""
        self.spans: list[dict] = []

    def t(self, text: str) -> Rec:
        self.text += text
        return self

    def v(self, s: S) -> Rec:
        start = len(self.text)
        self.text += s.value
        span = {"type": s.type, "value": s.value, "start": start, "end": len(self.text)}
        self.spans.append({**span, "referent": s.ref, **s.extra})
        return self

    def f(self, frame: str, lower: bool = False, **slots: S | str) -> Rec:
        """Write ``frame``, its ``{slot}`` holes filled with labelled values (``S``) or plain
        text; ``lower`` lower-cases the frame's own words (speech-to-text output)."""
        pos = 0
        for m in SLOT.finditer(frame):
            piece = frame[pos : m.start()]
            self.t(piece.lower() if lower else piece)
            slot = slots[m.group(1)]
            if isinstance(slot, S):
                self.v(slot)
            else:
                self.t(slot)
            pos = m.end()
        tail = frame[pos:]
        return self.t(tail.lower() if lower else tail)


def finish(scope: str, meta: dict, recs: list[Rec]) -> list[dict]:
    """Records of one case: ids ``<scope>:<k>``, referents prefixed with the scope, one entity
    per (type, value) in order of first appearance."""
    entities: dict[tuple[str, str], str] = {}
    out = []
    for k, rec in enumerate(recs):
        spans = []
        for s in sorted(rec.spans, key=lambda s: s["start"]):
            key = (s["type"], s["value"])
            entity = entities.setdefault(key, f"{scope}/e{len(entities):02d}")
            extra = {k2: s[k2] for k2 in ("shape", "region") if k2 in s}
            spans.append(
                {
                    "type": s["type"],
                    "value": s["value"],
                    "start": s["start"],
                    "end": s["end"],
                    "entity": entity,
                    "referent": f"{scope}/{s['referent']}",
                    **extra,
                }
            )
        out.append({"id": f"{scope}:{k}", "text": rec.text, "scope": scope, **meta, "spans": spans})
    return out
