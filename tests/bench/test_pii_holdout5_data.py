"""The fifth and sixth held-out PII exams (one generator, two seeds) are intact: offsets give values, spans do not overlap, entities are
consistent, no labelled value also occurs unlabelled in its case, cards pass Luhn inside an
issuer range, IBAN checksums hold, phones are valid for their region per `phonenumbers`, only the
deployment's two id shapes are labelled, voicemail names are in lower case, Russian names are
labelled in their instrumental form, every household holds a near-duplicate pair, the public
docs hold no labelled value, sizes are as the README says, and the generator's --check passes.

This checks the data only; it never runs the pseudonymizer. Checksums come from
tests/bench/pii_exam.py, not from the generator.
"""

from __future__ import annotations

import importlib
import json
import re
from collections import Counter
from functools import cache
from pathlib import Path

import pytest
import regex

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

BENCH_DATA = Path(__file__).resolve().parents[2] / "bench" / "data"
EXAMS = ("pii_holdout5", "pii_holdout6")  # exam 6 is exam 5's generator re-seeded
ID_SHAPES = {
    "ACCOUNT_ID": r"acct_\d+",
    "ORDER_ID": r"ORD-\d+",
}  # ASSAY_ID_PATTERNS of the deployment
REGIONS = {
    "US", "GB", "NZ", "ES", "MX", "FR", "DE", "AT", "IT", "PT",
    "BR", "NL", "BE", "PL", "SE", "TR", "CZ", "KR", "RU",
}  # fmt: skip
LANGS = {"en", "es", "fr", "de", "it", "pt", "nl", "pl", "sv", "tr", "cs", "ko", "ru"}


@pytest.fixture(params=EXAMS)
def exam(request) -> str:
    return request.param


@cache
def _rows(exam: str, name: str) -> list[dict]:
    return read_rows(BENCH_DATA / exam, name)


@pytest.fixture
def rows(exam):
    return lambda name: _rows(exam, name)


@pytest.fixture
def spans(rows):
    return lambda name: ((r, s) for r in rows(name) for s in r["spans"])


@pytest.mark.parametrize("name", SPAN_FILES)
def test_offsets_give_values_and_spans_do_not_overlap(name, rows):
    for r in rows(name):
        assert_spans_well_placed(r)


@pytest.mark.parametrize("name", SPAN_FILES)
def test_only_the_configured_ids_are_labelled_and_they_have_their_shape(name, spans):
    seen = assert_ids_have_their_shape([s for _, s in spans(name)], ID_SHAPES)
    assert seen == set(ID_SHAPES), seen


@pytest.mark.parametrize("name", SPAN_FILES)
def test_entity_is_equal_exactly_when_type_and_value_are_equal(name, rows):
    assert_entity_equal_exactly_when_value_equal(rows(name))


@pytest.mark.parametrize("name", SPAN_FILES)
def test_no_labelled_value_also_occurs_unlabelled_in_its_case(name, rows):
    assert_no_labelled_value_unlabelled(rows(name))


def test_cards_pass_luhn_inside_an_issuer_range_and_every_issuer_is_present(spans):
    seen = card_issuers([s for _, s in spans("direct.jsonl")])
    assert set(seen) == {"visa", "mastercard", "amex", "discover", "jcb"}, seen


def test_ibans_hold_their_checksum_in_many_countries(spans):
    countries = iban_countries([s for _, s in spans("direct.jsonl")])
    assert len(countries) >= 14, countries


@pytest.mark.parametrize("name", SPAN_FILES)
def test_phones_are_valid_for_their_region(name, spans):
    regions = phone_regions([s for _, s in spans(name)])
    if name == "direct.jsonl":
        assert regions == REGIONS, REGIONS ^ regions


def test_voicemails_are_lower_case_with_spoken_numbers_and_emails(rows):
    voicemails = [r for r in rows("direct.jsonl") if r["genre"] == "voicemail"]
    assert len(voicemails) >= 30
    for r in voicemails:
        for s in r["spans"]:
            if s["type"] in ("PERSON", "STREET_ADDRESS"):
                assert s["value"] == s["value"].lower(), (r["id"], s)
        shapes = {s.get("shape") for s in r["spans"]}
        assert "spoken" in shapes and shapes & {"asr_digits", "asr_groups"}, r["id"]


def test_sizes_languages_and_genres_are_as_the_readme_says(rows, spans, exam):
    direct = rows("direct.jsonl")
    types = Counter(s["type"] for _, s in spans("direct.jsonl"))
    assert len(direct) == 300 and len({r["scope"] for r in direct}) == 75
    assert sum(types.values()) >= 2000 and types["PERSON"] >= 1000, types
    assert types["POSTAL_CODE"] >= 90 and types["STREET_ADDRESS"] >= 250, types
    assert {r["lang"] for r in direct} == LANGS
    assert len({r["locale"] for r in direct}) == 19
    genres = Counter(r["genre"] for r in direct)
    assert len(genres) == 9 and min(genres.values()) >= 33, genres
    docs = rows("public_docs.jsonl")
    words = json.loads((BENCH_DATA / exam / "public_docs_words.json").read_text(encoding="utf-8"))
    counted = regex.findall(r"[\p{L}\p{N}][\p{L}\p{N}'’._-]*", " ".join(d["text"] for d in docs))
    assert len(docs) == words["paragraphs"] == 100 and len(counted) == words["words"]
    assert all(set(d) == {"id", "domain", "text"} for d in docs)


def test_russian_names_are_labelled_in_their_instrumental_form(spans):
    found = 0
    for r, s in spans("direct.jsonl"):
        if s.get("shape") == "inflected":
            assert r["lang"] == "ru", r["id"]
            assert re.fullmatch(r"\w+(ом|ем|ой|ей) \w+(ым|им|ой)", s["value"]), s["value"]
            assert r["text"][s["start"] - 2 : s["start"]] == "с ", r["id"]
            found += 1
    assert found >= 5, found


def test_public_docs_hold_no_labelled_value_and_no_contact_details(rows, spans):
    text = "\n".join(d["text"] for d in rows("public_docs.jsonl"))
    assert "@" not in text
    # single names may occur inside product and line names (the Elizabeth line); nothing else
    values = {
        s["value"]
        for name in SPAN_FILES
        for _, s in spans(name)
        if len(s["value"]) >= 6 and re.search(r"[\d@ ]", s["value"])
    }
    assert not [v for v in values if v in text]


def test_every_household_holds_a_near_duplicate_pair_at_one_address(rows):
    assert_households_are_near_duplicate_pairs(rows("households.jsonl"), cases=25)


def test_the_generator_check_passes(exam):
    build = importlib.import_module(f"bench.data.{exam}.generate").build

    for name, body in build().items():
        assert (BENCH_DATA / exam / name).read_text(encoding="utf-8") == body, (
            f"{name} is stale: run the generator"
        )
