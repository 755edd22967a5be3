"""Direct cases: 9 big-language locales x 7 cases and 5 new-language locales x 10 cases, two
records each; genres in turn so that every genre meets many locales."""

from __future__ import annotations

import random

from . import labels_a as A
from . import labels_b as B
from .genres import GENRES
from .render import Case

BIG = ["en_US", "en_AU", "es_MX", "fr_CA", "de_CH", "pt_BR", "ja_JP", "zh_TW", "ko_KR"]
NEW = ["mr_IN", "te_IN", "kn_IN", "ml_IN", "my_MM"]
LABELS = {
    "en_US": A.EN,
    "en_AU": A.EN,
    "es_MX": A.ES,
    "fr_CA": A.FR,
    "de_CH": A.DE,
    "pt_BR": A.PT,
    "ja_JP": B.JA,
    "zh_TW": B.ZH,
    "ko_KR": B.KO,
    "mr_IN": B.MR,
    "te_IN": B.TE,
    "kn_IN": B.KN,
    "ml_IN": B.ML,
    "my_MM": B.MY,
}
ORDER = list(GENRES)


def lang(locale: str) -> str:
    return locale.split("_")[0]


def direct_cases(seed: int) -> list[dict]:
    rng = random.Random(seed)
    rows: list[dict] = []
    g = 0
    for locale in BIG + NEW:
        n = 7 if locale in BIG else 10
        for k in range(n):
            genre = ORDER[g % len(ORDER)]
            g += 1
            case = Case(f"h14-{locale}-{k:02d}", locale, lang(locale), genre, rng, LABELS[locale])
            GENRES[genre](case)
            rows += case.rows()
    return rows
