"""Span shapes that are no personal data in any register (issue 11, precision), and the people
they must leave alone. Sentences written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.context import full_name_shape, product_name, weak_name
from curation.pii.span_shapes import (
    is_identifier,
    is_lowercase_guess,
    is_quantity,
    person_pieces,
)


def _span(text: str, value: str) -> tuple[int, int]:
    start = text.index(value)
    return start, start + len(value)


def _pieces(text: str, value: str) -> list[str]:
    return [text[s:e] for s, e in person_pieces(text, *_span(text, value))]


def test_a_span_over_a_sentence_end_keeps_only_the_name_after_it():
    text = "The kiosk closes in March. Halvard Quist runs it now."

    assert _pieces(text, "March. Halvard Quist") == ["Halvard Quist"]


def test_a_span_that_is_a_unit_initial_and_an_article_names_nobody():
    text = "The charger gives 65 W. The lamp needs less."

    assert _pieces(text, "W. The") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ask Dr. Okafor about the dose.", "Dr. Okafor"),  # a title's full stop
        ("Send it to T. Lindqvist today.", "T. Lindqvist"),  # an initial's full stop
        ("Call An Phuong before noon.", "An Phuong"),  # a short given name
        ("Hi May, the parcel is here.", "May"),  # a given name that is a month
        ("Hi Sierra, thanks again.", "Sierra"),  # a given name that is a country word
        ("伟 and I both got it.", "伟"),  # a one-character name
    ],
)
def test_people_keep_their_whole_span(text, value):
    assert _pieces(text, value) == [value]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("100 Gbps ports", True),
        ("40 MHz channels", True),
        ("221B Baker Street", False),  # a house number with a letter
        ("12 A Mill Road", False),
        ("14 Harbour Road", False),
    ],
)
def test_a_number_and_a_unit_is_a_quantity_not_an_address(value, expected):
    assert is_quantity(value) is expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [("gradle.properties", True), ("build_cache", True), ("src/Atlas", True), ("Lyon", False)],
)
def test_code_shaped_places_are_identifiers(value, expected):
    assert is_identifier(value) is expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        (["Isaac", "Heath"], True),  # a gazetteer first name first
        (["Xiomara", "Smith"], True),  # a gazetteer surname last
        (["Pierguglielmo", "Tollez"], True),  # a surname's ending
        (["Grafana", "Loki"], False),
        (["Dolby", "Atmos"], False),
        # letters outside ASCII are no name's shape on their own: places of other languages
        (["Plaça", "Reial"], False),
        (["Þjóðminjasafn", "Íslands"], False),
        (["Zoë", "Kowalczyk"], True),
    ],
)
def test_full_name_shape(words, expected):
    assert full_name_shape(words) is expected


def _never_common(word: str) -> bool:
    return False


def test_a_product_pair_is_weak_in_documentation_but_a_full_name_is_not():
    text = "Logs go to Grafana Loki and alerts to Isaac Heath."

    assert weak_name(text, *_span(text, "Grafana Loki"), _never_common)
    assert not weak_name(text, *_span(text, "Isaac Heath"), _never_common)


def test_a_middle_initial_makes_two_unknown_words_a_person_in_documentation():
    text = "The archive was catalogued by Maelis R Vantreck over two winters."

    assert not weak_name(text, *_span(text, "Maelis R Vantreck"), _never_common)


def test_a_place_opened_by_a_particle_is_no_full_name():
    text = "Replicas are copied to São Paulo overnight."

    assert weak_name(text, *_span(text, "São Paulo"), _never_common)


def test_the_article_opens_no_name_though_the_is_a_surname():
    text = "The Mesh Router pairs in a minute."

    assert product_name(text, *_span(text, "The Mesh Router"), _never_common, lambda w: True)


def test_a_compound_with_a_common_word_inside_the_span_is_a_product():
    text = "Het Quorra-app scherm."

    assert product_name(text, *_span(text, "Het Quorra-app"), lambda w: w == "app", lambda w: False)


@pytest.fixture(scope="module")
def analyzer():
    from curation.pii.analyzer import get_analyzer

    return get_analyzer()


def _people(analyzer, text: str) -> list[str]:
    return [text[d.start : d.end] for d in analyzer.analyze(text) if d.entity_type == "PERSON"]


@pytest.mark.parametrize(
    "text",
    [
        "The Quorvex Nimbalt developer kit boots from the internal drive.",
        "Each release ships Zentrik manifests for the cluster and a signed checksum file.",
        # the head noun after a chain of compound nouns and a version number
        "Quorvex Nimbalt board support packages are published on the vendor site.",
        "Trellmar and Vosskey 9 image build scripts are published every month.",
    ],
)
def test_a_name_that_modifies_a_common_noun_is_a_product(analyzer, text):
    assert _people(analyzer, text) == []


def test_a_family_named_by_a_surname_and_people_by_full_names_stay(analyzer):
    text = "Dear Halvard Quist, the Moreau household parcel came. Ask Ingrid Solberg."

    found = _people(analyzer, text)

    assert "Halvard Quist" in found
    assert "Ingrid Solberg" in found
    assert "Moreau" in found


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ask Ilona Wrobel and Tomasz Brzezinski family members to sign.", "Ilona Wrobel"),
        ("Если что, свяжитесь с Жанной Орловой или ответьте с адреса.", "Жанной Орловой"),
    ],
)
def test_a_person_before_coordination_or_foreign_words_is_no_modifier(analyzer, text, name):
    assert name in _people(analyzer, text)


def test_two_unknown_words_in_a_short_text_stay_a_person():
    text = "Who signed? Maelis Vantreck"

    assert not weak_name(text, *_span(text, "Maelis Vantreck"), _never_common, paragraph=False)


@pytest.mark.parametrize(
    ("text", "value", "expected"),
    [
        # foreign words the NER read as a name, inside sentence-case prose
        ("Formularz można wypełnić szybko i wysłać online.", "wypełnić szybko", True),
        ("Kérjük, hozza magával a személyi igazolványát.", "hozza magával", True),
        # a lower-case name that is a known first name or all known names stays
        ("Please call anna at the branch.", "anna", False),
        ("The parcel went to olsen berg yesterday.", "olsen berg", False),
        # a whole line typed in lower case is how people type names: left to the other rules
        ("hi its vikrant dabholkar again", "vikrant dabholkar", False),
        # capitalised spans are not this rule's
        ("Formularz wypełnia Wiesław Kurek.", "Wiesław Kurek", False),
    ],
)
def test_a_lower_case_guess_in_sentence_case_prose_is_no_name(text, value, expected):
    assert is_lowercase_guess(text, *_span(text, value)) is expected


@pytest.mark.parametrize(
    ("text", "start_word", "expected"),
    [
        ("Patient: VAN DEN HOEK Marit, ward 3", "Marit", "VAN DEN HOEK Marit"),
        ("Passenger: ST. JOHN Ingrid, 14C", "JOHN", "ST. JOHN Ingrid"),
        ("Huésped: DE LOS RIOS Amparo", "Amparo", "DE LOS RIOS Amparo"),
        ("| MC KAY Fenella | 2 nights |", "Fenella", "MC KAY Fenella"),
        ("URGENT Maria called back", "Maria", "Maria"),  # a shout, no surname
        ("We met IBM Maria today", "Maria", "Maria"),  # not a field value
    ],
)
def test_a_surname_in_capitals_with_its_particles_opens_the_person_span(text, start_word, expected):
    from curation.pii.span_shapes import upper_surname_start
    from curation.pii.vocabulary import zipf

    start = text.index(start_word)
    end = text.index(expected.split()[-1]) + len(expected.split()[-1])

    assert text[upper_surname_start(text, start, zipf) : end] == expected
