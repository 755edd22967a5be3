"""Surrogates in the original's alphabet: a Cyrillic or Greek person or address gets a Cyrillic or
Greek surrogate, the same one everywhere in the case, and one-letter articles stay outside names."""

from __future__ import annotations

import regex as re

from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.scripts import in_script, own_script

KEY = "scripts-test-key"


def test_own_script_needs_every_letter_in_one_alphabet():
    assert own_script("Олена Бойко") == "Cyrillic"
    assert own_script("οδός Αιόλου 14") == "Greek"
    assert own_script("ул. Shevchenko") is None  # mixed: left as the pools give it
    assert own_script("Julien Moreau") is None
    assert own_script("12345") is None


def test_transliteration_keeps_case_pattern_and_non_letters():
    assert in_script("Lage Morata", "Cyrillic") == "Лаге Мората"
    assert in_script("CHEN-SHAW 12", "Cyrillic") == "КХЕН-СХАВ 12"
    assert in_script("Thomas", "Greek") == "Τχομας"
    assert in_script("Jørgensen", "Cyrillic") == "Йоргенсен"


def test_a_cyrillic_case_gets_cyrillic_surrogates_consistently():
    texts = [
        "Добрый день! Меня зовут Олена Бойко, адрес: ул. Шевченко, д. 7, кв. 3.",
        "Олена Бойко просит перезвонить.",
    ]
    first, second = Pseudonymizer(KEY).pseudonymize_texts(texts)
    assert "Олена" not in first and "Шевченко" not in first
    assert not re.search(r"\p{Latin}", first)  # no Latin surrogate inside Cyrillic text
    name = second.removesuffix(" просит перезвонить.")
    assert name in first  # one surrogate across the case's texts


def test_a_greek_article_opening_a_sentence_stays_outside_the_name():
    [out] = Pseudonymizer(KEY).pseudonymize_texts(["Ο Γιώργος Παπαδόπουλος τηλεφώνησε χθες."])
    assert out.startswith("Ο ")
    assert "Γιώργος" not in out and "Παπαδόπουλος" not in out
    assert not re.search(r"\p{Latin}", out)


def test_latin_text_keeps_latin_surrogates():
    [out] = Pseudonymizer(KEY).pseudonymize_texts(["Hi, I'm Olena Boyko from Kyiv."])
    assert "Olena" not in out
    assert not re.search(r"\p{Cyrillic}", out)


def test_transliteration_keeps_the_surrogates_length():
    for name in ("Fischer", "Vicky Fischer", "Schmidt-Chopra", "Oksana"):
        assert len(in_script(name, "Cyrillic")) == len(name)
        assert len(in_script(name, "Greek")) == len(name)
