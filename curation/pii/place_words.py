"""Place words: whether a span names a street, a square, an airport or a station.

Plain Python over words and texts. Street types and unit words of the lexicon and of Faker's
locales, facility words (airports, stations), the place words of ``lexicon.PLACE_WORDS`` in
their inflected cases ("Lotniska", "ielai"), and street types glued to a name
("Oldenbarneveltlaan"). ``context`` and ``precision`` ask them of person and address spans in
texts that speak of no person.
"""

from __future__ import annotations

from functools import cache

import regex as re

from curation.pii import lexicon as lx
from curation.pii.people_words import is_gazetteer_name

_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’-]*")
# The article and demonstratives open a named building, no address ("the Jerónimos Building").
_DEMONSTRATIVES = frozenset("the this that these those".split())


def public_street(value: str) -> bool:
    """Whether an address span names a street and nothing that leads to a door: no house
    number, flat, postcode or any other digit ("Nelson Street", "Avenida Santa Fe", "rue du
    Général-Dufour"). Such a span is a public place when the text speaks of no person."""
    return not any(c.isdigit() for c in value) and street_words(value)


def street_named(text: str, start: int, end: int) -> bool:
    """Whether a person span is the name part of a street, square, airport or station: a street
    or facility word inside it ("Martin Place", "Aeroporto Humberto Delgado") or right next to
    it ("Karl Johans gate", "Deák Ferenc tér", "rue Victor Hugo", "Rajiv Chowk metro"). In a
    documentation paragraph that is a place named after someone."""
    words = _WORD.findall(text, start, end)
    if len(words) >= 2 and any(_place_word(w) for w in words):
        return True
    after = re.match(r"[ \t]+(\p{L}[\p{L}\p{M}.-]*)", text[end:])
    before = re.search(r"(\p{L}[\p{L}\p{M}.-]*)[ \t]+$", text[max(0, start - 24) : start])
    return any(
        m is not None and _beside_name(m.group(1).rstrip("."), text) for m in (after, before)
    )


# A lower-case word this frequent in English is read as English, not as a street type of
# another language: "Stephan Fenstermacher points out" (points), "Anna runs" (run).
_ENGLISH_ZIPF = 4.0


def _beside_name(word: str, text: str) -> bool:
    """A place word next to a name: capitalised ("Nelson Street", "Martin Place"), a facility
    word, or a street word in lower case that is no frequent English word ("Deák Ferenc tér",
    "rue Victor Hugo"; not "points" of "Stephan Fenstermacher points out") or that stands in a
    text of another language (``lexicon.text_language``: Norwegian "Karl Johans gate")."""
    if not _place_word(word):
        return False
    if word[:1].isupper() or word.casefold() in lx.FACILITY_WORDS:
        return True  # "Rajiv Chowk metro", "Martin Place station": no verb in English
    return lx.zipf(word) < _ENGLISH_ZIPF or lx.text_language(text) not in (None, "en")


def _place_word(word: str) -> bool:
    """A street type or a facility word (``lexicon.FACILITY_WORDS``), also in the Greek
    accusative, which drops the final sigma ("στη Λεωφόρο", "στο σταθμό"), or a place word in
    one of its cases (``inflected_place_word``: "Lotniska", "ielai", "Lennujaamast")."""
    if word.casefold() in lx.FACILITY_WORDS:
        return True
    if is_street_word(word) or (word[-1:] in "οη" and is_street_word(word + "ς")):
        return True
    return inflected_place_word(word) or compound_street(word)


# A name glued to a street type is at least this many letters before it ("Zwijger|laan").
_MIN_COMPOUND_HEAD = 4


def compound_street(word: str) -> bool:
    """Whether ``word`` is a name glued to a street type (``lexicon.COMPOUND_STREET_SUFFIXES``):
    "Oldenbarneveltlaan", "Drottninggatan", "Lessingstraße". A gazetteer name, a frequent
    English word ("highway") or a word ending in an English one ("Southgate") is not read so."""
    key = lx.fold(word)
    if not key.isalpha() or is_gazetteer_name(word) or lx.zipf(word.casefold()) >= 3.0:
        return False
    return any(
        key.endswith(s) and len(key) - len(s) >= _MIN_COMPOUND_HEAD for s in _compound_suffixes()
    )


@cache
def _compound_suffixes() -> tuple[str, ...]:
    """The street types of ``compound_street``, folded: four letters or more ("tér" and "vej"
    end "Porter" and "Ravej"), and no English word ("South|gate", "Le|grand" of "gränd")."""
    out = []
    for s in lx.COMPOUND_STREET_SUFFIXES:
        key = lx.fold(s.replace("\\", "").rstrip("."))
        if key.isalpha() and len(key) >= 4 and max(lx.zipf(s), lx.zipf(key)) < 3.0:
            out.append(key)
    return tuple(dict.fromkeys(out))


# How many letters a case ending adds to a place word's stem: Estonian "-ast", "-ule",
# Lithuanian "-ėje", Latvian "-ai", Polish "-a", Slovene "-a".
_MAX_ENDING = 4
# A stem shorter than this matches too many words ("vi-" of "via").
_MIN_STEM = 3
# An inflected form this frequent in English is an English word ("parking" of "park").
_INFLECTED_ZIPF = 3.0


def inflected_place_word(word: str) -> bool:
    """Whether ``word`` is a place word (``lexicon.PLACE_WORDS``, a facility word or a street
    type written before a name) in another of its cases: the dictionary form less its final
    vowels, then an ending of up to ``_MAX_ENDING`` letters ("ulica" -> "Ulici", "lotnisko" ->
    "Lotniska", "letališče" -> "Letališča", "iela" -> "ielai", "lennujaam" -> "Lennujaamast",
    "tänav" -> "tänaval", "zračna" -> "Zračne"). A word frequent in English ("parking") or one
    a name gazetteer holds ("Pontus", "Garth") is not read so."""
    key = lx.fold(word)
    if len(key) < _MIN_STEM + 1 or not key.isalpha():
        return False
    stems = _place_stems()
    for n in range(max(_MIN_STEM, len(key) - _MAX_ENDING), len(key) + 1):
        if key[:n] in stems:
            # "Pontus", "Garth" of "ponte", "gare": a gazetteer name is a name
            return lx.zipf(word.casefold()) < _INFLECTED_ZIPF and not is_gazetteer_name(word)
    return False


@cache
def _place_stems() -> frozenset[str]:
    """The stems ``inflected_place_word`` matches: each place word folded, less its final
    vowels, kept when at least ``_MIN_STEM`` letters long."""
    words = (*lx.PLACE_WORDS, *lx.FACILITY_WORDS, *lx.PRE_STREET_TYPES)
    stems = set()
    for w in words:
        key = lx.fold(w.replace("\\", "").rstrip("."))
        if not key.isalpha() or lx.zipf(w) >= _INFLECTED_ZIPF:
            continue
        stem = key.rstrip("aeiouy")
        if len(stem) >= _MIN_STEM:
            stems.add(stem)
    return frozenset(stems)


def street_words(value: str) -> bool:
    """Whether a place span of two words or more holds a street or unit word ("Green Crescent,
    Cardiff"): an address without a number, which stays personal data in any register. One
    opened by a lower-case article ("the Jerónimos Building") names a place, not an address."""
    found = _WORD.findall(value)
    if found and found[0] in _DEMONSTRATIVES:
        return False  # "the Jerónimos Building": a named building, no address
    return len(found) >= 2 and any(is_street_word(w) for w in found)


def is_street_word(word: str) -> bool:
    """A street type or a unit word of any of the lexicon's languages or of Faker's locales
    ("Crescent", "rue", "Flat", "đường")."""
    return lx.fold(word) in street_keys()


@cache
def street_keys() -> frozenset[str]:
    words = (*lx.POST_STREET_TYPES, *lx.PRE_STREET_TYPES, *lx.SEPARATE_STREET_TYPES)
    words += (*lx.faker_street_types("pre"), *lx.faker_street_types("post"))
    return frozenset(lx.fold(w.replace("\\", "").rstrip(".")) for w in (*words, *lx.UNIT_WORDS))
