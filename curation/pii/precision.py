"""The precision pass: detections that are no personal data, dropped after overlaps resolve.

Plain Python over a text and its detections (``PiiAnalyzer._finish`` calls ``precision_pass``).
Register-free rules, then the documentation register:

- an address that runs through a sentence ("The Lumen Hub 6 router supports Wi-Fi 6",
  ``span_shapes.is_prose``) is none;
- an address or postal code shaped like a date ("Starting May 7, 2025") is a date;
- a place that is a country identifies nobody (surrogate addresses keep countries too);
- a person span no cue, slot or name field found that names a product, feature or
  organisation (``context.product_name``: "Watson Discovery", "Sierra 4.2", "Jasper-app") or
  is a word of a longer proper name (``context.inside_proper_name``: "the Villanueva
  Building", "Isle of Skye"); a person span opened by a big place no evidence covers
  (``context.place_led``: "Lisbon Humberto Delgado", an airport);
- a lower-case person span no evidence found, inside a sentence-case line, with no known name
  in it (``span_shapes.is_lowercase_guess``: the NER on words of a language it does not know);
- in an impersonal text (``context.is_impersonal``: no greeting, first person, speaker label,
  structured identifier or vouched name), places that are no street stay and so does every
  person span that is no evidence of a person (``context.weak_name``); a lone first name is
  such a span only while no other person of the text stays ("Herbert Metz ... Irmtraut") and
  the text reads as documentation (``context.speaks_of_people``: no he/she pronoun, long
  enough to be a paragraph or laid out as a page under a Markdown heading). In such a
  paragraph person spans lose their lower-case edge words ("su Siri"), and on a page a
  sentence slot's lone word ("Ask Alexa") is no evidence of a person.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import regex as re

from curation.pii import lexicon as lx
from curation.pii.context import (
    capitalised_part,
    documentation_page,
    inside_proper_name,
    is_impersonal,
    long_paragraph,
    names_a_role,
    place_led,
    product_name,
    speaks_of_people,
    weak_name,
)
from curation.pii.people_words import is_gazetteer_name
from curation.pii.place_words import is_street_word, public_street, street_named, street_words
from curation.pii.span_shapes import (
    is_identifier,
    is_lowercase_guess,
    is_phrase_guess,
    is_prose,
    is_quantity,
    person_pieces,
    upper_surname_start,
)
from curation.pii.thing_names import common_word_head
from curation.pii.titles import person_then_word
from curation.pii.vocabulary import ADDRESS_TYPES, is_date_shaped, zipf

# How frequent in English a common word must be to head a product name ("Jasper Premium"):
# a rare inflection the stemmer maps onto a dictionary entry ("Magdaleno") is no head.
HEAD_ZIPF = 3.0


@dataclass(frozen=True)
class Evidence:
    """What the recognizers said about a text: spans a slot, a strong cue or a name field found
    (``strong``), spans a sentence slot found (``slotted``), and whether a strong cue or a name
    field vouches that the text speaks of a person (``vouched``)."""

    strong: list[tuple[int, int]] = field(default_factory=list)
    slotted: list[tuple[int, int]] = field(default_factory=list)
    vouched: bool = False


def _overlaps(d, spans: list[tuple[int, int]]) -> bool:
    return any(s < d.end and d.start < e for s, e in spans)


def precision_pass(
    text: str, detections: list, evidence: Evidence, common_words: frozenset[str], register: bool
) -> list:
    """``detections`` (objects with ``start``, ``end``, ``entity_type``) minus those the rules
    above say are no personal data; ``register`` False switches the documentation register off
    (``ASSAY_PII_IMPERSONAL_TEXTS=0``)."""

    def common(word: str) -> bool:
        return lx.is_common(word, common_words)

    def frequent(word: str) -> bool:
        return common(word) and zipf(word.casefold()) >= HEAD_ZIPF

    def product(d) -> bool:
        if d.entity_type == "PERSON" and place_led(text, d.start, d.end, evidence.strong):
            return True
        if d.entity_type != "PERSON" or _overlaps(d, evidence.strong):
            return False
        if is_lowercase_guess(text, d.start, d.end):
            return True
        return product_name(
            text, d.start, d.end, frequent, is_gazetteer_name
        ) or inside_proper_name(text, d.start, d.end, common, is_gazetteer_name)

    kept = [
        d
        for d in _without_team_word(text, _reshaped(text, detections), common)
        if not (
            d.entity_type in ADDRESS_TYPES
            and is_prose(text[d.start : d.end], common, is_street_word)
        )
        and not (d.entity_type in ADDRESS_TYPES and is_date_shaped(text[d.start : d.end]))
        and not (d.entity_type == "LOCATION" and lx.fold(text[d.start : d.end]) in lx.COUNTRIES)
        and not product(d)
    ]
    if not register or not is_impersonal(text, kept, evidence.vouched):
        return kept

    paragraph = not speaks_of_people(text)
    page = documentation_page(text)
    if paragraph:
        kept = _capitalised(text, kept, evidence.strong)

    def slotted(d) -> bool:
        # on a documentation page a sentence slot's lone word is a product's ("Ask Alexa")
        return _overlaps(d, evidence.slotted) and not (page and _one_word(text, d))

    def unnumbered_street(d) -> bool:
        return _unnumbered_street(text, d, paragraph)

    def documentation(people_kept: bool) -> list:
        return [
            d
            for d in kept
            if not (d.entity_type == "LOCATION" and not street_words(text[d.start : d.end]))
            and not (
                d.entity_type == "PERSON"
                and not slotted(d)
                and weak_name(text, d.start, d.end, common, people_kept, paragraph)
                and not unnumbered_street(d)
            )
            # a slot's "i Karl Johans" fits a person, but the street word after it says street
            and not (
                d.entity_type == "PERSON"
                and paragraph
                and _place_or_phrase(text, d)
                and not unnumbered_street(d)
            )
            and not (d.entity_type == "PERSON" and (_historical(text, d) or _public_named(text, d)))
        ]

    if not paragraph:
        return documentation(people_kept=True)
    first = documentation(people_kept=False)
    if not any(d.entity_type == "PERSON" for d in first):
        public = long_paragraph(text) or not names_a_role(text)
        return _public_streets(text, first, evidence) if public else first
    return documentation(people_kept=True)


# A year of a past century standing alone (not part of a written date: "1961-04-12").
_PAST_YEAR = re.compile(r"(?<![\d/.:-])1\d{3}(?![\d/:-]|\.\d)")
_SENTENCE_END = re.compile(r"[.!?。\n]")


# Before or opening a name in documentation: the title of a monarch or a saint ("Queen
# Liliʻuokalani", "King Shaka", "Sant Jordi"), whom no customer record names that way.
_MONARCH = r"(?:King|Queen|Emperor|Empress|Sultan|Pope)"
_PUBLIC_TITLE = re.compile(rf"(?:{_MONARCH}|Saint|St\.?|Sankt|San|Sant|Santa|São)[ \t]+\p{{Lu}}")
_TITLE_BEFORE = re.compile(rf"{_MONARCH}[ \t]+$")


def _public_named(text: str, d) -> bool:
    """The span opens on such a title, or one stands right before it ("Queen <span>")."""
    before = _TITLE_BEFORE.search(text, max(0, d.start - 12), d.start)
    return _PUBLIC_TITLE.match(text, d.start) is not None or before is not None


def _historical(text: str, d) -> bool:
    """In documentation, a person span in a sentence that dates itself to a past century
    ("Jean Sibelius wrote Finlandia in 1899", "designed by Jørn Utzon, opened in 1973"): history
    of public figures and places, not a record of a customer."""
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, d.start)), default=0)
    end = _SENTENCE_END.search(text, d.end)
    return _PAST_YEAR.search(text, start, end.start() if end else len(text)) is not None


def _unnumbered_street(text: str, d, paragraph: bool) -> bool:
    """ "Customer moved to Green Crescent, Cardiff": a street read as a name stays personal data
    in a short paragraph, as an address without a number does (``long_paragraph``), where a
    person of the text may live there (``names_a_role``: "Drop-off points are on Queen
    Street" names nobody who could)."""
    return (
        street_words(text[d.start : d.end])
        and not long_paragraph(text)
        and (not paragraph or names_a_role(text))
    )


def _capitalised(text: str, detections: list, strong: list[tuple[int, int]]) -> list:
    """A documentation paragraph's person spans cut to their capitalised words
    (``context.capitalised_part``), those with none dropped; spans a cue or a field found
    stay whole."""
    out = []
    for d in detections:
        if d.entity_type != "PERSON" or _overlaps(d, strong):
            out.append(d)
            continue
        part = capitalised_part(text, d.start, d.end)
        if part is not None:
            out.append(replace(d, start=part[0], end=part[1]))
    return out


def _one_word(text: str, d) -> bool:
    return " " not in text[d.start : d.end].strip()


def _place_or_phrase(text: str, d) -> bool:
    """A person span of a documentation paragraph that names a street or square after someone
    (``place_words.street_named``) or mixes lower-case words into a "name"
    (``span_shapes.is_phrase_guess``)."""
    return (
        street_named(text, d.start, d.end)
        or is_phrase_guess(text, d.start, d.end)
        or common_word_head(text[d.start : d.end])
    )


def _public_streets(text: str, detections: list, evidence: Evidence) -> list:
    """In a documentation paragraph that speaks of no person, streets and squares named without
    a house number are public places (``place_words.public_street``), unless an address field or
    cue found them (a sentence slot that fits a person, "hasta la Avenida Juan B. Justo", is no
    such evidence)."""
    fields = [s for s in evidence.strong if s not in evidence.slotted]
    return [
        d
        for d in detections
        if not (
            d.entity_type in ("ADDRESS", "LOCATION")
            and public_street(text[d.start : d.end])
            and not _overlaps(d, fields)
        )
    ]


def _without_team_word(text: str, detections: list, common) -> list:
    """Person spans of a full name and one more capitalised common word that is no name, before
    a lower-case word or a phrase's end, cut to the name: "Anna Okafor Harbour team", "Sofia
    Berg Payroll for review", "Tomasz Nowak Logistics" are a person and their team or desk
    (``titles.person_then_word``), neither a product ("Watson Discovery") nor a street."""
    out = []
    for d in detections:
        words = list(re.finditer(r"\p{L}[\p{L}\p{M}'’-]*", text[d.start : d.end]))
        if d.entity_type == "PERSON" and len(words) == 3:
            last = words[-1].group()
            cut = d.start + words[-2].end()
            if (
                common(last)
                and not is_gazetteer_name(last)
                and person_then_word(text, d.start, cut)
            ):
                d = replace(d, end=cut)
        out.append(d)
    return out


def _reshaped(text: str, detections: list) -> list:
    """``detections`` with the register-free shapes of ``span_shapes`` applied: a person span
    cut to the pieces that may name someone ("July. En France" goes, "W. The" goes), an
    address that is a quantity ("100 Gbps ports") and a place shaped like code
    ("gradle.properties") dropped."""
    out = []
    for d in detections:
        value = text[d.start : d.end]
        if d.entity_type in ADDRESS_TYPES and is_quantity(value):
            continue
        if d.entity_type == "LOCATION" and is_identifier(value):
            continue
        if d.entity_type != "PERSON":
            out.append(d)
            continue
        d = replace(d, start=upper_surname_start(text, d.start, zipf))
        pieces = person_pieces(text, d.start, d.end)
        if pieces == [(d.start, d.end)]:
            out.append(d)
        else:
            out.extend(replace(d, start=s, end=e) for s, e in pieces)
    return out
