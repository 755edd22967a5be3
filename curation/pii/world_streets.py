"""Addresses in scripts without letter case and in the vCard / iCalendar formats.

- ``world_types(kind)``: street-type words of the scripts and languages Faker's providers
  lack (``data/street_types_world.txt``: Hebrew רחוב, Persian خیابان, Georgian ქ., Hindi मार्ग,
  Azerbaijani küçəsi, Icelandic -stígur ...), by where they stand (``pre``, ``post``, ``suffix``).
- ``CASELESS_STRONG``: address shapes of scripts without capitals, where the capitalised-name
  shapes of ``addresses`` cannot hold: "38, लाजपत नगर" (a house number and a comma before the
  locality's name and type, as Indian addresses write them) and "خیابان شریعتی، پلاک 19" (a
  Persian street and its plate number).
- ``vcard_fields``: the parts of a vCard ``ADR`` value (RFC 6350 6.3.1: PO box; extended
  address; street; locality; region; postal code; country) that identify a home (PO box,
  extended address and street as ``ADDRESS``, the postal code slot as ``POSTAL_CODE``,
  whatever the country's shape), and a ``LABEL`` value (the formatted delivery address).
  The format says which component is which, for any country and script.
- ``unescape_same_length``: iCalendar and vCard text escapes commas and semicolons (RFC 5545
  3.3.11: "62\\, 1233386 ..."); a space in place of each backslash keeps every offset and lets
  the address shapes see the separators.
"""

from __future__ import annotations

from functools import cache

import regex as re

from curation.pii.lexicon import DATA_DIR

# Letters of the scripts written without letter case (and Georgian, whose Mkhedruli letters
# are lower case only): a name there starts with any letter, not a capital.
_CASELESS_LETTER = (
    r"[\p{Georgian}\p{Hebrew}\p{Arabic}\p{Devanagari}\p{Bengali}\p{Gurmukhi}\p{Gujarati}"
    r"\p{Tamil}\p{Telugu}\p{Kannada}\p{Malayalam}\p{Sinhala}\p{Thai}\p{Lao}\p{Khmer}"
    r"\p{Myanmar}\p{Ethiopic}\p{Armenian}]"
)
CASELESS_WORD = rf"(?:(?=\p{{L}}){_CASELESS_LETTER}[\p{{L}}\p{{M}}\u200c\u200d'’]*)"
# A city (one to three words) of those scripts: continues an address after a comma.
CASELESS_CITY = rf"{CASELESS_WORD}(?:[ \t]+{CASELESS_WORD}){{0,2}}"
# The words for a house's number plate ("پلاک 19").
_PLATE = r"(?:پلاک|پ\.)"


@cache
def world_types(kind: str) -> tuple[str, ...]:
    """Street types of ``kind`` ("pre", "post", "suffix") from ``street_types_world.txt``."""
    lines = (DATA_DIR / "street_types_world.txt").read_text(encoding="utf-8").splitlines()
    rows = (line.split("\t") for line in lines if line.strip() and not line.startswith("#"))
    return tuple(row[1] for row in rows if row[0] == kind)


def escaped(kind: str) -> list[str]:
    """``world_types(kind)`` as regex pieces (their dots and apostrophes literal)."""
    return [re.escape(w) for w in world_types(kind)]


def _alternation(words: list[str]) -> str:
    return "|".join(sorted(set(words), key=len, reverse=True))


def caseless_strong() -> list[str]:
    """Strong address anchors of caseless scripts (see the module docstring)."""
    post = _alternation(
        [w for w in escaped("post") if re.match(_CASELESS_LETTER, w.replace("\\", ""))]
    )
    pre = _alternation(escaped("pre"))
    hebrew = _alternation([w for w in escaped("pre") if re.match(r"\p{Hebrew}", w)])
    return [
        # 38, लाजपत नगर / 124, गांधी मार्ग: a house number, a comma, a name and its type
        rf"\b\d{{1,4}}[A-Za-z]?(?:/\d{{1,4}})?[ \t]*,[ \t]*(?:{CASELESS_WORD}[ \t]+){{1,3}}"
        rf"(?:{post})(?![\p{{L}}\p{{M}}])",
        # לרחוב ויצמן 33: Hebrew glues its prepositions and article to the street type
        rf"(?<![\p{{L}}])[ובלמה]{{1,2}}(?:{hebrew})[ \t]+(?:{CASELESS_WORD}[ \t]+){{0,2}}"
        rf"{CASELESS_WORD},?[ \t]+\d{{1,4}}\b",
        # خیابان شریعتی، پلاک 19: a street and its plate number
        rf"(?<![\p{{L}}])(?:{pre})[ \t]+(?:{CASELESS_WORD}[ \t]+){{0,3}}{CASELESS_WORD}"
        rf"[ \t]*[,،]?[ \t]*{_PLATE}[ \t]*\d{{1,5}}\b",
    ]


_ESCAPE = re.compile(r"\\(?=[,;،])")


def unescape_same_length(text: str) -> str:
    """``text`` with the backslash of each escaped comma or semicolon turned into a space."""
    return _ESCAPE.sub(" ", text) if "\\" in text else text


_ADR = re.compile(r"^(?:item\d+\.)?ADR(?:;[^:\n]*)?:(?P<value>[^\n]*)$", re.MULTILINE | re.I)
_LABEL = re.compile(r"^(?:item\d+\.)?LABEL(?:;[^:\n]*)?:(?P<value>[^\n]*)$", re.MULTILINE | re.I)
# Component index -> entity: PO box, extended address, street; postal code.
_ADR_SLOTS = {0: "ADDRESS", 1: "ADDRESS", 2: "ADDRESS", 5: "POSTAL_CODE"}


def vcard_fields(text: str) -> list[tuple[int, int, str]]:
    """(start, end, entity) of the identifying parts of vCard ADR and LABEL values."""
    if "ADR" not in text.upper() and "LABEL" not in text.upper():
        return []
    found: list[tuple[int, int, str]] = []
    for m in _ADR.finditer(text):
        value, offset = m.group("value"), m.start("value")
        slots = _components(value)
        if len(slots) < 6:
            continue  # not the structured seven-part value
        for index, entity in _ADR_SLOTS.items():
            if index >= len(slots):
                continue
            s, e = _strip(value, *slots[index])
            if s < e and re.search(r"[\p{L}\p{N}]", value[s:e]):
                if entity == "POSTAL_CODE" and not re.search(r"\p{N}", value[s:e]):
                    continue
                found.append((offset + s, offset + e, entity))
    for m in _LABEL.finditer(text):
        s, e = _strip(text, *m.span("value"))
        if e - s >= 6 and re.search(r"\p{N}", text[s:e]) and re.search(r"\p{L}", text[s:e]):
            found.append((s, e, "ADDRESS"))
    return found


def _components(value: str) -> list[tuple[int, int]]:
    """(start, end) of each component of a structured value, split at unescaped semicolons."""
    slots, start, i = [], 0, 0
    while i < len(value):
        if value[i] == "\\":
            i += 2
            continue
        if value[i] == ";":
            slots.append((start, i))
            start = i + 1
        i += 1
    slots.append((start, len(value)))
    return slots


def _strip(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start] in " \t,":
        start += 1
    while end > start and text[end - 1] in " \t,\r":
        end -= 1
    return start, end
