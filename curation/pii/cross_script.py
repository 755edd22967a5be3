"""A name the case knows in one script, found where the case writes it in another.

Receipts, forms and payment messages write a person in the script of the country ("ਸਿਮਰਨ ਕੌਰ
ਕੰਗ", "ትዕግስት ዘለቀ") and again in Latin letters ("Simran Kaur Kang", "Zeleke, Tigist"), or
the other way round. When one spelling is found (a field, a record format, a gazetteer), the
other is the same person. ``translit`` spells a case's Cyrillic, Greek, Georgian and Armenian
names in Latin by table; this module covers every other script, in both directions, through a
well-kept romaniser (anyascii) and a consonant skeleton that forgives the romaniser's choices:

- words are romanised (anyascii), lower-cased, and reduced to their consonant classes in
  order: b/p/v/w/f, k/g/q/c/x/h (Ukrainian and Belarusian write "г" for Latin "h", which
  anyascii spells "g"), t/d, s/z/j, m/n, l/r, h dropped after a consonant, vowels
  dropped except a leading one (after doubles are collapsed): "ਸਿਮਰਨ" simrn and "Simran" are
  both "snln";
- a word of the text in another script than a known name word, with the same skeleton of at
  least ``MIN_SKELETON`` classes, is that name word.

Plain Python: ``cross_script_names(text, name_index(known))`` with ``known`` the case's person
name words.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable
from functools import lru_cache

import regex as re
from anyascii import anyascii

from curation.pii.scripts import first_script

MIN_SKELETON = 3
# A skeleton this long is shared by no common word by chance: the word matches even when it is
# a frequent word of its language, as popular names are ("கார்த்திகேயன்", Zipf 3.8 in Tamil).
SURE_SKELETON = 5
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
        "h": "k",
    }
)
_WORD = re.compile(r"[\p{L}\p{M}]+")
_CJK = ("Han", "Hiragana", "Katakana", "Hangul")


# Scripts whose consonant letters carry a vowel unless a sign says otherwise (an abugida):
# anyascii writes "ಸುಮನ್" as "sumn", dropping the "a" of "ಮ", which would make "Suman" ("snn")
# another skeleton than "ಸುಮನ್" ("sn"); ``romanised`` writes the inherent vowel back.
_ABUGIDA = re.compile(
    "["
    + "".join(
        rf"\p{{{name}}}"
        for name in "Devanagari Bengali Gurmukhi Gujarati Oriya Tamil Telugu Kannada Malayalam "
        "Sinhala Myanmar Khmer Tibetan".split()
    )
    + "]"
)


def romanised(word: str) -> str:
    """``word`` in lower-case ASCII letters (anyascii), with the inherent vowel of an abugida's
    bare consonant written as "a": "ಸುಮನ್" -> "suman", "ಕಾಮತ್" -> "kamat"."""
    if not _ABUGIDA.match(word):
        return anyascii(word).lower()
    out = []
    for i, char in enumerate(word):
        latin = anyascii(char).lower()
        after = word[i + 1 : i + 2]
        bare = unicodedata.category(char) == "Lo" and latin and latin[-1] not in "aeiou"
        if bare and not (after and unicodedata.category(after) in ("Mn", "Mc")):
            latin += "a"
        out.append(latin)
    return "".join(out)


@lru_cache(maxsize=100_000)
def skeleton(word: str) -> str:
    """The consonant skeleton of ``word``'s romanisation (see the module docstring)."""
    classes = spelling(word)
    if not classes:
        return ""
    lead = classes[0] if classes[0] == "a" else ""
    return lead + classes.replace("a", "")


@lru_cache(maxsize=100_000)
def spelling(word: str) -> str:
    """``word``'s romanisation in consonant classes with its vowels kept ("a"), doubles
    collapsed ("Abbas" / "Abas", not "Abebe" / "Abe"): two spellings of one name ("Богдана",
    "Bohdana": "baktana"), not a name and its inflected form ("Богдан": "baktan")."""
    latin = re.sub(r"[^a-z]", "", romanised(word))
    latin = re.sub(r"(?<=[^aeiouy])h", "", latin)
    return re.sub(r"(.)\1+", r"\1", latin.translate(_CLASSES))


def name_index(known: Iterable[str]) -> dict[str, frozenset[tuple[str, str]]]:
    """Skeleton -> (script, case-folded word) of the case's known name words with that
    skeleton."""
    index: dict[str, set[tuple[str, str]]] = {}
    for word in known:
        if first_script(word) in _CJK:
            continue  # CJK names have their own readings and machinery
        key = skeleton(word)
        if len(key) >= MIN_SKELETON:
            index.setdefault(key, set()).add((first_script(word), word.casefold()))
    return {k: frozenset(v) for k, v in index.items()}


def cross_script_names(
    text: str,
    index: dict[str, frozenset[tuple[str, str]]],
    is_word: Callable[[str], bool] = lambda word: False,
) -> list[tuple[int, int]]:
    """Spans of the words of ``text`` that spell a known name word (``name_index``) in another
    script; a Latin word must be capitalised, and below ``SURE_SKELETON`` classes no word
    ``is_word`` calls a common word of its language counts (a skeleton of three classes is
    shared by many: "στυλ" and "star")."""
    if not index:
        return []
    out = []
    for m in _WORD.finditer(text):
        word = m.group()
        own = first_script(word)
        if own in _CJK:
            continue
        key = skeleton(word)
        known = index.get(key, ())
        others = [w for script, w in known if script != own]
        if not others or (own, word.casefold()) in known:
            continue
        # a word of a script the case already knows a name of this skeleton in is an inflected
        # form of it unless its vowels spell the other script's name too: "Богдана" beside
        # "Bohdana" is her, though "Богдан" (her brother) is known in Cyrillic
        if any(script == own for script, _ in known) and spelling(word) not in map(
            spelling, others
        ):
            continue
        if own != "Latin" or word[:1].isupper():
            if len(key) >= SURE_SKELETON or not is_word(word):
                out.append(m.span())
    return out
