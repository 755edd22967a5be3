"""Names and values a URL writes percent-encoded: read decoded, replaced encoded, and the same
person as the name written out in the case (issue 11). Sentences written for these tests."""

from __future__ import annotations

from urllib.parse import quote_plus, unquote_plus

import pytest

from curation.pii.analyzer import get_analyzer
from curation.pii.encoded import encode_like, is_encoded, views
from curation.pii.pseudonymizer import Pseudonymizer

KEY = "encoded-key"


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


def test_a_view_decodes_a_run_and_maps_each_character_back_to_its_escapes():
    text = "GET /u?name=Zo%C3%AB+Ch%C3%A2telet&x=1"
    [view] = views(text)
    assert view.text == "Zoë Châtelet"
    start = view.text.index("Zoë")
    assert text[slice(*view.span(start, start + 3))] == "Zo%C3%AB"


@pytest.mark.parametrize(
    "text",
    [
        "see /docs/api%2Fv2 for the path",  # an escaped slash says nothing new
        "broken %C3 byte",  # no valid UTF-8
        "plain words with no escape",
    ],
)
def test_runs_whose_decoding_says_nothing_new_are_no_view(text):
    assert views(text) == []


def test_a_surrogate_is_encoded_the_way_the_original_is():
    assert encode_like("Ana+L%C3%B3pez", "Eva Núñez") == "Eva+N%C3%BA%C3%B1ez"
    assert encode_like("Ana%20L%C3%B3pez", "Eva Núñez") == "Eva%20N%C3%BA%C3%B1ez"
    assert is_encoded("Ana+L%C3%B3pez") and not is_encoded("Ana López")


def test_an_encoded_name_in_a_log_is_the_person_the_case_names(analyzer):
    texts = [
        "Dear Søren Kjærgaard, your seat was moved.",
        '"POST /admin/seats?to_name=S%C3%B8ren+Kj%C3%A6rgaard HTTP/2" 302 0',
    ]
    plain, log = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(texts)
    assert "Søren" not in plain and "Kj%C3%A6rgaard" not in log and "S%C3%B8ren" not in log
    name = log.split("to_name=")[1].split(" ")[0]
    assert unquote_plus(name) in plain  # one person in both fields


def test_a_name_only_a_url_writes_is_found_decoded_and_keeps_its_script(analyzer):
    text = "GET /merge?display_name=%D0%9E%D0%BB%D1%8C%D0%B3%D0%B0+%D0%A1%D0%BC%D0%B8%D1%80%D0%BD%D0%BE%D0%B2%D0%B0&notify=1"
    [out] = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts([text])
    name = unquote_plus(out.split("display_name=")[1].split("&")[0])
    assert name != "Ольга Смирнова"
    assert all("\u0400" <= c <= "\u04ff" for c in name.replace(" ", ""))


def test_an_encoded_search_for_a_product_stays(analyzer):
    text = "Open /search?q=caf%C3%A9+latte+recipes or /docs/Getting%20Started.pdf"
    assert Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts([text]) == [text]


def test_a_name_a_json_string_writes_with_unicode_escapes_is_read_and_replaced(analyzer):
    text = 'mailer WARN bounced {"to_name": "\\u0160t\\u011bp\\u00e1n Dvo\\u0159\\u00e1k", "n": 2}'
    [view] = views(text)
    assert view.text == "Štěpán Dvořák"
    [out] = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts([text])
    assert "\\u0160t\\u011bp" not in out and "Dvo\\u0159" not in out
    assert out.endswith('", "n": 2}')


def test_an_escaped_emoji_or_a_plain_word_is_left_alone():
    text = '{"msg": "caf\\u00e9 opened", "emoji": "\\ud83d\\ude00"}'
    assert [v.text for v in views(text)] == ["café opened"]
    assert encode_like("Zo\\u00eb", "Zoë Brandt") == "Zo\\u00eb Brandt"


def test_a_query_value_of_words_joined_by_plus_is_read_with_spaces(analyzer):
    # given: a name only the URL writes, its spaces as "+", beside a search
    text = '"GET /claims/new?name=Maarten+de+Wit&ref=7 HTTP/1.1" 200\nGET /search?q=red+shoes'
    [out] = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts([text])
    name = out.split("name=")[1].split("&")[0]
    # then: it is read decoded and replaced with "+" for its spaces; the search stays
    assert "Maarten" not in out and "Wit" not in name and "+" in name
    assert "q=red+shoes" in out


def test_a_decoded_query_value_takes_the_type_its_key_names(analyzer):
    # given: a Khmer name only the URL writes, under a key that names a person
    name = "សុខ ចាន់ថា"
    text = f"GET /merge?display_name={quote_plus(name)}&notify=1"
    [out] = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts([text])
    # then: the key's value is replaced, its spaces still "+"
    value = out.split("display_name=")[1].split("&")[0]
    assert unquote_plus(value) != name and "+" in value and " " not in value
