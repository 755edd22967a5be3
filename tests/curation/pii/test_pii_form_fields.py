"""Postcodes and phones in filled-in forms (issue 11): HTML inputs, dotted-leader forms with
the postcode words of more languages, and phone fields of any region's plan. Values written
for these tests."""

from __future__ import annotations

import pytest

from curation.pii.fields import find_fields
from curation.pii.postcodes import _Finder


def _found(text: str) -> list[tuple[str, str]]:
    return [(text[s:e], kind) for s, e, kind in find_fields(text)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('<label>Eircode</label> <input id="pc" name="postcode" value="D04 K7W2">', "D04 K7W2"),
        ("<input type='text' name='zip' value='4410-172'>", "4410-172"),
        ("Τ.Κ. ................: 541 22\nΠόλη ................: Θεσσαλονίκη", "541 22"),
        ("Mã bưu chính ..........: 70150\nThành phố ..........: Đà Nẵng", "70150"),
        ("Kode pos: 40115", "40115"),
    ],
)
def test_a_postcode_in_a_form_field_is_found(text, value):
    assert (value, "POSTAL_CODE") in _found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Telefon ..............: 47 31 82 90\nE-post: x", "47 31 82 90"),
        ('<input name="phone" value="+354 581 2290">', "+354 581 2290"),
        ("Số điện thoại: 0905 773 118", "0905 773 118"),
    ],
)
def test_a_phone_in_a_phone_field_is_found_whatever_its_region(text, value):
    assert (value, "PHONE_NUMBER") in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "Tel: 2026-11-03",  # a date in the wrong field
        "phone: 3",
        '<input type="text" name="q" value="refund status">',
        "Mobile: see the account page",
    ],
)
def test_no_phone_or_postcode_where_the_value_is_none(text):
    assert not [v for v, kind in _found(text) if kind in ("PHONE_NUMBER", "POSTAL_CODE")]


def test_a_markdown_table_bordered_by_pipes_has_its_columns_read():
    text = (
        "| Kunde | Telefon | Postnummer | Status |\n"
        "|---|---|---|---|\n"
        "| Ingrid Solbakken | 93 41 27 05 | SW1A 1AA | levert |\n"
    )
    cells = {(text[s:e], kind) for s, e, kind in _Finder(("GB",)).table_cells(text)}
    assert ("Ingrid Solbakken", "PERSON") in cells
    assert ("93 41 27 05", "PHONE_NUMBER") in cells
    assert ("SW1A 1AA", "POSTAL_CODE") in cells
    assert not any(value in ("---", "levert") for value, _ in cells)
