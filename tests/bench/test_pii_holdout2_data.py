"""The second held-out PII exam (bench/data/pii_holdout2) is well formed: every file parses,
every span's offsets give its value, spans do not overlap, entities and referents are
consistent, cards pass Luhn inside an issuer range, IBAN checksums hold, ids have the
configured shapes, every household holds a near-duplicate pair, and the generator's --check
passes.

This checks the data only; it never runs the pseudonymizer. The checksums are written out
again here rather than imported from the generator, so a bug there cannot hide itself.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
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

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "bench" / "data" / "pii_holdout2"


def rows(name: str) -> list[dict]:
    return read_rows(DATA, name)


def one_edit_apart(a: str, b: str) -> bool:
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    short, long = sorted((a, b), key=len)
    if len(long) - len(short) != 1:
        return False
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def swapped_neighbours(a: str, b: str) -> bool:
    diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]


@pytest.mark.parametrize("name", SPAN_FILES)
def test_every_span_offset_gives_its_value_and_spans_do_not_overlap(name):
    for record in rows(name):
        assert record["id"] and record["scope"] and record["text"] and record["genre"]
        assert_spans_well_placed(record)


@pytest.mark.parametrize("name", SPAN_FILES)
def test_entities_are_equal_values_and_refer_to_one_thing(name):
    value: dict[str, str] = {}
    referent: dict[str, str] = {}
    entity: dict[tuple[str, str, str], str] = {}
    for record in rows(name):
        for s in record["spans"]:
            assert value.setdefault(s["entity"], s["value"]) == s["value"], s
            assert referent.setdefault(s["entity"], s["referent"]) == s["referent"], s
            key = (record["scope"], s["type"], s["value"])
            assert entity.setdefault(key, s["entity"]) == s["entity"], s


def test_every_card_passes_luhn_inside_an_issuer_range():
    cards = [
        s["value"] for r in rows("direct.jsonl") for s in r["spans"] if s["type"] == "CREDIT_CARD"
    ]
    seen = set()
    for card in cards:
        digits = re.sub(r"[ -]", "", card)
        assert digits.isdigit() and luhn(digits), card
        assert issuer(digits) is not None, card
        seen.add(issuer(digits))
    assert seen == {"visa", "mastercard", "amex", "discover", "jcb"}
    assert any(2221 <= int(re.sub(r"[ -]", "", c)[:4]) <= 2720 for c in cards)


def test_every_iban_checksum_holds_in_several_countries():
    ibans = [
        s["value"] for r in rows("direct.jsonl") for s in r["spans"] if s["type"] == "IBAN_CODE"
    ]
    assert len({i[:2] for i in ibans}) >= 6
    for value in ibans:
        assert iban_checksum_holds(value), value
    broken = ibans[0][:-1] + str((int(ibans[0][-1]) + 1) % 10)
    assert not iban_checksum_holds(broken)


@pytest.mark.parametrize("name", SPAN_FILES)
def test_ids_have_the_configured_shapes(name):
    for record in rows(name):
        for s in record["spans"]:
            if s["type"] in ID_SHAPES:
                assert re.fullmatch(ID_SHAPES[s["type"]], s["value"]), s


def test_every_household_holds_a_near_duplicate_pair_at_one_address():
    scopes = by_scope(rows("households.jsonl"))
    assert len(scopes) >= 40
    for scope, records in scopes.items():
        assert 4 <= len(records) <= 6, scope
        spans = [s for r in records for s in r["spans"]]

        def values(kind: str, ref: str, spans=spans, scope=scope) -> set[str]:
            return {
                s["value"] for s in spans if s["type"] == kind and s["referent"] == f"{scope}/{ref}"
            }

        (email0,), (email1,) = (
            values("EMAIL_ADDRESS", "p0/email"),
            values("EMAIL_ADDRESS", "p1/email"),
        )
        assert one_edit_apart(email0, email1), (scope, email0, email1)
        (acct0,), (acct1,) = values("ACCOUNT_ID", "p0/account"), values("ACCOUNT_ID", "p1/account")
        assert swapped_neighbours(acct0, acct1), (scope, acct0, acct1)
        assert values("PERSON", "p0") and values("PERSON", "p1")
        assert values("PERSON", "p0").isdisjoint(values("PERSON", "p1"))
        assert len(values("STREET_ADDRESS", "household/address")) == 1, scope
        holders = [
            s["referent"] for r in records for s in r["spans"] if s["type"] == "STREET_ADDRESS"
        ]
        assert len(holders) >= 2, scope


def test_sizes_and_variety_meet_the_brief():
    direct = rows("direct.jsonl")
    assert 550 <= len(direct) <= 700
    assert {r["lang"] for r in direct} == {"en", "fr", "de", "es", "nl", "pl", "ja"}
    assert {r["genre"] for r in direct} >= {
        "transcript",
        "thread",
        "crm",
        "tool",
        "csv",
        "voice",
        "mixed",
    }
    docs = rows("public_docs.jsonl")
    assert len(docs) >= 150 and all(d["id"] and d["domain"] and d["text"] for d in docs)
    words = json.loads((DATA / "public_docs_words.json").read_text(encoding="utf-8"))
    assert words["paragraphs"] == len(docs)
    assert words["whitespace_tokens"] == sum(len(d["text"].split()) for d in docs)
    assert words["characters"] == sum(len(d["text"]) for d in docs)


def test_the_generator_check_passes():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "bench.data.pii_holdout2.generate", "--check"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("name", SPAN_FILES)
def test_tool_responses_are_json_and_only_multi_line_addresses_break_lines(name):
    for record in rows(name):
        if record["genre"] == "tool":
            json.loads(record["text"])
        for s in record["spans"]:
            if "\n" in s["value"]:
                assert s.get("shape") == "multi_line", (record["id"], s)
