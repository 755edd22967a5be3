"""Configuration of the PII pipeline and the pure-regex address finder (no spaCy)."""

from __future__ import annotations

import pytest

from curation.pii.config import PiiConfig, id_patterns_from_list
from curation.pii.recognizers import IdRecognizer, find_addresses


def test_id_patterns_take_names_or_get_them_from_their_prefix():
    patterns = id_patterns_from_list([r"acct_\d+", r"ORD-\d+", r"TICKET_ID=T#\d{4}", r"zz\d+"])

    assert patterns == (
        ("ACCOUNT_ID", r"acct_\d+"),
        ("ORDER_ID", r"ORD-\d+"),
        ("TICKET_ID", r"T#\d{4}"),
        ("ID", r"zz\d+"),
    )


def test_a_broken_id_pattern_is_refused_with_its_text():
    with pytest.raises(ValueError, match=r"id pattern \"acct_\(\\d\" is not a valid regex"):
        id_patterns_from_list([r"acct_(\d"])


def test_configured_id_patterns_match_whole_words_only():
    recognizer = IdRecognizer([("ACCOUNT_ID", r"acct_\d+")])
    text = "acct_123 and xacct_456 and acct_789-b"

    found = [text[r.start : r.end] for r in recognizer.analyze(text, ["ACCOUNT_ID"])]

    assert found == ["acct_123"]


def test_config_replaces_ids_and_leaves_bare_places():
    config = PiiConfig(id_patterns=(("ACCOUNT_ID", r"acct_\d+"),))

    assert config.replaces("ACCOUNT_ID") and config.replaces("PERSON")
    assert not config.replaces("LOCATION")


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "20789 Allika 46\n Suite 501\n Riisa\n\n Estonia 62488",
            "20789 Allika 46\n Suite 501\n Riisa\n\n Estonia 62488",
        ),
        (
            "Meet me at PSC 1437, Box 3833\nAPO AA 66791 tomorrow",
            "PSC 1437, Box 3833\nAPO AA 66791",
        ),
        ("He lives at 4 Privet Drive, Little Whinging.", "4 Privet Drive, Little Whinging"),
        ("Adresse: Søndergade 52, 8000 Aarhus", "Søndergade 52, 8000 Aarhus"),
        ("ZIP: 394 13", "394 13"),
    ],
)
def test_address_blocks_cover_street_unit_city_and_postcode(text, expected):
    found = [text[s:e] for s, e, _ in find_addresses(text)]

    assert found == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "Prices went from 10 to 20 last year.",
        "I upgraded to Windows 11 and Python 3 yesterday.",
        "Chapter 5 covers the 3 main ideas.",
    ],
)
def test_numbers_in_ordinary_prose_are_no_address(text):
    assert find_addresses(text) == []
