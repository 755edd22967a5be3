"""East Asian names written in Latin letters: "WANG, Wenbo", "MAEDA, Satomi", "He Tianyu", "Li".

Plain Python over a text. Chinese given names in pinyin are compounds of one to three syllables
("Wen" + "bo", "Zi" + "xuan"), which no name list holds whole; the Mandarin syllable is a small
closed grammar (initial + final), so ``is_pinyin`` tests the shape instead of a list.

- ``SURNAME, Given``: a family name in capitals, a comma, a Title Case given name (how
  bookings, tickets and passports write a name in any language): a person when the family name
  is a gazetteer surname or a romanised Chinese family name and the given name is a gazetteer
  first name or pinyin-shaped.
- In a text holding Han characters: a romanised Chinese family name followed by a pinyin given
  name ("He Tianyu", family first as Chinese writes it; in capitals too, as a statement or a
  passport writes it: "CHEN MEILING", given name of two syllables or four letters at least), and a romanised Chinese name of the
  pools standing between Han characters or CJK punctuation ("，Li会晚到").
"""

from __future__ import annotations

from functools import cache

import regex as re

from curation.pii import lexicon as lx
from curation.pii.cjk_names import pool
from curation.pii.finder import FinderRecognizer
from curation.pii.statement_names import find_statement_names

_INITIAL = r"(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?"
_FINAL = (
    r"(?:iang|iong|uang|ueng|ang|eng|ing|ong|ian|iao|uai|uan|van|ai|ei|ao|ou|an|en|in|un|vn"
    r"|ia|ie|iu|ua|uo|ui|ue|ve|er|a|o|e|i|u|v)"
)
_SYLLABLE = rf"{_INITIAL}{_FINAL}"
_PINYIN = re.compile(rf"(?i:(?:{_SYLLABLE}){{1,3}})")
_CAPS_COMMA = re.compile(
    r"(?<![\p{L}\p{M}'’-])(?P<family>\p{Lu}{2,}(?:-\p{Lu}{2,})?),[ \t]+"
    r"(?P<given>\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)?)(?![\p{L}\p{M}'’-])"
)
_FAMILY_FIRST = re.compile(
    r"(?<![\p{L}\p{M}'’-])(?P<family>\p{Lu}\p{Ll}{1,5})[ \t]+(?P<given>\p{Lu}\p{Ll}{2,9})"
    r"(?![\p{L}\p{M}'’-])"
)
# "CHEN MEILING" on a statement line: family name first, both in capitals
_CAPS_FAMILY_FIRST = re.compile(
    r"(?<![\p{L}\p{M}'’-])(?P<family>\p{Lu}{2,6})[ \t]+(?P<given>\p{Lu}{2,10})"
    r"(?![\p{L}\p{M}'’-])"
)
_CJK_AROUND = r"\p{Han}\p{Hiragana}\p{Katakana}，。、：；！？（）「」『』"
_IN_HAN = re.compile(
    rf"(?<=[{_CJK_AROUND}][ \t]?)(?P<name>\p{{Lu}}\p{{Ll}}{{1,5}})(?=[ \t]?[{_CJK_AROUND}])"
)


def is_pinyin(word: str) -> bool:
    """Whether ``word`` is one to three Mandarin syllables written in pinyin ("Tianyu")."""
    return _PINYIN.fullmatch(word) is not None


@cache
def _zh_latn(role: str) -> frozenset[str]:
    return frozenset(n.casefold() for n in pool("zh_latn", role))


def find_romanized(text: str) -> list[tuple[int, int]]:
    """(start, end) of romanised East Asian names (see the module docstring), and of names in
    capitals on bank-statement lines (``statement_names``)."""
    out = find_statement_names(text)
    for m in _CAPS_COMMA.finditer(text):
        family, given = m.group("family"), m.group("given")
        folded = family.casefold()
        known_family = lx.fold(family) in lx.gazetteer_surnames() or folded in _zh_latn("family")
        if known_family and (lx.fold(given) in lx.gazetteer_first_names() or is_pinyin(given)):
            out.append((_particles_before(text, m.start()), m.end()))
    if not re.search(r"\p{Han}", text):
        return out
    for m in _FAMILY_FIRST.finditer(text):
        family, given = m.group("family"), m.group("given")
        if family.casefold() in _zh_latn("family") and is_pinyin(given):
            out.append(m.span())
    for m in _CAPS_FAMILY_FIRST.finditer(text):
        family, given = m.group("family"), m.group("given")
        if family.casefold() in _zh_latn("family") and is_pinyin(given) and len(given) >= 4:
            out.append(m.span())
    for m in _IN_HAN.finditer(text):
        word = m.group("name").casefold()
        if word in _zh_latn("family") or word in _zh_latn("given"):
            out.append(m.span("name"))
    return out


_PARTICLE_BEFORE = re.compile(r"(?<![\p{L}\p{M}'’-])(?P<p>\p{Lu}{1,5})[ \t]+$")


def _particles_before(text: str, start: int) -> int:
    """Grow a family name over the capitalised particles before it ("DE LEÓN", "VAN DER
    BERG"): a name cut after its particle leaves the particle behind as a clue."""
    for _ in range(3):
        m = _PARTICLE_BEFORE.search(text, max(0, start - 12), start)
        if m is None or m.group("p").casefold() not in lx.PARTICLES:
            break
        start = m.start("p")
    return start


class RomanizedNameRecognizer(FinderRecognizer):
    """Romanised Chinese and Japanese names (see the module docstring)."""

    def __init__(self) -> None:
        super().__init__("PERSON", find_romanized, 0.85)
