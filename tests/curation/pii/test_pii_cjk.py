"""Chinese and Japanese names: the morphological finders, the family/given split, CJK-shaped
surrogates that stay consistent across a case, and public CJK text left alone."""

from __future__ import annotations

import pytest
import regex as re

from curation.pii.analyzer import get_analyzer
from curation.pii.cjk_morph import find_morph_names
from curation.pii.cjk_names import CjkNameMapper, lone_han, split_name
from curation.pii.keyed import Keyed
from curation.pii.pseudonymizer import Pseudonymizer

KEY = "test-key"
_CJK = re.compile(r"^[\p{Han}\p{Hiragana}\p{Katakana}ー々]+$")


def names(text: str) -> list[str]:
    return [text[s:e] for s, e in find_morph_names(text)]


def test_japanese_family_and_given_names_are_found_without_a_cue():
    assert names("昨日は近所の高橋さんと駅まで歩きました。") == ["高橋"]
    assert names("担当 斎藤。明日また連絡します。") == ["斎藤"]
    assert names("荷物は小林あすかに渡してください。") == ["小林あすか"]


def test_chinese_names_are_found_and_a_split_family_name_is_joined():
    assert names("这个包裹请交给刘秀英。") == ["刘秀英"]
    assert "张伟" in names("经办人 张伟，电话稍后回复。")


def test_text_without_han_or_kana_is_not_analysed():
    assert find_morph_names("Please call Anna tomorrow about the invoice.") == []


def test_places_brands_and_organisations_are_not_people():
    assert names("上周我们去了王府井和张家界，还参观了华为的展厅。") == []
    assert names("山田電機の店舗で会員番号が使えます。") == []
    assert names("松本市から石川県まで車で行きました。") == []


def test_split_name_takes_the_family_name_from_the_pools():
    assert split_name("伊藤 裕樹") == ("伊藤", " ", "裕樹")
    assert split_name("佐々木くみ子") == ("佐々木", "", "くみ子")
    assert split_name("王文博") == ("王", "", "文博")
    assert split_name("山本") == ("山本", "", "")


def test_cjk_surrogates_keep_shape_and_share_the_family_name():
    mapper = CjkNameMapper(Keyed(KEY), set())
    mapper.learn(["高橋裕樹", "高橋", "裕樹"])
    full, family, given = (mapper.person(v) for v in ("高橋裕樹", "高橋", "裕樹"))
    assert _CJK.match(full) and len(family) == 2 and len(given) == 2
    assert full == family + given
    assert family != "高橋" and given != "裕樹"


def test_lone_han_finds_a_one_letter_name_only_outside_longer_words():
    text = "蓮と一緒に行きます。蓮華の花が咲いた。蓮様へ"
    assert [text[s:e] for s, e in lone_han(text, {"蓮"})] == ["蓮", "蓮"]


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


def test_a_case_replaces_every_mention_with_one_cjk_surrogate(analyzer):
    p = Pseudonymizer(KEY, analyzer=analyzer)
    first, second = p.pseudonymize_texts(
        [
            "注文番号 A-5521 の件で、近所の高橋さんに預けました。",
            "配達メモ：高橋裕樹様（隣人）へ。電話 03-3456-7890。",
        ]
    )
    assert "高橋" not in first and "高橋" not in second
    surrogates = {m.original: m.surrogate for m in p.mapping if m.entity_type == "PERSON"}
    assert _CJK.match(surrogates["高橋裕樹"])
    assert surrogates["高橋裕樹"].startswith(p.factory.cjk.person("高橋"))


def test_public_chinese_and_japanese_docs_are_left_alone(analyzer):
    docs = [
        "本教程说明如何在北京区域创建存储桶，然后把日志同步到上海的备份中心。",
        "大阪から京都へは電車で約三十分です。清水寺は春の桜で有名です。",
    ]
    p = Pseudonymizer(KEY, analyzer=analyzer)
    assert p.pseudonymize_texts(docs) == docs


def test_romanized_east_asian_names_are_found():
    from curation.pii.romanized import find_romanized, is_pinyin

    def found(text: str) -> list[str]:
        return [text[s:e] for s, e in find_romanized(text)]

    assert is_pinyin("Xiaoming") and not is_pinyin("Street")
    assert found("乘客：LIU, Xiaoming（座位 12A）") == ["LIU, Xiaoming"]
    assert found("Booking for TANAKA, Hiroshi, two nights.") == ["TANAKA, Hiroshi"]
    assert found("签名\nZhang Haoran 电话稍后") == ["Zhang Haoran"]
    assert found("明天Wang也来开会。") == ["Wang"]
    assert found("Klant: VAN DER BERG, Anna belt terug.") == ["VAN DER BERG, Anna"]
    assert found("NOTE, Please restart the router.") == []


def test_no_cjk_surrogate_holds_a_name_of_the_case():
    mapper = CjkNameMapper(Keyed(KEY), set())
    people = ["王丽华", "王丽娟", "王", "娜", "林", "欧阳娜娜"]
    mapper.learn(people)
    output = "".join(mapper.person(p) for p in people)
    assert not any(letter in output for letter in "王娜林")


def test_chinese_chat_speakers_are_names_and_labels_are_not():
    chat = "周立新：明天开会吗\n常建军：开，九点\n周立新：好"  # jieba tags neither
    assert set(names(chat)) == {"周立新", "常建军"}
    assert names("时间：下午三点\n地址：见附件\n电话：稍后") == []


def test_a_korean_surrogate_ends_like_its_original_so_the_particle_after_it_still_agrees():
    from curation.pii.cjk_names import coda
    from curation.pii.surrogates import SurrogateFactory

    names = ["한도윤", "서하늘", "문소희"]  # a final consonant, a final ㄹ, none
    for key in ("k1", "k2", "k3"):
        factory = SurrogateFactory(key)
        factory.learn([("PERSON", n) for n in names])
        for name in names:
            assert coda(factory.surrogate("PERSON", name)) == coda(name)
