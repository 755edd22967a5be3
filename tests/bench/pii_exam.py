"""What the held-out PII exams' integrity tests share: the span types, the id shapes, and
checksums written out again here rather than imported from the generators, so a bug in a
generator's own Luhn or mod-97 code cannot hide itself."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import phonenumbers

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
    # exam 10's issuers; RuPay's 6521-6531 block lies inside Discover's 65 and counts as discover
    if 2200 <= int(digits[:4]) <= 2204 and n == 16:
        return "mir"
    if digits[:2] == "62" and 16 <= n <= 19:
        return "unionpay"
    if digits[:2] == "60" and not digits.startswith("6011") and n == 16:
        return "rupay"
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


# Letters of scripts written without spaces between words (kana, Han, Hangul): a value there is
# matched anywhere, not only between word boundaries.
UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def assert_ids_have_their_shape(spans: list[dict], shapes: dict[str, str]) -> set[str]:
    """Every id span (type ending in ``_ID``) is one of ``shapes`` and fits its regex; the id
    types seen come back."""
    seen = {s["type"] for s in spans if s["type"].endswith("_ID")}
    assert seen <= set(shapes), seen
    for s in spans:
        if s["type"] in shapes:
            assert re.fullmatch(shapes[s["type"]], s["value"]), s
    return seen


def assert_entity_equal_exactly_when_value_equal(records: list[dict]) -> None:
    """In each case (scope), two spans share an entity exactly when type and value are equal,
    and entities and referents belong to the case."""
    for scope, recs in by_scope(records).items():
        table: dict[tuple[str, str], str] = {}
        for r in recs:
            for s in r["spans"]:
                assert s["entity"].startswith(scope + "/") and s["referent"].startswith(scope + "/")
                assert table.setdefault((s["type"], s["value"]), s["entity"]) == s["entity"], s
        assert len(set(table.values())) == len(table), scope


def assert_no_labelled_value_unlabelled(records: list[dict]) -> None:
    """No value labelled somewhere in a case also occurs unlabelled in one of its texts (as a
    whole word; anywhere in unspaced scripts; case-blind from three characters on)."""
    for recs in by_scope(records).values():
        values = {s["value"] for r in recs for s in r["spans"]}
        for r in recs:
            for v in values:
                pat = re.escape(v) if UNSPACED.search(v) else rf"(?<!\w){re.escape(v)}(?!\w)"
                flags = re.IGNORECASE if len(v) >= 3 else 0
                for m in re.finditer(pat, r["text"], flags):
                    covered = any(
                        s["start"] <= m.start() and m.end() <= s["end"] for s in r["spans"]
                    )
                    assert covered, (r["id"], v)


def card_issuers(spans: list[dict]) -> Counter:
    """Issuers of the card spans, each checked to pass Luhn inside its issuer's range."""
    seen: Counter = Counter()
    for s in spans:
        if s["type"] == "CREDIT_CARD":
            digits = re.sub(r"[ -]", "", s["value"])
            assert digits.isdigit() and luhn(digits), s["value"]
            seen[issuer(digits)] += 1
    assert None not in seen, seen
    return seen


def iban_countries(spans: list[dict]) -> set[str]:
    """Countries of the IBAN spans, each checked to hold its mod-97 checksum."""
    countries = set()
    for s in spans:
        if s["type"] == "IBAN_CODE":
            assert iban_checksum_holds(s["value"]), s["value"]
            countries.add(s["value"][:2])
    return countries


def phone_regions(spans: list[dict]) -> set[str]:
    """Regions of the phone spans, each checked valid for its region by phonenumbers."""
    regions = set()
    for s in spans:
        if s["type"] == "PHONE_NUMBER":
            number = phonenumbers.parse(s["value"], s["region"])
            assert phonenumbers.is_valid_number_for_region(number, s["region"]), s
            regions.add(s["region"])
    return regions


def assert_households_are_near_duplicate_pairs(records: list[dict], cases: int) -> None:
    """``cases`` households of 4-6 records, each a pair ``p0``/``p1`` whose lone first names are
    one or two edits apart, whose e-mails are one edit apart, whose account and order ids are
    one swap of neighbouring digits apart, at one address written identically everywhere."""
    from rapidfuzz.distance import Levenshtein

    scopes = by_scope(records)
    assert len(scopes) == cases, len(scopes)
    for scope, recs in scopes.items():
        assert 4 <= len(recs) <= 6, scope
        by_ref: dict[str, dict[str, set]] = {}
        for s in (s for r in recs for s in r["spans"]):
            ref = s["referent"].removeprefix(scope + "/")
            key = "FIRST" if s.get("shape") == "first_name_alone" else s["type"]
            by_ref.setdefault(ref, {}).setdefault(key, set()).add(s["value"])
        first = [by_ref[p]["FIRST"] for p in ("p0", "p1")]
        assert all(len(f) == 1 for f in first), first
        assert 1 <= Levenshtein.distance(*(next(iter(f)) for f in first)) <= 2, scope
        mails = [next(iter(by_ref[f"{p}/email"]["EMAIL_ADDRESS"])) for p in ("p0", "p1")]
        assert Levenshtein.distance(*mails) == 1, mails
        for kind, type_ in (("account", "ACCOUNT_ID"), ("order", "ORDER_ID")):
            a, b = (next(iter(by_ref[f"{p}/{kind}"][type_])) for p in ("p0", "p1"))
            diff = [i for i in range(len(a)) if a[i] != b[i]]
            assert len(a) == len(b) and len(diff) == 2 and diff[1] == diff[0] + 1, (a, b)
            assert a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]], (a, b)
        assert len(by_ref["household/address"]["STREET_ADDRESS"]) == 1, scope
