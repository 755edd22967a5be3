"""The person a phone number is written beside: "HANNAH HOHAIA (0211113723)", "Rosie Mackenzie
/ +61431038642", "Дана Тоқтарова (+77053682834)", "ప్రియ – 040.5425.7262".

Transfer notices, contact lists and co-occupant lines put a person's name right before their
number, the number in brackets or after a slash, a dash or a comma. The number, once found, is
the evidence: the one to three words right before it are that number's owner when each is a
name-shaped word (capitalised, all capitals, or a word of a script without letter case) and
none is a common English word unless a gazetteer name ("Call (0211113723)", "Mobile /
+61...", "Fax, 01..." are labels, not people).

Plain Python over a text and its phone spans: ``phone_owners(text, phones, common)`` answers
(start, end) spans.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import regex as re

from curation.pii import lexicon as lx
from curation.pii.field_labels import label_kind
from curation.pii.people_words import is_gazetteer_name
from curation.pii.script_names import CASELESS_WORD

# A name-shaped word: capitalised or all capitals (any cased script), or a caseless-script word.
_WORD = rf"(?:\p{{Lu}}[\p{{Ll}}\p{{M}}'’-]*\p{{L}}|\p{{Lu}}{{2,}}|{CASELESS_WORD})"
# One to three such words, then the separator the number follows, ending right at the number.
_OWNER = re.compile(
    rf"(?<![\p{{L}}\p{{M}}\p{{N}}@._-])(?P<name>{_WORD}(?:[ \t]{_WORD}){{0,2}})"
    r"[ \t]*(?:\(|/[ \t]*|[–—-][ \t]*|,[ \t]*)\(?[ \t]*$"
)
# How far before a number its owner's words may start.
_REACH = 80


def phone_owners(
    text: str, phones: Iterable[tuple[int, int]], common: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """(start, end) of the owner written right before each phone span (see the module
    docstring); ``common(word)`` says whether a word is a common English word."""
    out = []
    for start, _ in phones:
        line_start = text.rfind("\n", 0, start) + 1
        m = _OWNER.search(text, max(line_start, start - _REACH), start)
        if m is None:
            continue
        words = list(re.finditer(r"\S+", m.group("name")))
        while words and _no_name(words[0].group(), common):
            words.pop(0)  # a label or a sentence's first word before the name ("Получатель")
        if not words or any(_no_name(w.group(), common) for w in words):
            continue
        out.append((m.start("name") + words[0].start(), m.start("name") + words[-1].end()))
    return out


def _no_name(word: str, common: Callable[[str], bool]) -> bool:
    """A word that is no part of a person's name: a stop word, a phone or field label
    ("Mobile", "Tel"), or a common English word that no gazetteer holds as a name."""
    low = word.casefold()
    if low in lx.stop_words() or low in lx.ROLE_LABELS or label_kind(word) is not None:
        return True
    return common(word) and not is_gazetteer_name(word)
