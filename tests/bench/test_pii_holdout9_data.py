"""The ninth held-out PII exam is intact: offsets give values, spans do not overlap, entities
follow values, no labelled value stands unlabelled in its case, cards and IBANs hold their
checksums, phones are valid for their region, households are near-duplicate pairs, the docs
hold no labelled value, and the generator's --check passes. Data only; never the pseudonymizer.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from tests.bench.pii_exam import (
    SPAN_FILES,
    assert_entity_equal_exactly_when_value_equal,
    assert_households_are_near_duplicate_pairs,
    assert_ids_have_their_shape,
    assert_no_labelled_value_unlabelled,
    assert_spans_well_placed,
    card_issuers,
    iban_countries,
    phone_regions,
    read_rows,
)

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "bench" / "data" / "pii_holdout9"
LANGS = {"en", "uk", "bg", "mk", "he", "ka", "hy", "az", "is", "fa", "hi", "zh"}
GENRES = {
    "fnol_claim",
    "hotel_folio",
    "bank_statement",
    "git_commit",
    "ics_invite",
    "vcard",
    "classified_ad",
    "tenancy_agreement",
}


@cache
def rows(name: str) -> list[dict]:
    return read_rows(DATA, name)


@pytest.mark.parametrize("name", SPAN_FILES)
def test_spans_are_well_placed_consistent_and_complete(name):
    for r in rows(name):
        assert_spans_well_placed(r)
    assert_entity_equal_exactly_when_value_equal(rows(name))
    assert_no_labelled_value_unlabelled(rows(name))
    spans = [s for r in rows(name) for s in r["spans"]]
    assert assert_ids_have_their_shape(spans, {"ACCOUNT_ID": r"acct_\d+", "ORDER_ID": r"ORD-\d+"})
    assert len(phone_regions(spans)) == 13


def test_cards_ibans_shapes_genres_and_languages():
    direct = rows("direct.jsonl")
    spans = [s for r in direct for s in r["spans"]]
    assert set(card_issuers(spans)) == {"visa", "mastercard", "amex", "discover", "jcb"}
    assert iban_countries(spans) == {"UA", "BG", "MK", "IL", "GE", "AZ", "IS", "IR"}
    assert {r["lang"] for r in direct} == LANGS and len(direct) >= 190
    assert {r["genre"] for r in direct} == GENRES
    shapes = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
    for shape in ("transliterated", "vcard_n", "username", "initial", "last_first", "affixed"):
        assert shapes[shape] >= 5, (shape, shapes)
    phones = Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER")
    assert {"rfc3966", "dotted", "native_digits", "e164"} <= set(phones)


def test_households_and_public_docs():
    assert_households_are_near_duplicate_pairs(rows("households.jsonl"), cases=20)
    text = "\n".join(d["text"] for d in rows("public_docs.jsonl"))
    assert len(rows("public_docs.jsonl")) >= 50 and "@" not in text
    values = {
        s["value"] for n in SPAN_FILES for r in rows(n) for s in r["spans"] if len(s["value"]) >= 6
    }
    assert not [v for v in values if v in text]


def test_the_generator_check_passes():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, "-m", "bench.data.pii_holdout9.generate", "--check"]
    assert subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True).returncode == 0
