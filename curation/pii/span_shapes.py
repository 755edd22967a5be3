"""Span shapes that are no personal data whatever the register: plain Python over text spans.

The precision pass (``precision.precision_pass``) asks these before it weighs the register:

- ``person_pieces``: a person span the NER or an introduction cue stretched over a sentence
  end or a function word ("July. Halvard Quist", "100 W. The Canon"): what is left once it
  is cut at the sentence end and the function words at its end go, less the pieces that are
  one Latin letter or a calendar name;
- ``is_quantity``: an address that is a number and a unit of measure ("100 Gbps ports",
  "40 MHz channels"): the address rules read the unit as a street name and the plural noun as
  a street type;
- ``is_identifier``: a place or person span shaped like code, a file name or a dotted key
  ("gradle.properties", "user_name", "config/Atlas").
"""

from __future__ import annotations

from functools import cache

import regex as re

from curation.pii import lexicon as lx
from curation.pii.people_words import is_first_name

_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’]*")
# A sentence end inside a span: a word of three letters or more, a full stop, a space, a capital.
_SENTENCE_END = re.compile(r"(?<=\p{L}{3,})[.!?]+[ \t]+(?=\p{Lu})")
_LATIN = re.compile(r"\p{Latin}")
_TITLES = frozenset(h.replace("\\", "").rstrip(".") for h in lx.HONORIFICS)
# A unit of measure: an SI or binary prefix and a unit symbol (bits, bytes and their rates,
# hertz, watts, volts, amperes, metres, grams) of two letters or more, so that a house number
# with a letter ("221B", "12 A") stays an address.
_UNIT = re.compile(
    r"(?:[kKMGTPE]i?)(?:b|B|bit|byte)(?:ps|/s)?|(?:b|B)ps|bits?|bytes?|(?:[kMGT])?Hz"
    r"|(?:[mkMG])Wh?|Wh|(?:[mk])V|mAh|Ah|(?:[mck])m|(?:[mk])g|dB|rpm|fps|ppi|dpi"
)
_QUANTITY = re.compile(r"^\d[\d.,]*[ \t]+(\S+)")
# Code, a file name, a path or a dotted key: a dot between letters with a lower-case letter
# after it, an underscore, a slash, a backslash, braces, an equals sign or a backtick.
_CODE = re.compile(r"\p{L}\.\p{Ll}|[_/\\{}=`]")


@cache
def _calendar_words() -> frozenset[str]:
    import calendar

    names = [*calendar.month_name, *calendar.month_abbr, *calendar.day_name, *calendar.day_abbr]
    return frozenset(n.casefold() for n in names if n)


def _no_name(words: list[str]) -> bool:
    """What is left of a cut or trimmed span names nobody: one Latin letter ("W" of "100 W.")
    or a calendar name ("July" before "July. En France")."""
    if not words:
        return True
    if len(words) == 1 and len(words[0]) == 1 and _LATIN.fullmatch(words[0]) is not None:
        return True
    return len(words) == 1 and words[0].casefold() in _calendar_words()


def _edges(text: str, start: int, end: int) -> tuple[int, int]:
    """``end`` moved before trailing English function words of three letters or more that are
    no first name ("W. The", "Anna And"): a name ends in no function word."""
    found = list(_WORD.finditer(text, start, end))
    while (
        len(found) > 1
        and len(found[-1].group()) >= 3
        and found[-1].group().casefold() in lx.stop_words()
        and not is_first_name(found[-1].group())
    ):
        found.pop()
    if not found:
        return start, start
    return found[0].start(), found[-1].end()


def person_pieces(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The parts of a person span at [start, end) that may still name a person: cut at a
    sentence end (not after a title: "Dr. Smith"), the function words at the edges dropped,
    and parts that name nobody (``_no_name``) left out. The span itself when nothing changes."""
    cuts = [start]
    for m in _SENTENCE_END.finditer(text, start, end):
        before = _WORD.findall(text, start, m.start())
        if before and before[-1].casefold() not in _TITLES:
            cuts += [m.start(), m.end()]
    cuts.append(end)
    pieces = [_edges(text, s, e) for s, e in zip(cuts[::2], cuts[1::2], strict=True)]
    if pieces == [(start, end)]:
        return pieces  # "Sierra", "张", "May": a span left whole is for the other rules
    return [(s, e) for s, e in pieces if e > s and not _no_name(_WORD.findall(text, s, e))]


def is_quantity(value: str) -> bool:
    """An address span that opens with a number and a unit of measure ("100 Gbps ports")."""
    m = _QUANTITY.match(value)
    return m is not None and _UNIT.fullmatch(m.group(1)) is not None


def is_identifier(value: str) -> bool:
    """A span shaped like code, a file name, a path or a dotted key ("gradle.properties")."""
    return _CODE.search(value) is not None
