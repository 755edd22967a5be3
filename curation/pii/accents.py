"""Diacritics carried from an original name word onto its (plain) surrogate.

Name tokens are mapped on their folded form, so "Söderström", "Soderstrom" and "SÖDERSTRÖM" are
one token with one surrogate. The forms still differ in the text, and a reader (and the eval)
sees two spellings of one name: the accented one should keep its accents in the surrogate, so
that the surrogates differ exactly as the originals do ("Söderström" -> "Göicöechea" where
"Soderstrom" -> "Goicoechea"). Folding the accented surrogate gives back the plain one, and the
two stay as alike as the originals (each mark moves one letter).

The same goes for a case ending written with a mark ("Katarzyną" beside "Katarzyna"): the mark
lands at the same relative place, the end, so the inflected surrogate ends marked too.

Pools are plain ASCII, so only the original's marks appear in a surrogate. A mark goes on the
surrogate letter at the same relative position, or the nearest one that takes it (NFC has a
letter for it); letters with no decomposition ("ł", "ø", "đ") map back from their plain letter.
"""

from __future__ import annotations

import unicodedata

# Letters with no canonical decomposition, by the plain letter they fold to.
_STROKED = {"ł": "l", "ø": "o", "đ": "d", "ħ": "h", "ŧ": "t"}
_PLAIN_OF = {**_STROKED, **{k.upper(): v.upper() for k, v in _STROKED.items()}}
# Marks tried when a surrogate has no letter that takes the original's own one.
_FALLBACK_MARK = "\u0301"  # combining acute: every vowel takes it
_COMMON_LETTERS = (0xC0, 0x17F)


def marks(word: str) -> list[tuple[int, str]]:
    """(index, mark) for each marked letter of ``word``; a stroked letter's mark is the letter."""
    found = []
    for i, ch in enumerate(word):
        if ch in _PLAIN_OF:
            found.append((i, ch))
            continue
        decomposed = unicodedata.normalize("NFD", ch)
        combining = "".join(c for c in decomposed[1:] if unicodedata.combining(c))
        if combining:
            found.append((i, combining))
    return found


def _marked(letter: str, mark: str) -> str | None:
    """``letter`` with ``mark`` as one character, or None where no such letter exists."""
    if mark in _PLAIN_OF:  # a stroked letter: only its own plain letter takes it
        if _PLAIN_OF[mark].casefold() != letter.casefold():
            return None
        return mark.upper() if letter.isupper() else mark.lower()
    if not letter.isalpha() or not letter.isascii():
        return None
    composed = unicodedata.normalize("NFC", letter + mark)
    # only the letters of Latin-1 and Latin Extended-A, which European names are written in
    # ("ě", "ñ", "ő"), not "ḿ" or "ȩ" that no name holds
    if len(composed) != 1 or not _COMMON_LETTERS[0] <= ord(composed) <= _COMMON_LETTERS[1]:
        return None
    return composed


def _vowel(letter: str) -> bool:
    return letter.casefold() in "aeiouy"


def carry(original: str, surrogate: str, only: set[int] | None = None) -> str:
    """``surrogate`` with ``original``'s marks at the same relative places; unchanged when the
    original has none. Always differs from ``surrogate`` when the original is marked.
    ``only``: the indexes of ``original`` whose marks to carry (all when None)."""
    found = [(i, m) for i, m in marks(original) if only is None or i in only]
    if not found or not surrogate:
        return surrogate
    letters = list(surrogate)
    used: set[int] = set()
    span = max(len(original) - 1, 1)
    for index, mark in found:
        # counted from the start (forms sharing a stem, "Kateřina" and "Kateřinou", mark the
        # same letter of surrogates sharing one), but a marked last letter is a marked ending
        target = len(letters) - 1 if index == span else min(index, len(letters) - 1)
        vowel = _vowel(plain(original[index]))
        # nearest first, a letter of the original's kind (vowel or consonant) before another
        order = sorted(
            range(len(letters)),
            key=lambda j: (_vowel(letters[j]) != vowel, abs(j - target), j),
        )
        # the place matters more than the mark: a letter there that cannot take the mark
        # takes an acute ("ą" at the end of "Concannon" is "Concannón", not "Concąnnon")
        for j in order:
            new = None
            if j not in used:
                new = _marked(letters[j], mark) or _marked(letters[j], _FALLBACK_MARK)
            if new is not None:
                letters[j] = new
                used.add(j)
                break
    out = "".join(letters)
    if out == surrogate:  # nothing took a mark (no vowel at all): the forms must still differ
        out = surrogate + _FALLBACK_MARK
        out = unicodedata.normalize("NFC", out)
    return out


def plain(word: str) -> str:
    """``word`` without marks, case kept ("Söderström" -> "Soderstrom", "Łukasz" -> "Lukasz")."""
    out = []
    for ch in word:
        if ch in _PLAIN_OF:
            out.append(_PLAIN_OF[ch])
            continue
        decomposed = unicodedata.normalize("NFD", ch)
        out.append("".join(c for c in decomposed if not unicodedata.combining(c)))
    return "".join(out)
