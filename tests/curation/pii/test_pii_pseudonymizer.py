"""The per-case pseudonymizer on realistic cases (presidio and spaCy load once per module)."""

from __future__ import annotations

import pytest
import regex as re

from curation.pii.analyzer import get_analyzer
from curation.pii.keyed import similarity
from curation.pii.pseudonymizer import Pseudonymizer

KEY = "test-key"

HOUSEHOLD = [
    "Account: Julien Moreau, 43 Avenue Victor Hugo, 75011 Paris. Email j.moreau@example.net, "
    "phone +33 6 78 22 56 84. Account id acct_19494.",
    "Account: Juliette Moreau, 43 Avenue Victor Hugo, 75011 Paris. Email "
    "juliette.moreau@example.net, phone +33 6 37 14 21 65. Account id acct_76510.",
    "hi, did my delivery go out yet? my email is j.moreau@example.net.",
    'get_orders(account_id="acct_19494") -> order ORD-17602 (processing)',
    "Agent note: Julien and Juliette live together at 43 Avenue Victor Hugo, 75011 Paris; do "
    "not confuse acct_19494 with acct_76510. Call Juliette Moreau on +33 6 37 14 21 65.",
]
KNOWN = [
    "Julien",
    "Juliette",
    "Moreau",
    "Victor Hugo",
    "75011",
    "Paris",
    "j.moreau@example.net",
    "juliette.moreau",
    "+33 6 78 22 56 84",
    "+33 6 37 14 21 65",
    "acct_19494",
    "acct_76510",
    "ORD-17602",
]


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


@pytest.fixture(scope="module")
def household(analyzer):
    p = Pseudonymizer(KEY, analyzer=analyzer)
    return p, p.pseudonymize_texts_tracked(HOUSEHOLD)


def surrogate_of(p: Pseudonymizer, entity_type: str, original: str) -> str:
    return next(
        m.surrogate for m in p.mapping if m.entity_type == entity_type and m.original == original
    )


def test_no_known_value_of_a_household_case_survives(household):
    _, outputs = household
    text = "\n".join(o.text for o in outputs)

    for value in KNOWN:
        assert not re.search(rf"(?<!\w){re.escape(value)}(?!\w)", text), value


def test_household_keeps_near_duplicate_names_shared_surname_and_one_address(household):
    p, outputs = household
    julien = surrogate_of(p, "PERSON", "Julien Moreau")
    juliette = surrogate_of(p, "PERSON", "Juliette Moreau")
    address = surrogate_of(p, "ADDRESS", "43 Avenue Victor Hugo, 75011 Paris")

    assert julien.split()[1] == juliette.split()[1]
    assert similarity(julien.split()[0], juliette.split()[0]) >= 0.7
    assert outputs[0].text.count(address) == 1 and outputs[1].text.count(address) == 1
    assert address in outputs[4].text
    assert f"{julien.split()[0]} and {juliette.split()[0]} live together" in outputs[4].text


def test_ids_match_across_the_tool_call_and_the_notes(household):
    p, outputs = household
    acct = surrogate_of(p, "ACCOUNT_ID", "acct_19494")

    assert f'account_id="{acct}"' in outputs[3].text
    assert acct in outputs[0].text and acct in outputs[4].text
    assert re.fullmatch(r"acct_\d{5}", acct)


def test_the_email_is_rebuilt_from_the_surrogate_name(household):
    p, _ = household
    first, last = surrogate_of(p, "PERSON", "Juliette Moreau").split()

    assert surrogate_of(p, "EMAIL_ADDRESS", "juliette.moreau@example.net") == (
        f"{first.lower()}.{last.lower()}@example.net"
    )


def test_span_tracking_maps_each_original_span_to_its_surrogate(household):
    _, outputs = household
    out = outputs[0]
    start = HOUSEHOLD[0].index("acct_19494")
    s, e = out.map_span(start, start + len("acct_19494"))

    assert re.fullmatch(r"acct_\d{5}", out.text[s:e])
    street = HOUSEHOLD[0].index("75011")
    s, e = out.map_span(street, street + 5)
    assert re.fullmatch(r"\d{5}", out.text[s:e]) and out.text[s:e] != "75011"


def test_json_walk_maps_ids_names_and_emails_like_free_text(analyzer):
    p = Pseudonymizer(KEY, analyzer=analyzer)
    call = {
        "tool": "get_account",
        "args": {"account_id": "acct_88421", "name": "Julien Moreau"},
        "response": {
            "account": {
                "id": "acct_88421",
                "holder": "Julien Moreau",
                "email": "julien.moreau@gmail.com",
            },
            "orders": ["ORD-5521", "ORD-5522"],
            "phone": "06 12 34 56 78",
        },
    }
    out = p.pseudonymize_json(call)
    note = p.pseudonymize_text("Julien Moreau called about acct_88421 and order ORD-5521.")

    acct = out["args"]["account_id"]
    assert acct != "acct_88421" and re.fullmatch(r"acct_\d{5}", acct)
    assert out["response"]["account"]["id"] == acct
    assert out["args"]["name"] == out["response"]["account"]["holder"] != "Julien Moreau"
    assert note.startswith(out["args"]["name"] + " called about " + acct)
    assert out["response"]["orders"][0] in note
    assert out["response"]["orders"][0] != out["response"]["orders"][1]
    first, last = out["args"]["name"].split()
    assert out["response"]["account"]["email"] == f"{first.lower()}.{last.lower()}@gmail.com"
    assert out["tool"] == "get_account" and set(out) == set(call)
    assert re.fullmatch(r"06 \d\d \d\d \d\d \d\d", out["response"]["phone"])


def test_bare_json_values_are_caught_without_context(analyzer):
    p = Pseudonymizer(KEY, analyzer=analyzer)
    out = p.pseudonymize_json(
        {"account_id": "acct_88421", "email": "x.lambert@mail.test", "last_name": "Lambert", "n": 3}
    )

    assert out["account_id"] != "acct_88421"
    assert out["email"] != "x.lambert@mail.test" and out["email"].endswith("@mail.test")
    assert out["last_name"] != "Lambert"
    assert out["email"].split("@")[0].split(".")[1] == out["last_name"].lower()
    assert out["n"] == 3


def test_postcode_and_city_are_an_address_not_a_person(analyzer):
    detections = analyzer.analyze("Please ship it to 69003 Lyon by Friday.")

    assert [
        (d.entity_type, "Please ship it to 69003 Lyon by Friday."[d.start : d.end])
        for d in detections
    ] == [("ADDRESS", "69003 Lyon")]


@pytest.mark.parametrize(
    "text, address",
    [
        ("I live at 221B Baker Street, London NW1 6XE.", "221B Baker Street, London NW1 6XE"),
        (
            "Send it to 12 rue de la République, 69002 Lyon please",
            "12 rue de la République, 69002 Lyon",
        ),
        ("Neue Adresse: Hauptstraße 5, 10115 Berlin.", "Hauptstraße 5, 10115 Berlin"),
        ("Flat 3, 10 Downing Street, London", "Flat 3, 10 Downing Street, London"),
        ("The office is at Király u. 15., Budapest", "Király u. 15., Budapest"),
    ],
)
def test_street_addresses_of_several_countries_are_found(analyzer, text, address):
    found = [text[d.start : d.end] for d in analyzer.analyze(text) if d.entity_type == "ADDRESS"]

    assert found == [address]


def test_batch_result_does_not_depend_on_text_order(analyzer):
    a = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(HOUSEHOLD)
    b = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(list(reversed(HOUSEHOLD)))

    assert a == list(reversed(b))


def test_a_name_detected_in_one_field_is_replaced_where_the_detector_misses_it(analyzer):
    p = Pseudonymizer(KEY, analyzer=analyzer)
    full, bare = p.pseudonymize_texts(
        ["Customer: Ingrid Vasquez-Lund", "vasquez-lund? no, Vasquez-Lund"]
    )

    assert "vasquez" not in bare.lower() and "Ingrid" not in full
    assert bare.endswith(full.split(": ")[1].split()[1])


def test_mapping_lists_each_original_once_with_its_type(household):
    p, _ = household
    originals = [(m.entity_type, m.original) for m in p.mapping]

    assert len(originals) == len(set(originals))
    assert ("ACCOUNT_ID", "acct_19494") in originals
    assert ("PHONE_NUMBER", "+33 6 78 22 56 84") in originals
