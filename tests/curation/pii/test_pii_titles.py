"""Name-looking words inside the names of things (``titles.py``), on hand-written sentences:
organisations, places and products that hold a name word, against people named beside
capitalised roles, dates and greetings."""

from __future__ import annotations

import pytest

from curation.pii.analyzer import get_analyzer
from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.titles import case_titles, in_title
from curation.pii.vocabulary import Protection


@pytest.fixture(scope="module")
def dictionary():
    return get_analyzer().common_words


def _in_title(text: str, value: str, dictionary) -> bool:
    start = text.index(value)
    return in_title(text, start, start + len(value), dictionary)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Shares of Hartwell Brothers fell sharply.", "Hartwell Brothers"),
        ("The cartoon came from Kessler Bros. in 1950.", "Kessler"),
        ("Prices are set by Okafor Milling & Company each week.", "Okafor Milling"),
        ("The Okafor Harbour Lighthouse opens at nine.", "Okafor"),
        ("She has played every Leonie Quest sequel.", "Leonie"),
        ("Tourists walk along the Crooked Wall at dusk.", "Wall"),
        ("Prices follow the Hartwell Okafor Grain Index closely.", "Hartwell"),
        ("Ships cross the Bay of Ottilie every spring.", "Ottilie"),
        ("The sequels were Crimson and Azure , then Ruby and Sapphire .", "Ruby"),
    ],
)
def test_a_name_word_inside_the_name_of_a_thing_is_titled(text, value, dictionary):
    assert _in_title(text, value, dictionary)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Please ask Ottilie Brandauer about the refund.", "Ottilie Brandauer"),
        ("Call Ottilie tomorrow about the parcel.", "Ottilie"),
        ("Thanks Ottilie Brandauer Monday is fine.", "Ottilie Brandauer"),
        ("I spoke with Ottilie Brandauer Support yesterday.", "Ottilie Brandauer"),
        ("Forward the form to Ottilie Brandauer Sales please.", "Ottilie Brandauer"),
        ("Our neighbour Kasimir Lindqvist Jr. phoned.", "Kasimir Lindqvist"),
        ("Contact Mr. Lindqvist today.", "Lindqvist"),
        ("The Ottilie-themed party was loud.", "Ottilie"),
        ("Ruby and Rose came over for dinner.", "Ruby"),
        ("Hartwell Okafor and Ottilie Brandauer signed.", "Hartwell Okafor"),
        ("Sorry, Ottilie of accounts says no.", "Ottilie"),
    ],
)
def test_a_person_beside_a_role_date_or_greeting_is_not_titled(text, value, dictionary):
    assert not _in_title(text, value, dictionary)


def test_case_titles_names_the_values_some_text_holds_inside_a_title(dictionary):
    texts = ["I love the Leonie series.", "Is Leonie Quest worth buying?", "Ask Ottilie."]

    found = case_titles(texts, ["Leonie", "Ottilie"], dictionary)

    assert found == frozenset({"leonie"})


def test_a_thing_named_once_in_a_title_is_kept_in_every_text_of_the_case():
    p = Pseudonymizer("test-titles-key", protection=Protection())
    texts = [
        "Tell me about Zorbulon Platinum.",
        "Zorbulon Platinum is a game; the Zorbulon series began in 1996.",
        "My friend Ottilie Brandauer bought it.",
    ]

    out = p.pseudonymize_texts(texts)

    assert out[0] == texts[0]
    assert out[1] == texts[1]
    assert "Brandauer" not in out[2]


def test_a_part_of_a_titled_value_is_kept_where_the_value_stands():
    p = Pseudonymizer("test-titles-key", protection=Protection())
    texts = [
        "The Hartwell Okafor Grain Index was made by Kasimir Hartwell and Ottilie Okafor.",
        "Both indices share the Hartwell Okafor name.",
    ]

    out = p.pseudonymize_texts(texts)

    assert "Hartwell Okafor Grain Index" in out[0]
    assert "Kasimir Hartwell" not in out[0]
    assert out[1] == texts[1]


def test_a_value_after_or_beside_a_titled_one_is_titled_too(dictionary):
    texts = [
        "Zorbulon Platinum came after Zorbulon Amber and Opaline .",
        "Fans still prefer Opaline , and Amber to it.",
        "Ottilie Brandauer bought Zorbulon Platinum.",
    ]

    found = case_titles(texts, ["Zorbulon", "Amber", "Opaline", "Ottilie Brandauer"], dictionary)

    assert found == frozenset({"zorbulon", "amber", "opaline"})


def test_a_near_name_variant_inside_a_titled_run_is_not_added():
    p = Pseudonymizer("test-titles-key", protection=Protection())
    texts = [
        "Ottilie Carly Brandauer booked the trip.",
        "The Monte Carlo Casino was full, and Carlos met Carla there.",
    ]

    out = p.pseudonymize_texts(texts)

    assert "Monte Carlo Casino" in out[1]
    assert "Brandauer" not in out[0]
