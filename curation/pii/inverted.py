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
# Where a field's value opens and closes: after a label's colon, a key's "=", a quote, a
# bracket or a table's "|", at a line's start; before a quote, a bracket, an e-mail's "<", a line's end. A
# "Surname, Given" filling a value from end to end is a name in that layout, whatever its words.
_VALUE_OPENS = re.compile(r"(?:^|[:=\"'(\[|][ \t]*)$", re.MULTILINE)
_VALUE_CLOSES = re.compile(r"[ \t]*(?:$|[\"')\]<;|])", re.MULTILINE)


def _value_opens(text: str, start: int) -> bool:
    """Whether a value opens at ``start`` (``_VALUE_OPENS``), read from its line's start only."""
    return _VALUE_OPENS.search(text, text.rfind("\n", 0, start) + 1, start) is not None


# The given name after "<Surname>, " closing a value ("Yıldız, Emre\"", "Levin, Mendel <")
_AFTER_COMMA = re.compile(r",[ \t]+(?P<w>\p{Lu}[\p{L}\p{M}'’-]*\p{L})")


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
        # the layout vouches for a surname that is a word only beside a given name that is none
        whole = (
            not common(first.group())
            and _value_opens(text, m.start())
            and _VALUE_CLOSES.match(text, d.end)
        )
        if is_place(word) or (common(word) and not is_gazetteer_name(word) and not whole):
            continue
        span = m.span("w")
        if not any(s < span[1] and span[0] < e for s, e in taken):
            found.append(make(*span, is_gazetteer_name(word)))
            taken.append(span)
    return found


def inverted_given_names(text: str, detections: list, make) -> list:
    """New PERSON detections for the given name after a one-word person detection that opens
    a value and is followed by ", <Given>" closing it ("Levin, Mendel <mendel@...>",
    "\"Yıldız, Emre\","): the detector read the surname as a name and missed the given name
    after it. The given name must be a gazetteer first name."""
    taken = [(d.start, d.end) for d in detections]
    found = []
    for d in detections:
        if d.entity_type != "PERSON" or " " in text[d.start : d.end].strip():
            continue
        m = _AFTER_COMMA.match(text, d.end)
        if m is None or not is_first_name(m.group("w")):
            continue
        if not (_value_opens(text, d.start) and _VALUE_CLOSES.match(text, m.end())):
            continue
        span = m.span("w")
        if not any(s < span[1] and span[0] < e for s, e in taken):
            found.append(make(*span, True))
            taken.append(span)
    return found
