"""Cases, records built piece by piece with their spans, entities per case, person name forms,
and the leak check (no labelled value unlabelled in its case)."""

from __future__ import annotations

import re
import urllib.parse

from .values import fold

HOLE = re.compile(r"\{(\w+)\}")


class Case:
    """One scope: its entity table (one entity per (type, value)) and its records."""

    def __init__(self, scope: str) -> None:
        self.scope = scope
        self.table: dict[tuple[str, str], str] = {}

    def entity(self, type_: str, value: str) -> str:
        key = (type_, value)
        if key not in self.table:
            self.table[key] = f"{self.scope}/e{len(self.table):02d}"
        return self.table[key]


class Doc:
    """One record's text, written left to right; ``v`` appends a labelled value."""

    def __init__(self, case: Case) -> None:
        self.case = case
        self.parts: list[str] = []
        self.spans: list[dict] = []
        self.size = 0

    def t(self, text: str) -> Doc:
        self.parts.append(text)
        self.size += len(text)
        return self

    def v(self, type_: str, value: str, ref: str, shape=None, region=None) -> Doc:
        assert value and value == value.strip(), (type_, value)
        span = {
            "type": type_,
            "value": value,
            "start": self.size,
            "end": self.size + len(value),
            "entity": self.case.entity(type_, value),
            "referent": f"{self.case.scope}/{ref}",
        }
        if shape:
            span["shape"] = shape
        if region:
            span["region"] = region
        self.spans.append(span)
        return self.t(value)

    def frame(self, frame: str, holes: dict[str, list]) -> Doc:
        """A hand-typed sentence whose ``{hole}`` marks are filled from ``holes``: each a list
        of plain strings and span tuples (type, value, ref, shape, region)."""
        pos = 0
        for m in HOLE.finditer(frame):
            self.t(frame[pos : m.start()])
            for piece in holes[m.group(1)]:
                if isinstance(piece, str):
                    self.t(piece)
                else:
                    self.v(*piece)
            pos = m.end()
        return self.t(frame[pos:])

    def record(self, rid: str, **fields) -> dict:
        return {
            "id": rid,
            "text": "".join(self.parts),
            "scope": self.case.scope,
            **fields,
            "spans": self.spans,
        }


def leaks(records: list[dict]) -> list[tuple[str, str]]:
    """(record id, value) for each labelled value of the case that also stands unlabelled in
    one of its texts (whole word; case-blind from three characters on)."""
    out = []
    values = sorted({s["value"] for r in records for s in r["spans"]})
    for r in records:
        for v in values:
            pat = rf"(?<!\w){re.escape(v)}(?!\w)"
            flags = re.IGNORECASE if len(v) >= 3 else 0
            for m in re.finditer(pat, r["text"], flags):
                if not any(s["start"] <= m.start() and m.end() <= s["end"] for s in r["spans"]):
                    out.append((r["id"], v))
    return out


# --- name forms of a person: {"given", "surname", "given_r", "surname_r", "woman"} ---------


def full(p: dict) -> str:
    return f"{p['given']} {p['surname']}"


def full_r(p: dict) -> str:
    return f"{p['given_r']} {p['surname_r']}"


def title(p: dict) -> str:
    return "Ms" if p["woman"] else "Mr"


def last_first(p: dict) -> str:
    return f"{p['surname_r']}, {p['given_r']}"


def initial(p: dict) -> str:
    return f"{p['given_r'][0]}. {p['surname_r']}"


def initials(p: dict) -> str:
    return f"{p['given_r'][0]}.{p['surname_r'][0]}."


def caps_first(p: dict) -> str:
    return f"{p['surname_r'].upper()} {p['given_r']}"


def mrz(p: dict) -> str:
    """The name field of a passport's machine-readable zone: SURNAME<<GIVEN, folded to A-Z."""

    def part(s: str) -> str:
        return "<".join(fold(w).upper() for w in s.replace("-", " ").split())

    return f"{part(p['surname_r'])}<<{part(p['given_r'])}"


def slug(p: dict) -> str:
    words = f"{p['given_r']} {p['surname_r']}".replace("-", " ").split()
    return "-".join(fold(w).lower() for w in words)


def camel(p: dict) -> str:
    words = f"{p['given_r']} {p['surname_r']}".replace("-", " ").split()
    return "".join(fold(w)[:1].upper() + fold(w)[1:] for w in words)


def url_encoded(p: dict) -> str:
    return urllib.parse.quote_plus(full(p))


def file_part(p: dict) -> str:
    return f"{p['given_r']}_{p['surname_r']}".replace(" ", "_")


def column(p: dict, width: int = 11) -> tuple[str, str]:
    """The folded capitalised name in a fixed-width column: (value, shape)."""
    name = " ".join(fold(w).upper() for w in full_r(p).replace("-", " ").split())
    if len(name) <= width:
        return name, "upper"
    return name[:width].rstrip(), "truncated"
