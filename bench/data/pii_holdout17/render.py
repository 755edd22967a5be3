"""The record builder: a template with ``{slot}`` holes (and ``<<frame>>`` holes for a
locale's own sentences) filled with plain text or labelled spans; entities per case."""

from __future__ import annotations

import re
from dataclasses import dataclass

SLOT = re.compile(r"\{(\w+)\}")
FRAME = re.compile(r"<<(\w+)>>")


@dataclass(frozen=True)
class Span:
    type: str
    value: str
    referent: str
    shape: str | None = None
    region: str | None = None


def expand(template: str, frames: dict[str, str]) -> str:
    return FRAME.sub(lambda m: frames[m[1]], template)


def build(template: str, slots: dict) -> tuple[str, list[dict]]:
    """Text and spans (offsets, type, value, referent, shape, region) of ``template``."""
    text: list[str] = []
    spans: list[dict] = []
    pos = 0

    def put(part) -> None:
        nonlocal pos
        if isinstance(part, str):
            text.append(part)
            pos += len(part)
        elif isinstance(part, Span):
            span = {"type": part.type, "value": part.value, "start": pos}
            span["end"] = pos + len(part.value)
            span["referent"] = part.referent
            if part.shape:
                span["shape"] = part.shape
            if part.region:
                span["region"] = part.region
            spans.append(span)
            text.append(part.value)
            pos += len(part.value)
        else:
            for p in part:
                put(p)

    for i, piece in enumerate(SLOT.split(template)):
        put(slots[piece] if i % 2 else piece)
    return "".join(text), spans


def finish(records: list[dict], scope: str) -> list[dict]:
    """Entities (one per type and value in the case) and scoped referents, in order."""
    table: dict[tuple[str, str], str] = {}
    out = []
    for r in records:
        spans = []
        for s in r["spans"]:
            key = (s["type"], s["value"])
            entity = table.setdefault(key, f"{scope}/e{len(table) + 1:02d}")
            spans.append(
                {
                    "type": s["type"],
                    "value": s["value"],
                    "start": s["start"],
                    "end": s["end"],
                    "entity": entity,
                    "referent": f"{scope}/{s['referent']}",
                    **{k: s[k] for k in ("shape", "region") if k in s},
                }
            )
        out.append({**r, "spans": spans})
    return out
