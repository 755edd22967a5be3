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

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "pii_holdout"
SPAN_FILES = ("direct.jsonl", "households.jsonl")
ID_SHAPES = {
    "ACCOUNT_ID": r"acct_\d+",
    "ORDER_ID": r"ORD-\d+",
    "CUSTOMER_ID": r"cust_\d+",
    "INVOICE_ID": r"INV-\d+",
    "TICKET_ID": r"TKT-\d+",
}
TYPES = {
    "PERSON",
    "EMAIL_ADDRESS",
    "PHONE_NUMBER",
    "STREET_ADDRESS",
    "POSTAL_CODE",
    "CREDIT_CARD",
    "IBAN_CODE",
    "US_SSN",
    "IP_ADDRESS",
    *ID_SHAPES,
}


def rows(name: str) -> list[dict]:
    with (DATA / name).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def issuer(digits: str) -> str | None:
    if digits[0] == "4" and len(digits) == 16:
        return "visa"
    if 51 <= int(digits[:2]) <= 55 and len(digits) == 16:
        return "mastercard"
    if 2221 <= int(digits[:4]) <= 2720 and len(digits) == 16:
        return "mastercard"
    if digits[:2] in ("34", "37") and len(digits) == 15:
        return "amex"
    if (digits.startswith(("6011", "65")) or 644 <= int(digits[:3]) <= 649) and len(digits) == 16:
        return "discover"
    return None


def iban_checksum_holds(value: str) -> bool:
    compact = value.replace(" ", "")
    rearranged = compact[4:] + compact[:4]
    number = "".join(str(int(c, 36)) for c in rearranged)
    return int(number) % 97 == 1


@pytest.mark.parametrize("name", SPAN_FILES)
def test_every_span_offset_gives_its_value_and_spans_do_not_overlap(name):
    for record in rows(name):
        assert record["id"] and record["scope"] and record["text"]
        spans = sorted(record["spans"], key=lambda s: s["start"])
        for s in spans:
            assert s["type"] in TYPES, (record["id"], s["type"])
            assert record["text"][s["start"] : s["end"]] == s["value"], (record["id"], s)
            assert s["entity"].startswith(record["scope"] + "/")
        for a, b in zip(spans, spans[1:], strict=False):
            assert a["end"] <= b["start"], (record["id"], a, b)


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
    for scope_rows in _by_scope(rows("households.jsonl")).values():
        accounts = {s["value"] for r in scope_rows for s in r["spans"] if s["type"] == "ACCOUNT_ID"}
        assert len(accounts) == 2
        a, b = sorted(accounts)
        diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        assert len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]


def test_files_are_what_the_generator_writes():
    from bench.data.pii_holdout.generate import build

    for name, content in build().items():
        assert (DATA / name).read_text(encoding="utf-8") == content, name


def _by_scope(records: list[dict]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for r in records:
        out.setdefault(r["scope"], []).append(r)
    return out
