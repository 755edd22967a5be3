"""The seventh exam's direct records: 75 cases of four records each, the locales in turn, each
case's four genres taken in rotation so every genre has 30 records. A case is redrawn while
one of its labelled values also occurs in one of its texts outside every span."""

from __future__ import annotations

import random

from bench.data.exam_render import Scope, leaks_outside_spans, render
from bench.data.pii_holdout7 import values as v
from bench.data.pii_holdout7.case import draw_case, phrases
from bench.data.pii_holdout7.genres import GENRES

CASES = 75
PER_CASE = 4
ISSUERS = ["visa", "mastercard", "amex", "mastercard_2_series", "discover", "jcb"]


def case_leaks(texts: list[tuple[str, list[dict]]]) -> list[str]:
    """Values labelled anywhere in the case that occur unlabelled in one of its texts: the
    other records' values are passed as spans that cover nothing."""
    values = {s["value"] for _, spans in texts for s in spans}
    bad = []
    for text, spans in texts:
        ghosts = [{"value": value, "start": -1, "end": -1} for value in values]
        bad += leaks_outside_spans(text, spans + ghosts)
    return bad


def build_case(
    rng: random.Random, scope: str, locale: str, genres: list[str], issuer: str
) -> list[dict]:
    P = phrases(locale)
    lang = v.LOCALES[locale][0]
    while True:
        c = draw_case(rng, locale, issuer)
        rendered = []
        for genre in genres:
            template, slots = GENRES[genre](c, P, rng)
            rendered.append((genre, *render(template, slots)))
        if not case_leaks([(text, spans) for _, text, spans in rendered]):
            break
    table = Scope(scope)
    return [
        {
            "id": f"{scope}:{j}",
            "text": text,
            "scope": scope,
            "lang": lang,
            "locale": locale,
            "genre": genre,
            "spans": table.finish(text, spans),
        }
        for j, (genre, text, spans) in enumerate(rendered)
    ]


def build_direct(rng: random.Random, prefix: str = "h7") -> list[dict]:
    locales = list(v.LOCALES)
    names = list(GENRES)
    seen: dict[str, int] = {}
    records = []
    for i in range(CASES):
        locale = locales[i % len(locales)]
        n = seen[locale] = seen.get(locale, -1) + 1
        genres = [names[(PER_CASE * i + j) % len(names)] for j in range(PER_CASE)]
        records += build_case(
            rng, f"{prefix}-{locale}-{n:02d}", locale, genres, ISSUERS[i % len(ISSUERS)]
        )
    return records
