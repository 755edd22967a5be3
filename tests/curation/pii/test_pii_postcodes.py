"""Postcodes by region shape after a postcode word, and postcode and person columns of pasted
tables (``curation.pii.postcodes``)."""

from __future__ import annotations

import re

import pytest

from curation.pii.postcodes import PostcodeRecognizer, _Finder, is_prefixed_postcode, shapes

REGIONS = ("US", "GB", "FR", "DE", "NL", "PL", "JP", "CN")


def _codes(text: str, regions=REGIONS) -> list[str]:
    return [text[s:e] for s, e in _Finder(regions).postcodes(text)]


def test_a_postcode_after_its_word_is_found_in_each_language_and_key_shape():
    text = (
        "ref=7 | shipping_postcode=30301 | sku=AB-1\n"
        "Die PLZ ist 10115, danke.\n"
        "mijn postcode is 2511 CV en verder niets\n"
        "kod pocztowy: 31-042\n"
        "〒060-0042 札幌\n"
        "还没到 邮编200031的包裹\n"
        "the zip is SW1A 1AA ok"
    )
    assert _codes(text) == [
        "30301",
        "10115",
        "2511 CV",
        "31-042",
        "060-0042",
        "200031",
        "SW1A 1AA",
    ]


def test_the_answer_to_a_postcode_question_is_a_postcode():
    text = "Agent: Could you confirm the postal code?\nCaller: 94110, and my number is long"
    assert _codes(text) == ["94110"]


def test_numbers_without_a_postcode_word_or_in_another_shape_are_left():
    text = "Order 30301 shipped; the code is 1234567; postcode: 12-34-56; zip 123 days"
    assert _codes(text) == []


def test_shapes_follow_the_configured_regions_and_a_postcode_word_opens_any_countrys():
    assert _codes("kod 31-042", ("US",)) == ["31-042"]
    assert _codes("the kod 5000 and cap 2500 apply; cp 1483-437", ("US",)) == ["1483-437"]
    text = "Eircode: D02 X285; o código postal é 4150-171; postnummer 114 55; zip 902 days"
    assert _codes(text, ("US",)) == ["D02 X285", "4150-171", "114 55"]
    assert "\\d{2}-\\d{3}" in shapes(("PL",))
    assert shapes(("XX",)) == ""


def test_table_columns_name_postcodes_and_people():
    text = (
        "ticket;assignee;zip;status\n"
        "T-1;Marta Kowalczyk;31-042;open\n"
        "T-2;Owen Pryce;CF10 1AA;closed\n"
        "totals follow"
    )
    cells = _Finder(("PL", "GB")).table_cells(text)
    assert [(text[s:e], kind) for s, e, kind in cells] == [
        ("Marta Kowalczyk", "PERSON"),
        ("31-042", "POSTAL_CODE"),
        ("Owen Pryce", "PERSON"),
        ("CF10 1AA", "POSTAL_CODE"),
    ]


def test_a_sentence_with_commas_is_no_table_header():
    text = "We met, talked, and left, all before noon\nAnna, 12, 31-042, x"
    assert _Finder(("PL",)).table_cells(text) == []


def test_the_recognizer_answers_only_the_entities_asked_for():
    rec = PostcodeRecognizer(("FR",))
    text = "nom|code postal|ville\nLéa Gautier|69003|Lyon"
    kinds = {r.entity_type for r in rec.analyze(text, ["POSTAL_CODE"])}
    assert kinds == {"POSTAL_CODE"}


def test_a_postcode_after_a_dot_leader_is_found():
    text = "Name .......: Ola Nordmann\nPostcode ...........: 30301\nPost code …… 10115"
    assert _codes(text) == ["30301", "10115"]


def test_a_postcode_with_its_country_prefix_is_found_after_its_word():
    text = "Postcode ..............: FI-00100\nzip: SI-2000\npostcode LV-3601"
    assert _codes(text) == ["FI-00100", "SI-2000", "LV-3601"]


def test_a_prefix_without_its_hyphen_or_of_no_country_is_no_postcode():
    assert not is_prefixed_postcode("AZ 1234")
    assert not is_prefixed_postcode("QQ-12345")
    assert is_prefixed_postcode("SE-411 04")


def test_a_postcode_word_may_say_how_the_code_was_given():
    text = "Caller passed checks. Postcode given: 75011. Zip on file: 30301."
    assert _codes(text) == ["75011", "30301"]


def test_a_postcode_alone_on_the_line_under_an_address_is_a_postcode():
    from curation.pii.postcodes import postcode_lines

    text = "Member: Aoife Brennan\n12 Quay Street\nH91 X2YK\n\nVersion 3\nBuild 2025\n"
    street = text.index("12 Quay Street")
    found = postcode_lines(text, [(street, street + len("12 Quay Street"))])
    assert [text[s:e] for s, e in found] == ["H91 X2YK"]
    # no address above it: a number on its own line stays
    assert postcode_lines(text, []) == []


def test_a_postcodes_letters_are_redrawn_letter_for_letter_and_a_state_code_stays():
    from curation.pii.pseudonymizer import Pseudonymizer

    factory = Pseudonymizer(b"k" * 32).factory
    code = factory.surrogate("POSTAL_CODE", "H91 X2YK")
    assert re.fullmatch(r"[A-Z]\d\d [A-Z]\d[A-Z]{2}", code) and code != "H91 X2YK"
    # the same code inside an address gets the same surrogate
    assert factory.surrogate("ADDRESS", "12 Quay Street, H91 X2YK").endswith(code)
    assert " QLD " in factory.surrogate("ADDRESS", "4 Ann Street, Brisbane QLD 4000")


def test_a_postcode_after_an_address_on_its_line_is_a_postcode():
    from curation.pii.postcodes import postcode_lines

    text = "Address: 41 Kapahulu Ave · 96815\nPhone: x"
    street = text.index("41 Kapahulu Ave")
    found = postcode_lines(text, [(street, street + len("41 Kapahulu Ave"))])
    assert [text[s:e] for s, e in found] == ["96815"]


@pytest.mark.parametrize(
    ("text", "street", "code"),
    [
        # the locality after the street: code then town, town then code, a district first,
        # a country's letters before the code; sentences written for this test
        ("Please send it to Rua Augusta 27, 1100-048 Lisboa.", "Rua Augusta 27", "1100-048"),
        ("Deliver to Nowy Świat 12, Warszawa 00-400, thanks", "Nowy Świat 12", "00-400"),
        (
            "Our shop: Avenida Paulista 900, Bela Vista, São Paulo, 01310-100.",
            "Avenida Paulista 900",
            "01310-100",
        ),
        ("Adresse: Hauptstrasse 5, CH-8001 Zürich\nTel", "Hauptstrasse 5", "CH-8001"),
    ],
)
def test_the_postcode_of_the_locality_after_a_street_is_a_postcode(text, street, code):
    from curation.pii.postcodes import postcode_lines

    start = text.index(street)
    found = postcode_lines(text, [(start, start + len(street))])
    assert [text[s:e] for s, e in found] == [code]


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("Ship to 12 Main Street, Flat 4B, Springfield.", "12 Main Street"),
        ("Office: 40 Harbour Rd, Level 3, Sydney.", "40 Harbour Rd"),
        ("Meet at 5 Rue Oberkampf, Paris 11e, near the metro.", "5 Rue Oberkampf"),
    ],
)
def test_a_flat_a_floor_or_a_district_after_a_street_is_no_postcode(text, street):
    from curation.pii.postcodes import postcode_lines

    start = text.index(street)
    assert postcode_lines(text, [(start, start + len(street))]) == []


def test_a_locality_line_under_an_address_holds_its_postcode():
    from curation.pii.postcodes import postcode_lines

    text = "Adrese: Brīvības iela 101-7\n   Jelgava LV-3001\nTālrunis: x"
    street = text.index("Brīvības iela 101-7")
    found = postcode_lines(text, [(street, street + len("Brīvības iela 101-7"))])
    assert [text[s:e] for s, e in found] == ["LV-3001"]


@pytest.mark.parametrize("code", ["L-1661", "CH-8001", "LV-3001"])
def test_a_postcode_led_by_its_countrys_letters_fits_a_world_shape(code):
    from curation.pii.field_values import is_world_postcode

    assert is_world_postcode(code)
    assert not is_world_postcode("ABC-" + code[-4:] + "X")


def test_a_postcode_in_brackets_closing_a_street_line_is_a_postcode():
    from curation.pii.postcodes import postcode_lines

    text = "- Address: 12 Quay Road (D02 X285)\n- Phone: 01 555 0101"
    street = text.index("12 Quay Road")
    found = postcode_lines(text, [(street, street + len("12 Quay Road"))])
    assert [text[s:e] for s, e in found] == ["D02 X285"]
    remark = "- Address: 12 Quay Road (back door)\n"
    assert postcode_lines(remark, [(11, 23)]) == []
