"""The held-out PII files are well formed: they parse, every span's offsets give its value,
cards pass Luhn inside their issuer's range, IBAN checksums hold, ids have the configured shapes,
and the files are exactly what the generator writes.

The checksums are written out again here rather than imported from the generator, so a bug
in the generator's own Luhn or mod-97 code cannot hide itself.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.bench.pii_exam import (
    ID_SHAPES,
    SPAN_FILES,
    assert_spans_well_placed,
    by_scope,
    iban_checksum_holds,
    issuer,
    luhn,
    read_rows,
)

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "pii_holdout"


def rows(name: str) -> list[dict]:
    return read_rows(DATA, name)


@pytest.mark.parametrize("name", SPAN_FILES)
def test_every_span_offset_gives_its_value_and_spans_do_not_overlap(name):
    for record in rows(name):
        assert record["id"] and record["scope"] and record["text"]
        assert_spans_well_placed(record)


@pytest.mark.parametrize("name", SPAN_FILES)
def test_equal_entity_means_equal_value_within_a_scope(name):
    seen: dict[str, str] = {}
    for record in rows(name):
        for s in record["spans"]:
            assert seen.setdefault(s["entity"], s["value"]) == s["value"], s


@pytest.mark.parametrize("name", SPAN_FILES)
def test_one_entity_refers_to_one_real_world_thing(name):
    referent: dict[str, str] = {}
    for record in rows(name):
        for s in record["spans"]:
            assert s["referent"].startswith(record["scope"] + "/")
            assert referent.setdefault(s["entity"], s["referent"]) == s["referent"], s


def test_every_card_passes_luhn_inside_an_issuer_range():
    cards = [
        s["value"] for r in rows("direct.jsonl") for s in r["spans"] if s["type"] == "CREDIT_CARD"
    ]
    issuers = set()
    for card in cards:
        digits = re.sub(r"[ -]", "", card)
        assert digits.isdigit(), card
        assert luhn(digits), card
        issuers.add(issuer(digits))
        assert issuer(digits) is not None, card
    assert issuers == {"visa", "mastercard", "amex", "discover"}
    assert any(2221 <= int(re.sub(r"[ -]", "", c)[:4]) <= 2720 for c in cards)


def test_every_iban_checksum_holds():
    ibans = [
        s["value"] for r in rows("direct.jsonl") for s in r["spans"] if s["type"] == "IBAN_CODE"
    ]
    assert ibans
    for iban in ibans:
        assert iban_checksum_holds(iban), iban
    # a changed digit breaks the checksum, so the check above can fail
    broken = ibans[0][:-1] + str((int(ibans[0][-1]) + 1) % 10)
    assert not iban_checksum_holds(broken)


@pytest.mark.parametrize("name", SPAN_FILES)
def test_ids_have_the_configured_shapes(name):
    for record in rows(name):
        for s in record["spans"]:
            if s["type"] in ID_SHAPES:
                assert re.fullmatch(ID_SHAPES[s["type"]], s["value"]), s


def test_sizes_meet_the_brief():
    direct = rows("direct.jsonl")
    assert sum(len(r["spans"]) for r in direct) >= 1200
    assert {r["lang"] for r in direct} == {"en", "fr", "de", "es", "nl", "it", "pl", "ja", "zh"}
    households = rows("households.jsonl")
    assert len({r["scope"] for r in households}) >= 20
    docs = rows("public_docs.jsonl")
    assert len(docs) >= 300 and all(d["id"] and d["text"] for d in docs)
    words = json.loads((DATA / "public_docs_words.json").read_text(encoding="utf-8"))
    assert words["paragraphs"] == len(docs)
    assert words["whitespace_tokens"] == sum(len(d["text"].split()) for d in docs)


def test_households_hold_ids_that_differ_by_swapped_digits():
    for scope_rows in by_scope(rows("households.jsonl")).values():
        accounts = {s["value"] for r in scope_rows for s in r["spans"] if s["type"] == "ACCOUNT_ID"}
        assert len(accounts) == 2
        a, b = sorted(accounts)
        diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        assert len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]


def test_files_are_what_the_generator_writes():
    from bench.data.pii_holdout.generate import build

    for name, content in build().items():
        assert (DATA / name).read_text(encoding="utf-8") == content, name
