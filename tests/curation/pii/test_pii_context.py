"""Impersonal texts (documentation, reference passages): lone product-like "names" stay, people
named in full, by a title, by a slot or anywhere in a personal text are still replaced."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from curation.pii.config import PiiConfig
from curation.pii.context import is_impersonal, weak_name
from curation.pii.pseudonymizer import Pseudonymizer


@dataclass
class _D:
    entity_type: str


def _common(word: str) -> bool:
    return word.casefold() in {"blue", "ocean", "ford", "heath"}


def test_documentation_with_no_personal_mark_is_impersonal():
    text = "Grafana reads from Loki. Set the retention per tenant."
    assert is_impersonal(text, [_D("PERSON")], vouched=False)


@pytest.mark.parametrize(
    "text",
    [
        "I moved the Grafana dashboards yesterday.",
        "Hallo, Loki zeigt nichts.",
        "Agent: Grafana reads from Loki.",
        "Je pense que Loki est en panne.",
    ],
)
def test_a_pronoun_a_greeting_or_a_speaker_label_makes_a_text_personal(text):
    assert not is_impersonal(text, [], vouched=False)


def test_a_structured_identifier_or_a_vouched_name_makes_a_text_personal():
    text = "Grafana reads from Loki."
    assert not is_impersonal(text, [_D("PHONE_NUMBER")], vouched=False)
    assert not is_impersonal(text, [], vouched=True)


def test_a_lone_word_is_weak_but_a_full_name_or_a_title_is_not():
    text = "Ask Kibana, or Dr Aspera, or Harrison Ford, about Blue Ocean."

    def at(value: str) -> tuple[int, int]:
        return text.index(value), text.index(value) + len(value)

    assert weak_name(text, *at("Kibana"), _common)
    assert not weak_name(text, *at("Aspera"), _common)  # after a title
    assert not weak_name(text, *at("Harrison Ford"), _common)  # Harrison is no common word
    assert weak_name(text, *at("Blue Ocean"), _common)  # two common words side by side


def test_a_lone_first_name_is_weak_only_while_no_other_person_stays():
    # documentation register: "Cassandra" alone is no evidence of a person
    assert weak_name("Install Jenkins and Cassandra.", 20, 29, _common)
    # but beside a person the text keeps, a lone first name is one of the people
    text = "Parcel left with Herbert Metz, Irmtraut informed."
    at = text.index("Irmtraut")
    assert not weak_name(text, at, at + 8, _common, people_kept=True)


@pytest.fixture(scope="module")
def pseudonymizer():
    return Pseudonymizer(b"context-test-key")


def test_product_names_in_documentation_stay(pseudonymizer):
    text = (
        "Using Elasticsearch with Kibana\nKibana connects to one Elasticsearch cluster. "
        "Aspera speeds up large uploads."
    )
    out = pseudonymizer.pseudonymize_text(text)
    assert "Kibana connects" in out
    assert "Aspera speeds" in out


def test_the_same_word_in_a_support_chat_is_still_a_name():
    out = Pseudonymizer(b"context-test-key").pseudonymize_text(
        "Hi, I am writing for my colleague Okonkwo: please call her back on +44 20 7946 0958."
    )
    assert "Okonkwo" not in out


def test_the_rule_can_be_switched_off_for_recall():
    from curation.pii.analyzer import get_analyzer

    analyzer = get_analyzer(PiiConfig(impersonal_rule=False))
    text = "Kibana connects to one Elasticsearch cluster and Aspera speeds up uploads."
    on = Pseudonymizer(b"k").pseudonymize_text(text)
    off = Pseudonymizer(b"k", analyzer=analyzer).pseudonymize_text(text)
    assert on != off
