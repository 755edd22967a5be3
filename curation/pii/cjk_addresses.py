"""Street addresses of Korea, China and Japan, by the shape their address systems give them.

The Latin-script scanner of ``addresses.py`` anchors on street types written as words beside a
house number; these three systems glue the type onto the name instead, and the number follows:

- Korean road addresses (도로명주소, in use since 2014): a road name ending in 로, 길 or 대로,
  optionally a side-road number ("12번길"), then the building number, then optionally the
  building's 동 and the unit's 호 ("테헤란로 152", "중앙로12번길 5-3", "한빛로 8 101동 1203호");
- Chinese: a road (路, 街, 道, 大道, 巷) and a number with 号 ("建设路131号", "中山路8号3栋");
- Japanese: a town, then 丁目 and 番 / 番地 and 号 ("栄町1丁目120番13号", "本町3丁目5番地").

A road word that is a frequent Korean word ("새로", "바로", "위로": wordfreq Zipf
>= ``ROAD_ZIPF``) or ends with the particle 으로 is no road, and the building number must not
run on into a counter ("3개", "10분"); only a particle may follow it ("904호로"). A Chinese or Japanese road or town name starts after a
place suffix (市, 区, 県 ...) or where the run of Han characters starts.
"""

from __future__ import annotations

import regex as re

from curation.pii.finder import FinderRecognizer
from curation.pii.korean import zipf

ROAD_ZIPF = 4.5  # "종로" (4.2) is a road; "새로" (4.8), "바로" (5.7) are adverbs
SCORE = 0.85

_KO = re.compile(
    r"(?<![가-힣])(?P<road>[가-힣]{1,12}(?:대로|로|길))(?:[ \t]?\d{1,4}번?길)?"
    r"[ \t]?\d{1,5}(?:-\d{1,4})?(?:,?[ \t]*\d{1,4}동)?(?:[ \t]*\d{1,5}호)?"
    # a particle or the copula may follow the number ("12입니다", "12이에요", "12예요")
    r"(?=(?:입니다|이에요|예요|이고|이며|으로|로|에서|에|의|은|는|이|가|을|를|까지|부터|와|과|도)?"
    r"(?![\d가-힣]))"
)
_DIGIT = r"[0-9０-９]"
_ZH_START = r"(?:(?<=[市区區县縣镇鎮乡鄉省])|(?<![\p{Han}]))"
_ZH = re.compile(
    rf"{_ZH_START}[\p{{Han}}]{{1,6}}?(?:大道|路|街|道|巷)(?:{_DIGIT}{{1,4}}[弄巷])?{_DIGIT}{{1,5}}[号號]"
    rf"(?:{_DIGIT}{{1,4}}(?:栋|棟|幢|号楼|號樓|单元|單元|楼|樓|室))*"
)
_JA_START = r"(?:(?<=[都道府県市区町村郡])|(?<![\p{Han}\p{Hiragana}\p{Katakana}ー々]))"
_JA = re.compile(
    rf"{_JA_START}[\p{{Han}}\p{{Katakana}}ー々]{{1,6}}?(?:{_DIGIT}{{1,2}}丁目(?:{_DIGIT}{{1,4}}"
    rf"(?:番地?|[-－]))?(?:{_DIGIT}{{1,4}}号?)?|{_DIGIT}{{1,4}}番地(?:{_DIGIT}{{1,4}}号?)?)"
)


# A road named after its administrative chain, without a number: a province or municipality,
# a city and a district, then the road ("江苏省南京市鼓楼区解放路"); a Japanese prefecture, a
# ward or city, then the town ("東京都渋谷区神南"). The chain says it is an address.
# Chinese text has no spaces, so the chain starts at one of the 34 province-level names.
_ZH_PROVINCES = (
    "北京 天津 上海 重庆 河北 山西 辽宁 吉林 黑龙江 江苏 浙江 安徽 福建 江西 山东 河南 湖北 湖南 "
    "广东 海南 四川 贵州 云南 陕西 甘肃 青海 台湾 内蒙古 广西 西藏 宁夏 新疆 香港 澳门"
).split()
_ZH_CHAIN = re.compile(
    rf"(?:{'|'.join(_ZH_PROVINCES)})(?:省|市|[\p{{Han}}]{{0,4}}自治区)?(?:[\p{{Han}}]{{2,3}}?市)?"
    r"[\p{Han}]{1,4}?[区區县縣][\p{Han}]{1,6}?(?:大道|路|街)"
)
_JA_CHAIN = re.compile(
    r"(?<![\p{Han}])(?:東京都|北海道|大阪府|京都府|[\p{Han}]{2,3}県)[\p{Han}]{1,4}?[区市郡]"
    r"[\p{Han}々]{2,5}(?=[\p{Hiragana}、。\s]|$)"
)


def find_cjk_addresses(text: str) -> list[tuple[int, int]]:
    """(start, end) of Korean, Chinese and Japanese street addresses (see the module docstring)."""
    out = []
    if re.search(r"[가-힣]", text):
        for m in _KO.finditer(text):
            road = m.group("road")
            if not road.endswith("으로") and zipf(road) < ROAD_ZIPF:
                out.append(m.span())
    if re.search(r"\p{Han}", text):
        out += [m.span() for m in _ZH.finditer(text)]
        out += [m.span() for m in _JA.finditer(text)]
        for chain in (_ZH_CHAIN, _JA_CHAIN):
            out += [m.span() for m in chain.finditer(text) if not _inside(m.span(), out)]
    return out


def _inside(span: tuple[int, int], found: list[tuple[int, int]]) -> bool:
    return any(s < span[1] and span[0] < e for s, e in found)


class CjkAddressRecognizer(FinderRecognizer):
    """Korean, Chinese and Japanese street addresses (see the module docstring)."""

    def __init__(self) -> None:
        super().__init__("ADDRESS", find_cjk_addresses, SCORE)
