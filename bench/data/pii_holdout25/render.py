"""Records with spans: parts are strings or ``S`` spans; entities are numbered per case; the
leak check is the data test's, run before a case is kept."""

from __future__ import annotations

import re
from dataclasses import dataclass

UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
HOLE = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True)
class S:
    type: str
    value: str
    referent: str
    shape: str | None = None
    region: str | None = None


def fill(frame: str, holes: dict[str, list]) -> list:
    """The frame's text with each ``{hole}`` replaced by its parts."""
    out: list = []
    pos = 0
    for m in HOLE.finditer(frame):
        out.append(frame[pos : m.start()])
        out.extend(holes[m.group(1)])
        pos = m.end()
    out.append(frame[pos:])
    return [p for p in out if p != ""]


def build(parts: list) -> tuple[str, list[dict]]:
    text, spans = "", []
    for p in parts:
        if isinstance(p, str):
            text += p
            continue
        span = {
            "type": p.type,
            "value": p.value,
            "start": len(text),
            "end": len(text) + len(p.value),
        }
        span["referent"] = p.referent
        if p.shape:
            span["shape"] = p.shape
        if p.region:
            span["region"] = p.region
        text += p.value
        spans.append(span)
    return text, spans


def make_case(scope: str, base: dict, bodies: list[list]) -> list[dict]:
    """Records ``<scope>:<k>`` with referents under the scope and one entity per (type, value)."""
    table: dict[tuple[str, str], str] = {}
    records = []
    for k, parts in enumerate(bodies):
        text, spans = build(parts)
        out = []
        for s in spans:
            key = (s["type"], s["value"])
            if key not in table:
                table[key] = f"{scope}/e{len(table):02d}"
            row = {
                "type": s["type"],
                "value": s["value"],
                "start": s["start"],
                "end": s["end"],
                "entity": table[key],
                "referent": f"{scope}/{s['referent']}",
            }
            for extra in ("shape", "region"):
                if extra in s:
                    row[extra] = s[extra]
            out.append(row)
        records.append({"id": f"{scope}:{k}", "text": text, "scope": scope, **base, "spans": out})
    return records


def leaks(records: list[dict]) -> list[str]:
    """Labelled values of the case standing unlabelled in one of its texts (the data test's
    rule: whole word, anywhere in unspaced scripts, case-blind from three characters)."""
    values = {s["value"] for r in records for s in r["spans"]}
    found = []
    for r in records:
        for v in sorted(values):
            pat = re.escape(v) if UNSPACED.search(v) else rf"(?<!\w){re.escape(v)}(?!\w)"
            flags = re.IGNORECASE if len(v) >= 3 else 0
            for m in re.finditer(pat, r["text"], flags):
                if not any(s["start"] <= m.start() and m.end() <= s["end"] for s in r["spans"]):
                    found.append(v)
    return found
