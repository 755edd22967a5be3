"""Checked signals: phones by numbering plan, cards by Luhn and issuer, IBANs by checksum,
postcodes and CJK names by field or self-introduction, the seven-language vocabulary, and the
evaluator's split and leak counting. Plain Python: no spaCy is loaded.

Numbers and names here are invented for these tests, not taken from any evaluation file.
"""

from __future__ import annotations

import json
import re

import pytest

from bench.eval_pii import Span, leaked, load, split_part, validate
from curation.pii import lexicon as lx
from curation.pii.checked import find_cards, find_ibans, find_phones
from curation.pii.config import phone_regions
from curation.pii.fields import find_cjk_names, find_fields
from curation.pii.formats import iban_fix, luhn_fix
from curation.pii.keyed import similarity
from curation.pii.phones import without_plus
from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.surrogates import SurrogateFactory


def values(text: str, spans) -> list[str]:
    return [text[s[0] : s[1]] for s in spans]


# phones -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, regions, phone",
    [
        ("Llámame al 601 238 904 mañana.", ("ES",), "601 238 904"),
        ("Sie erreichen mich unter 030 25487713.", ("DE",), "030 25487713"),
        ("bel me op 06 41 77 20 93 graag", ("NL",), "06 41 77 20 93"),
        ("call (415) 555-0134 ext. 22 today", ("US",), "(415) 555-0134 ext. 22"),
        ("我的电话是13912345678。", ("CN",), "13912345678"),
    ],
)
def test_local_phone_formats_are_found_for_the_configured_region(text, regions, phone):
    assert values(text, find_phones(text, regions)) == [phone]


def test_a_local_number_of_a_region_not_configured_is_not_guessed():
    assert find_phones("Llámame al 601 238 904 mañana.", ("US",)) == []


def test_an_international_number_counts_by_its_country_code():
    text = "Tel. +49(0)0076 75750 (Zentrale)"
    assert values(text, find_phones(text, ("US",))) == ["+49(0)0076 75750"]


@pytest.mark.parametrize(
    "text",
    [
        "Order ORD-123456 shipped on 2024-05-01 at 10:30.",
        "Version 3.14.159 fixed 12 bugs in 2023.",
        "invoice total 1234567 cents",
        "The ticket costs 250 euros and 40 cents.",
    ],
)
def test_numbers_that_are_no_phone_are_left(text):
    assert find_phones(text, ("US", "GB", "FR", "DE", "ES", "NL")) == []


def test_phone_regions_setting_is_parsed_and_checked():
    assert phone_regions("us, gb") == ("US", "GB")
    with pytest.raises(ValueError, match="XX"):
        phone_regions("US,XX")


# cards and IBANs ----------------------------------------------------------------------------
def test_a_two_series_mastercard_passing_luhn_is_a_card():
    number = luhn_fix("2221004715329910")
    text = f"paid with {number[:4]} {number[4:8]} {number[8:12]} {number[12:]} yesterday"
    assert len(find_cards(text)) == 1


@pytest.mark.parametrize("prefix", ["4539", "5412", "3714", "6011", "3530"])
def test_cards_of_every_issuer_are_found_without_a_cue(prefix):
    length = 15 if prefix.startswith("37") else 16
    number = luhn_fix(prefix + "7" * (length - 4))
    assert values(f"x {number} y", find_cards(f"x {number} y")) == [number]


def test_a_number_failing_luhn_is_no_card():
    number = luhn_fix("2221004715329910")
    wrong = number[:-1] + str((int(number[-1]) + 1) % 10)
    assert find_cards(f"ref {wrong}") == []


def test_a_luhn_number_outside_issuer_ranges_needs_a_cue_or_card_grouping():
    number = luhn_fix("9912345678901234")  # no issuer starts with 99
    assert find_cards(f"tracking {number}") == []
    assert len(find_cards(f"card number {number}")) == 1
    grouped = f"{number[:4]} {number[4:8]} {number[8:12]} {number[12:]}"
    assert len(find_cards(f"tracking {grouped}")) == 1


def test_a_twelve_digit_maestro_needs_a_card_word():
    number = luhn_fix("501812345678")
    assert find_cards(f"reference {number}") == []
    assert len(find_cards(f"ma carte {number}")) == 1


def test_ibans_are_found_by_checksum_and_rejected_without_it():
    good = iban_fix("DE00100500001234567890")
    bad = good[:2] + f"{(int(good[2:4]) + 1) % 100:02d}" + good[4:]
    assert values(f"IBAN {good}.", find_ibans(f"IBAN {good}.")) == [good]
    assert find_ibans(f"IBAN {bad}.") == []
    spaced = " ".join(good[i : i + 4] for i in range(0, len(good), 4))
    assert values(f"{spaced} Danke", find_ibans(f"{spaced} Danke")) == [spaced]


# fields and CJK names -----------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, value",
    [
        ('{"id": 7, "postcode": "40215", "status": "open"}', "40215"),
        ("PLZ: 10115\nOrt: Berlin", "10115"),
        ("Code postal : 69003", "69003"),
        ("邮编：200030", "200030"),
        ('"zip_code": "SW1A 1AA"', "SW1A 1AA"),
    ],
)
def test_postcodes_in_labelled_fields_are_found(text, value):
    assert [(text[s:e], k) for s, e, k in find_fields(text)] == [(value, "POSTAL_CODE")]


def test_a_cjk_value_of_a_name_field_is_a_person_and_a_latin_one_is_left_to_the_name_finders():
    text = "姓名: 王晓明\nName: Plain Words\n氏名：佐藤花子"
    assert [(text[s:e], k) for s, e, k in find_fields(text)] == [
        ("王晓明", "PERSON"),
        ("佐藤花子", "PERSON"),
    ]


@pytest.mark.parametrize(
    "text, names",
    [
        ("你好，我叫李文静。请问", ["李文静"]),
        ("私の名前は高橋一郎です。", ["高橋一郎"]),
        ("田中さんに連絡しました", ["田中"]),
        ("我是学生。我很好。", []),  # "I am a student": no name
        ("明天的天气很好。", []),
    ],
)
def test_cjk_names_are_found_by_self_introduction_and_honorific(text, names):
    assert values(text, find_cjk_names(text)) == names


# vocabulary ---------------------------------------------------------------------------------
def test_common_words_of_other_languages_are_vocabulary_but_names_are_not():
    words = lx.vocabulary(("en", "fr", "de", "es", "nl", "it", "pt"))
    for word in ("bonjour", "cordialement", "anschrift", "rekening", "gracias"):
        assert word in words, word
    for name in ("louis", "christine", "lennox", "julien"):
        assert name not in words, name


def test_stop_words_of_other_languages_are_never_names_but_name_particles_and_names_stay():
    stops = lx.name_stop_words()
    assert {"mich", "nicht", "the", "und", "usted"} <= stops
    assert not {"van", "de", "ella", "bo"} & stops


# near-duplicate structure -------------------------------------------------------------------
@pytest.mark.parametrize(
    "a, b", [("acct_40371", "acct_40317"), ("acct_19894", "acct_91894"), ("ORD-55120", "ORD-55210")]
)
def test_ids_differing_by_a_swap_get_surrogates_differing_by_the_same_swap(a, b):
    factory = SurrogateFactory("test-key", ["ACCOUNT_ID", "ORDER_ID"])
    kind = "ACCOUNT_ID" if a.startswith("acct") else "ORDER_ID"
    sa, sb = factory.surrogate(kind, a), factory.surrogate(kind, b)
    moved = [i for i in range(len(a)) if a[i] != b[i]]
    assert sa != a and sb != b and sa != sb
    assert [i for i in range(len(sa)) if sa[i] != sb[i]] == moved
    assert sorted(sa[i] for i in moved) == sorted(sb[i] for i in moved)
    assert similarity(sa, sb) == similarity(a, b)


# the evaluator ------------------------------------------------------------------------------
def test_the_evaluator_counts_a_lower_case_name_left_in_the_output():
    span = Span("PERSON", "jb lefevre", "p1", 0, 10)
    assert leaked(span, "thanks, jb lefevre")
    assert not leaked(span, "thanks, kd marchal")


def test_the_evaluator_counts_an_inflected_name_left_in_the_output():
    span = Span("PERSON", "Annas", "p1", 0, 5)
    assert leaked(span, "Annas Konto ist gesperrt")
    assert not leaked(span, "Maras Konto ist gesperrt")
    possessive = Span("PERSON", "Julien", "p2", 0, 6)
    assert leaked(possessive, "Julien's card was declined")


def test_the_evaluator_counts_a_cjk_name_inside_cjk_text():
    assert leaked(Span("PERSON", "冬梅", "p", 0, 2), "您好冬梅请问")


def test_the_split_keeps_a_template_on_one_side_and_tunes_on_about_two_thirds():
    parts = [split_part({"template_id": t}) for t in range(3000)]
    assert set(parts) == {"tune", "report"}
    assert 0.6 < parts.count("tune") / len(parts) < 0.73
    assert split_part({"template_id": 17}) == split_part({"template_id": 17, "id": "x"})
    assert split_part({"id": "no template"}) is None


def test_a_bad_record_is_named_by_file_line_and_field(tmp_path):
    path = tmp_path / "held.jsonl"
    good = {"id": "a", "text": "Hi Ana", "spans": [{"type": "PERSON", "start": 3, "end": 6}]}
    bad = {"id": "b", "text": "Hi Bo", "spans": [{"type": "PERSON", "start": 3}]}
    path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"held.jsonl: line 2: spans\[0\].end"):
        validate(load(path), path.name)
    path.write_text("{not json\n", encoding="utf-8")
    with pytest.raises(ValueError, match="held.jsonl: line 1: not JSON"):
        load(path)


def test_a_national_number_is_valid_somewhere_and_a_short_run_is_not():
    from curation.pii.checked import valid_somewhere

    assert valid_somewhere("087 123 4567")
    assert valid_somewhere("+353 87 123 4567")
    assert not valid_somewhere("12")


def test_a_number_after_a_phone_word_of_another_language_is_a_phone():
    from curation.pii.recognizers import ContextNumberRecognizer

    text = "Bitte zurückrufen, Handy 0151 2345 6789, danke"
    found = ContextNumberRecognizer().analyze(text, ["PHONE_NUMBER"])
    assert [text[r.start : r.end] for r in found] == ["0151 2345 6789"]


def test_the_evaluator_counts_a_value_only_where_it_stands_whole():
    short = Span("PERSON", "Ed", "p", 0, 2)
    assert leaked(short, "Ed called back")
    assert not leaked(short, "the account is locked")
    code = Span("POSTAL_CODE", "12652", "c", 0, 5)
    assert leaked(code, "[postcode] 12652")
    assert not leaked(code, "order 9126527 shipped")


@pytest.mark.parametrize(
    "text",
    [
        # a phone written the international way passes Luhn by chance: "+" makes it a phone
        "Conta: acct_9857122 · Sra. Lima · +5519951696040 · IP 10.0.0.1",
        # "00" and a country code: dialled abroad, and no card starts with 0
        "ref acct_57906002, call back 0095 9 629 321941 today",
    ],
)
def test_phones_that_pass_luhn_are_no_cards(text):
    assert find_cards(text) == []


def test_a_card_word_must_be_a_whole_word():
    # given: a 4-4-4 number after "acct_", whose "cc" is no card cue, and no issuer's range
    text = "acct_553311 ref 1000 0000 0008"
    assert find_cards(text) == []
    # and: the same number after the word "card" is a card
    assert find_cards("card 1000 0000 0008") != []


def test_a_phone_in_brackets_keeps_its_country_code():
    # given: a number in prose brackets, the "(" the matcher took with it
    text = "Ana (+46701151707) and Ari (+46 70 178 63 82) are siblings"
    spans = [text[s:e] for s, e in find_phones(text, ("SE",))]
    # then: the brackets stay outside, so "+46" leads the value the surrogate keeps
    assert spans == ["+46701151707", "+46 70 178 63 82"]
    factory = SurrogateFactory("bracket-key")
    assert factory.surrogate("PHONE_NUMBER", "(+46701151707").startswith("(+46")


def test_a_phone_typed_digit_by_digit_is_replaced_whole():
    text = "my sister can collect it, her number is 0 7 7 0 0 9 0 0 1 2 3"
    out = Pseudonymizer(b"k" * 32).pseudonymize_text(text)
    head = "my sister can collect it, her number is "
    assert out.startswith(head)
    digits = out[len(head) :]
    assert digits != "0 7 7 0 0 9 0 0 1 2 3"
    assert re.fullmatch(r"(?:\d ){10}\d", digits)  # the spacing kept


def test_a_list_of_single_digits_is_no_phone():
    text = "Steps 1 2 3 4 5 are optional."
    assert Pseudonymizer(b"k" * 32).pseudonymize_text(text) == text


def test_initials_with_full_stops_are_replaced_whole():
    out = Pseudonymizer(b"k" * 32).pseudonymize_text("Initials on the waiver: T.B. (seen)")
    assert out.startswith("Initials on the waiver: ") and out.endswith(" (seen)")
    assert re.fullmatch(r"[A-Z]\.[A-Z]\.", out[len("Initials on the waiver: ") : -len(" (seen)")])
    assert "T.B." not in out


def test_a_phone_pasted_with_no_break_spaces_is_found_and_keeps_them():
    text = "Called her on +385\u00a091\u00a0234\u00a05678 today."
    assert [text[s:e] for s, e in find_phones(text, ("US",))] == ["+385\u00a091\u00a0234\u00a05678"]
    out = Pseudonymizer(b"k" * 32).pseudonymize_text(text)
    number = out.split("on ")[1].split(" today")[0]
    assert number.startswith("+385\u00a0") and number != "+385\u00a091\u00a0234\u00a05678"


@pytest.mark.parametrize(
    "value",
    ["421 905 123 456", "254 712 345 678", "30 694 123 4567"],  # SK, KE, GR mobiles
)
def test_an_international_number_typed_without_its_plus_is_a_phone_and_keeps_its_code(value):
    text = f"her number is {value}."
    assert [text[s:e] for s, e in find_phones(text, ("US",))] == [value]
    out = Pseudonymizer(b"k" * 32).pseudonymize_text(text)
    number = out[len("her number is ") : -1]
    code = value.split()[0]
    assert number.startswith(code + " ") and number != value


@pytest.mark.parametrize(
    "text", ["Invoice 4206 0105 4013 is paid.", "Rooms 421 905 123 were booked.", "in 2024 01 05"]
)
def test_digit_groups_that_dial_no_country_are_no_phone(text):
    assert find_phones(text, ("US",)) == []


def test_a_national_number_whose_first_group_is_a_country_code_keeps_its_national_digits():
    # "508 944 484" is a Polish mobile whose first group is also a country code (+508)
    factory = SurrogateFactory("no-plus-key")
    national = factory.surrogate("PHONE_NUMBER", "508 944 484")
    international = factory.surrogate("PHONE_NUMBER", "+48 508 944 484")
    assert international == "+48 " + national


def test_a_house_number_and_a_phone_in_the_next_cell_are_no_international_number():
    # a flat number that is New Zealand's code (64) and a number in the next cell
    assert without_plus("64\t21 123 4567") is None
    assert without_plus("64 21 123 4567") == 64


@pytest.mark.parametrize(
    ("text", "phone"),
    [
        ("Switchboard +33–1–45–67–89–12, weekdays", "+33–1–45–67–89–12"),
        ("Hotline: +49‑30‑40421234", "+49‑30‑40421234"),
        ("call +44—20—7946—0958", "+44—20—7946—0958"),
    ],
)
def test_numbers_typed_with_unicode_dashes_are_phones(text, phone):
    assert values(text, find_phones(text, ("US",))) == [phone]


def test_ranges_written_with_dashes_are_no_phones():
    text = "Open 1998–2004, pages 120–135, seasons 2019—2020 and 2021–2022."
    assert find_phones(text, ("US", "GB", "FR", "DE")) == []


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Bhadala ku-4111 1111 1111 1111 namhlanje.", ["4111 1111 1111 1111"]),  # a clitic
        ("Ref INV-4111111111111111 closed", []),  # inside a dashed id
        ("build x-17-4111111111111111", []),
    ],
)
def test_a_card_after_a_short_clitic_and_a_hyphen_is_a_card_but_not_inside_an_id(text, found):
    from curation.pii.checked import find_cards

    assert [text[s:e] for s, e in find_cards(text)] == found
