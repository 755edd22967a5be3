"""Words of longer proper names, sentences read as addresses and regnal numerals read as "I":
no personal data in documentation (issue 11, precision), and the people the rules must leave
alone. Sentences written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.context import _FIRST_PERSON, inside_proper_name, place_led, product_name
from curation.pii.span_shapes import is_prose, person_pieces
from tests.curation.pii.word_sets import member_of, span_of

_COMMON = {"isle", "bay", "tower", "hall", "router", "supports", "pairs", "firmware", "estate"}
_NAMES = {"brenna", "corvale", "smith", "anna", "okafor", "marlow"}


_common = member_of(_COMMON)
_name = member_of(_NAMES)
_span = span_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tours start at the Corvale Tower every hour.", "Corvale Tower"),  # ends in no name
        ("Walk over the Brenna II Viaduct to the harbour.", "Brenna"),  # a numeral, then a head
        ("Releases go out on the Marlow GitHub page.", "Marlow"),  # a capitalised word after
        ("Ferries to the Isle of Brenna leave at nine.", "Brenna"),  # a common noun and "of"
    ],
)
def test_a_word_of_a_longer_proper_name_is_no_person(text, value):
    assert inside_proper_name(text, *_span(text, value), _common, _name)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I spoke to the Anna Smith from payroll.", "Anna Smith"),  # a surname last
        ("The notice went to Anna Okafor on Monday.", "Anna Okafor"),  # no article before
        ("The will names the Estate of Anna Okafor.", "Anna Okafor"),  # two words after "of"
        ("A card from the Duke of Marlow arrived.", "Marlow"),  # "Duke" is no common word here
    ],
)
def test_people_are_no_words_of_a_proper_name(text, value):
    assert not inside_proper_name(text, *_span(text, value), _common, _name)


def test_the_ner_article_is_trimmed_from_a_person_span():
    text = "I spoke to the Anna Smith from payroll."
    start, end = _span(text, "the Anna Smith")

    assert [text[s:e] for s, e in person_pieces(text, start, end)] == ["Anna Smith"]


def test_a_capitalised_article_inside_a_span_opens_the_next_phrase():
    text = "Use the variant Q7-I. The Kestrel board is smaller."
    start, end = _span(text, "I. The Kestrel")

    assert [text[s:e] for s, e in person_pieces(text, start, end)] == ["The Kestrel"]


def test_a_plural_acronym_heads_a_product():
    text = "Withdrawals are free at Marlow ATMs abroad."

    assert product_name(text, *_span(text, "Marlow ATMs"), _common, _name)


def test_a_span_opened_by_a_big_place_is_an_airport_unless_evidence_covers_the_place():
    text = "Flights leaving Lisbon Anna Okafor are delayed."
    start, end = _span(text, "Lisbon Anna Okafor")
    name = _span(text, "Anna Okafor")

    assert place_led(text, start, end, [name])
    assert not place_led(text, start, end, [(start, end)])
    assert not place_led(text, *_span(text, "Anna Okafor"), [])


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("The Kestrel Hub 4 router supports firmware 4", True),
        ("Flat 3, 12 High Street, Leeds", False),
        ("14 Tower Hall Road", False),  # capitalised common words are a street's name
        ("12 old mill road near the bay", False),  # all lower case: for the address rules
    ],
)
def test_an_address_with_lower_case_common_words_is_a_sentence(value, expected):
    assert is_prose(value, _common, lambda w: w.casefold() in {"road", "street", "flat"}) is (
        expected
    )


@pytest.mark.parametrize(
    ("text", "pronoun"),
    [
        ("Cross the Brenna I Bridge at dawn.", False),  # a regnal numeral
        ("Order the variant Q7-I for cold sites.", False),  # a code suffix
        ("Yesterday I called the bank.", True),
        ("Anna and I Went home.", True),  # after a lower-case word
        ("Thanks, I will.", True),
    ],
)
def test_a_regnal_numeral_or_a_code_suffix_is_no_first_person(text, pronoun):
    assert (_FIRST_PERSON.search(text) is not None) is pronoun


@pytest.fixture(scope="module")
def analyzer():
    from curation.pii.analyzer import get_analyzer

    return get_analyzer()


def test_a_product_paragraph_with_a_numbered_router_keeps_its_places(analyzer):
    text = (
        "Fibre plans for Kestrel Home\nVoice calls run on the standalone core in Oslo and "
        "Trondheim. The Kestrel Hub 4 router supports firmware 4 pairing with the Kestrel "
        "repeater, and the setup wizard walks through every step."
    )

    assert [text[d.start : d.end] for d in analyzer.analyze(text)] == []


def test_a_message_with_an_address_and_a_name_keeps_both(analyzer):
    text = "Hi, please send the new card to Anna Okafor, Flat 3, 12 High Street, Leeds."
    found = {d.entity_type for d in analyzer.analyze(text)}

    assert {"PERSON", "ADDRESS"} <= found
