"""Passenger names in reservation displays and boarding passes ("1.1SURNAME/GIVEN MRS")."""

from __future__ import annotations

import pytest
import regex as re

from curation.pii.pnr_names import pnr_pairs
from curation.pii.pseudonymizer import Pseudonymizer


@pytest.fixture(scope="module")
def pseudonymizer():
    return Pseudonymizer(b"pnr-test-key")


def test_passenger_elements_of_a_pnr_display_are_replaced_whole(pseudonymizer):
    text = "REC LOC 4KTQWB\n 1.1OKONKWOBELLO/NGOZI MRS  2.1OKONKWOBELLO/CHIDI MSTR\n 1 KQ 310 Y"
    out = pseudonymizer.pseudonymize_text(text)
    for word in ("OKONKWOBELLO", "NGOZI", "CHIDI"):
        assert word not in out
    assert " MRS  2.1" in out and " MSTR\n 1 KQ 310 Y" in out
    # one family: one surrogate surname, in capitals, with the slash kept
    surnames = re.findall(r"\d\.\d(\w+)/\w+ M", out)
    assert len(surnames) == 2 and surnames[0] == surnames[1] and surnames[0].isupper()


def test_a_boarding_pass_line_with_a_multi_word_given_name(pseudonymizer):
    text = "BOARDING PASS | TERBLANCHEVISSER/ANNA SOPHIE | SEAT 31F | GATE C12 | FLIGHT SA 204"
    out = pseudonymizer.pseudonymize_text(text)
    assert "TERBLANCHEVISSER" not in out and "ANNA SOPHIE" not in out
    assert out.startswith("BOARDING PASS | ") and out.endswith(
        " | SEAT 31F | GATE C12 | FLIGHT SA 204"
    )


def test_a_title_after_the_pair_is_evidence_enough(pseudonymizer):
    out = pseudonymizer.pseudonymize_text(
        "Rebooked WOJCIECHOWSKA/HALINA MS onto the morning flight."
    )
    assert "WOJCIECHOWSKA" not in out and "HALINA" not in out
    assert " MS onto the morning flight." in out


@pytest.mark.parametrize(
    "text",
    [
        "Check the TCP/IP stack and the AND/OR filter before the release.",
        "INPUT/OUTPUT errors are N/A here; the limit is 90 km/h, logs in /var/log/app.",
        "The boarding API returns READ/WRITE scopes and HTTP/HTTPS links for gate B7.",
        "BOARDING PASS · LHR/JFK · SEAT 2A",
        "Set PASSENGER/CARGO mode in the flight planner.",
        "Use CLIENT/SERVER mode.",
        "The record locator field maps PNR/RLOC to the GDS booking.",
        "Flight recorder shows ERROR/WARNING counts per seat.",
    ],
)
def test_slash_pairs_in_code_and_prose_stay(pseudonymizer, text):
    assert pseudonymizer.pseudonymize_text(text) == text


def test_a_bare_capitals_pair_without_reservation_cues_is_no_name():
    assert pnr_pairs("Merge KOWALSKI/NOWAK branch notes", lambda w: False) == []
    assert pnr_pairs("SEAT 4C: KOWALSKI/ADAM", lambda w: False) != []
