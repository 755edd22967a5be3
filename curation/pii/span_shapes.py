"""Span shapes that are no personal data whatever the register: plain Python over text spans.

The precision pass (``precision.precision_pass``) asks these before it weighs the register:

- ``person_pieces``: a person span the NER or an introduction cue stretched over a sentence
  end, an article or a function word ("July. Halvard Quist", "100 W. The Canon", "X4-I. The
  Orion", "the John Smith"): what is left once it is cut at the sentence end and before a
  capitalised article inside it, and the articles at its start and function words at its
  end go, less the pieces that are one Latin letter or a calendar name;
- ``is_quantity``: an address that is a number and a unit of measure ("100 Gbps ports",
  "40 MHz channels"): the address rules read the unit as a street name and the plural noun as
  a street type;
- ``is_identifier``: a place or person span shaped like code, a file name or a dotted key
  ("gradle.properties", "user_name", "config/Atlas");
- ``is_prose``: an address span that runs through a sentence ("The Lumen Hub 6 router supports
  Wi-Fi 6"): a house number and a capitalised word made it look like one, but an address holds
  no lower-case common words besides street types, units and particles;
- ``upper_surname_start``: a person span that opens on a given name after a surname written
  in capitals with its particles ("VAN DER BERGHE Joost", "ST. CLAIR Monica", "MC GREGOR
  Ewan") as a field value: the NER takes the capitals for an acronym, so the span starts there;
- ``is_lowercase_guess``: a person span all in lower case inside a line written in sentence
  case, with no known name in it ("zarezerwować wizytę" in a Polish paragraph): the English
  NER's guess on foreign words, not a name someone typed in lower case.
"""

from __future__ import annotations

import regex as re

from curation.pii import lexicon as lx
from curation.pii.people_words import is_first_name, is_gazetteer_name

_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’]*")
# A sentence end inside a span: a word of three letters or more, a full stop, a space, a capital.
_SENTENCE_END = re.compile(r"(?<=\p{L}{3,})[.!?]+[ \t]+(?=\p{Lu})")
_LATIN = re.compile(r"\p{Latin}")
# Articles: lower case, they open no name ("the John Smith"); capitalised inside a span, they
# open the next phrase ("X4-I. The Orion": a sentence end after one letter).
_ARTICLES = frozenset("the this that these those".split())
_ARTICLE_INSIDE = re.compile(r"(?<=\S)[ \t]+(?=(?:The|This|That|These|Those)[ \t]+\p{Lu})")
_TITLES = frozenset(h.replace("\\", "").rstrip(".") for h in lx.HONORIFICS)
# A unit of measure: an SI or binary prefix and a unit symbol (bits, bytes and their rates,
# hertz, watts, volts, amperes, metres, grams) of two letters or more, so that a house number
# with a letter ("221B", "12 A") stays an address.
_UNIT = re.compile(
    r"(?:[kKMGTPE]i?)(?:b|B|bit|byte)(?:ps|/s)?|(?:b|B)ps|bits?|bytes?|(?:[kMGT])?Hz"
    r"|(?:[mkMG])Wh?|Wh|(?:[mk])V|mAh|Ah|(?:[mck])m|(?:[mk])g|dB|rpm|fps|ppi|dpi"
)
_QUANTITY = re.compile(r"^\d[\d.,]*[ \t]+(\S+)")
# Code, a file name, a path or a dotted key: a dot between letters with a lower-case letter
# after it, an underscore, a slash, a backslash, braces, an equals sign or a backtick.
_CODE = re.compile(r"\p{L}\.\p{Ll}|[_/\\{}=`]")


# Particles of surnames written in capitals ("VAN DER", "DE LA", "ST.", "MC", "MAC", "O'").
_UPPER_PARTICLES = frozenset(p.upper() for p in lx.PARTICLES if p not in ("of", "the")) | {
    "MC",
    "MAC",
    "O'",
    "O’",
}
_UPPER_TOKEN = re.compile(r"(?<![\p{L}\p{M}'’])(?:\p{Lu}[\p{Lu}\p{M}'’-]*\.?)[ \t]+$")
# what stands before a field value: a line start, a label's colon, a cell or list separator
_VALUE_START = re.compile(r"(?:^|[:：|;,\t>])[ \t]*$")
# an English word this frequent in capitals is a heading or a shout ("URGENT Maria"), no surname
UPPER_WORD_ZIPF = 4.0


def upper_surname_start(text: str, start: int, zipf) -> int:
    """Where a person span starting at ``start`` really starts when capitals stand before it
    as a field value's surname (see the module docstring); ``start`` when they do not.
    ``zipf(word)`` is the word's English frequency."""
    line_start = text.rfind("\n", 0, start) + 1
    if not text[start : start + 1].isupper():
        return start
    pos, surname = start, False
    while pos > line_start:
        m = _UPPER_TOKEN.search(text, line_start, pos)
        if m is None:
            break
        word = m.group().strip()
        bare = word.rstrip(".")
        if word not in _UPPER_PARTICLES and bare not in _UPPER_PARTICLES:
            if len(bare) < 2 or not bare.isupper() or zipf(bare.casefold()) >= UPPER_WORD_ZIPF:
                break
            surname = True
        pos = m.start()
    if pos == start or not surname and not text[start:].split(None, 1)[0].isupper():
        return start
    return pos if _VALUE_START.search(text, line_start, pos) else start


def _no_name(words: list[str]) -> bool:
    """What is left of a cut or trimmed span names nobody: one Latin letter ("W" of "100 W.")
    or a calendar name ("July" before "July. En France")."""
    if not words:
        return True
    if len(words) == 1 and len(words[0]) == 1 and _LATIN.fullmatch(words[0]) is not None:
        return True
    return len(words) == 1 and words[0].casefold() in lx.calendar_words()


def _edges(text: str, start: int, end: int) -> tuple[int, int]:
    """``start`` moved past leading lower-case articles ("the John Smith": the NER takes the
    article in) and ``end`` before trailing English function words of three letters or more
    that are no first name ("W. The", "Anna And"): a name ends in no function word."""
    found = list(_WORD.finditer(text, start, end))
    while len(found) > 1 and found[0].group() in _ARTICLES:
        found.pop(0)
    while (
        len(found) > 1
        and len(found[-1].group()) >= 3
        and found[-1].group().casefold() in lx.stop_words()
        and not is_first_name(found[-1].group())
    ):
        found.pop()
    if not found:
        return start, start
    return found[0].start(), found[-1].end()


def person_pieces(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The parts of a person span at [start, end) that may still name a person: cut at a
    sentence end (not after a title: "Dr. Smith") and before a capitalised article inside it,
    the articles and function words at the edges dropped, and parts that name nobody
    (``_no_name``) left out. The span itself when nothing changes."""
    gaps = []
    for m in _SENTENCE_END.finditer(text, start, end):
        before = _WORD.findall(text, start, m.start())
        if before and before[-1].casefold() not in _TITLES:
            gaps.append(m.span())
    articles = [m.span() for m in _ARTICLE_INSIDE.finditer(text, start, end)]
    gaps += [a for a in articles if not any(s <= a[0] < e for s, e in gaps)]
    cuts = [start, *(i for gap in sorted(gaps) for i in gap), end]
    pieces = [_edges(text, s, e) for s, e in zip(cuts[::2], cuts[1::2], strict=True)]
    if pieces == [(start, end)]:
        return pieces  # "Sierra", "张", "May": a span left whole is for the other rules
    return [(s, e) for s, e in pieces if e > s and not _no_name(_WORD.findall(text, s, e))]


def is_quantity(value: str) -> bool:
    """An address span that opens with a number and a unit of measure ("100 Gbps ports")."""
    m = _QUANTITY.match(value)
    return m is not None and _UNIT.fullmatch(m.group(1)) is not None


def is_identifier(value: str) -> bool:
    """A span shaped like code, a file name, a path or a dotted key ("gradle.properties")."""
    return _CODE.search(value) is not None


# Lower-case common words an address may hold besides street types and units: a capitalised
# address ("12 Elm Road") holds none, a sentence holds several ("router supports").
PROSE_WORDS = 2


def is_prose(value: str, common, street_word) -> bool:
    """An address span with a capitalised word and ``PROSE_WORDS`` or more lower-case words that
    are common words (``common(word)``) and no street or unit word (``street_word(word)``), stop
    word or particle: a sentence, not an address. An all-lower-case address ("12 elm road")
    is left to the address rules."""
    found = _WORD.findall(value)
    if not any(w[:1].isupper() for w in found):
        return False
    prose = [
        w
        for w in found
        if w.islower()
        and len(w) >= 3
        and w not in lx.stop_words()
        and w not in lx.PARTICLES
        and not street_word(w)
        and common(w)
    ]
    return len(prose) >= PROSE_WORDS


# A line written in sentence case: its first letter is a capital (Latin, Greek or Cyrillic).
_CASED_LINE = re.compile(r"^[^\p{L}\n]*\p{Lu}", re.M)


def is_lowercase_guess(text: str, start: int, end: int) -> bool:
    """True for a person span at [start, end) whose words are all lower case, on a line that
    opens with a capital, when neither its first word is a first name nor all its words are
    gazetteer names. People who type names in lower case type whole lines so ("hi its jb
    lefevre"); a lower-case run inside a sentence-case line is the NER reading words of a
    language it does not know. Callers keep spans that a cue, slot or field found."""
    words = _WORD.findall(text, start, end)
    if not words or not all(w.islower() for w in words):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    if not _CASED_LINE.match(text, line_start) or text[line_start:start].strip() == "":
        return False
    # a stop word that is also a name ("ya", "lo" of "ya lo aprobó") vouches for nothing here
    names = [w for w in words if w not in lx.stop_words() and w not in lx.foreign_stop_words()]
    return not (
        names
        and (is_first_name(words[0]) or len(names) == len(words))
        and all(is_gazetteer_name(w) for w in names)
    )


def is_phrase_guess(text: str, start: int, end: int) -> bool:
    """True for a person span of two words or more with a lower-case word in it that is no
    name particle ("van", "de") and no gazetteer name: "Η αίτηση υποβάλλεται", "Bộ phận một
    cửa", "Ügyfélkapun keresztül". A name is written with every word capitalised or every word
    in lower case; a run that mixes them is words of a sentence the NER read in a language it
    does not know. Used in the documentation register only, where nothing vouches for a
    person; callers keep spans that a cue, slot or field found."""
    words = _WORD.findall(text, start, end)
    if len(words) < 2 or all(w.islower() for w in words) or not any(w.islower() for w in words):
        return False
    return any(w.islower() and w not in lx.PARTICLES and not is_gazetteer_name(w) for w in words)
