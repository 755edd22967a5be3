"""Names spelled letter by letter (issue 11, call transcripts): found after a spelling word
or beside the name they spell, in several languages, and spelled back from the surrogate.
Sentences written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.analyzer import get_analyzer
from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.spelled import find_spelled, is_spelled, plain, respelled


def _found(text: str) -> list[str]:
    return [text[s:e] for s, e in find_spelled(text)]


@pytest.mark.parametrize(
    ("text", "chain"),
    [
        ("Caller: my surname is spelled O-K-O-N-K-W-O, thanks.", "O-K-O-N-K-W-O"),
        ("Cliente: se escribe B E N A V I D E S.", "B E N A V I D E S"),
        ("Anruferin: Ich buchstabiere: W-E-I-ß-E.", "W-E-I-ß-E"),
        ("Client : j'épelle, G. A. U. T. H. I. E. R.", "G. A. U. T. H. I. E. R."),
        ("Soittaja: sukunimeni on H-Ä-M-Ä-L-Ä-I-N-E-N.", "H-Ä-M-Ä-L-Ä-I-N-E-N"),
        ("Πελάτης: το επώνυμο γράφεται Κ-Α-Ρ-Α-Λ-Η-Σ.", "Κ-Α-Ρ-Α-Λ-Η-Σ"),
        # no spelling word: the letters spell the name just given
        ("Customer: It's Ravi Teodoro po. T-E-O-D-O-R-O.", "T-E-O-D-O-R-O"),
        # the radio way, with a stray letter before it
        (
            "Agent: that's P as in Papa, E as in Echo, R, E, Z.",
            "P as in Papa, E as in Echo, R, E, Z",
        ),
    ],
)
def test_a_spelled_name_is_found(text, chain):
    assert chain in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "The stack speaks T-C-P and U-D-P over I-P.",
        "Learn the A B C of it first.",
        "Plan B, then C: a fallback.",
        "Ratings go A, B, C or D depending on load.",
        "In British English the word is spelled C-O-L-O-U-R.",  # a word, not a name
    ],
)
def test_acronyms_and_letter_lists_are_no_spelled_name(text):
    assert _found(text) == []


def test_the_plain_name_and_the_respelled_surrogate_keep_the_form():
    assert plain("O-K-O-N-K-W-O") == "Okonkwo"
    assert is_spelled("s i r a i t") and not is_spelled("S-I R.A")
    assert respelled("O-K-O-N-K-W-O.", "Lind") == "L-I-N-D"
    assert respelled("g. a. u", "Mora") == "m. o. r. a."[:-1]
    assert respelled("P as in Papa, E, R", "Lee") == "L as in Lima, E, E"


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


def test_the_spelled_form_and_the_name_get_one_surrogate(analyzer):
    text = (
        "Agent: May I have your name?\n"
        "Caller: Yes, Marguerite Okonkwo. The surname is spelled O-K-O-N-K-W-O.\n"
        "Agent: Thanks, Ms Okonkwo."
    )
    out = Pseudonymizer("spelled-key", analyzer=analyzer).pseudonymize_text(text)
    assert "O-K-O-N-K-W-O" not in out and "Okonkwo" not in out
    surname = out.split("Thanks, Ms ")[1].rstrip(".")
    assert "-".join(surname.upper()) in out


def test_a_lower_case_name_spelled_after_it_in_a_transcript_is_spelled():
    # given: a speech-to-text transcript, all lower case, with the surname spelled after it
    text = "hi, it's tomasz wierzbicki here. W-I-E-R-Z-B-I-C-K-I. call me back"
    assert [text[s:e] for s, e in find_spelled(text)] == ["W-I-E-R-Z-B-I-C-K-I"]


def test_a_short_acronym_spelled_after_its_lower_case_word_is_no_name():
    assert find_spelled("open the tcp port, T-C-P, then retry") == []
