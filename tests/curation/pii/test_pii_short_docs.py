"""Short documentation pages: a Markdown heading over a paragraph of two sentences is read as
documentation, place words are matched in their inflected cases and as glued street types,
first-person words count only in a text of their language, and lower-case words are no name
there. Personal texts (first person, an e-mail address, no heading) are still replaced."""

from __future__ import annotations

import pytest

from curation.pii import lexicon as lx
from curation.pii.context import (
    _speaks_as_i,
    capitalised_part,
    documentation_page,
    speaks_of_people,
)
from curation.pii.place_words import compound_street, inflected_place_word, street_named
from curation.pii.pseudonymizer import Pseudonymizer

KEY = "short-docs-test-key"


def _once(text: str) -> str:
    return Pseudonymizer(KEY).pseudonymize_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "## Dojazd\n\nParking dla gości jest przy Placu Józefa Piłsudskiego. Aplikacja działa z "
        "Google Home.",
        "## Kaip atvykti\n\nSiuntinį atsiimkite Jono Basanavičiaus gatvėje. Programėlė veikia "
        "su Cortana.",
        "## Kā nokļūt\n\nBirojs atrodas Kārļa Ulmaņa gatvē. Lietotne darbojas ar Cortana.",
        "## Kuidas kohale jõuda\n\nBuss väljub Jaan Poska tänavalt. Rakendus töötab koos "
        "Cortanaga.",
        "## Kako do nas\n\nPaket prevzemite na Trgu Leona Štuklja. Aplikacija deluje s Cortano.",
        "## Kako do nas\n\nTramvaj staje na Trgu Stjepana Radića. Aplikacija radi s uslugom "
        "Cortana.",
        "## Jak se k nám dostanete\n\nVlak odjíždí z nádraží Antonína Dvořáka. Aplikace funguje "
        "s Cortanou.",
        "## Så hittar du hit\n\nHämta biljetten vid Selma Lagerlöfs torg. Appen fungerar med "
        "Cortana.",
        "## Come arrivare\n\nIl museo si trova in Piazza Cesare Battisti. L'app funziona con "
        "Cortana.",
        "## Zo vind je ons\n\nHet loket zit aan de Johan van Oldenbarneveltlaan. De app werkt "
        "met Sonos.",
        "## Slik finner du oss\n\nKontoret ligger i Henrik Ibsens gate, like ved parken.",
        "## Getting here\n\nThe shuttle stops on Elizabeth Street. Ask Cortana to book a seat.",
        "## Getting here\n\nShared autos run to Lal Chowk every ten minutes. Tickets are sold "
        "at the counter.",
    ],
)
def test_short_documentation_pages_keep_their_place_and_product_names(text):
    assert _once(text) == text


def test_a_short_page_in_the_first_person_still_speaks_of_people():
    after = _once("## Notes\n\nI called Marta back about the invoice.")
    assert "Marta" not in after


def test_a_short_page_with_an_email_address_is_personal():
    after = _once("## Contact\n\nWrite to Marta Kowalska at marta.kowalska@example.com today.")
    assert "Kowalska" not in after
    assert "marta.kowalska@example.com" not in after


def test_a_short_note_without_a_heading_is_no_documentation_page():
    text = "Called Marta back about the invoice, she will pay Friday."
    assert not documentation_page(text)
    assert speaks_of_people(text)
    assert "Marta" not in _once(text)


def test_a_heading_makes_a_short_impersonal_text_a_documentation_paragraph():
    text = "## Getting started\n\nThe plugin posts build status to the dashboard."
    assert documentation_page(text)
    assert not speaks_of_people(text)
    # a he/she pronoun still says the text speaks of someone
    assert speaks_of_people("## Team\n\nHe maintains the plugin.")


@pytest.mark.parametrize(
    "word", ["Ulici", "Lotniska", "Letališča", "ielai", "Lennujaamast", "tänaval", "Trgu"]
)
def test_place_words_are_found_in_their_inflected_cases(word):
    assert inflected_place_word(word)


@pytest.mark.parametrize("word", ["parking", "Paris", "Pontus", "Garth", "Anna", "Stanley"])
def test_names_and_english_words_are_no_inflected_place_words(word):
    assert not inflected_place_word(word)


def test_a_street_type_glued_to_a_name_is_a_street_but_not_an_english_name():
    assert compound_street("Oldenbarneveltlaan")
    assert compound_street("Drottninggatan")
    assert not compound_street("Southgate")  # "gate" is an English word
    assert not compound_street("Porter")  # "tér" is too short a tail to read


def test_a_lower_case_street_word_beside_a_name_counts_in_a_text_of_another_language():
    text = "Kontoret ligger i Henrik Ibsens gate, like ved parken og torget."
    start = text.index("Henrik")
    assert street_named(text, start, start + len("Henrik Ibsens"))
    english = "At the match Henrik Ibsens gate receipts were counted twice."
    start = english.index("Henrik")
    assert not street_named(english, start, start + len("Henrik Ibsens"))


def test_the_language_of_a_text_is_read_from_its_words():
    assert lx.text_language("Výdejní místo je na náměstí Míru a funguje.") == "cs"
    assert lx.text_language("Je suis à la maison avec mon chat.") == "fr"
    assert lx.text_language("Ok Anna") is None


def test_a_first_person_word_of_another_language_is_no_first_person():
    # "je" is Czech "is": the page is impersonal and its product name stays
    cs = "## Jak to funguje\n\nVýdejní místo je na náměstí Míru. Aplikace funguje s Cortanou."
    assert _once(cs) == cs
    # in French it is "I": the text speaks as someone, and the name there is replaced
    fr = "## Note\n\nJe rappelle Hortense demain pour la facture."
    assert "Hortense" not in _once(fr)
    # Czech "mi" is "to me": the page speaks as someone
    assert _speaks_as_i("Zavolejte mi prosím zítra ráno kvůli faktuře.")
    assert not _speaks_as_i("Mi smo tim koji održava aplikaciju i njezine servise.")


def test_lower_case_edge_words_of_a_span_are_cut_off_in_documentation():
    text = "Programėlė veikia su Siri."
    start = text.index("su")
    assert capitalised_part(text, start, start + len("su Siri")) == (
        text.index("Siri"),
        text.index("Siri") + 4,
    )
    assert capitalised_part("ophalen kan aan de", 8, 15) is None
    # a name particle inside a name stays: "Leonardo da Vinci"
    text = "Leonardo da Vinci"
    assert capitalised_part(text, 0, len(text)) == (0, len(text))


def test_an_article_after_a_comma_opens_a_clause_not_an_address_part():
    doc = (
        "## Venir en tram\n\nDepuis la place Victor-Hugo, le tram 3 rejoint la gare en dix "
        "minutes. Les billets se prennent au distributeur."
    )
    assert _once(doc) == doc
    personal = (
        "Envoyez le colis au 12 place Victor Hugo, le bâtiment 5, 75011 Paris. Merci, Hortense"
    )
    after = _once(personal)
    assert "Victor Hugo" not in after
    assert "75011" not in after


@pytest.mark.parametrize(
    "text, kept",
    [
        (
            "Uploads go through Hudson first. The Mabel scheduler then copies them to cold "
            "storage overnight.",
            "Mabel",
        ),
        (
            "Reports are built by Ferris at midnight and mailed out by the Quincy relay.",
            "Quincy",
        ),
    ],
)
def test_a_short_impersonal_paragraph_without_a_heading_keeps_a_lone_product_name(text, kept):
    assert not speaks_of_people(text)
    assert kept in _once(text)


def test_a_street_read_as_a_name_in_a_short_note_is_still_replaced():
    text = "Customer moved to Green Crescent, Cardiff, new number not yet on file."
    out = _once(text)
    assert "Green Crescent" not in out
    assert out.endswith(", Cardiff, new number not yet on file.")


def test_a_note_under_ten_words_still_speaks_of_people():
    assert speaks_of_people("Ferris called about the refund.")


def test_a_public_figure_in_a_sentence_dated_to_a_past_century_stays_in_documentation():
    text = (
        "The lighthouse at the harbour mouth was designed by Thorvald Rasmussen and lit in "
        "1887. Guided tours run every afternoon from May to September, and the museum shop "
        "sells postcards, maps and a short history of the coast."
    )
    assert _once(text) == text


def test_a_customer_with_a_written_birth_date_is_still_replaced():
    text = "Note: Thorvald Rasmussen (born 1961-04-12) moved to the new flat and asked about it."
    assert "Rasmussen" not in _once(text)


def test_a_monarch_or_a_saint_named_in_documentation_stays():
    text = (
        "The summer palace was the favourite home of Queen Ingeborg, and the chapel beside it "
        "is dedicated to Saint Olav. Visitors can walk the gardens, the orangery and the old "
        "stables on any weekend between April and October."
    )
    assert _once(text) == text
