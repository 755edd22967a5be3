"""Surnames spelled out letter by letter in call transcripts (issue 11, exam 7's tune part),
and the acronyms spelled the same way that must stay. Sentences written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.spelled import find_spelled_names, is_spelled, spell
from curation.pii.surrogates import SurrogateFactory


def _found(text: str) -> list[str]:
    return [text[s:e] for s, e in find_spelled_names(text)]


@pytest.mark.parametrize(
    ("text", "spelled"),
    [
        ("Caller: It's Ottilie Brandvold, that's B-R-A-N-D-V-O-L-D.", "B-R-A-N-D-V-O-L-D"),
        ("Klient: Tak, Ewa Żmuda, nazwisko Ż-M-U-D-A.", "Ż-M-U-D-A"),  # said before, any script
        ("The last name? g-a-r-c-i-a, like the singer.", "g-a-r-c-i-a"),  # a gazetteer surname
    ],
)
def test_a_spelled_word_that_is_said_in_the_text_or_a_gazetteer_name_is_a_person(text, spelled):
    assert _found(text) == [spelled]


@pytest.mark.parametrize(
    "text",
    [
        "Our R-E-S-T gateway returns JSON.",
        "Press C-T-R-L and then the arrow key.",
        "Part no. ORD-A-B-C ships Monday.",  # letters glued to a code
        "a well-to-do family",  # words, not letters
    ],
)
def test_spelled_acronyms_and_hyphenated_words_are_no_people(text):
    assert _found(text) == []


def test_a_spelled_surname_is_spelled_back_from_the_surname_surrogate():
    factory = SurrogateFactory("k")
    factory.learn([("PERSON", "Ottilie Brandvold"), ("PERSON", "B-R-A-N-D-V-O-L-D")])

    said = factory.surrogate("PERSON", "Ottilie Brandvold").split()[-1]
    spelled = factory.surrogate("PERSON", "B-R-A-N-D-V-O-L-D")

    assert is_spelled(spelled)
    assert spelled == spell(said, "B-R-A-N-D-V-O-L-D")
    assert "BRANDVOLD" not in spelled.replace("-", "")


def test_spelling_keeps_the_letter_case_of_the_original():
    assert spell("Navarro", "g-a-r-c-i-a") == "n-a-v-a-r-r-o"
    assert spell("Navarro", "G-A-R-C-I-A") == "N-A-V-A-R-R-O"


def test_a_spelled_surname_is_replaced_in_the_pipeline_like_the_surname_it_spells():
    from curation.pii.analyzer import get_analyzer
    from curation.pii.pseudonymizer import Pseudonymizer

    text = "Caller: Hi, it's Ottilie Brandvold, spelled B-R-A-N-D-V-O-L-D.\nAgent: Thanks."

    out = Pseudonymizer("k", analyzer=get_analyzer()).pseudonymize_text(text)

    assert "B-R-A-N-D-V-O-L-D" not in out and "Brandvold" not in out
    surname = out.split("it's ")[1].split(",")[0].split()[-1]
    assert spell(surname, "B-R-A-N-D-V-O-L-D") in out
