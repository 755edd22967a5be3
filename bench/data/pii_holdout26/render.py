"""Records with spans: a builder that appends text and labelled values, frames with holes,
entities per (type, value) in a case, and the leak check (no labelled value unlabelled)."""

from __future__ import annotations

import re


class Rec:
    """One record's text, built left to right, with its spans."""

    def __init__(self) -> None:
        self.text = ""
        self.spans: list[dict] = []

    def t(self, s: str) -> Rec:
        self.text += s
        return self

    def v(
        self, type_: str, value: str, ref: str, shape: str | None = None, region: str | None = None
    ) -> Rec:
        span = {
            "type": type_,
            "value": value,
            "start": len(self.text),
            "end": len(self.text) + len(value),
            "referent": ref,
        }
        if shape:
            span["shape"] = shape
        if region:
            span["region"] = region
        self.spans.append(span)
        self.text += value
        return self

    def fill(self, frame: str, holes: dict) -> Rec:
        """Writes ``frame``; each {hole} is a (type, value, ref, shape, region) tuple."""
        for i, part in enumerate(re.split(r"\{(\w+)\}", frame)):
            if i % 2 == 0:
                self.t(part)
            else:
                self.v(*holes[part])
        return self


def finish(recs: list[Rec], scope: str, meta: dict, base_id: str) -> list[dict]:
    """The case's records with entities (one per type and value, in order of appearance) and
    referents scoped."""
    table: dict[tuple[str, str], str] = {}
    out = []
    for k, r in enumerate(recs):
        spans = []
        for s in r.spans:
            key = (s["type"], s["value"])
            ent = table.setdefault(key, f"{scope}/e{len(table):02d}")
            span = {
                "type": s["type"],
                "value": s["value"],
                "start": s["start"],
                "end": s["end"],
                "entity": ent,
                "referent": f"{scope}/{s['referent']}",
            }
            for extra in ("shape", "region"):
                if extra in s:
                    span[extra] = s[extra]
            spans.append(span)
        out.append({"id": f"{base_id}:{k}", "text": r.text, "scope": scope, **meta, "spans": spans})
    return out


def leaks(records: list[dict]) -> bool:
    """True when a labelled value of the case stands unlabelled in one of its texts (as a whole
    word, case-blind from three characters on), or two spans overlap."""
    values = {s["value"] for r in records for s in r["spans"]}
    for r in records:
        spans = sorted(r["spans"], key=lambda s: s["start"])
        if any(a["end"] > b["start"] for a, b in zip(spans, spans[1:], strict=False)):
            return True
        for v in values:
            pat = rf"(?<!\w){re.escape(v)}(?!\w)"
            flags = re.IGNORECASE if len(v) >= 3 else 0
            for m in re.finditer(pat, r["text"], flags):
                if not any(s["start"] <= m.start() and m.end() <= s["end"] for s in spans):
                    return True
    return False
