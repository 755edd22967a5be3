"""Patronymic chains: "<given> bin/binti <father> [family]" and Arabic "<given> بن/بنت <father>".

Plain Python over a text and its detections. Malay and Arabic names link the given name to the
father's by a connector (Malay "bin", "binti"; Arabic "بن", "بنت", "ابن"): the chain is one
person. The detectors often find one side only ("Siti Aminah" and "Ismail" apart, or "فهد
الدوسري" without the "سلمان بن" in front, so the given name leaks). A PERSON detection with a
connector right before or after it takes in the name word(s) across it: before, one Arabic word
or up to two capitalised Latin words (the given name); after, the father's name and an Arabic
family name ("ال..."), or up to two capitalised Latin words. Stop words of English, Malay /
Indonesian and Arabic (spaCy's lists) and common English words never join. The connector itself
stays as written in the surrogate (``names`` reads it as a particle).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import regex as re

from curation.pii import lexicon as lx

CONNECTORS = frozenset({"bin", "binti", "binte", "ibn", "بن", "بنت", "ابن"})
_CONN = r"(?:bin|binti|binte|ibn|بن|بنت|ابن)"
_AR = r"\p{Arabic}{2,}"
_LA = r"\p{Lu}\p{Ll}+"
_BEFORE = re.compile(rf"(?<![\p{{L}}\p{{M}}])(?P<g>{_AR}|{_LA}(?: {_LA})?) (?P<c>{_CONN}) $")
_AFTER = re.compile(
    rf"^ (?P<c>{_CONN}) (?P<n>{_AR}(?: ال\p{{Arabic}}+)?|{_LA}(?: {_LA})?)(?![\p{{L}}\p{{M}}])"
)


@cache
def _stop_words() -> frozenset[str]:
    from spacy.lang.ar.stop_words import STOP_WORDS as AR
    from spacy.lang.id.stop_words import STOP_WORDS as ID

    return frozenset(w.casefold() for w in AR | ID) | lx.name_stop_words()


def _names(words: str, common: Callable[[str], bool]) -> bool:
    for w in words.split():
        if w.casefold() in _stop_words() or w.casefold() in lx.FIELD_WORDS or common(w):
            return False
    return True


def _script_agrees(connector: str, words: str) -> bool:
    return bool(re.match(r"\p{Arabic}", connector)) == bool(re.match(r"\p{Arabic}", words))


def with_chains(text: str, detections: list, common: Callable[[str], bool], make) -> list:
    """``detections`` with each PERSON detection grown across a patronymic connector (built by
    ``make(start, end)``); detections swallowed by a grown one are dropped."""
    if not any(c in text for c in ("bin", "ibn", "بن", "بنت")):
        return detections
    # a place word after the connector ("binti Kamaruddin" read as a town) joins the person
    others = [(o.start, o.end) for o in detections if o.entity_type not in ("PERSON", "LOCATION")]
    out = []
    for d in detections:
        if d.entity_type != "PERSON":
            out.append(d)
            continue
        start, end = d.start, d.end
        lead = re.match(rf"{_CONN} ", text[start:end])
        base = max(0, start - 40)
        m = _BEFORE.search(text[base : start + (lead.end() if lead else 0)])
        if m and _script_agrees(m.group("c"), m.group("g")) and _names(m.group("g"), common):
            start = base + m.start("g")
        m = _AFTER.match(text[end : end + 60])
        if m and _script_agrees(m.group("c"), m.group("n")) and _names(m.group("n"), common):
            end += m.end()
        if any(s < end and start < e for s, e in others):
            start, end = d.start, d.end  # an address or a number it would reach keeps its place
        out.append(make(start, end) if (start, end) != (d.start, d.end) else d)
    return _merged(out)


def _merged(detections: list) -> list:
    """Overlapping PERSON detections joined into one, a place inside a grown person dropped
    (no other type overlaps a grown one)."""
    result: list = []
    for d in sorted(detections, key=lambda d: (d.start, -d.end)):
        last = result[-1] if result else None
        if last is not None and d.start < last.end:
            if d.end > last.end:
                result[-1] = type(last)(last.start, d.end, "PERSON", max(last.score, d.score))
            continue
        result.append(d)
    return result
