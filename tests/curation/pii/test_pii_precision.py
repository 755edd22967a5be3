"""Precision signals (issue 11): product names, the documentation register, date-shaped
"addresses" and the public chunks a trace retrieved. Sentences written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.context import product_name, street_words
from curation.pii.vocabulary import Protection, Vocabulary, is_date_shaped

_COMMON = {"premium", "discovery", "volumes", "app", "crescent", "baker", "notes", "runner"}
_NAMES = {"jasper", "watson", "atlas", "grace", "baker", "sierra", "anna", "hudson"}


def _common(word: str) -> bool:
    return word.casefold() in _COMMON


def _name(word: str) -> bool:
    return word.casefold() in _NAMES


def _span(text: str, value: str) -> tuple[int, int]:
    start = text.index(value)
    return start, start + len(value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Jasper Premium adds a second licence.", "Jasper Premium"),  # common-word head
        ("Queries go to Watson Discovery first.", "Watson"),  # head right after the span
        ("The legacy Hudson API is gone.", "Hudson"),  # acronym head
        ("Funnels in Sierra 4.2 allow twelve steps.", "Sierra"),  # version after
        ("Open the Jasper-app settings.", "Jasper"),  # compound with a common word
        ("Logs live in /var/lib/Atlas/logs.", "Atlas"),  # inside a path
        ("The Atlas Volumes page lists them.", "The Atlas Volumes"),  # determiner first
    ],
)
def test_product_shaped_spans_are_products(text, value):
    assert product_name(text, *_span(text, value), _common, _name)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Grace Baker called twice.", "Grace Baker"),  # head is a surname
        ("Call Anna Monday about it.", "Anna"),  # a day name is no product head
        ("Anna Phone: 555", "Anna"),  # a field label is no head
        ("She moved to Wright Crescent last year.", "Wright Crescent"),  # a street
        ("Ask A. Premium at the desk.", "A. Premium"),  # an initial: a person's way
        ("cardholder: anna collins-baker", "anna collins"),  # double surname, lower case
    ],
)
def test_people_are_not_products(text, value):
    assert not product_name(text, *_span(text, value), _common, _name)


def test_a_place_with_a_street_word_is_an_address():
    assert street_words("Green Crescent, Cardiff")
    assert not street_words("Victoria and Albert")
    assert not street_words("Crescent")


@pytest.mark.parametrize(
    ("value", "date"),
    [
        ("Starting May 7, 2025", True),
        ("On November 19, 2010", True),
        ("12 May Street", False),
        ("Since March 3 Baker Avenue", False),
    ],
)
def test_date_shaped_addresses(value, date):
    assert is_date_shaped(value) is date


def test_the_public_chunks_a_trace_retrieved_protect_their_words():
    protection = Protection(Vocabulary(), dictionary=frozenset())
    text = "When did Maravich retire?"
    start, end = _span(text, "Maravich")
    assert protection.keeps(text, start, end)

    case = protection.for_case(["Pete Maravich played for the Jazz."])

    assert not case.keeps(text, start, end)
    assert protection.keeps(text, start, end)  # the shared protection is unchanged


@pytest.fixture(scope="module")
def analyzer():
    from curation.pii.analyzer import get_analyzer

    return get_analyzer()


def _people(analyzer, text: str) -> list[str]:
    return [text[d.start : d.end] for d in analyzer.analyze(text) if d.entity_type == "PERSON"]


def test_documentation_keeps_lone_first_names_and_places(analyzer):
    text = (
        "The catalog installs Jenkins, Grafana and Cassandra with defaults. "
        "Backups are copied from Frankfurt to Dublin every night."
    )
    found = analyzer.analyze(text)
    assert [text[d.start : d.end] for d in found] == []


def test_a_note_naming_a_person_in_full_keeps_its_lone_first_names(analyzer):
    text = "Parcel left with neighbour Herbert Metz, Irmtraut informed by text."
    people = _people(analyzer, text)
    assert "Herbert Metz" in people and "Irmtraut" in people


def test_a_support_message_still_names_its_people(analyzer):
    text = "Hi, I'm Cassandra Whitfield and Jasper from billing told me to write."
    people = " ".join(_people(analyzer, text))
    assert "Cassandra" in people and "Jasper" in people
