"""The direct cases: 9 locales of big support languages with 6 cases each and 6 locales of
languages no earlier exam used with 8 cases each; genres go round the twelve layouts in turn.
A case whose labelled value also stands unlabelled in its texts is drawn again."""

from __future__ import annotations

import random

from .genres import GENRES, Ctx
from .render import finish_case, unlabelled_leak

BIG = ("en_US", "en_IN", "es_MX", "fr_CA", "de_AT", "pt_BR", "ja_JP", "ko_KR", "tr_TR")
NEW = ("gu_IN", "si_LK", "ha_NG", "qu_PE", "fo_FO", "tg_TJ")
PER_LOCALE = {**{loc: 6 for loc in BIG}, **{loc: 8 for loc in NEW}}


def plan() -> list[tuple[str, int, str]]:
    """(locale, case number, genre) for every direct case."""
    names = list(GENRES)
    out, turn = [], 0
    for loc in BIG + NEW:
        for k in range(PER_LOCALE[loc]):
            out.append((loc, k, names[turn % len(names)]))
            turn += 1
    return out


def build_case(loc: str, k: int, genre: str, seed: int) -> list[dict]:
    scope = f"h13-{loc}-{k:02d}"
    for attempt in range(200):
        rng = random.Random(f"{seed}/{scope}/{attempt}")
        recs = GENRES[genre](Ctx(loc, rng))
        if unlabelled_leak([(r.text, r.spans) for r in recs]) is None:
            return finish_case(scope, loc, genre, recs)
    raise RuntimeError(scope)


def direct(seed: int) -> list[dict]:
    rows = []
    for loc, k, genre in plan():
        rows.extend(build_case(loc, k, genre, seed))
    return rows
