"""Addresses of scripts without capitals, vCard and iCalendar address values, phones of the
regions a text points to, digits of other scripts, and numeric dates that are no phone
(``curation.pii.world_streets``, ``curation.pii.phones``). Sentences and numbers written for
these tests."""

from __future__ import annotations

import pytest

from curation.pii.addresses import find_addresses
from curation.pii.checked import find_phones
from curation.pii.phones import is_numeric_date, national_digits, text_regions, write_national
from curation.pii.postcodes import _Finder
from curation.pii.world_streets import unescape_same_length, vcard_fields


def _found(text: str) -> list[tuple[str, str]]:
    return [(kind, text[s:e]) for s, e, kind in find_addresses(text)]


def test_vcard_adr_slots_by_position():
    text = "BEGIN:VCARD\nADR;TYPE=WORK:;Unit 4;58 Quarry Lane;Tamale;;TL-0912;Ghana\nEND:VCARD"
    assert vcard_fields(text) == [
        (text.index("Unit 4"), text.index("Unit 4") + 6, "ADDRESS"),
        (text.index("58 Quarry"), text.index(";Tamale"), "ADDRESS"),
        (text.index("TL-0912"), text.index(";Ghana"), "POSTAL_CODE"),
    ]


def test_vcard_postcode_of_any_shape_and_script():
    text = "ADR;TYPE=HOME:;;ვაჟა-ფშაველას გამზ. 71;თბილისი;;0186;საქართველო"
    assert ("POSTAL_CODE", "0186") in _found(text)
    assert ("ADDRESS", "ვაჟა-ფშაველას გამზ. 71") in _found(text)


def test_vcard_escaped_semicolon_stays_in_its_component():
    text = "ADR:;;12 Mill Row\\; rear door;Cork;;T12 X2C4;Ireland"
    assert ("ADDRESS", "12 Mill Row\\; rear door") in _found(text)


def test_vcard_label_is_an_address():
    text = "LABEL;TYPE=HOME:Laugavegur 40, 101 Reykjavík\nEND:VCARD"
    assert _found(text) == [("ADDRESS", "Laugavegur 40, 101 Reykjavík")]


def test_not_a_vcard_line():
    assert vcard_fields("The ADR;TYPE header is documented in section 6.3.1.") == []
    assert vcard_fields("LABEL: release-candidate") == []


def test_icalendar_escapes_keep_offsets():
    text = "LOCATION:הרב קוק 8\\, 6713214 רמלה"
    assert len(unescape_same_length(text)) == len(text)
    assert any("קוק 8" in value for _, value in _found(text))


@pytest.mark.parametrize(
    "text",
    [
        "Meet at აღმაშენებლის გამზ. 14 tomorrow.",
        "Delivery to 7, शिवाजी नगर, पुणे 411005 please.",
        "The flat is at 19, नेहरू मार्ग.",
        "آدرس: خیابان ولیعصر، پلاک 210",
        "Ünvan: Nizami küçəsi 52, Gəncə",
        "Heimilisfang: Njálsgötu 3, then Frakkastígur 12.",
        "המשלוח יגיע לרחוב ויצמן 33, כפר סבא",
    ],
)
def test_caseless_and_other_language_streets(text):
    assert any(kind == "ADDRESS" for kind, _ in _found(text)), _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "नगर निगम ने 2019 में नई सड़क बनाई।",
        "The 12 districts of the city are listed below.",
        "خیابان‌های تهران در سال 1400 شلوغ بود.",
        "ქალაქში 5 მოედანია.",
    ],
)
def test_no_address_in_plain_sentences(text):
    assert _found(text) == []


def test_postcode_labels_of_more_languages():
    finder = _Finder(("US",))
    text = "کدپستی 13145-67891 و מיקוד 6100002"
    values = [text[s:e] for s, e in finder.postcodes(text)]
    assert "13145-67891" in values and "6100002" in values


def test_regions_from_the_text():
    assert "IS" in text_regions("Hringdu í mig, það er auðvelt.")
    assert "GE" in text_regions("დამირეკეთ საღამოს")
    assert "IL" in text_regions("write to dana@example.co.il")
    assert "AZ" in text_regions("zəng edin: +994 50 111 22 33")
    assert text_regions("Call me tomorrow.") == ()


def test_phone_of_a_region_the_text_points_to():
    text = "Hringdu í síma 847.3310 eftir klukkan sex, það er best."
    assert [text[s:e] for s, e in find_phones(text, ("US", "GB"))] == ["847.3310"]
    assert find_phones("Call 847.3310 after six.", ("US", "GB")) == []


def test_native_digits_keep_their_script():
    value = "०९८७६ ५४३२१"
    lead, national = national_digits(value)
    assert national.isascii() and national == "9876543210"[: len(national)]
    written = write_national(value, lead, "1" * len(national))
    assert written.replace(" ", "").replace("०", "") == "१" * len(national)


@pytest.mark.parametrize("value", ["01.12.2026", "31/12/2025", "12/31/2025", "2026-02-28"])
def test_numeric_dates(value):
    assert is_numeric_date(value)


@pytest.mark.parametrize("value", ["31.02.2026", "612.2043", "2026-13-01", "06 12 34 56 78"])
def test_not_dates(value):
    assert not is_numeric_date(value)


def test_date_is_no_phone():
    text = "Die Rechnung vom 01.12.2026 ist bezahlt, Rückruf unter 030 4045 2219."
    assert [text[s:e] for s, e in find_phones(text, ("DE",))] == ["030 4045 2219"]


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("звоните, адрес ул. садовая, дом 5, кв. 3", "ул. садовая, дом 5, кв. 3"),
        ("Доставка: просп. Мира, д. 12, г. Тула", "просп. Мира, д. 12, г. Тула"),
        (
            "LOCATION:вул. Липова\\, буд. 8\\, село Гореничі 08154",
            "вул. Липова\\, буд. 8\\, село Гореничі 08154",
        ),
        ("LOCATION:הגפן 4\\, 3657801 זכרון", "הגפן 4\\, 3657801 זכרון"),
        ("Հասցե: Տերյան 12, 0009 Երևան", "Տերյան 12, 0009 Երևան"),
    ],
)
def test_house_words_settlements_and_cities_after_a_postcode(text, address):
    assert ("ADDRESS", address) in _found(text)


def test_latin_city_after_a_postcode_ends_the_block_at_a_blank_line():
    text = "Adres:\nul. Lipowa 12/3\n40-001 Katowice\n\nPozdrawiam\nMarta Nowicka"
    assert all("Marta" not in value for _, value in _found(text))


def test_world_street_words_stay_in_the_surrogate():
    from curation.pii import lexicon as lx

    for word in ("ქ", "רחוב", "خیابان", "मार्ग", "küçəsi"):
        assert lx.fold(word) in lx.ADDRESS_KEEP_WORDS


def test_thousands_in_a_text_region_are_no_phone():
    text = "Kommunen bruker 31 457 902 kroner på veiene i år; køen på 22 41 75 30 er kort."
    assert [text[s:e] for s, e in find_phones(text, ("US", "GB"))] == ["22 41 75 30"]


def test_dotted_postcode_abbreviation_with_a_qualifier():
    from curation.pii.fields import find_fields

    text = "Tarjeta: 4111\nC.P. de envío: 44100\n"
    assert [(kind, text[s:e]) for s, e, kind in find_fields(text)] == [("POSTAL_CODE", "44100")]
