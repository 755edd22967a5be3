"""Known gaps of issue 11: "Last, First" records and phones / ids written as JSON numbers."""

from __future__ import annotations

import pytest

from curation.pii.pseudonymizer import Pseudonymizer


@pytest.fixture
def pseudonymizer():
    return Pseudonymizer(b"inverted-test-key")


def test_a_surname_before_the_first_name_is_replaced_too(pseudonymizer):
    out = pseudonymizer.pseudonymize_text("Name: Moreau, Julien\nPlan: family")
    assert "Moreau" not in out
    assert "Julien" not in out
    assert "Plan: family" in out


def test_a_word_before_a_comma_that_is_no_surname_stays(pseudonymizer):
    out = pseudonymizer.pseudonymize_text("In Paris, Julien met the support team. Thanks, Julien!")
    assert "In Paris, " in out
    assert "Thanks, " in out
    assert "Julien" not in out


def test_a_phone_written_as_a_json_number_is_replaced_by_a_number(pseudonymizer):
    value = {"customer_phone": 4155550142, "amount": 129, "ok": True, "year": 2026}
    out = pseudonymizer.pseudonymize_json(value)
    assert out["customer_phone"] != 4155550142
    assert isinstance(out["customer_phone"], int | str)
    assert "4155550142" not in str(out)
    assert (out["amount"], out["ok"], out["year"]) == (129, True, 2026)


def test_the_same_number_as_text_and_as_json_number_gets_one_surrogate(pseudonymizer):
    [text] = pseudonymizer.pseudonymize_texts(["Call me on 4155550142 please"])
    out = pseudonymizer.pseudonymize_json({"phone": 4155550142})
    assert str(out["phone"]) in text


def test_a_gazetteer_surname_that_is_also_a_word_survives_protection():
    from curation.pii.vocabulary import Protection  # loads the analyzer's dictionary

    protected = Pseudonymizer(b"inverted-test-key", protection=Protection())
    out = protected.pseudonymize_text("Baker, Miriam rang about the refund.\nGross, Heinrich too.")
    assert "Baker" not in out
    assert "Gross" not in out
    assert "rang about the refund." in out


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        # a surname that is also a word, filling a labelled value with the given name
        ("Buyer: Mole, Thandiwe\nItem: kettle", ("Mole", "Thandiwe")),
        # the surname read as a name, the given name after it missed, in a quoted CSV cell
        (
            'row 9: SKIPPED no_opt_in "Yıldırım, Emre",eyildirim@example.com.tr,',
            ("Yıldırım", "Emre"),
        ),
    ],
)
def test_a_surname_comma_given_name_filling_a_value_is_replaced_whole(pseudonymizer, text, gone):
    out = pseudonymizer.pseudonymize_text(text)
    assert not any(word in out for word in gone)


def test_a_word_before_a_given_name_that_is_a_word_too_stays(pseudonymizer):
    out = pseudonymizer.pseudonymize_text("Tags: Apple, Orange\nStack: Python, Ruby")
    assert "Apple, " in out and "Python, " in out
