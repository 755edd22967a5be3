"""Short public texts and the people in short messages: things named after people keep their
names, a name's pet form opening a chat line is a person, a person's team word is no title,
and a Japanese family name after a particle goes with its given name."""

from __future__ import annotations

import pytest

from curation.pii.context import names_a_role
from curation.pii.fields import _HONORIFIC
from curation.pii.openers import find_openers, given_names
from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.thing_names import common_word_head
from curation.pii.titles import full_person_name, person_then_word

KEY = "openers-test-key"


def _once(text: str) -> str:
    return Pseudonymizer(KEY).pseudonymize_text(text)


def test_pet_forms_of_given_names_are_known():
    # given: names-dataset's popular given names, pet forms included
    names = given_names()
    # then: short forms Faker's full-name lists lack are there, common words are not
    assert {"Kasia", "Jocke", "Truus"} <= names
    assert "Flights" not in names


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("[04/05/26, 18:02] Ola Berg: Kasia przyjdzie po klucze jutro rano", "Kasia"),
        ("From: +46 70 555 01 23\nJocke tar med sig nycklarna i kväll", "Jocke"),
        ("Truus belt morgen terug over de sleutels", "Truus"),
        ("Ivek će donijeti ključeve sutra ujutro", "Ivek"),
    ],
)
def test_a_given_name_opening_a_message_before_a_verb_is_found(text, name):
    # when
    found = [text[s:e] for s, e in find_openers(text)]
    # then
    assert found == [name]


@pytest.mark.parametrize(
    "text",
    [
        "Hej jag kommer snart",  # a greeting
        "Pani dzwoniła wczoraj w sprawie klucza",  # "Madam": a common word of Polish
        "Subject: Keys for tomorrow",
        "Deploy the service after the tests pass",
    ],
)
def test_common_words_opening_a_message_are_no_names(text):
    assert find_openers(text) == []


def test_a_pet_form_opening_a_chat_line_is_replaced_and_the_verb_kept():
    # given: a chat line whose subject is a pet form
    text = "[04/05/26, 18:02] Ola Berg: Kasia przyjdzie po klucze, jeśli mnie nie będzie"
    # when
    out = _once(text)
    # then: the name goes, the Polish words after it stay
    assert "Kasia" not in out
    assert "przyjdzie po klucze, jeśli mnie nie będzie" in out


def test_a_long_proper_name_closing_with_a_common_word_is_a_thing():
    assert common_word_head("Ahmet Demir Devlet Hastanesi")  # "state hospital"
    # three words or fewer: as often a full name whose surname is a word ("steel")
    assert not common_word_head("Mehmet Ali Çelik")


@pytest.mark.parametrize(
    "text",
    [
        "## Pratik bilgiler\n\nŞehir merkezine giden otobüs Ahmet Adnan Saygun Sanat Merkezinden kalkar. "
        "Biletler gişede satılır.",
        "## Visiting\n\nThe Flying Scotsman and the Mallard are kept at the railway museum. "
        "Tickets are sold at the door.",
        "Parcel lockers are on Mill Street and Church Lane, open every day from seven until late.",
    ],
)
def test_things_named_after_people_and_public_streets_keep_their_names(text):
    assert _once(text) == text


def test_a_role_in_the_text_names_someone_a_street_may_be_the_address_of():
    assert names_a_role("Customer moved to Larkspur Crescent, Dundee.")
    assert not names_a_role("Drop-off points are on Mill Street and Church Lane.")
    assert not names_a_role("The app supports the host system.")


def test_a_person_with_a_team_word_is_no_title():
    # given: a full name, then a team or desk word and a lower-case word
    text = "Forwarded to Sofia Berg Payroll for review."
    start = text.index("Sofia")
    # then
    assert full_person_name(["Sofia", "Berg"])
    assert person_then_word(text, start, start + len("Sofia Berg"))
    assert not person_then_word("The Dow Jones Industrial Average fell.", 4, 4 + len("Dow Jones"))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Forwarded to Sofia Berg Payroll for review.", "Sofia Berg"),
        ("Please ask Maria Lopez Finance about it before Friday.", "Maria Lopez"),
    ],
)
def test_a_person_signing_with_a_team_word_is_replaced(text, name):
    out = _once(text)
    assert name.split()[0] not in out and name.split()[1] not in out


def test_a_japanese_family_name_after_a_particle_goes_with_the_given_name():
    text = "ご家族の村上 美咲様は登録されていません。"
    assert [m.group("name") for m in _HONORIFIC.finditer(text)] == ["村上 美咲"]
    assert "村上" not in _once(text)
