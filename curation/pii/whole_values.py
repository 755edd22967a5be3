"""A name found by one of its words in a caseless script is the whole value it stands in.

In Telugu, Kannada, Malayalam, Hebrew or Amharic nothing marks where a name begins or ends, so
one word of it may be found (a surname an e-mail spells, a known given name) and the other left:
"సహ నివాసి: తాడేపల్లి హారిక / 065..." came out with one word replaced. Where the words stand
as a whole value, between the delimiters a record puts around a field (a line's start, a label's
colon, "·", "|", ",", "/", a bracket; then the line's end or the next delimiter), a person
span over one word grows over the one or two neighbouring words of the same script: a value of
two or three words around a name is that name, titles of address and greetings aside
(``script_names.TITLES_AND_GREETINGS``: "శ్రీమతి", "గారు", "నమస్కారం").

Plain Python over detections: ``whole_values(text, spans)``.
"""

from __future__ import annotations

import regex as re

from curation.pii.overlaps import Detection
from curation.pii.script_names import CASELESS_WORD, TITLES_AND_GREETINGS

_CASELESS = re.compile(rf"{CASELESS_WORD}")
_OPEN = re.compile(r"(?:^|[:：|·,(/>\"\[»«—–-])[ \t]*$")
_CLOSE = re.compile(r"[ \t]*(?:$|[,.;:：/|·()<\[\]\"»«।]|[ \t][-–—])", re.M)
_NEXT = re.compile(rf"[ \t]({CASELESS_WORD})")
_PREV = re.compile(rf"({CASELESS_WORD})[ \t]$")
MAX_WORDS = 3


def whole_values(text: str, spans: list[Detection]) -> list[Detection]:
    """``spans`` with each one-word caseless-script person span grown to the whole value of
    two or three words it stands in (see the module docstring)."""
    out = list(spans)
    for i, d in enumerate(spans):
        if d.entity_type != "PERSON" or not _CASELESS.fullmatch(text[d.start : d.end]):
            continue
        start, end = d.start, d.end
        for added in range(1, MAX_WORDS):
            grown = _grow(text, start, end)
            if grown is None:
                break
            start, end = grown
            if _whole(text, start, end, added + 1):
                if not any(o is not d and o.start < end and start < o.end for o in spans):
                    out[i] = Detection(start, end, "PERSON", d.score)
                break
    return out


def _whole(text: str, start: int, end: int, words: int) -> bool:
    """The run stands as a value: a delimiter before it and after it. A run that opens its line
    with no delimiter is two words that close the line or meet a delimiter that ends no
    sentence ("నా పేరు హారిక." and "נועה אישרה בטלפון" are sentences, "యార్లగడ్డ భార్గవి" on a
    line of its own a signature)."""
    line_start = text.rfind("\n", 0, start) + 1
    opened = _OPEN.search(text[line_start:start])
    closed = _CLOSE.match(text, end)
    if not opened or not closed:
        return False
    if text[line_start:start].strip():
        return True
    return words == 2 and closed.group().strip() not in (".", "।", "?", "!")


def _grow(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The span over one more word of a caseless script beside it: after it, else before."""
    after = _NEXT.match(text, end)
    if after and _nameable(after.group(1)):
        return start, after.end()
    window = text[max(0, start - 40) : start]
    before = _PREV.search(window)
    if before and _nameable(before.group(1)):
        return start - (len(window) - before.start()), end
    return None


def _nameable(word: str) -> bool:
    """No title of address or greeting ("శ్రీమతి", "గారు", "నమస్కారం") grows a name."""
    return word not in TITLES_AND_GREETINGS
