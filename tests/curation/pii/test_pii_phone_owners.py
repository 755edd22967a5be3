"""The person written right before a phone number (``curation.pii.phone_owners``). Sentences
written for these tests."""

from __future__ import annotations

import pytest

from curation.pii import lexicon as lx
from curation.pii.analyzer import get_analyzer
from curation.pii.checked import find_phones
from curation.pii.phone_owners import phone_owners

REGIONS = ("GB", "NZ", "KZ", "IN")


def _owners(text: str) -> list[str]:
    common = get_analyzer().common_words
    phones = find_phones(text, REGIONS)
    return [text[s:e] for s, e in phone_owners(text, phones, lambda w: lx.is_common(w, common))]


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("Transfer received from TAMATI RANGIHUNA (021 555 0199).", "TAMATI RANGIHUNA"),
        ("Second tenant: Orla Fitzpatrick / +44 7700 900461", "Orla Fitzpatrick"),
        ("Получатель Айгерим Сапарова (+7 701 555 1234) подтвердил", "Айгерим Сапарова"),
        ("సహ నివాసి: సుమలత – +91 98480 22338", "సుమలత"),
    ],
)
def test_the_name_right_before_a_phone_number_is_its_owner(text, owner):
    assert _owners(text) == [owner]


@pytest.mark.parametrize(
    "text",
    [
        "Call us (020 7946 0018) any day",
        "Mobile / +44 7700 900123",
        "Support, 020 7946 0019",
        "Main Office (020 7946 0020)",
    ],
)
def test_labels_and_common_words_before_a_number_are_no_owner(text):
    assert _owners(text) == []
