"""One value, one surrogate across the fields of a case, whichever way a field writes or
bounds it: phones in two formats, postcodes in a form, an address that a name recognizer cut,
an email written into CJK text, a CSV row after an address."""

from __future__ import annotations

import pytest

from curation.pii.analyzer import clean_span, get_analyzer
from curation.pii.keyed import similarity
from curation.pii.phones import national_digits
from curation.pii.propagation import address_codes
from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.recognizers import find_addresses
from curation.pii.surrogates import SurrogateFactory
from curation.pii.vocabulary import Protection

KEY = "structure-key"


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


@pytest.mark.parametrize(
    ("international", "national"),
    [
        ("+49 15047 253293", "015047253293"),
        ("0049 30 404208", "030404208"),
        ("+39 06 1234 5678", "06 1234 5678"),
        ("+1 (415) 555-0132", "415.555.0132"),
    ],
)
def test_one_number_written_two_ways_has_one_national_part(international, national):
    assert national_digits(international)[1] == national_digits(national)[1]


def test_one_phone_in_two_formats_keeps_one_number_in_both_formats():
    f = SurrogateFactory(KEY)
    f.learn([("PHONE_NUMBER", "+44 7700 900461"), ("PHONE_NUMBER", "07700900461")])

    spaced = f.surrogate("PHONE_NUMBER", "+44 7700 900461")
    compact = f.surrogate("PHONE_NUMBER", "07700900461")

    assert spaced.startswith("+44 7") and compact.startswith("07")
    assert spaced.replace(" ", "")[3:] == compact[1:]
    assert spaced != "+44 7700 900461" and compact != "07700900461"


def test_phones_one_digit_apart_stay_one_digit_apart_across_formats():
    f = SurrogateFactory(KEY)
    f.learn([("PHONE_NUMBER", "(415) 555-0132"), ("PHONE_NUMBER", "4155550133")])

    a = f.surrogate("PHONE_NUMBER", "(415) 555-0132")
    b = f.surrogate("PHONE_NUMBER", "4155550133")
    digits_a = "".join(c for c in a if c.isdigit())

    assert sum(x != y for x, y in zip(digits_a, b, strict=True)) == 1


def test_an_address_word_that_is_a_persons_name_gets_the_name_surrogate():
    f = SurrogateFactory(KEY)
    f.learn([("PERSON", "Odile"), ("ADDRESS", "9 rue des Lilas, 31200 Sainte Odile")])

    address = f.surrogate("ADDRESS", "9 rue des Lilas, 31200 Sainte Odile")

    assert address.endswith(" " + f.surrogate("PERSON", "Odile"))


def test_an_email_inside_cjk_text_ends_where_the_latin_address_does():
    text = "请把发票发到wei.lin@example.cn谢谢"
    start = text.index("到") - 3
    end = len(text)

    s, e = clean_span(text, start, end, "EMAIL_ADDRESS")

    assert text[s:e] == "wei.lin@example.cn"


def test_the_same_email_in_a_japanese_chat_and_a_record_gets_one_surrogate(analyzer):
    texts = [
        "請求書はhana.ito@example.jpへ送ってください",
        "氏名: 伊藤花\nメール: hana.ito@example.jp",
    ]
    out = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(texts)
    surrogate = out[1].rsplit(" ", 1)[1]

    assert "hana.ito" not in out[0] + out[1]
    assert surrogate in out[0]
    assert out[0].endswith("へ送ってください")


def test_a_postcode_found_in_one_record_is_replaced_in_a_form_of_the_case(analyzer):
    texts = [
        "Ship it to 27 Larkspur Road, Bexley 40917 please.",
        "[street] Larkspur Road\n[postcode] 40917\n[city] Bexley",
    ]
    out = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(texts)

    assert "40917" not in out[0] and "40917" not in out[1]


def test_a_year_is_not_taken_for_a_known_four_digit_postcode(analyzer):
    texts = ["Ferris Lane 12, 2019 Lakeside", "[note] opened in 2019"]
    out = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(texts)

    assert out[1] == "[note] opened in 2019"


def test_a_known_address_replaces_the_postcode_found_inside_it_elsewhere(analyzer):
    address = "〒530-0012 大阪府大阪市北区芝田1丁目4番9号"
    texts = [f"住所: {address}", f"私は{address}に住んでいます。"]
    out = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(texts)
    surrogate = out[0].removeprefix("住所: ")

    assert surrogate != address
    assert out[1] == f"私は{surrogate}に住んでいます。"


def test_an_address_does_not_run_into_the_next_csv_row():
    text = "id,name,postcode,city\n1,Mona Stade,LS6 2QA,Leeds\n,Ivo Brandt,,"

    found = [text[s:e] for s, e, _ in find_addresses(text)]

    assert not any("Ivo" in f for f in found)


def test_a_surrogate_keeps_about_the_length_of_a_name_near_another():
    f = SurrogateFactory(KEY)
    f.learn([("PERSON", "Ilse Brandauer"), ("PERSON", "Brandauer"), ("PERSON", "Ilsa")])

    full, alone = f.surrogate("PERSON", "Ilse Brandauer"), f.surrogate("PERSON", "Brandauer")

    assert similarity(full, alone) >= 0.7


def test_a_known_name_that_is_a_common_word_is_replaced_beside_its_surname_in_a_csv(analyzer):
    texts = [
        "Hi, this is Carol Lindqvist, my card was charged twice.",
        "account;given;family\nacct_55102;Carol;Lindqvist",
    ]
    out = Pseudonymizer(KEY, analyzer=analyzer, protection=Protection()).pseudonymize_texts(texts)

    assert "Carol" not in out[1] and "Lindqvist" not in out[1]


def test_a_common_word_equal_to_a_known_name_stays_away_from_any_person(analyzer):
    texts = [
        "Hi, this is Carol Lindqvist, my card was charged twice.",
        "We sang a carol at the office party.",
    ]
    out = Pseudonymizer(KEY, analyzer=analyzer, protection=Protection()).pseudonymize_texts(texts)

    assert out[1] == texts[1]


def test_an_email_written_as_a_log_value_starts_after_the_key():
    text = "ts=2026-03-02 user_email=ana.rios@example.org status=ok"
    start = text.index("user_email")
    end = text.index(" status")

    s, e = clean_span(text, start, end, "EMAIL_ADDRESS")

    assert text[s:e] == "ana.rios@example.org"


def test_the_postcode_of_an_address_is_looked_for_alone_but_not_its_house_number():
    assert address_codes("14946 Elm Bypass, Carterburgh 29169") == ["29169"]
    assert address_codes("〒530-0012 大阪府大阪市北区芝田1丁目4番9号") == ["530-0012"]


def test_an_email_with_a_typo_of_a_known_name_stays_near_the_correct_one():
    f = SurrogateFactory(KEY)
    f.learn(
        [
            ("PERSON", "Ansgar Wendelin"),
            ("EMAIL_ADDRESS", "ansgarwendelin@example.de"),
            ("EMAIL_ADDRESS", "ansgrwendelin@example.de"),
        ]
    )

    right = f.surrogate("EMAIL_ADDRESS", "ansgarwendelin@example.de")
    typo = f.surrogate("EMAIL_ADDRESS", "ansgrwendelin@example.de")

    assert "wendelin" not in typo and "ansgr" not in typo
    assert similarity(right, typo) >= 0.7


def test_a_first_name_and_a_longer_one_of_a_household_stay_near_in_full():
    f = SurrogateFactory(KEY)
    names = ["Tomasz Wierzba", "Tomaszina Wierzba"]
    f.learn([("PERSON", n) for n in names])

    a, b = (f.surrogate("PERSON", n) for n in names)

    assert similarity(a, b) >= 0.7


def test_a_name_across_two_sentences_is_two_first_names_not_a_surname():
    f = SurrogateFactory(KEY)
    f.learn([("PERSON", "Hier ist Renata. Renato"), ("PERSON", "Renato Falk")])

    assert f.names.roles["renato"] == "given"


def test_a_name_in_lower_case_keeps_the_surrogate_of_its_capitalised_particle():
    f = SurrogateFactory(KEY)
    f.learn([("PERSON", "Odile Le Brun"), ("PERSON", "odile le brun")])

    upper, lower = f.surrogate("PERSON", "Odile Le Brun"), f.surrogate("PERSON", "odile le brun")

    assert upper.casefold() == lower


def test_phones_sharing_digits_at_the_same_places_keep_sharing_them():
    f = SurrogateFactory(KEY)
    a, b = "+33 6 15 95 19 81", "+33 6 53 98 54 86"
    f.learn([("PHONE_NUMBER", a), ("PHONE_NUMBER", b)])

    assert similarity(f.surrogate("PHONE_NUMBER", a), f.surrogate("PHONE_NUMBER", b)) >= 0.7


def test_a_name_read_across_a_known_address_is_cut_and_the_address_keeps_one_surrogate():
    from curation.pii.overlaps import Detection
    from curation.pii.propagation import cut_people

    text = "Still Lindqvistova 1204/7?"
    spans = [Detection(0, 19, "PERSON", 0.8), Detection(0, 5, "PHONE_NUMBER", 0.5)]
    [cut] = cut_people(text, 6, 25, spans)
    assert [(text[d.start : d.end], d.entity_type) for d in cut] == [
        ("Still", "PERSON"),
        ("Still", "PHONE_NUMBER"),
    ]
    assert cut_people(text, 0, 25, [Detection(0, 19, "PERSON", 0.8)]) == (
        [Detection(0, 19, "PERSON", 0.8)],
    )


def test_a_street_cell_of_a_delimited_table_is_the_address_a_chat_names_again(analyzer):
    texts = [
        "order;recipient;ulice;PSČ;obec\nA-1;Jana Nová;Lindqvistova 1204/7;602 00;Brno\n",
        "Pořád Lindqvistova 1204/7?",
    ]
    out = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(texts)
    street = out[0].split("\n")[1].split(";")[2]

    assert "Lindqvistova" not in out[0] and "1204/7" not in out[0]
    assert out[1].endswith(f"{street}?")


def test_a_street_named_without_a_number_is_looked_for_in_the_cases_other_texts(analyzer):
    from curation.pii.propagation import address_heads

    assert address_heads("Quillory Street, Harwick 4471") == ["Quillory Street"]
    assert address_heads("Brennersgade\n4471 Harwick") == ["Brennersgade"]
    assert address_heads("Street, 4471 Harwick") == []
    texts = [
        "The leak came through the ceiling at Quillory Street, Harwick 4471.",
        "<td>Quillory Street, 4471</td>",
    ]
    out = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(texts)
    assert "Quillory" not in out[0] and "Quillory" not in out[1]


@pytest.mark.parametrize(
    ("entity_type", "grouped", "compact"),
    [
        ("CREDIT_CARD", "5425 2334 3010 9903", "5425233430109903"),
        ("CREDIT_CARD", "3714-496353-98431", "371449635398431"),
        ("IBAN_CODE", "DE89 3704 0044 0532 0130 00", "DE89370400440532013000"),
    ],
)
def test_a_card_or_iban_grouped_and_compact_is_one_value_in_both_layouts(
    entity_type, grouped, compact
):
    f = SurrogateFactory(KEY)
    a, b = f.surrogate(entity_type, grouped), f.surrogate(entity_type, compact)
    assert a != grouped
    assert a.replace(" ", "").replace("-", "") == b
    assert [i for i, c in enumerate(a) if not c.isalnum()] == [
        i for i, c in enumerate(grouped) if not c.isalnum()
    ]


@pytest.mark.parametrize("card", ["5425233430109903", "371449635398431", "4111111111111111"])
def test_a_card_surrogate_stays_on_its_network(card):
    out = SurrogateFactory(KEY).surrogate("CREDIT_CARD", card)
    assert out != card and out[:2] == card[:2]


@pytest.mark.parametrize(
    ("address", "plain"),
    [
        ("+4741234567@sbc.carrier.example", "412 34 567"),
        ("447911123456@s.whatsapp.net", "07911 123456"),
    ],
)
def test_a_number_as_a_sip_or_whatsapp_address_keeps_the_surrogate_of_the_number(address, plain):
    f = SurrogateFactory(KEY)
    out = f.surrogate("EMAIL_ADDRESS", address)
    local, domain = out.split("@")
    assert domain == address.split("@")[1]
    assert local != address.split("@")[0]
    number = "+" + local.lstrip("+")  # WhatsApp leaves the "+" out
    assert national_digits(f.surrogate("PHONE_NUMBER", plain))[1] == national_digits(number)[1]


def test_a_lower_case_particle_of_a_name_is_not_looked_for_alone(analyzer):
    texts = [
        "Mpokeaji: Amina ya Juma Mwakyusa, simu +255 712 345 678",
        "Bei ya mizigo ya leo ni nafuu.",
    ]
    out = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(texts)
    assert "Mwakyusa" not in out[0]
    assert out[1] == texts[1]


def test_a_known_phone_inside_an_address_read_across_it_keeps_the_phones_surrogate(analyzer):
    texts = [
        'find_duplicates {"candidates": [{"name": "Lineo Thamae", "mobile": "+266 5812 3344"}]}',
        "customer: Ke nna Lineo. Nomoro ea ka ke 5812 3344.",
        "shared: Kingsway 41, Leribe, ip 2a05:b41b::1, mobiles 5812 3344 / 5899 1020",
    ]
    record, chat, note = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(texts)
    number = chat.split(" ka ke ")[1].rstrip(".")
    assert number != "5812 3344" and f"+266 {number}" in record
    assert f"mobiles {number} / " in note


def test_a_connector_and_the_surname_after_it_are_looked_for_as_one_surname(analyzer):
    texts = [
        "Bitte tragen Sie Wiebke zu Rantzau als Kontakt ein.",
        "Rückruf: Frau zu Rantzau wünscht eine Lastschrift. Wir gehen zu Fuß zur Filiale.",
    ]
    first, second = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(texts)
    assert "Rantzau" not in first and "Rantzau" not in second
    assert "Frau zu " not in second  # "zu Rantzau" is her surname, replaced as one
    assert "gehen zu Fuß" in second  # the word "zu" elsewhere stays
