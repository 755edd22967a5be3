"""Surnames written before the first name ("Moreau, Julien", "Holder: Nakamura, Haruto").

Plain Python over a text and its detections. Records, rosters and ticket notes put the surname
first and a comma after it; the detectors then find the first name (a gazetteer word) and miss
the surname in front. A capitalised word right before ", <person>" that is no common word, no
stop word, no place and no field label is taken as that person's surname; one a surname
gazetteer holds ("Gross, Michael", "Ring, Igor": also words) carries the layout's evidence,
so that a common-word filter downstream keeps it.
"""

from __future__ import annotations

from collections.abc import Callable

import regex as re

from curation.pii import lexicon as lx
from curation.pii.people_words import is_first_name, is_gazetteer_name, is_place

_BEFORE_COMMA = re.compile(r"(?<![\p{L}\p{M}'’-])(?P<w>\p{Lu}[\p{L}\p{M}'’-]*\p{L}),[ \t]+$")


def inverted_surnames(text: str, detections: list, common: Callable[[str], bool], make) -> list:
    """New PERSON detections (built by ``make(start, end, evidence)``) for the surname in front
    of each person detection whose first word is a first name and which follows "<Surname>, ";
    ``evidence`` says the surname is a gazetteer name."""
    taken = [(d.start, d.end) for d in detections]
    found = []
    for d in detections:
        if d.entity_type != "PERSON":
            continue
        first = re.match(r"\p{L}[\p{L}\p{M}'’-]*", text[d.start : d.end])
        if first is None or not is_first_name(first.group()):
            continue
        m = _BEFORE_COMMA.search(text, max(0, d.start - 40), d.start)
        if m is None:
            continue
        word = m.group("w")
        low = word.casefold()
        # a foreign stop word that is a surname too stays ("Gross, Michael": German "groß")
        stop = low in lx.stop_words() or (
            low in lx.name_stop_words() and not is_gazetteer_name(word)
        )
        if stop or low in lx.INTERJECTIONS or low in lx.FIELD_WORDS:
            continue
        if is_place(word) or (common(word) and not is_gazetteer_name(word)):
            continue
        span = m.span("w")
        if not any(s < span[1] and span[0] < e for s, e in taken):
            found.append(make(*span, is_gazetteer_name(word)))
            taken.append(span)
    return found
