"""CJK names a sign-off marks, and CJK addresses a field label marks (``curation.pii.fields``)."""

from __future__ import annotations

import pytest

from curation.pii.fields import find_cjk_names, find_fields, find_isolated_han


def _values(text: str, spans) -> list[str]:
    return [text[s:e] for s, e, *_ in spans]


def test_a_name_alone_after_thanks_or_a_sign_off_is_found():
    text = "客服: 您好，冬梅\n谢谢。洋\n此致\n金冬梅"
    assert _values(text, find_cjk_names(text)) == ["冬梅", "洋", "金冬梅"]


def test_a_japanese_sign_off_name_is_found():
    text = "お世話になっております。京助\nありがとうございます。晃"
    assert _values(text, find_cjk_names(text)) == ["京助", "晃"]


def test_a_sentence_after_thanks_is_no_name():
    text = "谢谢。请退款\n谢谢，我会等\nありがとうございます。\n"
    assert find_cjk_names(text) == []


def test_an_address_field_is_an_address_in_any_script_and_over_its_commas():
    text = "地址: 李路Y座\n住所: 東京都港区1-2-3\naddress: 12 Rue Victor Hugo, 69003 Lyon"
    found = find_fields(text)
    assert [(text[s:e], kind) for s, e, kind in found] == [
        ("李路Y座", "ADDRESS"),
        ("東京都港区1-2-3", "ADDRESS"),
        ("12 Rue Victor Hugo, 69003 Lyon", "ADDRESS"),
    ]


def test_an_address_on_a_street_named_with_initials_is_an_address_not_a_technical_value():
    text = "Address: 14 J.P. Laurel Street, Davao 8000\nsite: api.example.com\nAddress: v1.2 build"
    found = find_fields(text)
    assert [(text[s:e], kind) for s, e, kind in found] == [
        ("14 J.P. Laurel Street, Davao 8000", "ADDRESS")
    ]


def test_a_cjk_name_in_a_holder_field_after_a_full_width_bar_is_found_with_its_space():
    text = "申込｜契約者：村上 春香｜電話：03-1234-5678\nHolder: 周杰"
    found = find_fields(text)
    assert [(text[s:e], kind) for s, e, kind in found] == [
        ("村上 春香", "PERSON"),
        ("03-1234-5678", "PHONE_NUMBER"),  # the phone field is read too
        ("周杰", "PERSON"),
    ]


def test_a_spaced_name_before_an_honorific_or_a_greeting_is_found():
    text = "坂口 智子 様\n客服：林 芳您好，请稍等。"
    assert _values(text, find_cjk_names(text)) == ["坂口 智子", "林 芳"]


def test_a_short_han_run_alone_in_an_english_line_is_a_name_and_a_place_is_not():
    text = "The refund went to 美咲, not to her sister (真央). Our 大阪市 office closed."
    assert _values(text, find_isolated_han(text)) == ["美咲", "真央"]


def test_han_in_a_japanese_sentence_is_no_isolated_run():
    text = "注文ORD-1は届きました。ありがとう"
    assert find_isolated_han(text) == []


def test_an_address_line_key_holds_an_address_in_any_language():
    text = '{"line1": "Kerkstraat 12", "adres": "Rynek 7", "street": "no number here"}'
    found = find_fields(text)
    assert [(text[s:e], kind) for s, e, kind in found] == [
        ("Kerkstraat 12", "ADDRESS"),
        ("Rynek 7", "ADDRESS"),
    ]


def test_a_han_name_alone_on_a_line_of_an_english_text_is_found():
    text = "Thanks for the refund.\n\nBest,\n直美 石井\n"
    assert _values(text, find_isolated_han(text)) == ["直美 石井"]


def test_a_latin_name_field_holds_a_person_when_its_words_are_names():
    text = 'holder: Ingrid Lindqvist-Berg\n"given": "Tomas", "family": "Novak"\nname: Billing Admin'
    found = find_fields(text)
    assert [(text[s:e], kind) for s, e, kind in found] == [
        ("Ingrid Lindqvist-Berg", "PERSON"),
        ("Tomas", "PERSON"),
        ("Novak", "PERSON"),
    ]


def test_a_bracketed_street_label_holds_a_street_without_a_house_number():
    text = "[given] Tove\n[street] Wexcombe Rise\n[postcode] 40411"
    found = [(text[s:e], kind) for s, e, kind in find_fields(text)]
    assert ("Wexcombe Rise", "ADDRESS") in found
    assert ("40411", "POSTAL_CODE") in found


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Driver: ສົມພອນ\nGPS: 17.9", "ສົມພອນ"),
        ("Received by: ሰላማዊት (sister)", "ሰላማዊት"),
        ("Agent: ریحانه کریمی (direct line 021 5555)", "ریحانه کریمی"),
        ("Name: Hemi Walker (mother)", "Hemi Walker"),
    ],
)
def test_a_person_label_takes_a_caseless_name_and_stops_before_a_bracket(text, name):
    assert [text[s:e] for s, e, kind in find_fields(text) if kind == "PERSON"] == [name]


def test_a_role_label_takes_no_latin_word_in_lower_case():
    assert find_fields("Driver: unknown\nAgent: pending") == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Escalated: ticket for ملاك حداد, refund pending", "ملاك حداد"),
        ("2nd try: spoke to สมชาย. Confirmed.", "สมชาย"),
        ("Courier to call ທ້າວ ບຸນມີ before noon", "ບຸນມີ"),  # the title of address stays
        # scripts no name list covers: Tibetan (its syllables joined by a tsheg), Thaana,
        # Canadian syllabics
        ("Refund for ཚེ་དབང་རྡོ་རྗེ approved", "ཚེ་དབང་རྡོ་རྗེ"),
        ("callback to އަޙްމަދު tomorrow", "އަޙްމަދު"),
        ("parcel held for ᐱᐅᓕ ᑲᓇᔪᖅ at the depot", "ᐱᐅᓕ ᑲᓇᔪᖅ"),
    ],
)
def test_a_caseless_name_quoted_in_a_latin_line_is_a_guess(text, name):
    from curation.pii.fields import find_isolated_caseless

    assert [text[s:e] for s, e in find_isolated_caseless(text)] == [name]


@pytest.mark.parametrize(
    "text",
    [
        "ईमेल: asha@example.in",  # a field's label
        "الطلب رقم ORD-1 لم يصل بعد، أرجو المساعدة",  # a line in that script
        "Say سلام to the team",  # a greeting
    ],
)
def test_labels_lines_of_the_script_and_greetings_are_no_quoted_names(text):
    from curation.pii.fields import find_isolated_caseless

    assert find_isolated_caseless(text) == []


def test_a_phone_field_lists_two_numbers():
    text = "Tenant phone: +44 7700 900123 / 0121 496 0000\nEmail: x"
    phones = [text[s:e] for s, e, kind in find_fields(text) if kind == "PHONE_NUMBER"]
    assert phones == ["+44 7700 900123", "0121 496 0000"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Recipient: MALAKAI FONUA\nDeliver to: 4", "MALAKAI FONUA"),  # no gazetteer name
        ("Name on card: Tevita Fifita · Exp: 09/29", "Tevita Fifita"),
        ("Conta: acct_1 · Titular: Ana Lima · Tel: 2", "Ana Lima"),  # " · " separates fields
        ("Họ tên: TRAN THI MAI | Mã KH: acct_1", "TRAN THI MAI"),
    ],
)
def test_rare_capitalised_words_under_a_name_label_are_a_name(text, name):
    assert [text[s:e] for s, e, kind in find_fields(text) if kind == "PERSON"] == [name]


@pytest.mark.parametrize("text", ["Recipient: Marketing Team", "Name: Billing Admin"])
def test_frequent_english_words_under_a_name_label_are_no_name(text):
    assert find_fields(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Support: Hi ميرا, your parcel left the depot.", "ميرا"),
        ("Sorted, thanks ସୁମନ! See you", "ସୁମନ"),
        ("Dear ნინო გელაშვილი,\nyour booking", "ნინო გელაშვილი"),
    ],
)
def test_a_caseless_name_after_a_latin_greeting_or_thanks_is_addressed(text, name):
    from curation.pii.fields import find_vocatives

    assert [text[s:e] for s, e in find_vocatives(text)] == [name]


def test_a_caseless_name_under_a_latin_sign_off_signs_the_message():
    from curation.pii.fields import find_vocatives

    text = "Your refund is on its way.\n\nKind regards,\nสุดารัตน์ แก้วมณี\nBilling desk"
    assert [text[s:e] for s, e in find_vocatives(text)] == ["สุดารัตน์ แก้วมณี"]
    text = "Thanks,\nفاطمة · Helpdesk"
    assert [text[s:e] for s, e in find_vocatives(text)] == ["فاطمة"]
