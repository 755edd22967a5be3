"""Rebuild ``data/cjk_names.tsv``, the pools CJK surrogate names are drawn from, from Faker.

    python -m curation.pii.cjk_pool_build     # needs Faker (a development tool, not a
                                              # run-time dependency); rewrites the one file

Each line is ``lang<TAB>role<TAB>name``: ``zh`` (simplified, zh_CN), ``zh_TW`` (traditional),
``ja`` or ``ko``, ``family`` or ``given``, the name as written (Han characters, kana for some
Japanese given names, Hangul for Korean), from Faker's person providers of those locales
(compound family names such as "欧阳" included); ``zh_latn`` lines hold Faker's pinyin family and given names. The file is a frozen snapshot, like ``first_names.txt``: changing
it changes every CJK surrogate drawn from it.
"""

from __future__ import annotations

import importlib
from pathlib import Path

OUT = Path(__file__).resolve().parent / "data" / "cjk_names.tsv"
_LOCALES = {"zh": ("zh_CN",), "zh_TW": ("zh_TW",), "ja": ("ja_JP",), "ko": ("ko_KR",)}
# Korean family names Faker's 44 lack: the compound ones (two syllables, which the detector
# must not cut after one) and the single-syllable ones the 2015 Korean census counts among the
# hundred most common (Statistics Korea, "성씨 및 본관"), so that "채", "원", "방", ... open a
# name as "김" does. Faker's own list is the census head; this is its documented tail.
KO_FAMILY_EXTRA = (
    "남궁 황보 제갈 선우 독고 사공 서문 "
    "채 원 천 방 공 현 함 변 염 여 추 도 소 석 선 설 마 길 연 위 표 명 기 반 왕 금 옥 육 인 맹 "
    "제 모 탁 국 어 은 편 용 예 경 봉 사 부 가 복 태 목 형 피 두 감 음 빈 동 온 호 범 좌 팽 승"
).split()


def _names(locale: str) -> tuple[set[str], set[str]]:
    provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
    family = {n for n in provider.last_names if n.strip()}
    given = {n for n in provider.first_names if n.strip()}
    return family, given


def main() -> None:
    lines = []
    for lang, locales in _LOCALES.items():
        family: set[str] = set()
        given: set[str] = set()
        for locale in locales:
            f, g = _names(locale)
            family |= f
            given |= g
        if lang == "ko":
            family |= set(KO_FAMILY_EXTRA)
        lines += [f"{lang}\tfamily\t{n}" for n in sorted(family)]
        lines += [f"{lang}\tgiven\t{n}" for n in sorted(given - family)]
    # romanised Chinese names (Faker's pinyin lists): short ones ("Li") inside Chinese text
    provider = importlib.import_module("faker.providers.person.zh_CN").Provider
    lines += [f"zh_latn\tfamily\t{n}" for n in sorted(set(provider.last_romanized_names))]
    lines += [f"zh_latn\tgiven\t{n}" for n in sorted(set(provider.first_romanized_names))]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} names to {OUT}")


if __name__ == "__main__":
    main()
