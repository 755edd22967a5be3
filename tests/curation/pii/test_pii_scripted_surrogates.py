"""Surrogates of names written in an alphabet the surrogate is transliterated into (Hebrew):
two near-duplicate originals keep two surrogates once transliterated, and a name after a
one-letter clitic and a hyphen ("ו-נועם") is found again (issue 11, round 12). Sentences
written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.pseudonymizer import Pseudonymizer


@pytest.mark.parametrize("key", [f"scripted-{i}" for i in range(24)])
def test_two_near_duplicate_hebrew_names_keep_two_hebrew_surrogates(key):
    # given two siblings whose given names differ in one letter, written in Hebrew
    texts = ["לקוחה: שירה לוי\nלקוחה: שירן לוי", "שירה ו-שירן גרות יחד."]
    first, second = Pseudonymizer(key).pseudonymize_texts(texts)
    a, b = first.split("\n")[0].split()[1], first.split("\n")[1].split()[1]
    # then they are two people after replacement, in Hebrew letters, in every record
    assert a != b
    assert second.startswith(f"{a} ו-{b} ")


def test_a_known_name_after_a_one_letter_clitic_and_a_hyphen_is_replaced():
    texts = ["שם: מיכל אברהם\nשם: רונית אברהם", "רונית ו-מיכל באו יחד."]
    record, out = Pseudonymizer("clitic-key").pseudonymize_texts(texts)
    michal, ronit = (line.split()[1] for line in record.split("\n"))
    # then both siblings take their record's surrogates, the clitic and its hyphen kept
    assert out.startswith(f"{ronit} ו-{michal} ")


def test_a_name_inside_a_hyphenated_compound_stays_a_compound():
    out = Pseudonymizer("compound-key").pseudonymize_texts(
        ["Pierre Martin called.", "The anti-Pierre camp met."]
    )[1]
    assert out == "The anti-Pierre camp met."
