"""Public places named after people in documentation: streets without a house number, squares,
airports and stations stay; the same street in a personal text, a person's full name beside
it, or a street with a house number are still replaced."""

from __future__ import annotations

import pytest

from curation.pii.context import is_impersonal
from curation.pii.place_words import public_street, street_named
from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.span_shapes import is_phrase_guess

KEY = "public-places-test-key"


def _once(text: str) -> str:
    return Pseudonymizer(KEY).pseudonymize_text(text)


@pytest.mark.parametrize(
    "text",
    [
        # a street named after someone, no number, in a paragraph that speaks of no person
        "## Parking permits\n\nResident permits are issued at the council office on Lincoln "
        "Avenue, opposite the library. Bring proof of address and the registration document of "
        "the vehicle; permits are posted within ten working days.",
        # a square and a station named after people
        "## Getting here\n\nFrom Churchill Square the number 12 tram runs every eight minutes "
        "towards the harbour. Tickets are sold at the machines on the platform and on the "
        "official app, and day passes are valid on the night buses too.",
        # an airport named after a person, in Spanish
        "## Cómo llegar\n\nDesde el Aeropuerto Adolfo Suárez salen autobuses cada quince "
        "minutos hacia el centro. El billete se compra a bordo con tarjeta y es válido durante "
        "noventa minutos en toda la red municipal de transporte.",
    ],
)
def test_places_named_after_people_stay_in_documentation(text):
    assert _once(text) == text


def test_the_same_street_in_a_personal_text_is_replaced():
    text = "Hi, I moved last week and my new flat is on Lincoln Avenue, next to the bakery."
    assert "Lincoln Avenue" not in _once(text)


def test_a_street_beside_a_person_named_in_full_is_replaced():
    text = (
        "## Delivery note\n\nThe parcel for Rosalind Okonkwo-Barrett is held at the depot on "
        "Lincoln Avenue until Friday. Collection needs the card left at the door and a photo "
        "document matching the name on the label."
    )
    after = _once(text)
    assert "Okonkwo-Barrett" not in after
    assert "Lincoln Avenue" not in after


def test_a_street_with_a_house_number_is_an_address_in_any_register():
    assert not public_street("14 Lincoln Avenue")
    assert not public_street("Lincoln Avenue 14, 2nd floor")
    assert public_street("Lincoln Avenue")
    assert public_street("rue du Général-Leclerc")
    assert not public_street("Lincoln")  # no street word: not a street at all


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The office on Churchill Square opens at nine.", "Churchill"),
        ("Kancelář je na náměstí Jiřího Wolkera vedle pošty.", "Jiřího Wolkera"),
        ("Kontoret ligger i Haakon Sjuendes Gate, ved torget.", "Haakon Sjuendes"),
        ("A kiosk a Petőfi Sándor tér sarkán áll.", "Petőfi Sándor"),
        ("Shuttles leave Aeroporto Amílcar Cabral hourly.", "Aeroporto Amílcar Cabral"),
        ("Το γραφείο στη Λεωφόρο Ανδρέα Παπανδρέου.", "Ανδρέα Παπανδρέου"),
    ],
)
def test_a_name_next_to_a_street_or_facility_word_names_the_place(text, name):
    start = text.index(name)
    assert street_named(text, start, start + len(name))


def test_a_name_with_no_place_word_beside_it_is_not_a_place():
    text = "Ask Margaret Okafor at the front desk."
    start = text.index("Margaret Okafor")
    assert not street_named(text, start, start + len("Margaret Okafor"))


class _D:
    def __init__(self, entity_type: str, start: int = 0, end: int = 0) -> None:
        self.entity_type, self.start, self.end = entity_type, start, end


def test_a_capital_i_before_a_name_is_the_nordic_preposition_not_the_pronoun():
    assert is_impersonal("Kontoret flyttet. I Bergen finner du det ved torget.", [], False)
    assert not is_impersonal("The office moved. I found it by the square.", [], False)


def test_a_first_person_word_in_a_title_is_no_first_person():
    assert is_impersonal("Open the My Account page and choose Billing.", [], False)
    assert is_impersonal("El turno se pide en la aplicación Mi Argentina.", [], False)
    assert not is_impersonal("Mi nombre es Ana y vivo en Rosario.", [], False)
    assert not is_impersonal("My Account page shows nothing, can you help?", [], False)


def test_a_numberless_street_does_not_make_a_text_personal_but_a_numbered_one_does():
    text = "The office on Lincoln Avenue opens at nine."
    street = _D("ADDRESS", text.index("Lincoln"), text.index(" opens"))
    assert is_impersonal(text, [street], False)
    numbered = "The office at 14 Lincoln Avenue opens at nine."
    address = _D("ADDRESS", numbered.index("14"), numbered.index(" opens"))
    assert not is_impersonal(numbered, [address], False)


@pytest.mark.parametrize(
    ("value", "phrase"),
    [
        ("Bộ phận tiếp nhận", True),  # Vietnamese words the NER read as a name
        ("Η αίτηση υποβάλλεται", True),
        ("Ludwig van Beethoven", False),  # a particle is lower case in a name
        ("Anna Schmidt", False),
        ("julien moreau", False),  # a name typed all in lower case stays a name
        ("Maria", False),
    ],
)
def test_a_run_mixing_lower_case_words_into_a_name_is_a_phrase(value, phrase):
    text = f"Siehe {value} unten."
    start = text.index(value)
    assert is_phrase_guess(text, start, start + len(value)) is phrase


def test_an_english_verb_that_is_also_a_street_type_does_not_make_a_place():
    text = "As regular commenter Rosalind Okafor points out, most of them are dreadful."
    start = text.index("Rosalind Okafor")
    assert not street_named(text, start, start + len("Rosalind Okafor"))
