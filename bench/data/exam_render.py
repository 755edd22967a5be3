"""The held-out PII exams' text assembly: texts built from templates with exact span offsets,
and the per-scope entity table (``Scope``).

Exams 2, 3 and 4 share it (exam 3 and 4 had copied it so that one exam could not change when
another was rewritten). Each exam's integrity test runs its generator with ``--check``, so an
edit here that would change any exam's files fails that exam's test instead. A phone span may
carry the region (``Sp.region``) its number was validated for; spans without one are written
as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SLOT = re.compile(r"<<(\w+)>>")
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


@dataclass(frozen=True)
class Sp:
    type: str
    value: str
    ref: str
    shape: str | None = None
    region: str | None = None


def render(template: str, slots: dict, lower: bool = False) -> tuple[str, list[dict]]:
    text, spans = "", []
    for i, part in enumerate(SLOT.split(template)):
        if i % 2 == 0:
            text += part.lower() if lower else part
            continue
        for piece in slots[part]:
            if isinstance(piece, str):
                text += piece.lower() if lower else piece
                continue
            # voice transcripts write names in lower case; ids, codes and numbers stay as typed
            value = piece.value.lower() if lower and piece.type == "PERSON" else piece.value
            shape = piece.shape
            if lower and piece.type == "PERSON" and value != piece.value:
                shape = "lower_case"
            spans.append(
                {
                    "type": piece.type,
                    "value": value,
                    "start": len(text),
                    "end": len(text) + len(value),
                    "ref": piece.ref,
                    "shape": shape,
                    "region": piece.region,
                }
            )
            text += value
    return text, spans


class Scope:
    """One case: entities are equal exactly when type and written value are equal."""

    def __init__(self, scope: str):
        self.scope = scope
        self.entities: dict[tuple[str, str], str] = {}
        self.counts: dict[str, int] = {}

    def finish(self, text: str, spans: list[dict]) -> list[dict]:
        out = []
        for s in spans:
            assert text[s["start"] : s["end"]] == s["value"], s
            key = (s["type"], s["value"])
            if key not in self.entities:
                n = self.counts[s["type"]] = self.counts.get(s["type"], 0) + 1
                self.entities[key] = f"{self.scope}/{s['type'].lower()}-{n}"
            span = {
                "type": s["type"],
                "value": s["value"],
                "start": s["start"],
                "end": s["end"],
                "entity": self.entities[key],
                "referent": f"{self.scope}/{s['ref']}",
            }
            if s["shape"]:
                span["shape"] = s["shape"]
            if s.get("region"):
                span["region"] = s["region"]
            out.append(span)
        spans_sorted = sorted(out, key=lambda s: s["start"])
        for a, b in zip(spans_sorted, spans_sorted[1:], strict=False):
            assert a["end"] <= b["start"], (a, b)
        return out


def leaks_outside_spans(text: str, spans: list[dict], *, short_values: bool = True) -> list[str]:
    """Labelled values that also occur in the text outside every span: values of 3+ characters
    case-insensitively as whole words, shorter ones ("Li", "Ed", "bo") case-sensitively, and
    values in CJK script anywhere (those scripts do not separate words). ``short_values=False``
    is exam 2's older check: values of 3+ characters only, always as whole words."""
    if not short_values:
        return _long_leaks(text, spans)
    bad = []
    folded = text.lower()
    for value in dict.fromkeys(s["value"] for s in spans if s["value"]):
        long = len(value) >= 3
        if (value.lower() not in folded) if long else (value not in text):
            continue  # the cheap test first: most values of a case are not in a given text
        pat = re.escape(value)
        if not CJK.search(value):
            pat = r"(?<!\w)" + pat + r"(?!\w)"
        for m in re.finditer(pat, text, flags=re.IGNORECASE if long else 0):
            if not any(t["start"] <= m.start() and m.end() <= t["end"] for t in spans):
                bad.append(value)
    return bad


def _long_leaks(text: str, spans: list[dict]) -> list[str]:
    bad = []
    for s in spans:
        if len(s["value"]) < 3:
            continue
        pat = r"(?<!\w)" + re.escape(s["value"]) + r"(?!\w)"
        for m in re.finditer(pat, text, flags=re.IGNORECASE):
            if not any(t["start"] <= m.start() and m.end() <= t["end"] for t in spans):
                bad.append(s["value"])
    return bad
