"""Building a text piece by piece with labelled spans; frames with holes; entities."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

HOLE = re.compile(r"\{(\w+)\}")


@dataclass
class Span:
    type: str
    value: str
    referent: str
    shape: str | None = None
    region: str | None = None


@dataclass
class Text:
    """A record's text being written, with its spans (offsets in code points)."""

    parts: list[str] = field(default_factory=list)
    spans: list[dict] = field(default_factory=list)
    length: int = 0

    def add(self, text: str) -> Text:
        self.parts.append(text)
        self.length += len(text)
        return self

    def put(self, span: Span) -> Text:
        s = {"type": span.type, "value": span.value, "start": self.length}
        s["end"] = self.length + len(span.value)
        s["referent"] = span.referent
        if span.shape:
            s["shape"] = span.shape
        if span.region:
            s["region"] = span.region
        self.spans.append(s)
        return self.add(span.value)

    def __call__(self, *pieces: str | Span | None) -> Text:
        for p in pieces:
            if p is None:
                continue
            if isinstance(p, Span):
                self.put(p)
            else:
                self.add(p)
        return self

    def frame(self, frame: str, holes: dict[str, str | Span]) -> Text:
        """Write ``frame``, filling each {hole} with its text or span."""
        pos = 0
        for m in HOLE.finditer(frame):
            self.add(frame[pos : m.start()])
            self(holes[m.group(1)])
            pos = m.end()
        return self.add(frame[pos:])

    @property
    def text(self) -> str:
        return "".join(self.parts)


def finish(scope: str, texts: list[Text], base: dict) -> list[dict]:
    """Records of one case: ids, scope, entities (one per (type, value)), referents."""
    entities: dict[tuple[str, str], str] = {}
    records = []
    for k, t in enumerate(texts):
        spans = []
        for s in t.spans:
            key = (s["type"], s["value"])
            ent = entities.setdefault(key, f"{scope}/e{len(entities):02d}")
            out = {
                "type": s["type"],
                "value": s["value"],
                "start": s["start"],
                "end": s["end"],
                "entity": ent,
                "referent": f"{scope}/{s['referent']}",
            }
            for key2 in ("shape", "region"):
                if key2 in s:
                    out[key2] = s[key2]
            spans.append(out)
        text = t.text
        for s in spans:
            assert text[s["start"] : s["end"]] == s["value"], (scope, s)
        records.append({"id": f"{scope}:{k}", "text": text, "scope": scope, **base, "spans": spans})
    return records
