"""direct.jsonl: cases of four texts in one locale sharing a customer, an agent and others."""

from __future__ import annotations

import random
from functools import cache

from faker import Faker

from .prose_cjk import JA, ZH
from .prose_en import EN
from .prose_eu import DE, ES, FR, IT, NL, PL, PT, SV
from .render import Scope, leaks_outside_spans, render
from .slots import case_slots
from .structured import BUILDERS

PROSE = {"en": EN, "fr": FR, "de": DE, "es": ES, "it": IT, "pt": PT, "nl": NL, "sv": SV,
         "pl": PL, "ja": JA, "zh": ZH}  # fmt: skip
GENRES = ("email", "tool", "call", "account", "crm", "csv", "booking", "form", "chat")
CASES = {
    "en_US": 14, "en_GB": 11, "en_AU": 7, "en_IE": 6, "fr_FR": 8, "de_DE": 9, "es_ES": 8,
    "it_IT": 8, "pt_PT": 7, "pt_BR": 7, "nl_NL": 8, "sv_SE": 8, "pl_PL": 8, "ja_JP": 8,
    "zh_CN": 8,
}  # fmt: skip
TEXTS_PER_CASE = 4
MAX_DRAWS = 40


@cache
def faker_for(locale: str) -> Faker:
    # one Faker per locale, reseeded for every draw (building one costs more than a case)
    return Faker(locale)


def templates_for(lang: str, genre: str) -> list[tuple[str, str]]:
    """(genre as written in the record, template) for one language and genre."""
    if genre in BUILDERS:
        return [(genre, build(lang)) for build in BUILDERS[genre]]
    out = []
    for t in PROSE[lang][genre]:
        written = ("delivery" if "<<ord>>" in t else "booking") if genre == "booking" else genre
        out.append((written, t))
    return out


def case_leaks(texts: list[tuple[str, list[dict]]]) -> list[str]:
    """Labelled values of the case that occur unlabelled in any of its texts."""
    values = [s for _, spans in texts for s in spans]
    return [
        bad
        for text, spans in texts
        for bad in leaks_outside_spans(text, values_in(text, values, spans))
    ]


def values_in(text: str, values: list[dict], spans: list[dict]) -> list[dict]:
    # every labelled value of the case, checked against this text; only this text's spans cover
    return spans + [{"value": s["value"], "start": -1, "end": -1} for s in values]


def build_case(seed: int, locale: str, k: int) -> list[dict]:
    lang, scope = locale[:2], f"h3-{locale}-{k:02d}"
    genres = [
        GENRES[(k * TEXTS_PER_CASE + j + len(scope)) % len(GENRES)] for j in range(TEXTS_PER_CASE)
    ]
    for draw in range(MAX_DRAWS):
        fk = faker_for(locale)
        fk.seed_instance(seed + 1009 * k + 31 * draw + sum(map(ord, locale)))
        rng = random.Random(f"{seed}/{scope}/{draw}")
        slots, _ = case_slots(fk, locale, rng)
        rendered = []
        for j, genre in enumerate(genres):
            options = templates_for(lang, genre)
            written, template = options[(k + j) % len(options)]
            text, spans = render(template, slots)
            rendered.append((written, text, spans))
        if not case_leaks([(t, s) for _, t, s in rendered]):
            break
    else:
        raise AssertionError(f"{scope}: every draw leaked a labelled value")
    table = Scope(scope)
    return [
        {
            "id": f"{scope}:{j}",
            "text": text,
            "scope": scope,
            "lang": lang,
            "locale": locale,
            "genre": written,
            "spans": table.finish(text, spans),
        }
        for j, (written, text, spans) in enumerate(rendered)
    ]


def direct_records(seed: int) -> list[dict]:
    return [r for locale, n in CASES.items() for k in range(n) for r in build_case(seed, locale, k)]
