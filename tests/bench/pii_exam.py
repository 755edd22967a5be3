"""What the held-out PII exams' integrity tests share: the span types, the id shapes, and
checksums written out again here rather than imported from the generators, so a bug in a
generator's own Luhn or mod-97 code cannot hide itself."""

from __future__ import annotations

import json
from pathlib import Path

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


def read_rows(data: Path, name: str) -> list[dict]:
    with (data / name).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def by_scope(records: list[dict]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for r in records:
        out.setdefault(r["scope"], []).append(r)
    return out


def luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def issuer(digits: str) -> str | None:
    n = len(digits)
    if digits[0] == "4" and n == 16:
        return "visa"
    if (51 <= int(digits[:2]) <= 55 or 2221 <= int(digits[:4]) <= 2720) and n == 16:
        return "mastercard"
    if digits[:2] in ("34", "37") and n == 15:
        return "amex"
    if (digits.startswith(("6011", "65")) or 644 <= int(digits[:3]) <= 649) and n == 16:
        return "discover"
    if 3528 <= int(digits[:4]) <= 3589 and n == 16:
        return "jcb"
    return None


def iban_checksum_holds(value: str) -> bool:
    compact = value.replace(" ", "")
    number = "".join(str(int(c, 36)) for c in compact[4:] + compact[:4])
    return int(number) % 97 == 1


def assert_spans_well_placed(record: dict) -> None:
    """Every span of ``record`` has a known type, its offsets give its value, its entity and
    referent (where labelled) belong to the record's scope, and no two spans overlap."""
    spans = sorted(record["spans"], key=lambda s: s["start"])
    for s in spans:
        assert s["type"] in TYPES, (record["id"], s["type"])
        assert record["text"][s["start"] : s["end"]] == s["value"], (record["id"], s)
        for key in ("entity", "referent"):
            if key in s:
                assert s[key].startswith(record["scope"] + "/"), (record["id"], key, s)
    for a, b in zip(spans, spans[1:], strict=False):
        assert a["end"] <= b["start"], (record["id"], a, b)
