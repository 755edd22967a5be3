"""Texts with spans: frames with ``<<hole>>`` marks, entities per case, the leak check."""

from __future__ import annotations

import re
from dataclasses import dataclass

HOLE = re.compile(r"<<(\w+)>>")


@dataclass(frozen=True)
class S:
    """A labelled value to put in a hole: type, value, referent (without scope), shape, region."""

    type: str
    value: str
    ref: str
    shape: str | None = None
    region: str | None = None


def fill(template: str, holes: dict) -> tuple[str, list[dict]]:
    """The template with its holes filled: plain strings as text, ``S`` values as spans."""
    out, spans, pos, at = [], [], 0, 0
    for m in HOLE.finditer(template):
        out.append(template[at : m.start()])
        pos += m.start() - at
        hole = holes[m.group(1)]
        value = hole.value if isinstance(hole, S) else hole
        if isinstance(hole, S):
            span = {"type": hole.type, "value": value, "start": pos, "end": pos + len(value)}
            span["referent"] = hole.ref
            if hole.shape:
                span["shape"] = hole.shape
            if hole.region:
                span["region"] = hole.region
            spans.append(span)
        out.append(value)
        pos += len(value)
        at = m.end()
    out.append(template[at:])
    return "".join(out), spans


def expand(template: str, parts: dict[str, str]) -> str:
    """Frames inside frames: ``<<name>>`` replaced by ``parts[name]`` where given."""
    return HOLE.sub(lambda m: parts.get(m.group(1), m.group(0)), template)


def finish_case(scope: str, records: list[dict]) -> list[dict]:
    """Scoped referents and one entity per (type, value) in the case, in order of appearance."""
    table: dict[tuple[str, str], str] = {}
    for r in records:
        r["scope"] = scope
        for s in r["spans"]:
            key = (s["type"], s["value"])
            table.setdefault(key, f"{scope}/e{len(table):02d}")
            s["entity"] = table[key]
            s["referent"] = f"{scope}/{s['referent']}"
        r["spans"] = [
            {
                k: s[k]
                for k in ("type", "value", "start", "end", "entity", "referent", "shape", "region")
                if k in s
            }
            for s in r["spans"]
        ]
    return records


def leaks(records: list[dict]) -> list[tuple[str, str]]:
    """Labelled values of the case that stand unlabelled somewhere in its texts."""
    values = {s["value"] for r in records for s in r["spans"]}
    found = []
    for r in records:
        for v in sorted(values):
            pat = rf"(?<!\w){re.escape(v)}(?!\w)"
            flags = re.IGNORECASE if len(v) >= 3 else 0
            for m in re.finditer(pat, r["text"], flags):
                if not any(s["start"] <= m.start() and m.end() <= s["end"] for s in r["spans"]):
                    found.append((r["id"], v))
    return found


def overlaps(record: dict) -> bool:
    spans = sorted(record["spans"], key=lambda s: s["start"])
    return any(a["end"] > b["start"] for a, b in zip(spans, spans[1:], strict=False))
