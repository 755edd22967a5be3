"""Address grammar of more locales and spoken addresses in lower case
(``curation.pii.addresses``, ``curation.pii.cjk_addresses``). Sentences written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.addresses import find_addresses
from curation.pii.analyzer import get_analyzer
from curation.pii.cjk_addresses import find_cjk_addresses

# Stand-in for the English vocabulary the analyzer passes: common words only.
COMMON = frozenset(
    "the my old it should be um call me back on he she said this is now good green tea bags "
    "market step road map more streets port server field accepts characters used for shipping "
    "items bus has lines maple park view victor".split()
)


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


def _found(text: str) -> list[str]:
    return [text[s:e] for s, e, _ in find_addresses(text, COMMON)]


@pytest.mark.parametrize(
    ("text", "address"),
    [
        (
            "the parcel went to my old address it should be 512 maple greens um call me",
            "512 maple greens",
        ),
        ("het goede adres is lindehof 8 u kunt me bellen", "lindehof 8"),
        ("la bonne adresse c'est 12 bis avenue victor vous pouvez", "12 bis avenue victor"),
        ("adresu správná je lipová 1540/15 zavolejte mi", "lipová 1540/15"),
    ],
)
def test_a_lower_case_street_after_a_clause_naming_the_address_is_found(text, address):
    assert _found(text) == [address]


@pytest.mark.parametrize(
    "text",
    [
        "Set the bind address to 0.0.0.0 on port 8080.",
        "the IP address of server 12 changes",
        "The address field accepts 255 characters",
        "I bought 3 green tea bags at the market",
        "Step 2 of the road map: 5 more streets",
    ],
)
def test_machine_addresses_and_numbers_in_prose_are_no_street(text):
    assert _found(text) == []


@pytest.mark.parametrize(
    ("text", "address"),
    [
        (
            "Адрес: 101000, г. Москва, ул. Садовая, д. 5, кв. 12. Позвоните",
            "101000, г. Москва, ул. Садовая, д. 5, кв. 12",
        ),
        (
            "Yeni adres: Lale Sokak No: 4 D: 2, 34710 Kadıköy. Sevk",
            "Lale Sokak No: 4 D: 2, 34710 Kadıköy",
        ),
        (
            "Wir wohnen in Lindenplatz 12/3/7, 6020 Innsbruck, aber",
            "Lindenplatz 12/3/7, 6020 Innsbruck",
        ),
        ("J'ai déménagé au 7 ter rue Lepic, 75018 Paris ; merci", "7 ter rue Lepic, 75018 Paris"),
    ],
)
def test_address_grammar_of_russian_turkish_austrian_and_french_numbers(text, address):
    assert _found(text) == [address]


def test_a_russian_town_alone_is_no_address():
    assert _found("Поездка в г. Москва прошла хорошо.") == []


def test_a_korean_road_address_before_the_copula_is_found():
    text = "맞는 주소는 한빛로 61입니다 감사합니다"
    assert [text[s:e] for s, e in find_cjk_addresses(text)] == ["한빛로 61"]


def test_an_email_glued_to_cjk_text_starts_and_ends_at_its_latin_letters():
    from curation.pii.recognizers import find_emails

    text = "请致电138 0000 1111或发邮件至wangli88@qq.com。메일은minsu@naver.com로, josé.núñez@correo.es"
    assert [text[s:e] for s, e in find_emails(text)] == [
        "wangli88@qq.com",
        "minsu@naver.com",
        "josé.núñez@correo.es",
    ]


def test_spanish_unit_words_stay_in_a_surrogate_address():
    from curation.pii.surrogates import SurrogateFactory

    out = SurrogateFactory("k").surrogate("ADDRESS", "Calle Olmo 12 Edif. 3, Depto. 41")
    assert "Edif. " in out and "Depto. " in out


def test_an_email_after_a_phone_in_chinese_text_is_the_address_alone(analyzer):
    text = "如需改约请致电139 1234 5678或发邮件至wangli88@qq.com。"
    found = [(d.entity_type, text[d.start : d.end]) for d in analyzer.analyze_batch([text])[0]]
    assert ("EMAIL_ADDRESS", "wangli88@qq.com") in found


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("包裹已放在四川省成都市武侯区桂溪路的快递柜。", "四川省成都市武侯区桂溪路"),
        ("已放在上海市浦东新区世纪大道的柜子", "上海市浦东新区世纪大道"),
        ("お荷物は福岡県福岡市中央区天神の営業所でお預かり", "福岡県福岡市中央区天神"),
    ],
)
def test_a_road_or_town_after_its_administrative_chain_is_an_address_without_a_number(
    text, address
):
    assert [text[s:e] for s, e in find_cjk_addresses(text)] == [address]


@pytest.mark.parametrize("text", ["北京市是首都", "我在广东省工作", "东京是大城市"])
def test_a_province_or_city_alone_is_no_address(text):
    assert find_cjk_addresses(text) == []


def test_a_glued_street_after_a_preposition_and_before_its_town_is_an_address():
    assert _found("is afgegeven bij de buren op Lindelaan, Eindhoven.") == ["Lindelaan, Eindhoven"]
    assert _found("Ich bin auf dem Weg, Peter kommt") == []


def test_a_code_with_its_country_prefix_before_a_town_is_an_address():
    found = _found("we moved to Tallinna 7, FI-00100 Helsinki last week, and then on")
    assert any("FI-00100 Helsinki" in f for f in found)
    assert _found("see ticket AB-1234 Update tomorrow") == []


def test_a_remark_in_brackets_after_the_city_is_no_part_of_the_address():
    text = "Address on file: Via Garibaldi 8, 40121 Bologna (postcode 40121 checked). Closing."
    spans = [(text[s:e], kind) for s, e, kind in find_addresses(text)]
    assert ("Via Garibaldi 8, 40121 Bologna", "ADDRESS") in spans
    province = "Spedire a Via Roma 12, 20017 Rho (MI), grazie"
    assert any(province[s:e].endswith("Rho (MI)") for s, e, kind in find_addresses(province))
