"""Passenger names in airline reservation (PNR) displays and boarding passes.

Plain Python over a text and its detections. IATA's reservation format writes a passenger as
``SURNAME/GIVEN NAMES TITLE``: capitals, a slash, the given names, an optional title (MR, MRS,
MS, MISS, MSTR, DR) and, in a PNR display, a passenger number in front ("1.1DELACRUZ/ANA MRS").
Surnames lose their spaces there ("VANDERMERWE", "DELOSREYES"), so no gazetteer holds them: the
layout is the evidence. A slash pair is a name when the passenger number stands before it, a
title after it, or a reservation cue (boarding pass, seat, gate, record locator) on its line;
code and prose pairs ("TCP/IP", "AND/OR", "INPUT/OUTPUT", "N/A", "km/h", paths) have none of
these and stay. The pair becomes one PERSON detection; its surrogate keeps the capitals and
the slash (``names`` reads the word before the slash as the surname), and the title stays.
"""

from __future__ import annotations

from collections.abc import Callable

import regex as re

from curation.pii import lexicon as lx

_TITLES = frozenset({"MR", "MRS", "MS", "MISS", "MSTR", "DR"})
_WORD = r"\p{Lu}[\p{Lu}'’-]*\p{Lu}"
# surname (a word or two), slash, given names (words one space apart), then the title if any
_PAIR = re.compile(
    rf"(?<![\p{{L}}\p{{N}}/.])(?P<num>\d{{1,2}}\.\d{{1,2}})?"
    rf"(?P<sur>{_WORD}(?: {_WORD})?)/(?P<given>{_WORD}(?: {_WORD})*)(?![\p{{L}}\p{{N}}/])"
)
# reservation cues on the pair's line: the pass itself, its fields, the booking's code
_CUES = re.compile(
    r"(?<!\p{L})(?:boarding(?:[ -]pass)?|seat|gate|rloc|record locator|pnr|passenger|pax|"
    r"flight|booking ref(?:erence)?)(?!\p{L})",
    re.IGNORECASE,
)


def _line(text: str, start: int, end: int) -> str:
    head = text.rfind("\n", 0, start) + 1
    tail = text.find("\n", end)
    return text[head : tail if tail >= 0 else len(text)]


def _words(text: str, start: int, end: int) -> list[tuple[int, int]]:
    return [(start + m.start(), start + m.end()) for m in re.finditer(r"\S+", text[start:end])]


def _plain(word: str, common: Callable[[str], bool]) -> bool:
    """A word that says the pair is prose or code, not a name: a stop word or a common word."""
    low = word.casefold()
    return low in lx.stop_words() or low in lx.FIELD_WORDS or common(word)


def pnr_pairs(text: str, common: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The span of each passenger name element in ``text``, from the surname to the last
    given name (the passenger number and the title left out)."""
    if "/" not in text:
        return []
    spans: list[tuple[int, int]] = []
    for m in _PAIR.finditer(text):
        given = _words(text, *m.span("given"))
        titled = False
        if len(given) > 1 and text[slice(*given[-1])] in _TITLES:
            given, titled = given[:-1], True
        after = re.match(r" (\p{Lu}+)(?!\p{L})", text[m.end() : m.end() + 6])
        titled = titled or (after is not None and after.group(1) in _TITLES)
        sur = m.group("sur")
        if not (m.group("num") or titled):
            # no passenger number, no title: a cue on the line, and halves that are no words
            if not _CUES.search(_line(text, m.start(), m.end())):
                continue
            words = sur.split() + [text[s:e] for s, e in given]
            if all(len(w) <= 3 for w in words):  # airport and carrier codes: "LHR/JFK"
                continue
            if any(_CUES.fullmatch(w) for w in words):  # the format's own terms: "PNR/RLOC"
                continue
            if any(_plain(w, common) for w in words[:1]) or all(_plain(w, common) for w in words):
                continue
        if sur in _TITLES or any(text[s:e] in _TITLES for s, e in given):
            continue
        spans.append((m.start("sur"), given[-1][1]))
    return spans


def with_pnr_names(text: str, detections: list, common: Callable[[str], bool], make) -> list:
    """``detections`` with each passenger name element ("SURNAME/GIVEN") as a PERSON
    detection (built by ``make(start, end)``); detections overlapping it give way to it."""
    pairs = pnr_pairs(text, common)
    if not pairs:
        return detections
    spans = []
    for a, e in pairs:
        # another type reaching past the element and its title (a field, an address) stays
        if not any(
            d.start < e and a < d.end and (d.start < a - 5 or d.end > e + 5)
            for d in detections
            if d.entity_type != "PERSON"
        ):
            spans.append((a, e))
    kept = [d for d in detections if not any(d.start < e and s < d.end for s, e in spans)]
    return sorted(kept + [make(s, e) for s, e in spans], key=lambda d: d.start)
