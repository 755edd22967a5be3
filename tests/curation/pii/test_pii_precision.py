"""Precision signals (issue 11): product names, the documentation register, date-shaped
"addresses" and the public chunks a trace retrieved. Sentences written for these tests."""

from __future__ import annotations

import pytest
import spacy

from curation.pii.context import product_name
from curation.pii.people import cased_run
from curation.pii.place_words import street_words
from curation.pii.vocabulary import Protection, Vocabulary, is_date_shaped
from tests.curation.pii.word_sets import member_of, span_of

_COMMON = {"premium", "discovery", "volumes", "app", "crescent", "baker", "notes", "runner"}
_NAMES = {"jasper", "watson", "atlas", "grace", "baker", "sierra", "anna", "hudson"}


_common = member_of(_COMMON)
_name = member_of(_NAMES)
_span = span_of


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
        ("Read Grace Premium's early tales.", "Grace Premium"),  # a possessive: a person's work
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
        "The catalog installs Jenkins, Grafana and Cassandra with production defaults. "
        "Backups are copied from Frankfurt to Dublin every night and kept for thirty days, "
        "so a restore never needs more than one hop."
    )
    found = analyzer.analyze(text)
    assert [text[d.start : d.end] for d in found] == []


def test_a_short_text_or_one_with_he_or_she_keeps_its_lone_first_names(analyzer):
    assert "Cassandra" in _people(analyzer, "Cassandra is from Brightwell.")
    text = (
        "Cassandra joined the platform team in spring and now runs the weekly release review; "
        "she also owns the on-call rota and the incident write-ups for every region."
    )
    assert "Cassandra" in _people(analyzer, text)


def test_a_note_naming_a_person_in_full_keeps_its_lone_first_names(analyzer):
    text = "Parcel left with neighbour Herbert Metz, Irmtraut informed by text."
    people = _people(analyzer, text)
    assert "Herbert Metz" in people and "Irmtraut" in people


def test_a_support_message_still_names_its_people(analyzer):
    text = "Hi, I'm Cassandra Whitfield and Jasper from billing told me to write."
    people = " ".join(_people(analyzer, text))
    assert "Cassandra" in people and "Jasper" in people


def test_a_stop_word_ending_in_s_is_no_genitive_of_a_name(analyzer):
    # "This" is not the genitive of the first name "Thi"
    assert _people(analyzer, "This program started in 1995 and still runs.") == []


def test_a_country_alone_is_no_personal_data_but_a_city_in_a_message_is(analyzer):
    text = "Hi, I moved from Portugal to Leeds last month."
    places = [text[d.start : d.end] for d in analyzer.analyze(text) if d.entity_type == "LOCATION"]
    assert "Portugal" not in places
    assert "Leeds" in places


def test_a_greeting_of_the_cases_languages_makes_a_text_personal():
    from curation.pii.context import is_impersonal

    assert not is_impersonal("Dzień dobry, paczka nie dotarła.", [], vouched=False)
    assert not is_impersonal("Buongiorno, il pacco non è arrivato.", [], vouched=False)
    assert is_impersonal("Il pacco arriva entro tre giorni lavorativi.", [], vouched=False)


def test_an_initial_or_a_first_name_before_a_common_surname_is_name_evidence():
    # "White", "Hill", "Kelly": surnames that are common words (and dictionary words) need
    # name evidence; an initial or a first name beside them is such evidence, in any case
    dictionary = frozenset({"white", "hill", "kelly", "henry"})
    protection = Protection(Vocabulary(), dictionary=dictionary)
    for text, value in [
        ("Paid. T. White confirmed it.", "T. White"),
        ("signed: henry kelly", "henry kelly"),
        ("ok sp hill", "sp hill"),
    ]:
        assert protection.keeps(text, *_span(text, value)), value
    text = "White paper out now."
    assert not protection.keeps(text, *_span(text, "White"))


def test_a_spanish_pronoun_opening_a_question_is_no_person(analyzer):
    # "Lo" is a first name in the gazetteer and a pronoun after "¿" or "¡"
    assert _people(analyzer, "¿Lo revisas antes del viernes? Gracias.") == []
    assert _people(analyzer, "¡Le escribo mañana sin falta!") == []


@pytest.mark.parametrize(
    ("words", "kept"),
    [
        ("Kamarádka Tereza si ho může", "Kamarádka Tereza"),  # the model's guess runs on
        ("Ana de Souza", "Ana de Souza"),  # a particle inside the name stays
        ("jb lefevre", "jb lefevre"),  # a name typed in lower case is kept as it is
    ],
)
def test_a_model_person_guess_ends_on_its_last_capitalised_word(words, kept):
    doc = spacy.blank("xx")(words)
    assert cased_run(doc[:]).text == kept


def test_a_model_person_guess_ending_on_a_number_is_not_cut():
    doc = spacy.blank("xx")("a Raspberry Pi 5")
    assert cased_run(doc[:]).text == "a Raspberry Pi 5"
