"""The third held-out PII exam is intact: every span's offsets give its value, spans do not
overlap, entities are consistent, cards pass Luhn inside an issuer range, IBAN checksums hold,
phones are valid for their region per `phonenumbers`, ids have the deployment's configured
shapes, every household holds a near-duplicate pair, sizes are as the README says, and the
generator's --check passes.

This checks the data only; it never runs the pseudonymizer. Checksums and edit distances are
written out here or taken from tests/bench/pii_exam.py, not imported from the generator.
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
from rapidfuzz.distance import Levenshtein

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
DATA = ROOT / "bench" / "data" / "pii_holdout3"
REGION = {"en_US": "US", "en_GB": "GB", "en_AU": "AU", "en_IE": "IE", "fr_FR": "FR",
          "de_DE": "DE", "es_ES": "ES", "it_IT": "IT", "pt_PT": "PT", "pt_BR": "BR",
          "nl_NL": "NL", "sv_SE": "SE", "pl_PL": "PL", "ja_JP": "JP", "zh_CN": "CN"}  # fmt: skip
CONFIGURED_IDS = {"ACCOUNT_ID", "ORDER_ID"}  # ASSAY_ID_PATTERNS of the deployment
# The name pairs the earlier exams' READMEs list: this exam must use none of them.
EARLIER_PAIRS = {
    frozenset(p.split("/"))
    for p in (
        "Daniel/Daniela Eric/Erica Robert/Roberta Brian/Briana Jan/Jana Paul/Paula "
        "Stefan/Stefanie Luis/Luisa Gabriel/Gabriela Mario/María Francesco/Francesca Carlo/Carla "
        "Giulio/Giulia Louis/Louise Simon/Simone Sander/Sandra Johan/Johanna "
        "Aleksander/Aleksandra Dominik/Dominika Paweł/Paulina 優希/優花 健太/健斗 明/敏 伟/薇 "
        "Dana/Dan Kristen/Kirsten Tyler/Taylor Jamie/Jaime Julien/Juliette Noël/Noëlle "
        "Gaël/Gaëlle Lukas/Lucas Heiko/Heike Karsten/Carsten Javier/Xavier Sergio/Sergia "
        "Maarten/Martijn Anouk/Anouck Joris/Joost Kamil/Kamila Wiktor/Wiktoria Michał/Michalina "
        "Bartek/Bartosz 翔太/翔子 大輔/大樹 美咲/美紀 拓也/拓海 Manon/Marion"
    ).split()
}


@cache
def rows(name: str) -> list[dict]:
    return read_rows(DATA, name)


def spans(name: str) -> list[tuple[dict, dict]]:
    return [(r, s) for r in rows(name) for s in r["spans"]]


@pytest.mark.parametrize("name", SPAN_FILES)
def test_offsets_give_values_and_spans_do_not_overlap(name):
    for r in rows(name):
        assert_spans_well_placed(r)


@pytest.mark.parametrize("name", SPAN_FILES)
def test_only_configured_ids_are_labelled_and_they_have_their_shape(name):
    id_spans = [s for _, s in spans(name) if s["type"].endswith("_ID")]
    assert {s["type"] for s in id_spans} == CONFIGURED_IDS
    for s in id_spans:
        assert re.fullmatch(ID_SHAPES[s["type"]], s["value"]), s


@pytest.mark.parametrize("name", SPAN_FILES)
def test_entity_is_equal_exactly_when_type_and_value_are_equal(name):
    for scope, records in by_scope(rows(name)).items():
        by_key, by_entity = {}, {}
        for r in records:
            for s in r["spans"]:
                assert s["entity"].startswith(scope + "/") and s["referent"].startswith(scope + "/")
                assert by_key.setdefault((s["type"], s["value"]), s["entity"]) == s["entity"]
                assert by_entity.setdefault(s["entity"], (s["type"], s["value"])) == (s["type"], s["value"])  # fmt: skip


@pytest.mark.parametrize("name", SPAN_FILES)
def test_no_labelled_value_also_occurs_unlabelled_in_its_case(name):
    cjk = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
    for records in by_scope(rows(name)).values():
        values = {s["value"] for r in records for s in r["spans"]}
        for r in records:
            for value in values:
                if value.lower() not in r["text"].lower():
                    continue
                pat = re.escape(value) if cjk.search(value) else rf"(?<!\w){re.escape(value)}(?!\w)"
                flags = re.IGNORECASE if len(value) >= 3 else 0
                for m in re.finditer(pat, r["text"], flags):
                    covered = any(
                        s["start"] <= m.start() and m.end() <= s["end"] for s in r["spans"]
                    )
                    assert covered, (r["id"], value)


def test_cards_pass_luhn_inside_an_issuer_range_and_every_issuer_is_present():
    brands = Counter()
    for _, s in spans("direct.jsonl"):
        if s["type"] == "CREDIT_CARD":
            digits = re.sub(r"[ -]", "", s["value"])
            assert digits.isdigit() and luhn(digits), s["value"]
            brands[issuer(digits)] += 1
    assert None not in brands
    assert set(brands) == {"visa", "mastercard", "amex", "discover", "jcb"}
    assert brands["mastercard"] >= 10 and sum(brands.values()) >= 50


def test_ibans_hold_their_checksum_in_many_countries():
    countries = Counter()
    for _, s in spans("direct.jsonl"):
        if s["type"] == "IBAN_CODE":
            assert iban_checksum_holds(s["value"]), s["value"]
            countries[s["value"][:2]] += 1
    assert len(countries) >= 10 and sum(countries.values()) >= 40


@pytest.mark.parametrize("name", SPAN_FILES)
def test_phones_are_valid_for_their_region(name):
    regions = Counter()
    for r, s in spans(name):
        if s["type"] != "PHONE_NUMBER":
            continue
        region = REGION[r["locale"]]
        number = phonenumbers.parse(s["value"], region)
        assert phonenumbers.is_valid_number_for_region(number, region), (r["id"], s["value"])
        regions[region] += 1
    if name == "direct.jsonl":
        assert set(regions) == set(REGION.values())
    else:
        assert len(regions) >= 10


def test_every_locale_and_genre_is_present_and_sizes_are_as_the_readme_says():
    direct = rows("direct.jsonl")
    assert Counter(r["locale"] for r in direct).keys() == REGION.keys()
    genres = {"email", "call", "crm", "booking", "delivery", "chat", "tool", "account", "csv", "form"}  # fmt: skip
    assert {r["genre"] for r in direct} == genres
    types = Counter(s["type"] for _, s in spans("direct.jsonl"))
    assert 480 <= len(direct) <= 520 and sum(types.values()) >= 2400
    assert (
        types["PERSON"] >= 1000 and types["POSTAL_CODE"] >= 150 and types["STREET_ADDRESS"] >= 150
    )
    shapes = Counter(s.get("shape") for _, s in spans("direct.jsonl"))
    for shape in ("last_first", "initial", "lower_case", "short_name", "kanji", "inflected", "spoken", "asr_digits", "multi_line", "no_street_number", "e164", "nickname"):  # fmt: skip
        assert shapes[shape] >= 5, shape
    assert Counter(Counter(r["scope"] for r in direct).values()) == {4: len(direct) // 4}


def test_polish_names_are_labelled_in_their_inflected_form():
    """An inflected span is the whole inflected word, never the nominative of that person."""
    found = Counter()
    for records in by_scope([r for r in rows("direct.jsonl") if r["lang"] == "pl"]).values():
        case = [s for r in records for s in r["spans"] if s["type"] == "PERSON"]
        for s in case:
            if s.get("shape") == "inflected":
                plain = {t["value"] for t in case if t["referent"] == s["referent"] and t.get("shape") != "inflected"}  # fmt: skip
                assert s["value"] not in plain, s
                found["instrumental" if s["value"].endswith(("ą", "em", "im")) else "other"] += 1
    assert found["instrumental"] >= 5 and found["other"] >= 5, found


def first_names(records: list[dict], referent: str) -> set[str]:
    """The person's first name as written alone, or as the first word of their full name."""
    out = set()
    for s in (s for r in records for s in r["spans"] if s["referent"] == referent):
        if s.get("shape") in ("first_name_alone", "kanji_given"):
            out.add(s["value"])
        elif s["type"] == "PERSON" and s.get("shape") is None:
            out.add(s["value"].split()[0])
    return out


def test_every_household_holds_a_near_duplicate_pair_at_one_address():
    households = by_scope(rows("households.jsonl"))
    assert len(households) == 40
    for scope, records in households.items():
        assert 4 <= len(records) <= 6, scope
        by_ref: dict[str, set] = {}
        for r in records:
            for s in r["spans"]:
                by_ref.setdefault(s["referent"].removeprefix(scope + "/") + ":" + s["type"], set()).add(s["value"])  # fmt: skip
        (e0,), (e1,) = by_ref["p0/email:EMAIL_ADDRESS"], by_ref["p1/email:EMAIL_ADDRESS"]
        assert Levenshtein.distance(e0, e1) == 1, (scope, e0, e1)
        (a0,), (a1,) = by_ref["p0/account:ACCOUNT_ID"], by_ref["p1/account:ACCOUNT_ID"]
        diff = [i for i, (x, y) in enumerate(zip(a0, a1, strict=True)) if x != y]
        assert len(diff) == 2 and diff[1] == diff[0] + 1 and a0[diff[0]] == a1[diff[1]], (a0, a1)
        assert len(by_ref["household/address:STREET_ADDRESS"]) == 1, scope
        firsts = [first_names(records, f"{scope}/p{i}") for i in (0, 1)]
        assert len(firsts[0]) == len(firsts[1]) == 1, (scope, firsts)
        firsts = [next(iter(f)) for f in firsts]
        assert frozenset(firsts) not in EARLIER_PAIRS, (scope, firsts)
        assert 1 <= Levenshtein.distance(*firsts) <= 2, (scope, firsts)


def test_public_docs_have_no_personal_data_markers_and_the_word_count_holds():
    docs = rows("public_docs.jsonl")
    summary = json.loads((DATA / "public_docs_words.json").read_text(encoding="utf-8"))
    word = regex.compile(r"[\p{L}\p{N}][\p{L}\p{N}'’._-]*")
    assert len(docs) == summary["paragraphs"] == 150
    assert sum(len(word.findall(d["text"])) for d in docs) == summary["words"]
    assert len({d["domain"] for d in docs}) == 6
    for d in docs:
        assert "@" not in d["text"] and not re.search(r"\d{7,}", d["text"]), d["id"]


def test_the_generator_check_passes(capsys):
    from bench.data.pii_holdout3 import generate

    assert generate.main(["--check"]) == 0
    assert "up to date" in capsys.readouterr().out
