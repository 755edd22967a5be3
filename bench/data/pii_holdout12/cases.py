"""The direct cases: per locale, a customer (and a relative, an agent and a colleague) whose
values recur across two or three records of different genres."""

from __future__ import annotations

import random

from .genres import BRANDS as GENRE_BRANDS
from .genres import GENRES, RENDER, Ctx
from .people import Owner, draw_person
from .render import CaseError, finish
from .values import ascii_fold

COMMON = ["en_US", "en_IN", "en_AU", "es_MX", "fr_CA", "de_CH", "pt_BR", "ja_JP", "ko_KR", "zh_TW"]
NEW = ["gl_ES", "lb_LU", "be_BY", "zu_ZA", "ht_HT", "so_SO"]
PER_LOCALE = {**{loc: 5 for loc in COMMON}, **{loc: 8 for loc in NEW}}
LOCALES = COMMON + NEW


def lang_of(locale: str) -> str:
    return locale.split("_")[0]


def _names(p) -> set[str]:
    return {p.given, *p.surname.split(), p.given_rom, *p.surname_rom.split()}


def work_email(p, brand: str) -> str:
    """An agent's work address at the case's brand: given.s@brand.com."""
    g = ascii_fold(p.given_rom).replace(" ", "").replace("-", "")
    s = ascii_fold(p.surname_rom.split()[0]).replace(" ", "").replace("-", "")
    return f"{g}.{s[0]}@{brand.lower().replace(' ', '')}.com"


def build_case(rng: random.Random, locale: str, scope: str, i: int) -> list[dict]:
    genres = [GENRES[(2 * i) % 10], GENRES[(2 * i + 1) % 10]]
    if i % 4 == 0:
        genres.append(GENRES[(2 * i + 4) % 10])
    last: Exception | None = None
    for _ in range(60):
        cust = draw_person(rng, locale, common=(i % 3 == 1))
        if i % 3 == 2 and cust.nick is None and locale not in ("ja_JP", "ko_KR"):
            continue
        seen = _names(cust)
        rel = draw_person(rng, locale, avoid=seen)
        seen |= _names(rel)
        agent = draw_person(rng, locale, avoid=seen)
        agent.email = work_email(agent, GENRE_BRANDS[i % len(GENRE_BRANDS)])
        seen |= _names(agent)
        col = draw_person(rng, locale, avoid=seen)
        ctx = Ctx(rng, locale, Owner(rng, cust, "customer", k=i), Owner(rng, rel, "relative"),
                  Owner(rng, agent, "agent"), Owner(rng, col, "colleague"), i)  # fmt: skip
        try:
            recs = [RENDER[g](ctx) for g in genres]
            return finish(scope, recs, lang_of(locale), locale)
        except (CaseError, KeyError) as e:
            last = e
    raise RuntimeError((scope, last))


def direct(seed: int) -> list[dict]:
    rng = random.Random(seed)
    out: list[dict] = []
    i = 0
    for loc in LOCALES:
        for n in range(1, PER_LOCALE[loc] + 1):
            out += build_case(rng, loc, f"h12-{loc}-{n:02d}", i)
            i += 1
    return out
