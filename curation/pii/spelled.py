"""Surnames spelled out letter by letter, as call transcripts write them: "S-O-R-I-A",
"L-E-H-T-I-M-Ä-K-I".

A run of three or more single letters joined by hyphens is a person when the word it spells
is written as a capitalised word elsewhere in the same text (the caller says the name, then
spells it) or is a gazetteer surname or first name of four letters or more. Acronyms spelled
the same way ("R-E-S-T") spell no name and stay.

``spell(word)`` writes a surrogate back the way the original was spelled, so "Soria" and
"S-O-R-I-A" in one case become one surrogate surname, said and spelled.

Plain Python over a text: ``find_spelled_names(text)`` gives (start, end) spans.
"""

from __future__ import annotations

import regex as re

from curation.pii import lexicon as lx
from curation.pii.people_words import is_gazetteer_name

_SPELLED = re.compile(r"(?<![\p{L}\p{M}\d-])\p{L}\p{M}*(?:-\p{L}\p{M}*){2,}(?![\p{L}\p{M}\d-])")
_WORD = re.compile(r"(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}'’]+")
# a gazetteer name this short spelled out is as often an acronym ("A-N-N", "L-E-E")
GAZETTEER_LETTERS = 4


def is_spelled(value: str) -> bool:
    """Whether a value is a word spelled letter by letter ("B-R-A-U-N")."""
    return _SPELLED.fullmatch(value) is not None


def joined(value: str) -> str:
    """The word a spelled value spells, in Title case ("B-R-A-U-N" -> "Braun")."""
    return value.replace("-", "").title()


def spell(word: str, like: str) -> str:
    """``word`` spelled out the way ``like`` is (upper or lower case, one hyphen a letter)."""
    letters = re.findall(r"\p{L}\p{M}*", word)
    out = "-".join(letters)
    return out.upper() if like.isupper() else out.lower() if like.islower() else out


def find_spelled_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of each spelled-out name (see the module docstring)."""
    if "-" not in text:
        return []
    out = []
    for m in _SPELLED.finditer(text):
        word = joined(m.group())
        if word.casefold() in lx.stop_words():
            continue
        said = any(
            w.group().casefold() == word.casefold()
            for w in _WORD.finditer(text)
            if w.start() != m.start()
        )
        if said or len(word) >= GAZETTEER_LETTERS and is_gazetteer_name(word):
            out.append(m.span())
    return out
