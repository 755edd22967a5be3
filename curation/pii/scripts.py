"""Surrogates written in the original's alphabet.

The surrogate pools are Latin (surnames, cities, first names), so "Иван Петров" and "ул. Ленина"
came out as "Lage Morata" and "ул. Coffey": a reader sees at once which words were replaced, and
a Cyrillic or Greek case no longer looks like one. A person, address or place written wholly in
Cyrillic or Greek letters gets its Latin surrogate transliterated letter by letter into that
alphabet, so equality (same surrogate, same transliteration) and near-duplicates ("Julien" /
"Julienne" stay one letter apart) carry over. Plain Python, no ORM.
"""

from __future__ import annotations

import unicodedata

import regex as re

# One Cyrillic or Greek letter per Latin letter (ISO 9 / ELOT 743 read backwards, without their
# digraphs), so a surrogate keeps its length and its similarity to its near-duplicates.
_CYRILLIC = {
    "a": "а",
    "b": "б",
    "c": "к",
    "d": "д",
    "e": "е",
    "f": "ф",
    "g": "г",
    "h": "х",
    "i": "и",
    "j": "й",
    "k": "к",
    "l": "л",
    "m": "м",
    "n": "н",
    "o": "о",
    "p": "п",
    "q": "к",
    "r": "р",
    "s": "с",
    "t": "т",
    "u": "у",
    "v": "в",
    "w": "в",
    "x": "х",
    "y": "ы",
    "z": "з",
}
_GREEK = {
    "a": "α",
    "b": "β",
    "c": "κ",
    "d": "δ",
    "e": "ε",
    "f": "φ",
    "g": "γ",
    "h": "χ",
    "i": "ι",
    "j": "ι",
    "k": "κ",
    "l": "λ",
    "m": "μ",
    "n": "ν",
    "o": "ο",
    "p": "π",
    "q": "κ",
    "r": "ρ",
    "s": "σ",
    "t": "τ",
    "u": "υ",
    "v": "β",
    "w": "ω",
    "x": "ξ",
    "y": "υ",
    "z": "ζ",
}
# Georgian (caseless: no Mtavruli capitals), Armenian and Hebrew, one letter each as above.
_GEORGIAN = dict(zip("abcdefghijklmnopqrstuvwxyz", "აბცდეფგჰიჯკლმნოპყრსტუვვხიზ", strict=True))
_ARMENIAN = dict(zip("abcdefghijklmnopqrstuvwxyz", "աբցդեֆգհիջկլմնոպքրստւվվխյզ", strict=True))
_HEBREW = dict(zip("abcdefghijklmnopqrstuvwxyz", "אבקדעפגהיגכלמנופקרסטווושיז", strict=True))
_FINAL_HEBREW = str.maketrans("כמנפצ", "ךםןףץ")
_TABLES = {
    "Cyrillic": _CYRILLIC,
    "Greek": _GREEK,
    "Georgian": _GEORGIAN,
    "Armenian": _ARMENIAN,
    "Hebrew": _HEBREW,
}
_KEYS = {
    script: re.compile("|".join(sorted(table, key=len, reverse=True)))
    for script, table in _TABLES.items()
}
# Entity types whose surrogates are words of a language (not emails, numbers or codes).
WORD_TYPES = frozenset({"PERSON", "ADDRESS", "LOCATION"})


# Scripts ``first_script`` tells apart; a word of any other script is "other".
NAMED_SCRIPTS = (
    "Latin",
    "Cyrillic",
    "Greek",
    "Armenian",
    "Georgian",
    "Hebrew",
    "Arabic",
    "Devanagari",
    "Bengali",
    "Tamil",
    "Han",
    "Hiragana",
    "Katakana",
    "Hangul",
)
_FIRST_SCRIPT = {name: re.compile(rf"\p{{{name}}}") for name in NAMED_SCRIPTS}


def first_script(word: str) -> str:
    """The script of ``word``'s first letter, of ``NAMED_SCRIPTS``, else "other"."""
    for name, rx in _FIRST_SCRIPT.items():
        if rx.match(word):
            return name
    return "other"


def own_script(value: str) -> str | None:
    """The alphabet of ``_TABLES`` ("Cyrillic", "Greek", "Georgian", "Armenian", "Hebrew") every
    letter of ``value`` is written in, else None."""
    letters = [c for c in value if c.isalpha()]
    for script in _TABLES:
        if letters and all(re.match(rf"\p{{{script}}}", c) for c in letters):
            return script
    return None


def in_script(surrogate: str, script: str) -> str:
    """``surrogate``'s Latin letters transliterated into ``script``, keeping each word's case
    pattern (Title, UPPER, lower) and everything that is no Latin letter."""
    table = _TABLES[script]

    def word(m: re.Match) -> str:
        out = _word(_unmarked(m.group()), table, _KEYS[script])
        # a marked surrogate word (the original's spelling differs from another of the case:
        # "Κυπριανή" beside "ΚΥΠΡΙΑΝΗ") keeps a mark: a tonos on its vowel nearest the mark
        if table is _GREEK and _unmarked(m.group()) != m.group():
            out = _tonos(out, _first_mark(m.group()) / max(len(m.group()) - 1, 1))
        return out

    return re.sub(r"[\p{Latin}\p{M}]+", word, unicodedata.normalize("NFC", surrogate))


def _unmarked(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


def _first_mark(word: str) -> int:
    return next(i for i, c in enumerate(word) if _unmarked(c) != c)


def _tonos(word: str, place: float) -> str:
    """``word`` with a tonos on the Greek vowel nearest ``place`` (0 first letter, 1 last)."""
    vowels = [i for i, c in enumerate(word) if c.lower() in "αεηιουω"]
    if not vowels:
        return word
    target = place * (len(word) - 1)
    j = min(vowels, key=lambda i: (abs(i - target), i))
    return word[:j] + unicodedata.normalize("NFC", word[j] + "\u0301") + word[j + 1 :]


# Latin letters NFKD does not split into a base letter and a mark.
_PLAIN = str.maketrans(
    {"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "þ": "th", "ı": "i"}
)


def _word(word: str, table: dict[str, str], keys: re.Pattern) -> str:
    out = keys.sub(lambda m: table.get(m.group(), m.group()), word.lower().translate(_PLAIN))
    if table is _GREEK and out.endswith("σ"):
        out = out[:-1] + "ς"  # final sigma
    if table is _HEBREW:
        return out[:-1] + out[-1:].translate(_FINAL_HEBREW)  # final letters, no case
    if table is _GEORGIAN:
        return out  # Georgian has no capitals (Mtavruli is for all-caps titles only)
    if len(word) > 1 and word.isupper():
        return out.upper()
    if word[:1].isupper():
        return out[:1].upper() + out[1:]
    return out
