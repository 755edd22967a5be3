"""A name the case knows in one script, found where the case writes it in another.

Receipts, forms and payment messages write a person in the script of the country ("ਸਿਮਰਨ ਕੌਰ
ਕੰਗ", "ትዕግስት ዘለቀ") and again in Latin letters ("Simran Kaur Kang", "Zeleke, Tigist"), or
the other way round. When one spelling is found (a field, a record format, a gazetteer), the
other is the same person. ``translit`` spells a case's Cyrillic, Greek, Georgian and Armenian
names in Latin by table; this module covers every other script, in both directions, through a
well-kept romaniser (anyascii) and a consonant skeleton that forgives the romaniser's choices:

- words are romanised (anyascii), lower-cased, and reduced to their consonant classes in
  order: b/p/v/w/f, k/g/q/c/x, t/d, s/z/j, m/n, l/r, h dropped after a consonant, vowels
  dropped except a leading one (after doubles are collapsed): "ਸਿਮਰਨ" simrn and "Simran" are
  both "snln";
- a word of the text in another script than a known name word, with the same skeleton of at
  least ``MIN_SKELETON`` classes, is that name word.

Plain Python: ``cross_script_names(text, name_index(known))`` with ``known`` the case's person
name words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache

import regex as re
from anyascii import anyascii

from curation.pii.scripts import first_script

MIN_SKELETON = 3
_CLASSES = str.maketrans(
    {
        "p": "b",
        "v": "b",
        "w": "b",
        "f": "b",
        "g": "k",
        "q": "k",
        "c": "k",
        "x": "k",
        "d": "t",
        "z": "s",
        "j": "s",
        "m": "n",
        "r": "l",
        "y": "a",
        "e": "a",
        "i": "a",
        "o": "a",
        "u": "a",
    }
)
_WORD = re.compile(r"[\p{L}\p{M}]+")
_CJK = ("Han", "Hiragana", "Katakana", "Hangul")


@lru_cache(maxsize=100_000)
def skeleton(word: str) -> str:
    """The consonant skeleton of ``word``'s romanisation (see the module docstring)."""
    latin = re.sub(r"[^a-z]", "", anyascii(word).lower())
    if not latin:
        return ""
    latin = re.sub(r"(?<=[^aeiouy])h", "", latin)
    classes = latin.translate(_CLASSES)
    classes = re.sub(r"(.)\1+", r"\1", classes)  # "Abbas" / "Abas", not "Abebe" / "Abe"
    lead = classes[0] if classes[0] == "a" else ""
    return lead + classes.replace("a", "")


def name_index(known: Iterable[str]) -> dict[str, frozenset[str]]:
    """Skeleton -> the scripts the case's known name words with that skeleton are written in."""
    index: dict[str, set[str]] = {}
    for word in known:
        if first_script(word) in _CJK:
            continue  # CJK names have their own readings and machinery
        key = skeleton(word)
        if len(key) >= MIN_SKELETON:
            index.setdefault(key, set()).add(first_script(word))
    return {k: frozenset(v) for k, v in index.items()}


def cross_script_names(
    text: str,
    index: dict[str, frozenset[str]],
    is_word: Callable[[str], bool] = lambda word: False,
) -> list[tuple[int, int]]:
    """Spans of the words of ``text`` that spell a known name word (``name_index``) in another
    script; a Latin word must be capitalised, and no word ``is_word`` calls a common word of its
    language counts (a skeleton of three classes is shared by many: "στυλ" and "star")."""
    if not index:
        return []
    out = []
    for m in _WORD.finditer(text):
        word = m.group()
        own = first_script(word)
        if own in _CJK:
            continue
        scripts = index.get(skeleton(word))
        if scripts and own not in scripts and (own != "Latin" or word[:1].isupper()):
            if not is_word(word):
                out.append(m.span())
    return out
