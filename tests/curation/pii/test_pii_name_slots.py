"""People found by their place in a sentence, names no list knows, and what must stay a word.

Every name here is invented (or absent from the shared evaluation files), so these tests check
the mechanisms, not the evaluation data.
"""

from __future__ import annotations

import pytest

from curation.pii.analyzer import get_analyzer
from curation.pii.name_slots import has_name_shape
from curation.pii.pseudonymizer import Pseudonymizer

KEY = "slot-test-key"


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


def people(analyzer, text: str) -> list[str]:
    return [text[d.start : d.end] for d in analyzer.analyze(text) if d.entity_type == "PERSON"]


@pytest.mark.parametrize(
    "text, names",
    [
        # naming and speech verbs, with the person spoken to
        ("She named him Quorin after her grandfather.", ["Quorin"]),
        ("I'm so tired! said Brannoc to Elspitha", ["Brannoc", "Elspitha"]),
        # predicates only people take
        ("Zelphine lives on the other side of town.", ["Zelphine"]),
        ("Why is Tarvek so grumpy today?", ["Tarvek"]),
        ("Kestrel Varnholt's widow sold the house.", ["Kestrel Varnholt"]),
        ("Colwen is a very generous person.", ["Colwen"]),
        # role nouns and lists that follow them
        (
            "The founders: Aldric, Bremmy and Colwen met in a garage.",
            ["Aldric", "Bremmy", "Colwen"],
        ),
        ("Ask our accountant Ombretta Quillfeather about the invoice.", ["Ombretta Quillfeather"]),
        # the shape of a full name, anywhere in a sentence
        ("Please forward this ticket to Ilvana Drescovic in billing.", ["Ilvana Drescovic"]),
        # greetings, closings and vocatives
        ("Best wishes,\nHalvard", ["Halvard"]),
        ("Don't go to town, Tamsin!", ["Tamsin"]),
        # a place name as a surname, right after a first name
        ("Please change the account name to Yevgenia Berlin.", ["Yevgenia Berlin"]),
        # giving something to someone
        ("Zorvan had given Quellit his old bicycle.", ["Zorvan", "Quellit"]),
        # taking work over
        ("Refund on hold. Bryndel handles the follow-up.", ["Bryndel"]),
        ("Osmarra takes the ticket over tomorrow.", ["Osmarra"]),
    ],
)
def test_unknown_names_are_found_by_their_slot(analyzer, text, names):
    assert people(analyzer, text) == names


def test_the_first_line_of_a_contact_card_is_a_name(analyzer):
    text = (
        "Yevgenia Sokolovskaya\nProcurement lead\nBergstrasse 14\n8001 Zürich\nTel: 044 201 33 17"
    )

    assert people(analyzer, text)[0] == "Yevgenia Sokolovskaya"


def test_a_lower_case_text_gives_up_its_names_after_cues(analyzer):
    text = "please follow up with orsolya vantrek and mirela t. oszkar next week"

    assert people(analyzer, text) == ["orsolya vantrek", "mirela t. oszkar"]


def test_a_first_name_that_is_an_english_word_speaks_in_a_dialogue(analyzer):
    text = "Hope: are you coming tonight?\nHalvard: only if Hope drives."

    assert people(analyzer, text)[:2] == ["Hope", "Halvard"]


def test_a_repeated_first_name_grows_over_the_surname_next_to_it(analyzer):
    p = Pseudonymizer(KEY, analyzer=analyzer)
    out = p.pseudonymize_text("You could tell Zorvan was a huge Zorvan Quellit fan.")

    assert "Zorvan" not in out and "Quellit" not in out


@pytest.mark.parametrize(
    "text",
    [
        "Hey, did us-east-1 have problems with Compute yesterday?",
        "Thanks! Max size for a volume?",
        "The Princess Royal arrived at the palace this morning.",
        "Guilty Pleasures: Songs You're Supposed To Hate (But Secretly Love)",
        "The storm hit Dry Tortugas and Florida Bay at noon.",
        "can you sing it louder with me",
        "my iban is gb42nawi04454264788619",
        "Hmm, can I get a copy of it?",
        "Refund on hold. Billing handles the follow-up.",
        "Support takes the ticket over tomorrow.",
    ],
)
def test_words_that_only_look_like_names_stay(analyzer, text):
    assert people(analyzer, text) in ([], ["Dry Tortugas"])


@pytest.mark.parametrize(
    "word, shaped",
    [("Sokolovskaya", True), ("Drescovic", True), ("Benedetti", True), ("Ørsted", True)],
)
def test_name_shape_reads_endings_and_accents(word, shaped):
    assert has_name_shape(word) is shaped


def test_plain_words_have_no_name_shape():
    assert not has_name_shape("Server") and not has_name_shape("Cloud")
