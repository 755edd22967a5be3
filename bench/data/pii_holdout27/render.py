"""Records with spans: a small builder that writes text and spans together (offsets in code
points), entities per case, and the check that no labelled value stands unlabelled."""

from __future__ import annotations

import re

SLOT = re.compile(r"\{(\w+)\}")
UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
REFERENT_OF = {"customer/postcode": "customer/address", "customer/login": "customer"}


class Doc:
    """Text written piece by piece; ``span`` pieces become labelled spans."""

    def __init__(self) -> None:
        self.text = ""
        self.spans: list[dict] = []

    def t(self, text: str) -> Doc:
        self.text += text
        return self

    def s(self, span: tuple) -> Doc:
        type_, value, ref, shape, *rest = span
        start = len(self.text)
        self.text += value
        out = {"type": type_, "value": value, "start": start, "end": len(self.text)}
        out["referent"] = REFERENT_OF.get(ref, ref)
        if shape:
            out["shape"] = shape
        if rest:
            out["region"] = rest[0]
        self.spans.append(out)
        return self

    def frame(self, template: str, **slots: tuple) -> Doc:
        """Write ``template`` with each ``{slot}`` filled by its span."""
        pos = 0
        for m in SLOT.finditer(template):
            self.t(template[pos : m.start()])
            self.s(slots[m.group(1)])
            pos = m.end()
        return self.t(template[pos:])


def finish(records: list[dict]) -> list[dict]:
    """Give every span of a case (records sharing a scope) its entity and scoped referent:
    one entity per (type, value), numbered in order of first appearance."""
    table: dict[tuple[str, str, str], str] = {}
    for r in records:
        scope = r["scope"]
        spans = []
        for s in r["spans"]:
            n = sum(1 for k in table if k[0] == scope)
            ent = table.setdefault((scope, s["type"], s["value"]), f"{scope}/e{n:02d}")
            out = {k: s[k] for k in ("type", "value", "start", "end")}
            out["entity"] = ent
            out["referent"] = f"{scope}/{s['referent']}"
            for k in ("shape", "region"):
                if k in s:
                    out[k] = s[k]
            spans.append(out)
        r["spans"] = spans
    return records


def record(rid: str, scope: str, loc: dict, genre: str, doc: Doc) -> dict:
    return {
        "id": rid,
        "text": doc.text,
        "scope": scope,
        "lang": loc["lang"],
        "locale": loc["locale"],
        "genre": genre,
        "spans": doc.spans,
    }


def leaks(records: list[dict]) -> list[tuple[str, str]]:
    """Labelled values of the case that also stand unlabelled in one of its texts (as a whole
    word; case-blind from three characters on), as the data test reads them."""
    values = {s["value"] for r in records for s in r["spans"]}
    found = []
    for r in records:
        for v in sorted(values):
            pat = re.escape(v) if UNSPACED.search(v) else rf"(?<!\w){re.escape(v)}(?!\w)"
            flags = re.IGNORECASE if len(v) >= 3 else 0
            for m in re.finditer(pat, r["text"], flags):
                if not any(s["start"] <= m.start() and m.end() <= s["end"] for s in r["spans"]):
                    found.append((r["id"], v))
    return found
