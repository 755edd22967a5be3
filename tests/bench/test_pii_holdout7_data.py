"""The seventh held-out PII exam is intact: offsets give values, spans do not overlap, entities
are consistent, no labelled value also occurs unlabelled in its case, cards pass Luhn inside an
issuer range, IBAN checksums hold, phones are valid for their region (spoken digits read back
first), only the deployment's two id shapes are labelled, its new writing forms (spelled
surnames, spoken e-mails, usernames, possessives) are where they should be, every household
holds a near-duplicate pair, the public docs hold no labelled value, the sizes, languages and
genres are as the README says, and the generator's --check passes.

This checks the data only; it never runs the pseudonymizer. Checksums come from
tests/bench/pii_exam.py, not from the generator.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from pathlib import Path

import phonenumbers
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

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "pii_holdout7"
ID_SHAPES = {"ACCOUNT_ID": r"acct_\d+", "ORDER_ID": r"ORD-\d+"}  # ASSAY_ID_PATTERNS
LANGS = {"en", "vi", "id", "ro", "hu", "el", "da", "no", "fi", "tl", "de", "fr", "es", "pt"}
REGIONS = {"US", "GB", "AU", "IN", "IE", "VN", "ID", "RO", "HU", "GR", "DK", "NO", "FI", "PH", "CH", "AR", "PT"}  # fmt: skip
GENRES = {"crm_json", "order_yaml", "email_thread", "audit_log", "chatops", "call_transcript",
          "form", "dispute_letter", "lab_result", "delivery_table"}  # fmt: skip


@cache
def rows(name: str) -> list[dict]:
    return read_rows(DATA, name)


def spans(name: str):
    for r in rows(name):
        for s in r["spans"]:
            yield r, s


@pytest.mark.parametrize("name", SPAN_FILES)
def test_offsets_give_values_and_spans_do_not_overlap(name):
    for r in rows(name):
        assert_spans_well_placed(r)


@pytest.mark.parametrize("name", SPAN_FILES)
def test_only_the_configured_ids_are_labelled(name):
    assert assert_ids_have_their_shape([s for _, s in spans(name)], ID_SHAPES) == set(ID_SHAPES)


@pytest.mark.parametrize("name", SPAN_FILES)
def test_entities_follow_values_and_no_value_is_left_unlabelled(name):
    assert_entity_equal_exactly_when_value_equal(rows(name))
    assert_no_labelled_value_unlabelled(rows(name))


def test_cards_and_ibans_hold_their_checksums():
    direct = [s for _, s in spans("direct.jsonl")]
    assert set(card_issuers(direct)) == {"visa", "mastercard", "amex", "discover", "jcb"}
    assert iban_countries(direct) == {"GB", "IE", "RO", "HU", "GR", "DK", "NO", "FI", "CH", "PT"}


def _digits_from_words(r: dict, value: str) -> str:
    """A phone spoken digit by digit, read back with the digit words of its record's text."""
    from bench.data.pii_holdout7.case import phrases

    words = phrases(r["locale"])["digits"].split()
    return "".join(str(words.index(w)) for w in value.split())


@pytest.mark.parametrize("name", SPAN_FILES)
def test_phones_are_valid_for_their_region(name):
    written, spoken = [], 0
    for r, s in spans(name):
        if s.get("shape") == "digit_words":
            number = phonenumbers.parse(_digits_from_words(r, s["value"]), s["region"])
            assert phonenumbers.is_valid_number_for_region(number, s["region"]), s
            spoken += 1
        else:
            written.append(s)
    regions = phone_regions(written)
    if name == "direct.jsonl":
        assert regions == REGIONS, regions ^ REGIONS
        assert spoken >= 10, spoken


def test_call_transcripts_spell_the_surname_and_speak_the_email():
    calls = [r for r in rows("direct.jsonl") if r["genre"] == "call_transcript"]
    assert len(calls) == 30
    for r in calls:
        shapes = {s.get("shape") for s in r["spans"]}
        assert {"spelled", "spoken"} <= shapes, r["id"]
        for s in r["spans"]:
            if s.get("shape") == "spelled":
                assert re.fullmatch(r"(\w-)+\w", s["value"]), s
            if s.get("shape") == "spoken":
                assert "@" not in s["value"] and " " in s["value"], s


def test_usernames_and_possessives_are_labelled_as_people():
    shapes = Counter(s.get("shape") for _, s in spans("direct.jsonl") if s["type"] == "PERSON")
    assert shapes["username"] >= 60 and shapes["possessive"] >= 10, shapes
    for r, s in spans("direct.jsonl"):
        if s.get("shape") == "possessive":
            assert r["text"][s["end"]] in "'s", r["id"]


@pytest.mark.parametrize("name", SPAN_FILES)
def test_tool_responses_are_valid_json(name):
    # a JSON response that does not parse would test the detector on text no tool writes
    for r in rows(name):
        if r["genre"] == "crm_json":
            assert isinstance(json.loads(r["text"].split("\n", 1)[1]), dict), r["id"]


def test_sizes_languages_and_genres_are_as_the_readme_says():
    direct = rows("direct.jsonl")
    assert len(direct) == 300 and len({r["scope"] for r in direct}) == 75
    assert {r["lang"] for r in direct} == LANGS and len({r["locale"] for r in direct}) == 18
    genres = Counter(r["genre"] for r in direct)
    assert set(genres) == GENRES and set(genres.values()) == {30}, genres
    types = Counter(s["type"] for _, s in spans("direct.jsonl"))
    assert sum(types.values()) >= 2400 and types["PERSON"] >= 1000, types
    docs = rows("public_docs.jsonl")
    words = json.loads((DATA / "public_docs_words.json").read_text(encoding="utf-8"))
    counted = regex.findall(r"[\p{L}\p{N}][\p{L}\p{N}'’._-]*", " ".join(d["text"] for d in docs))
    assert len(docs) == words["paragraphs"] >= 60 and len(counted) == words["words"]
    assert all(set(d) == {"id", "domain", "text"} for d in docs)


def test_public_docs_hold_no_labelled_value_and_no_contact_details():
    text = "\n".join(d["text"] for d in rows("public_docs.jsonl"))
    assert "@" not in text
    values = {
        s["value"]
        for name in SPAN_FILES
        for _, s in spans(name)
        if len(s["value"]) >= 6 and re.search(r"[\d@ ]", s["value"])
    }
    assert not [v for v in values if v in text]


def test_every_household_holds_a_near_duplicate_pair_at_one_address():
    assert_households_are_near_duplicate_pairs(rows("households.jsonl"), cases=25)
    assert len({r["lang"] for r in rows("households.jsonl")}) == len(LANGS)


def test_the_generator_check_passes():
    from bench.data.pii_holdout7.generate import build

    for name, body in build().items():
        assert (DATA / name).read_text(encoding="utf-8") == body, (
            f"{name} is stale: run the generator"
        )
