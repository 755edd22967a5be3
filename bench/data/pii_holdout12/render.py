"""Record builder: text and spans grow together, so offsets are right by construction.

A template is a plain string with ``{slot}`` holes; each slot is either plain text (``str``)
or a ``Val`` (a labelled value). ``Case.finish`` gives entities (one per (type, value) in the
case) and prefixes referents with the case's scope, then checks the case as the data test
does, so a draw that would break a rule is redrawn by the caller.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Val:
    type: str
    value: str
    ref: str
    shape: str | None = None
    region: str | None = None


SLOT = re.compile(r"\{(\w+)\}")


class Rec:
    def __init__(self, genre: str) -> None:
        self.genre = genre
        self.text = ""
        self.spans: list[dict] = []

    def t(self, s: str) -> Rec:
        self.text += s
        return self

    def v(self, val: Val) -> Rec:
        start = len(self.text)
        self.text += val.value
        span = {"type": val.type, "value": val.value, "start": start, "end": len(self.text)}
        span["ref"] = val.ref
        if val.shape:
            span["shape"] = val.shape
        if val.region:
            span["region"] = val.region
        self.spans.append(span)
        return self

    def f(self, template: str, **slots: str | Val) -> Rec:
        """Append ``template`` with its ``{slot}`` holes filled (labelled where a Val)."""
        pos = 0
        for m in SLOT.finditer(template):
            self.t(template[pos : m.start()])
            x = slots[m.group(1)]
            if isinstance(x, Val):
                self.v(x)
            else:
                self.t(str(x))
            pos = m.end()
        self.t(template[pos:])
        return self


UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


class CaseError(Exception):
    pass


def finish(scope: str, recs: list[Rec], lang: str, locale: str) -> list[dict]:
    """Number the records ``scope:k``, give entities, check the case."""
    table: dict[tuple[str, str], str] = {}
    out = []
    for k, r in enumerate(recs, 1):
        spans = []
        for s in r.spans:
            key = (s["type"], s["value"])
            ent = table.setdefault(key, f"{scope}/e{len(table) + 1}")
            row = {
                "type": s["type"],
                "value": s["value"],
                "start": s["start"],
                "end": s["end"],
                "entity": ent,
                "referent": f"{scope}/{s['ref']}",
            }
            for extra in ("shape", "region"):
                if extra in s:
                    row[extra] = s[extra]
            spans.append(row)
        out.append(
            {
                "id": f"{scope}:{k}",
                "text": r.text,
                "scope": scope,
                "lang": lang,
                "locale": locale,
                "genre": r.genre,
                "spans": spans,
            }
        )
    check_case(out)
    return out


def check_case(records: list[dict]) -> None:
    """The data test's rules for one case: offsets, no overlap, no labelled value unlabelled."""
    values = {s["value"] for r in records for s in r["spans"]}
    for r in records:
        spans = sorted(r["spans"], key=lambda s: s["start"])
        for s in spans:
            if r["text"][s["start"] : s["end"]] != s["value"]:
                raise CaseError(("offset", r["id"], s["value"]))
        for a, b in zip(spans, spans[1:], strict=False):
            if a["end"] > b["start"]:
                raise CaseError(("overlap", r["id"], a["value"], b["value"]))
        for v in sorted(values):
            pat = re.escape(v) if UNSPACED.search(v) else rf"(?<!\w){re.escape(v)}(?!\w)"
            flags = re.IGNORECASE if len(v) >= 3 else 0
            for m in re.finditer(pat, r["text"], flags):
                if not any(s["start"] <= m.start() and m.end() <= s["end"] for s in spans):
                    raise CaseError(("unlabelled", r["id"], v))
