"""A Hangul name that the case spells in Latin letters: "지호" where "jiho.cho@" or "jiho_c31" is.

Korean customers write their name in Hangul in a message and in Latin letters in their e-mail
address, their handle or a form's Latin field. ``korean`` finds a Hangul name by its position
and a pool of given names; a given name outside the pool standing alone ("지호 안녕하세요")
has no position to show. Its romanisation does: anyascii writes Hangul in the Revised
Romanisation syllable by syllable ("지호" -> "JiHo", "조지호" -> "JoJiHo"), and people spell
their names close to it ("jiho", "jiwoo" for 지우, "shin" for 신, "cho" for 조).

- Both sides are reduced to a key that forgives the usual spellings: lower case, "woo"/"oo" as
  "u", "ee" as "i", "sh" as "s", "ch" as "j", and the voiced and voiceless stops alike
  (k/g, p/b, t/d), r as l;
- a run of two to four Hangul syllables, less a particle or honorific glued on (``korean``),
  is a name when its key, or the key of its given name after a family name of the pools, is
  the key of a Latin name word or a letter run of an e-mail or handle of the case, of three
  letters or more, and the run is no common Korean word.

Plain Python: ``hangul_names(text, keys(latin_words))``.
"""

from __future__ import annotations

from collections.abc import Iterable

import regex as re
from anyascii import anyascii

from curation.pii.cjk_names import korean_family
from curation.pii.korean import COMMON_ZIPF, SUFFIX, zipf

MIN_KEY = 3
_RUN = re.compile(r"(?<![가-힣])[가-힣]{1,6}(?![가-힣])")
_RULES = (("woo", "u"), ("oo", "u"), ("ee", "i"), ("sh", "s"), ("ch", "j"))
_STOPS = str.maketrans({"k": "g", "p": "b", "t": "d", "r": "l"})


def key(latin: str) -> str:
    """The spelling-forgiving key of a romanised name (see the module docstring)."""
    out = re.sub(r"[^a-z]", "", latin.lower())
    for old, new in _RULES:
        out = out.replace(old, new)
    return out.translate(_STOPS)


def keys(latin_words: Iterable[str]) -> frozenset[str]:
    """Keys of the case's Latin name words and e-mail or handle letter runs."""
    return frozenset(k for k in (key(w) for w in latin_words if w.isascii()) if len(k) >= MIN_KEY)


def hangul_names(text: str, known: frozenset[str]) -> list[tuple[int, int]]:
    """(start, end) of Hangul names whose romanisation the case spells (module docstring)."""
    if not known or not re.search(r"[가-힣]", text):
        return []
    out = []
    for m in _RUN.finditer(text):
        run = m.group()
        for n in (3, 2, 4):
            if n > len(run) or SUFFIX.fullmatch(run, n) is None:
                continue
            if _spelled(run[:n], known):
                out.append((m.start(), m.start() + n))
                break
    return out


def _spelled(name: str, known: frozenset[str]) -> bool:
    if zipf(name) >= COMMON_ZIPF:
        return False  # a word ("안녕", "주문") whatever it spells; names are frequent too
        # ("서연" 3.6), so the bar is the common word's, not ``korean.SHORT_ZIPF``
    if key(anyascii(name)) in known:
        return True
    family = korean_family(name)
    given = name[len(family) :] if family else ""
    return len(given) >= 2 and key(anyascii(given)) in known
