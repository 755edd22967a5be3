"""Spoken e-mail addresses in the languages added in round 7 (issue 11): each language's own
words for "@" and ".". Sentences written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.spoken import find_spoken_emails, respoken, written


@pytest.mark.parametrize(
    ("text", "address"),
    [
        (
            "skriv til kari punktum nordmann krøllalfa online punktum no i dag",
            "kari.nordmann@online.no",
        ),
        ("στείλτε στο maria τελεία papa παπάκι gmail τελεία com παρακαλώ", "maria.papa@gmail.com"),
        ("email: lan a còng gmail chấm com nhé", "lan@gmail.com"),
        ("pišite na ana pika novak afna siol pika net", "ana.novak@siol.net"),
        ("rašykite jonas taškas petraitis eta gmail taškas com", "jonas.petraitis@gmail.com"),
        ("scrie-mi la ion punct pop arond yahoo punct ro", "ion.pop@yahoo.ro"),
        ("пишіть на olena крапка bondar равлик ukr крапка net", "olena.bondar@ukr.net"),
        ("raksti uz janis punkts ozols et inbox punkts lv", "janis.ozols@inbox.lv"),
    ],
)
def test_a_spoken_address_in_the_language_s_own_words_is_found(text, address):
    (span,) = find_spoken_emails(text)
    assert written(text[span[0] : span[1]]) == address


@pytest.mark.parametrize(
    "text",
    [
        "Ich und et punkt de",  # no local part before a real @ word
        "ana et la plage, puis le point com",  # French "et" is "and"
        "kari og ola møtes punktum",
    ],
)
def test_ordinary_sentences_hold_no_spoken_address(text):
    assert find_spoken_emails(text) == []


def test_the_surrogate_is_spoken_in_the_original_s_words():
    original = "maria τελεία papa παπάκι gmail τελεία com"
    assert respoken(original, "eva.lind@mail.com") == "eva τελεία lind παπάκι mail τελεία com"


def test_a_spoken_address_is_replaced():
    p = Pseudonymizer("test-key")
    (out,) = p.pseudonymize_texts(["Skriv til kari punktum nordmann krøllalfa online punktum no."])
    assert "nordmann" not in out and "krøllalfa" in out
