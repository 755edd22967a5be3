"""A surname that is an English word, vouched for by an e-mail address that spells it.

"Suzanne Mayor <smayor@oakridge-bank.com>": the detector finds "Suzanne", but "Mayor" is an
English word and drops out, so the surname is left in clear. The address beside it is the
evidence a reader uses: its local part is the given name's initial and that word ("smayor"),
or the given name and the word in either order ("suzanne.mayor", "mayor.s"). The same
evidence ``people.NameCueRecognizer`` uses for words that spell a local part, read here after
the other recognizers, for the word right after a found given name.

Plain Python: ``extend_by_local_parts(text, detections)`` gives the detections with each
such person grown over the word.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import regex as re

from curation.pii import lexicon as lx
from curation.pii.role_locals import ROLE_LOCAL_PARTS

_EMAIL_LOCAL = re.compile(r"(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}._%+-]+)@[\p{L}\p{N}-]+\.")
# the next word on the same line: capitalised, as a surname is written after its given name
_NEXT = re.compile(r"[ \t]+(?P<w>\p{Lu}[\p{Ll}\p{M}'’]*\p{Ll}(?:-\p{Lu}[\p{Ll}\p{M}]+)?)")
_LAST_WORD = re.compile(r"(?P<w>[\p{L}\p{M}]+)$")
_MIN_WORD = 3


def _local_letters(text: str) -> set[str]:
    """The folded letters of each e-mail local part in ``text`` ("smayor", "suzannemayor")."""
    return {re.sub(r"[^\p{L}]", "", lx.fold(m.group(1))) for m in _EMAIL_LOCAL.finditer(text)}


def spells(given: str, word: str, local: str) -> bool:
    """Whether ``local`` (letters only) is ``given`` and ``word``, or its initial and ``word``,
    in either order."""
    g, w = lx.fold(given), lx.fold(word).replace("-", "")
    return len(w) >= _MIN_WORD and local in {g + w, w + g, g[:1] + w, w + g[:1]}


def extend_by_local_parts(text: str, detections: list) -> list:
    """Each PERSON detection whose last word is followed by a capitalised word that an e-mail
    local part of the text spells with it, grown over that word; the others as they are."""
    if "@" not in text:
        return detections
    locals_ = _local_letters(text)
    if not locals_:
        return detections
    starts = {d.start for d in detections}
    out = []
    for d in detections:
        last = _LAST_WORD.search(text, d.start, d.end) if d.entity_type == "PERSON" else None
        nxt = _NEXT.match(text, d.end) if last else None
        if nxt and nxt.start("w") not in starts:
            if any(spells(last.group("w"), nxt.group("w"), local) for local in locals_):
                d = replace(d, end=nxt.end("w"))
        out.append(d)
    return out


# Two lower-case words side by side, as a chat signs or introduces a person ("misa okada",
# "ngu-sibongile ngcobo", "yi-chun chen").
_LOWER_PAIR = re.compile(
    r"(?<![\p{L}\p{M}\p{N}_@.])(?P<a>\p{Ll}[\p{Ll}\p{M}]+(?:-\p{Ll}[\p{Ll}\p{M}]+)?)[ \t]+"
    r"(?P<b>\p{Ll}[\p{Ll}\p{M}]+)(?![\p{L}\p{M}\p{N}_@]|\.\p{L})"
)


def local_chunks(email: str) -> set[str]:
    """The folded runs of three letters or more of an e-mail's local part ("s.ngcobo77" ->
    {"ngcobo"}), and all its letters together ("seoyoungshin")."""
    local = lx.fold(email.split("@", 1)[0].replace("%40", "@").split("@", 1)[0])
    runs = {r for r in re.findall(r"\p{L}+", local) if len(r) >= _MIN_WORD}
    joined = re.sub(r"[^\p{L}]", "", local)
    return runs | ({joined} if len(joined) >= _MIN_WORD else set())


@cache
def any_stop_words() -> frozenset[str]:
    """The stop words of every language spaCy ships (76 of them: "ben" is Turkish for "I",
    "aku" Indonesian, "это" Russian "this"), case-folded."""
    import importlib
    import pkgutil

    import spacy.lang

    words: set[str] = set()
    for module in pkgutil.iter_modules(spacy.lang.__path__):
        try:
            words |= importlib.import_module(f"spacy.lang.{module.name}.stop_words").STOP_WORDS
        except (ImportError, AttributeError):
            continue  # a language package without a stop-word list
    return frozenset(w.casefold() for w in words)


# Words this short that are a stop word of some language are taken for that word
_SHORT_FUNCTION_WORD = 3


def lower_case_people(text: str, chunks: set[str], common, is_name) -> list[tuple[int, int]]:
    """Spans of lower-case word pairs that an e-mail of the case spells: one word is a run of a
    local part ("okada" of "okada79@"), or the two words are the whole of it, and the other word
    is a name (``is_name``) or no common word (``common``); a common word that a local part spells
    ("mayor") needs a listed name beside it."""
    if not chunks:
        return []
    out = []
    for m in _LOWER_PAIR.finditer(text, overlapped=True):
        a, b = lx.fold(m.group("a")), lx.fold(m.group("b"))
        joined = (a + b).replace("-", "")
        if joined in chunks or (b + a).replace("-", "") in chunks:
            out.append(m.span())
            continue
        for spelled, other in ((a, m.group("b")), (b, m.group("a"))):
            if spelled.replace("-", "") not in chunks:
                continue
            # a short function word of any language beside the name is no part of it ("ben
            # büşra aydın": Turkish "I"), though a gazetteer holds it ("Ben")
            if len(other) <= _SHORT_FUNCTION_WORD and other.casefold() in any_stop_words():
                continue
            other_ok = is_name(other) or not common(other)
            spelled_ok = not common(spelled) or is_name(other)
            if other_ok and spelled_ok:
                out.append(m.span())
                break
    return _first_of_overlaps(out)


def _first_of_overlaps(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``spans`` in text order, each dropped that overlaps one kept before it (the longer of
    two that start together is kept)."""
    merged: list[tuple[int, int]] = []
    for s, e in sorted(spans, key=lambda x: (x[0], -x[1])):
        if merged and s < merged[-1][1]:
            continue
        merged.append((s, e))
    return merged


@cache
def _no_names() -> frozenset[str]:
    """English stop words and role local parts: no one's name. (Every language's stop words,
    ``any_stop_words``, cost seconds to load; a word must spell a local part here anyway.)"""
    return frozenset(lx.stop_words()) | ROLE_LOCAL_PARTS


# A capitalised word, as names are written in prose; two in a row are parted by spaces only.
_TITLED = re.compile(
    r"(?<![\p{L}\p{M}\p{N}_@.])\p{Lu}[\p{Ll}\p{M}]+(?![\p{L}\p{M}\p{N}_@]|\.\p{L})"
)
_GAP = re.compile(r"[ \t]+")
# Letters at least in a capitalised word an e-mail spells alone ("Rotem" of "rotemf84@").
_MIN_ALONE = 4


def spelled_people(text: str, chunks: set[str], common, is_name) -> list[tuple[int, int]]:
    """``lower_case_people``, and capitalised words an e-mail or handle of the case spells: two
    in a row that are its runs or its letters ("Beauty Naidoo" beside "beauty_naidoo@", common
    word or not), or one word of four letters or more, no common word, that is a run or a run
    less an initial ("Rotem" beside "rotemf84@")."""
    if not chunks:
        return []
    out = lower_case_people(text, chunks, common, is_name)
    words = list(_TITLED.finditer(text))
    for i, m in enumerate(words):
        a = lx.fold(m.group())
        after = words[i + 1] if i + 1 < len(words) else None
        if after is not None and _GAP.fullmatch(text, m.end(), after.start()):
            b = lx.fold(after.group())
            pair = {a, b} <= chunks or a + b in chunks or b + a in chunks
            if pair and not {a, b} & ROLE_LOCAL_PARTS:  # "Customer Care": a role, no one
                out.append((m.start(), after.end()))
                continue
        if len(a) < _MIN_ALONE or a in _no_names():
            continue
        initialled = any(c[1:] == a or c[:-1] == a for c in chunks if len(c) == len(a) + 1)
        if (a in chunks or initialled) and not common(m.group()):
            out.append(m.span())
    return _first_of_overlaps(out)
