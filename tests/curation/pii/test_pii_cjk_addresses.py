"""Korean road addresses, Chinese road-and-number and Japanese 丁目 addresses, the Korean
postcode word, and surrogates of the same script."""

from __future__ import annotations

import pytest
import regex as re

from curation.pii.analyzer import get_analyzer
from curation.pii.cjk_addresses import find_cjk_addresses
from curation.pii.postcodes import _Finder
from curation.pii.pseudonymizer import Pseudonymizer

KEY = "test-key"


def found(text: str) -> list[str]:
    return [text[s:e] for s, e in find_cjk_addresses(text)]


def test_korean_road_addresses_with_building_and_unit():
    assert found("배송지는 역삼로 77 입니다.") == ["역삼로 77"]
    assert found("주소: 한빛대로 8 102동 904호로 보내 주세요") == ["한빛대로 8 102동 904호"]
    assert found("공원로12번길 5-3 앞에서 만나요") == ["공원로12번길 5-3"]
    assert found("벚꽃길 31, 2층") == ["벚꽃길 31"]


def test_korean_adverbs_and_counters_are_no_roads():
    assert found("앞으로 3개 남았고 새로 5 추가, 바로 10 분 뒤") == []
    assert found("설정으로 4 입력") == []


def test_chinese_and_japanese_street_addresses():
    assert found("寄到杭州市文一路58号（邮编310012）") == ["文一路58号"]
    assert found("收货地址：人民街9号3栋") == ["人民街9号3栋"]
    assert found("住所は、緑町3丁目14番2号です") == ["緑町3丁目14番2号"]


def test_the_korean_postcode_word_labels_a_postcode():
    finder = _Finder(("US",))
    text = "자택 (우편번호 04524) 방문 예정"
    assert [text[s:e] for s, e in finder.postcodes(text)] == ["04524"]


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


def test_cjk_addresses_get_surrogates_of_their_script(analyzer):
    p = Pseudonymizer(KEY, analyzer=analyzer)
    out = p.pseudonymize_texts(["배송지: 역삼로 77 (우편번호 06234)", "寄到文一路58号"])
    assert "역삼" not in out[0] and "06234" not in out[0] and "文一" not in out[1]
    korean = {m.original: m.surrogate for m in p.mapping}["역삼로 77"]
    assert re.fullmatch(r"[가-힣]{2}로 \d{2}", korean)
    assert re.search(r"[\p{Han}]{2}路\d{2}号", out[1])


def test_a_cjk_street_surrogate_holds_no_letter_of_the_case_names(analyzer):
    p = Pseudonymizer(KEY, analyzer=analyzer)
    p.factory.learn(
        [("PERSON", "吴鑫"), ("PERSON", "黄欣怡"), ("ADDRESS", "浙江省杭州市西湖区文一路58号")]
    )
    street = p.factory.surrogate("ADDRESS", "浙江省杭州市西湖区文一路58号")
    assert not set(street) & set("吴鑫黄欣怡")
    assert re.fullmatch(r"\p{Han}{2}省\p{Han}{2}市\p{Han}{2}区\p{Han}{2}路\d{2}号", street)
