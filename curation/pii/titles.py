"""Names of things that hold a name-looking word: "Dow Jones Industrial Average", "Lehman
Brothers", "Monte Carlo Casino", "Pokémon Platinum", "the Great Wall", "Florida Power & Light".

Plain functions over a text and the analyzer's English dictionary. A person-looking detection
is part of the proper name of an organisation, a place or a product when the capitalised run
it sits in goes on with a capitalised common English word that is no first name (a title
word: "Industrial", "Casino", "Platinum", "Keys"), when it ends in an organisation word
("Brothers", "Company") or continues with "&" and a capitalised word ("Dow Jones & Company"),
or when a title word stands right before it mid-sentence ("the Great Wall", "Wake Forest").
A one-word span coordinated with such a word is a thing of the same kind ("Red and Blue",
"Spring and Autumn"). A person's name is rarely glued to a common capitalised word in running text; where it is, the
word is a role ("Manager", "Support"), a greeting ("Thanks") or a date ("Monday"), which are no
title words here, or it opens the sentence ("Call Anna"), which the left side never counts.

``case_titles`` lifts this to a case: a value seen inside such a name anywhere in the case's
texts ("Pokémon" of "Pokémon Platinum") is that thing in every text of the case ("the Pokémon
series"), so it is neither replaced nor propagated there.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

import regex as re

from curation.pii import lexicon as lx
from curation.pii.people_words import is_first_name, is_gazetteer_name

_WORD = r"\p{Lu}[\p{L}\p{M}'’]*"
# the word right after a span, across one space or a hyphen ("Pokémon-themed" is no title)
_NEXT = re.compile(rf"(?: |-(?=\p{{Lu}}))(?P<w>{_WORD})(?P<dot>\.)?")
_AMP = re.compile(rf" & (?P<w>{_WORD})")
_PREV = re.compile(rf"(?<![\p{{L}}\p{{M}}'’.-])(?P<w>{_WORD}) $")
# a one-word span coordinated with a capitalised common word: "Red and Blue", "Gold or Silver"
_AND_NEXT = re.compile(rf" (?:and|or|&) (?P<w>{_WORD})(?![ -]\p{{Lu}})")
_AND_PREV = re.compile(rf"(?<![\p{{L}}\p{{M}}'’.-])(?P<w>{_WORD}),? (?:and|or|&) $")
_OF = re.compile(rf"(?<![\p{{L}}\p{{M}}'’.-])(?P<w>{_WORD}) of $")
# name words a run may go over before its title word
MAX_RUN = 2
_OPENERS = '.!?:;\n"“(*•-'
MIN_TITLE_ZIPF = 3.0
# departments and job words that follow a person's name in a signature ("Anna Kowalski Sales")
_DEPARTMENTS = frozenset(
    "sales marketing finance accounting accounts billing legal engineering operations "
    "development design research product services service team lead head director "
    "officer engineer analyst consultant specialist coordinator representative "
    "executive president secretary assistant intern editor author".split()
)
# organisation abbreviations that close a name ("Warner Bros.", "Acme Inc.")
_ORG_ABBREVIATIONS = frozenset("bros inc corp co ltd llc plc gmbh ag sa nv bv".split())


@cache
def _not_title() -> frozenset[str]:
    """Capitalised common words that sit beside a person's name without naming a thing."""
    return (
        lx.FIELD_WORDS
        | lx.ROLE_LABELS
        | lx.INTERJECTIONS
        | frozenset(h.casefold() for h in lx.HONORIFICS)
        | frozenset(lx.PARTICLES)
        | _DEPARTMENTS
        | lx.calendar_words()
    )


def title_word(word: str, dictionary: frozenset[str], before: bool = False) -> bool:
    """A capitalised common English word that is no first name, no role, greeting, date or
    stop word ("Industrial", "Casino", "Great"): it names things, not people. ``before``: the
    word stands before the span mid-sentence, where "Great" is no interjection."""
    folded = lx.fold(word)
    return (
        len(folded) >= 3
        and word[:1].isupper()
        and not word.isupper()
        and (folded not in _not_title() or (before and folded in _BEFORE_OK))
        and folded not in lx.stop_words()
        and folded not in lx.gazetteer_first_names()
        and lx.is_common(word, dictionary)
        and lx.zipf(folded) >= MIN_TITLE_ZIPF
    )


# interjections that are adjectives too ("the Great Wall", "Cool Runnings")
_BEFORE_OK = lx.INTERJECTIONS - frozenset("dear thanks welcome cheers congrats hey hi".split())


def _org_word(word: str) -> bool:
    folded = word.casefold().rstrip(".")
    return folded in lx.ORG_WORDS or folded in _ORG_ABBREVIATIONS


def _sentence_initial(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \t'‘\"“")
    return not before or before[-1] in _OPENERS


def full_person_name(words: Sequence[str]) -> bool:
    """Whether name words read as a person's first name and surname: two words, a gazetteer
    first name and a gazetteer surname ("Anna Okafor", "Sofia Berg"); a longer run is as often
    the name of a thing ("Pop Warner Little Scholars")."""
    return (
        len(words) == 2
        and is_first_name(words[0])
        and lx.fold(words[-1]) in lx.gazetteer_surnames()
    )


# A capitalised word, then a lower-case one or the end of the phrase: "Harbour team", "Payroll."
_LONE_TITLE = re.compile(rf" (?P<w>{_WORD})(?=[ \t]+\p{{Ll}}|[ \t]*(?:[,.;:!?)]|$))")


def person_then_word(text: str, start: int, end: int) -> bool:
    """Whether a full person name (``full_person_name``) at [start, end) is followed by one
    capitalised word and then a lower-case word or a phrase's end: a person and the team,
    desk or department they sign with ("Anna Okafor Harbour team", "Sofia Berg Payroll for
    review"), not a thing named after them ("Dow Jones Industrial Average" runs on, "Pop
    Warner Little Scholars" starts before)."""
    words = re.findall(_WORD, text[start:end])
    if not full_person_name(words) or _LONE_TITLE.match(text, end) is None:
        return False
    # a capitalised word before it mid-sentence makes the run longer ("Pop Warner Little
    # Scholars"): the name of a thing
    prev = _PREV.search(text, 0, start)
    return prev is None or _sentence_initial(text, prev.start())


def in_title(text: str, start: int, end: int, dictionary: frozenset[str]) -> bool:
    """Whether the detection at [start, end) of ``text`` is part of the name of a thing."""
    inside = re.findall(rf"{_WORD}\.?", text[start:end])
    if len(inside) >= 2 and _org_word(inside[-1]):
        return True  # "Lehman Brothers"
    # the run goes on over further name words ("Dow" of "Dow Jones Industrial Average")
    at = end
    for _ in range(MAX_RUN):
        nxt = _NEXT.match(text, at)
        if nxt is None:
            break
        word = nxt.group("w")
        if _org_word(word):
            return True  # "Warner Bros.", "Lehman Brothers"
        if title_word(word, dictionary):
            # "Dow Jones Industrial Average"; "Anna Okafor Harbour team" is a person's team
            return not person_then_word(text, start, at)
        if not is_gazetteer_name(word):
            break
        at = nxt.end("w")
    if _AMP.match(text, at) is not None:
        return True  # "Dow Jones & Company", "Florida Power & Light"
    of = _OF.search(text, 0, start)
    if of is not None and not _sentence_initial(text, of.start()):
        if title_word(of.group("w"), dictionary, before=True):
            return True  # "the Great Wall of China", "Bank of Ireland"
    if len(inside) == 1 and _coordinated(text, start, end, dictionary):
        return True  # "Red and Blue", "Gold and Silver"
    prev = _PREV.search(text, 0, start)
    if prev is not None and not _sentence_initial(text, prev.start()):
        return title_word(
            prev.group("w"), dictionary, before=True
        )  # "the Great Wall", "Wake Forest"
    return False


def _coordinated(text: str, start: int, end: int, dictionary: frozenset[str]) -> bool:
    """Whether a one-word span is coordinated with a capitalised common word that is no first
    name: things of one kind are listed together ("Red and Blue", "Spring and Autumn")."""
    nxt = _AND_NEXT.match(text, end)
    if nxt is not None and title_word(nxt.group("w"), dictionary, before=True):
        return True
    prev = _AND_PREV.search(text, 0, start)
    return prev is not None and title_word(prev.group("w"), dictionary, before=True)


def title_pattern(values: Iterable[str]) -> re.Pattern:
    """Whole-word, case-blind occurrences of any of ``values``."""
    body = "|".join(re.escape(v) for v in sorted(set(values), key=len, reverse=True))
    return re.compile(rf"(?<![\p{{L}}\p{{N}}])(?:{body})(?![\p{{L}}\p{{N}}])", re.IGNORECASE)


def case_titles(
    texts: Sequence[str], values: Iterable[str], dictionary: frozenset[str]
) -> frozenset[str]:
    """The ``values`` (detected person strings) that some text of the case holds inside the
    name of a thing (``in_title``); casefolded."""
    values = {v for v in values if v.strip()}
    out = set()
    for value in values:
        rx = title_pattern([value])
        for text in texts:
            if any(in_title(text, m.start(), m.end(), dictionary) for m in rx.finditer(text)):
                out.add(value.casefold())
                break
    # a value that goes on a titled one or is coordinated with one is a thing of the same
    # name ("Emerald" of "Pokémon Emerald", "Pearl" of "Diamond and Pearl")
    for _ in range(MAX_RUN):
        if not out:
            break
        known = rf"(?:{title_pattern(out).pattern})"
        grown = {
            value.casefold()
            for value in values - {v for v in values if v.casefold() in out}
            if any(_beside_titled(text, value, known) for text in texts)
        }
        if not grown:
            break
        out |= grown
    return frozenset(out)


def _beside_titled(text: str, value: str, known: str) -> bool:
    v = re.escape(value)
    return (
        re.search(rf"{known} {v}(?![\p{{L}}\p{{N}}])", text, re.IGNORECASE) is not None
        or re.search(
            rf"(?:{known} ?,? (?:and|or|&) {v}|(?<![\p{{L}}\p{{N}}]){v} ?,? (?:and|or|&) {known})"
            rf"(?![\p{{L}}\p{{N}}])",
            text,
            re.IGNORECASE,
        )
        is not None
    )
