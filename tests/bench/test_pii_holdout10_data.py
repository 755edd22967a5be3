"""What exam 10's README promises beyond the shared checks in test_pii_holdout8_data.py: the
new card ranges, native-digit phones in five scripts, Thai values covered wherever they occur
(Thai does not separate words), docs of three lengths, and household pairs new against exam 9.
Data only; never the pseudonymizer."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import phonenumbers
import regex

from tests.bench.pii_exam import issuer, read_rows

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "bench" / "data" / "pii_holdout10"
THAI = regex.compile(r"\p{Thai}")
NATIVE = {"ar": "٠-٩", "ur": "۰-۹", "bn": "০-৯", "th": "๐-๙", "ta": "௦-௯"}


def spans_of(name: str) -> list[dict]:
    return [s for r in read_rows(DATA, name) for s in r["spans"]]


def test_cards_fall_in_the_ranges_their_shape_names():
    cards = [s for s in spans_of("direct.jsonl") if s["type"] == "CREDIT_CARD"]
    for s in cards:
        digits = re.sub(r"[ -]", "", s["value"])
        found = issuer(digits)
        if s["shape"] == "mastercard2":
            assert found == "mastercard" and digits[0] == "2", s
        elif s["shape"] == "rupay":
            assert found == "rupay" or (found == "discover" and digits.startswith("652")), s
        else:
            assert found == s["shape"], s
    assert {"mastercard2", "rupay", "mir", "unionpay"} <= {s["shape"] for s in cards}


def test_native_digit_phones_parse_in_each_script():
    rows = read_rows(DATA, "direct.jsonl")
    seen = set()
    for r in rows:
        for s in r["spans"]:
            if s["type"] == "PHONE_NUMBER" and s.get("shape") == "native_digits":
                assert re.search(f"[{NATIVE[r['lang']]}]", s["value"]), s
                number = phonenumbers.parse(s["value"], s["region"])
                assert phonenumbers.is_valid_number_for_region(number, s["region"]), s
                seen.add(r["lang"])
    assert seen == set(NATIVE)


def test_thai_values_are_labelled_wherever_they_occur():
    for name in ("direct.jsonl", "households.jsonl"):
        rows = read_rows(DATA, name)
        by_scope: dict[str, list[dict]] = {}
        for r in rows:
            by_scope.setdefault(r["scope"], []).append(r)
        for recs in by_scope.values():
            values = {s["value"] for r in recs for s in r["spans"] if THAI.search(s["value"])}
            for r in recs:
                for v in values:
                    for m in re.finditer(re.escape(v), r["text"]):
                        assert any(
                            s["start"] <= m.start() and m.end() <= s["end"] for s in r["spans"]
                        ), (r["id"], v)


def test_docs_come_in_three_lengths_and_twelve_languages_besides_english():
    docs = read_rows(DATA, "public_docs.jsonl")
    assert Counter(d["length"] for d in docs) == {"short": 20, "medium": 20, "long": 20}
    assert len({d["lang"] for d in docs}) == 13
    for d in docs:
        if d["lang"] == "en":
            words = len(d["text"].split())
            low, high = {"short": (10, 24), "medium": (35, 75), "long": (100, 185)}[d["length"]]
            assert low <= words <= high, (d["id"], words)


def test_household_pairs_are_new_against_exam_9():
    readme = (ROOT / "bench" / "data" / "pii_holdout9" / "README.md").read_text(encoding="utf-8")
    pairs_line = readme.split("Pairs:", 1)[1].split("e-mails one edit", 1)[0]
    spans = spans_of("households.jsonl")
    firsts = {s["value"] for s in spans if s.get("shape") == "first_name_alone"}
    assert len(firsts) == 40
    assert not [f for f in firsts if re.search(rf"(?<!\w){re.escape(f)}(?!\w)", pairs_line)]
