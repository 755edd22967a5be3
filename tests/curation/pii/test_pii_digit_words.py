"""Phone numbers read as digit words (issue 11, call transcripts and ASR output), in several
languages, with doublings and written digits mixed in; counts and number words in prose stay.
Sentences written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.analyzer import get_analyzer
from curation.pii.digit_words import digits_of, find_digit_phones, language_of, respoken
from curation.pii.pseudonymizer import Pseudonymizer


def _found(text: str) -> list[str]:
    return [text[s:e] for s, e, _ in find_digit_phones(text)]


@pytest.mark.parametrize(
    ("text", "run"),
    [
        (
            "Agent: what number can we call you back on?\nCaller: oh seven seven double four, "
            "three one two nine eight six.",
            "oh seven seven double four, three one two nine eight six",
        ),
        (
            "Operadora: ¿Y su teléfono?\nCliente: seis tres cero, dos uno ocho, cuatro cuatro siete.",
            "seis tres cero, dos uno ocho, cuatro cuatro siete",
        ),
        (
            "Sie erreichen mich unter null drei null, vier vier eins zwo sieben acht neun.",
            "null drei null, vier vier eins zwo sieben acht neun",
        ),
        (
            "Mi chiami al tre quattro sette 218 nove nove zero uno.",
            "tre quattro sette 218 nove nove zero uno",
        ),
        ("Ring meg på ni åtte sju fire fem to null tre.", "ni åtte sju fire fem to null tre"),
        (
            "Nomor saya nol delapan satu tiga tujuh tujuh dua lima enam.",
            "nol delapan satu tiga tujuh tujuh dua lima enam",
        ),
    ],
)
def test_a_phone_read_as_words_after_a_phone_word_is_found(text, run):
    assert run in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "Count one two three four five six seven eight nine before you exhale.",
        "The number one two three four five six seven is a count, not a phone.",
        "Step one: pick two of the three five-star plans; version nine ships in seven days.",
        "Press one, two or three, then nine.",
        # a written phone and a number word after it: the written phone is no read-out one
        "Agent: a number?\nCaller: call 020 7946 0958, one of us answers.",
        "Vier, fünf, sechs Tage dauert es, sieben oder acht im Winter, neun höchstens.",
    ],
)
def test_number_words_in_prose_are_no_phone(text):
    assert _found(text) == []


def test_a_run_reads_its_digits_and_is_read_back_in_its_own_words():
    run = "oh seven seven double four, three one"
    assert language_of(run) == "en"
    assert digits_of(run, "en") == "07744" + "31"
    assert respoken(run, "0788831") == "oh seven eight double eight, three one"
    # a doubling whose surrogate digits differ is read as two digits
    assert respoken(run, "0799531") == "oh seven nine nine five, three one"
    assert respoken("cero uno dos", "345") == "tres cuatro cinco"


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


def test_a_spoken_phone_gets_a_spoken_surrogate(analyzer):
    text = (
        "Agent: And a number to reach you?\n"
        "Caller: oh two oh, seven nine four six, one one three eight."
    )
    out = Pseudonymizer("digits-key", analyzer=analyzer).pseudonymize_text(text)
    spoken = out.split("Caller: ")[1].rstrip(".")
    assert spoken != "oh two oh, seven nine four six, one one three eight"
    assert language_of(spoken) == "en" and len(digits_of(spoken, "en")) == 11
