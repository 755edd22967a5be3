"""The eighth to twenty-fourth PII exams are intact: offsets give values, spans do not overlap,
entities follow values, no labelled value stands unlabelled in its case, cards and IBANs hold
their checksums, phones are valid for their region, households are near-duplicate pairs, the docs
hold no labelled value, and each generator's --check passes. Data only; never the pseudonymizer.
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
from tests.bench.pii_exam_entries import EXAMS

ROOT = Path(__file__).resolve().parents[2]


@cache
def rows(exam: str, name: str) -> list[dict]:
    return read_rows(ROOT / "bench" / "data" / EXAMS[exam].folder, name)


@pytest.mark.parametrize("exam", EXAMS)
@pytest.mark.parametrize("name", SPAN_FILES)
def test_spans_are_well_placed_consistent_and_complete(exam, name):
    for r in rows(exam, name):
        assert_spans_well_placed(r)
    assert_entity_equal_exactly_when_value_equal(rows(exam, name))
    assert_no_labelled_value_unlabelled(rows(exam, name))
    spans = [s for r in rows(exam, name) for s in r["spans"]]
    assert assert_ids_have_their_shape(spans, {"ACCOUNT_ID": r"acct_\d+", "ORDER_ID": r"ORD-\d+"})
    e = EXAMS[exam]
    regions = e.phone_regions if name == "direct.jsonl" else e.household_phone_regions
    assert len(phone_regions(spans)) >= regions


@pytest.mark.parametrize("exam", EXAMS)
def test_cards_ibans_shapes_genres_and_languages(exam):
    e = EXAMS[exam]
    direct = rows(exam, "direct.jsonl")
    spans = [s for r in direct for s in r["spans"]]
    assert set(card_issuers(spans)) == e.card_issuers
    assert len(iban_countries(spans)) == e.iban_countries
    assert {r["lang"] for r in direct} == e.langs and len(direct) >= 190
    if e.genres:
        assert {r["genre"] for r in direct} == e.genres
    shapes = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
    for shape in e.person_shapes:
        assert shapes[shape] >= e.min_per_shape, (shape, shapes)
    phones = {s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER"}
    assert e.phone_shapes <= phones


@pytest.mark.parametrize("exam", EXAMS)
def test_households_and_public_docs(exam):
    assert_households_are_near_duplicate_pairs(rows(exam, "households.jsonl"), cases=20)
    docs = rows(exam, "public_docs.jsonl")
    text = "\n".join(d["text"] for d in docs)
    assert len(docs) >= 50 and "@" not in text
    values = {
        s["value"]
        for n in SPAN_FILES
        for r in rows(exam, n)
        for s in r["spans"]
        if len(s["value"]) >= 6
    }
    assert not [v for v in values if v in text]


@pytest.mark.parametrize("exam", EXAMS)
def test_the_generator_check_passes(exam):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, "-m", f"bench.data.{EXAMS[exam].folder}.generate", "--check"]
    assert subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True).returncode == 0
