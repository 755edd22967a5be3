"""Addresses written as a comma list from a house number to a postcode, in any script, and the
lists of numbers, years and steps that share the shape but are no address."""

from __future__ import annotations

import pytest

from curation.pii.numbered_addresses import find_numbered_addresses
from curation.pii.pseudonymizer import Pseudonymizer


def found(text: str) -> list[str]:
    return [text[s:e] for s, e in find_numbered_addresses(text)]


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("Ship to: 41, Lalbagh Road, Mysuru - 570004", "41, Lalbagh Road, Mysuru - 570004"),
        ("ठिकाणा: ५७, शिवाजी नगर, सातारा - 415001.", "५७, शिवाजी नगर, सातारा - 415001"),
        ("Alamat: 8/2, Gang Mawar, Sleman 55281", "8/2, Gang Mawar, Sleman 55281"),
        ('7,Ayesha,"23, Rue Tagore, Rabat 10020",x', "23, Rue Tagore, Rabat 10020"),
        ("Ok. 3, Tân Bình, Hồ Chí Minh 700000 nhé", "3, Tân Bình, Hồ Chí Minh 700000"),
    ],
)
def test_a_numbered_block_ending_in_a_postcode_is_an_address(text, address):
    assert found(text) == [address]


@pytest.mark.parametrize(
    "text",
    [
        "Version 2, Build 7, Release - 12345",
        "In 2019, the team grew to 1500 people",
        "See pages 12, 14, 18 and 2000.",
        "Sizes: 12, 14, 16 or 18000",
        "Step 3, click Save, then 20000",
        "Plan: 3, Basic, monthly 99",  # no postcode of four digits or more
    ],
)
def test_lists_numbers_and_steps_are_no_address(text):
    assert found(text) == []


def test_the_pseudonymizer_replaces_the_whole_block():
    # given: a delivery address in Gujarati with native digits
    text = "સરનામું: ૧૪, સ્ટેશન રોડ, આણંદ - 388001"
    # when
    [out] = Pseudonymizer("numbered-test-key").pseudonymize_texts([text])
    # then: neither the street nor the town nor the PIN is left
    assert "સ્ટેશન" not in out and "આણંદ" not in out and "388001" not in out
