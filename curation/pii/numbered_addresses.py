"""Addresses written as a comma list between a house number and a postcode, in any script.

Much of the world writes an address on one line as a house number, then the places that hold it
from small to large, then the postcode: "294, Madhapur, Guntur - 522970", "౨౯౪, మాధాపూర్,
గుంటూరు - 522970", "17, Jalan Melati, Bandung 40115", "12/3, ул. Ленина, Бишкек 720001". The
street-type anchors of ``addresses`` need a street word of a known language; this shape needs
none, so it reads the words of any script: its two ends are the evidence.

A block is found when, on one line,

- it opens with a house number (digits of any script, "12", "12A", "12/3", "౨౯౪") followed by a
  comma, where a value starts: a line start, a label's colon, an opening bracket or quote, a
  cell's delimiter, or a sentence's end ("Version 2, Build 7", "In 2019, the team" are no
  blocks);
- one to four comma-separated parts follow, each one to five words with a letter and no colon
  or "@" (a street, a district, a town);
- it closes with a postcode of some country's shape (``field_values.is_world_postcode``), four
  digits or more, after a comma, a dash or a space, and nothing but punctuation or the line's
  end follows it.

Plain Python: ``find_numbered_addresses(text)`` answers (start, end) spans.
"""

from __future__ import annotations

import regex as re

from curation.pii import lexicon as lx
from curation.pii.field_values import is_world_postcode
from curation.pii.finder import FinderRecognizer
from curation.pii.phones import ascii_digits

SCORE = 0.85
_PART = r"[\p{L}\p{M}\p{N}'’.\u200c\u200d/-]+"
_SEGMENT = rf"(?=[^,\n]*\p{{L}}){_PART}(?:[ \t]+{_PART}){{0,4}}"
_BLOCK = re.compile(
    rf"(?<=^[ \t]*|[:：(\[\"“,|\t][ \t]*|[.!?।။][ \t]+)(?P<num>\p{{Nd}}{{1,5}}[A-Za-z]?(?:/\p{{Nd}}{{1,4}})?),[ \t]*"
    rf"{_SEGMENT}(?:,[ \t]*{_SEGMENT}){{0,3}}"
    r"(?:[ \t]*[,–—-][ \t]*|[ \t]+)(?P<code>\p{Nd}{3,6}(?:[ -]\p{Nd}{2,4})?)"
    r"(?=[ \t]*(?:$|[.,;:!?)\]\"”·|]|[ \t]\p{L}))",
    re.M,
)


def find_numbered_addresses(text: str) -> list[tuple[int, int]]:
    """(start, end) of each numbered address block (see the module docstring)."""
    if "," not in text:
        return []
    out = []
    for m in _BLOCK.finditer(text):
        code = m.group("code")
        if sum(c.isdigit() for c in code) < 4 or not is_world_postcode(ascii_digits(code)):
            continue
        parts = text[m.end("num") + 1 : m.start("code")].split(",")
        if all(_place(part) for part in parts if part.strip(" \t-–—")):
            out.append(m.span())
    return out


def _place(part: str) -> bool:
    """A part names a place: a word of two letters or more that is no stop word ("14, 18 and
    2000" is a list of numbers)."""
    stop = lx.stop_words()
    return any(len(w) >= 2 and w.casefold() not in stop for w in re.findall(r"[\p{L}\p{M}]+", part))


class NumberedAddressRecognizer(FinderRecognizer):
    """Numbered address blocks of any script (see the module docstring)."""

    def __init__(self) -> None:
        super().__init__("ADDRESS", find_numbered_addresses, SCORE)
