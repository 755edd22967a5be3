"""An English-word surname vouched for by the e-mail address beside it, and role addresses
kept (issue 11, round 7). Sentences written for these tests."""

from __future__ import annotations

import pytest

from curation.pii import lexicon as lx
from curation.pii.analyzer import Detection
from curation.pii.local_evidence import (
    extend_by_local_parts,
    local_chunks,
    lower_case_people,
    spelled_people,
    spells,
)
from curation.pii.people_words import is_gazetteer_name
from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.role_locals import ROLE_LOCAL_PARTS


@pytest.mark.parametrize(
    ("given", "word", "local"),
    [
        ("Suzanne", "Mayor", "smayor"),
        ("Grace", "Field", "gracefield"),
        ("Tomás", "Baker", "bakert"),  # surname then initial, accents folded
        ("Ana", "Rosa", "rosaana"),
    ],
)
def test_a_local_part_spells_a_given_name_and_a_word(given, word, local):
    assert spells(given, word, local)


@pytest.mark.parametrize(
    ("given", "word", "local"),
    [("Mark", "Price", "mark"), ("Anna", "Support", "support"), ("Ed", "Ax", "eax")],
)
def test_a_local_part_that_is_not_both_names_spells_nothing(given, word, local):
    assert not spells(given, word, local)


def test_a_found_given_name_grows_over_the_word_its_address_spells():
    # given "Grace" found and "Field" left out as an English word
    text = "Regards, Grace Field <gfield@harbour-dental.co.uk>"
    start = text.index("Grace")
    found = [Detection(start, start + 5, "PERSON", 0.85)]
    # when the address beside it is read
    grown = extend_by_local_parts(text, found)
    # then the person is the whole name
    assert text[grown[0].start : grown[0].end] == "Grace Field"


def test_without_an_address_that_spells_it_the_word_stays_out():
    text = "Regards, Grace Field <support@harbour-dental.co.uk>"
    start = text.index("Grace")
    found = [Detection(start, start + 5, "PERSON", 0.85)]
    assert extend_by_local_parts(text, found) == found


def test_the_surname_an_address_spells_is_replaced():
    p = Pseudonymizer("test-key")
    (out,) = p.pseudonymize_texts(["On Monday, Suzanne Mayor <smayor@oakridge-bank.com> wrote:"])
    assert "Mayor" not in out and "smayor" not in out


@pytest.mark.parametrize("local", ["desk", "helpdesk", "info", "noreply", "reception", "billing"])
def test_role_local_parts_include_rfc_2142_and_help_desks(local):
    assert local in ROLE_LOCAL_PARTS


def test_a_role_address_keeps_its_role_word():
    p = Pseudonymizer("test-key")
    (out,) = p.pseudonymize_texts(["Write to desk@acme-travel.com or call Diana Plavuchová."])
    assert "desk" in out.split("@")[0]


def test_a_short_function_word_of_any_language_is_no_part_of_a_lower_case_name():
    # given: Turkish "ben" ("I", also the English name Ben) before a name a handle spells
    text = "slm ben elif yıldız, siparişim gelmedi"
    found = [
        text[s:e]
        for s, e in lower_case_people(text, {"elif"}, lambda w: False, lambda w: w == "ben")
    ]
    # then: the name, not "ben elif"
    assert found == ["elif yıldız"]


def test_a_chat_handle_spells_its_owner_as_an_e_mail_does():
    # given: a chat whose author's handle spells the name she types in lower case
    [out] = Pseudonymizer("local-evidence-key").pseudonymize_texts(
        ["#help\nfatma_k21 — Today at 10:02\nmerhaba, fatma korkmaz burada, siparişim yok"]
    )
    # then: neither her handle nor her name is left
    assert "fatma" not in out and "korkmaz" not in out


def _spelled(text: str, email: str) -> list[str]:
    chunks = local_chunks(email)
    found = spelled_people(text, chunks, lambda w: lx.zipf(w) >= 4.0, is_gazetteer_name)
    return [text[s:e] for s, e in found]


def test_two_capitalised_words_an_e_mail_spells_are_a_person_common_words_or_not():
    text = "The voucher went to Hope Baker; Hope never got it."
    assert _spelled(text, "hope_baker@mail.com") == ["Hope Baker"]
    text = "Ticket for Dineo Tshabalala and then Tshabalala called"
    assert _spelled(text, "dineo.t@mail.com") == ["Dineo"]  # a rare word spelled alone
    assert _spelled(text, "dtshabalala@mail.com") == ["Tshabalala", "Tshabalala"]  # initial off
    assert _spelled("Hope you are well", "hope_baker@mail.com") == []  # a common word alone


def test_role_words_an_e_mail_spells_are_no_person():
    text = "Write to Customer Care or the Sales Team."
    assert _spelled(text, "customer.care@shop.com") == []
    assert _spelled(text, "sales_team@shop.com") == []
