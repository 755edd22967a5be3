"""Near neighbours of the names a case has confirmed: "Julien" found, "Juliette" two letters
away in the same case is a candidate; "佐藤翔子" found, "佐藤翔太" (same family name, one
character apart) is too. Households and support cases hold such pairs (siblings, partners,
a name typed twice), and missing one of them both leaks it and breaks the closeness of the
pair's surrogates.

A Latin-script candidate must be a capitalised first name of the gazetteer that is no common
word, within two edits of a confirmed name word of four letters or more; a CJK candidate must
be a whole run of Han characters of the same length as a confirmed CJK name, sharing its
family name (the first character; the first two of a four-character name) and differing in
one character (two-character names only in text without kana, where Japanese words of two
Han characters abound).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import regex as re
from rapidfuzz.distance import Levenshtein

from curation.pii.people_words import is_first_name

_CAP_WORD = re.compile(r"(?<![\p{L}\p{M}\p{N}_@.-])\p{Lu}[\p{Ll}\p{M}]{2,}(?![\p{L}\p{M}\p{N}_@-])")
_HAN_RUN = re.compile(r"(?<![\p{Han}々])[\p{Han}々]{2,4}(?![\p{Han}々])")
_HAN_ONLY = re.compile(r"[\p{Han}々]{2,4}")
_KANA = re.compile(r"[\p{Hiragana}\p{Katakana}]")


def near_names(
    text: str, known: Iterable[str], common: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """(start, end) of words of ``text`` that are near neighbours of the ``known`` person
    values and name words of the case (see the module docstring)."""
    known = {k for k in known if k}
    latin = {k for k in known if len(k) >= 4 and _CAP_WORD.fullmatch(k)}
    han = {k for k in known if _HAN_ONLY.fullmatch(k)}
    out: list[tuple[int, int]] = []
    if latin:
        for m in _CAP_WORD.finditer(text):
            word = m.group()
            if word in known or not is_first_name(word) or common(word):
                continue
            if any(
                abs(len(word) - len(k)) <= 2 and Levenshtein.distance(word, k) <= 2 for k in latin
            ):
                out.append(m.span())
    if han:
        min_len = 3 if _KANA.search(text) else 2
        for m in _HAN_RUN.finditer(text):
            run = m.group()
            if run in known or len(run) < min_len:
                continue
            if any(
                len(run) == len(k) and _same_family(run, k) and _hamming(run, k) == 1 for k in han
            ):
                out.append(m.span())
    return out


def _same_family(run: str, name: str) -> bool:
    """The family name of a CJK name: one character of a 2-3 character name, two of four."""
    family = name[:2] if len(name) == 4 else name[:1]
    return run.startswith(family)


def _hamming(a: str, b: str) -> int:
    return sum(x != y for x, y in zip(a, b, strict=True))
