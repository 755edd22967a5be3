"""direct.jsonl: 150 cases of four records each, one surrogate table per scope."""

from __future__ import annotations

import random

from faker import Faker

from .direct_templates import NEUTRAL, TEMPLATES
from .render import Scope, leaks_outside_spans, render
from .slots import case_slots
from .values import LOCALES

CASES = {
    "en_US": 30,
    "en_GB": 22,
    "fr_FR": 16,
    "de_DE": 10,
    "de_AT": 6,
    "es_ES": 10,
    "es_MX": 6,
    "nl_NL": 10,
    "nl_BE": 6,
    "pl_PL": 17,
    "ja_JP": 17,
}
RECORDS_PER_CASE = 4


def _pool(locale: str) -> list[tuple[str, str]]:
    lang = LOCALES[locale]
    return TEMPLATES[lang] + TEMPLATES.get(locale, []) + NEUTRAL


def _case(fake: Faker, rng: random.Random, locale: str, scope: str) -> list[dict]:
    pool = _pool(locale)
    own = len(pool) - len(NEUTRAL)
    for _ in range(50):
        slots = case_slots(fake, rng, locale)
        chosen = rng.sample(range(own), RECORDS_PER_CASE - 1)
        chosen.insert(rng.randint(0, len(chosen)), own + rng.randrange(len(NEUTRAL)))
        rendered = [render(pool[i][1], slots, lower=pool[i][0] == "voice") for i in chosen]
        if not any(leaks_outside_spans(t, s) for t, s in rendered):
            break
    else:
        raise AssertionError(f"{scope}: no case without a stray value in 50 tries")
    table = Scope(scope)
    out = []
    for n, (i, (text, spans)) in enumerate(zip(chosen, rendered, strict=True)):
        out.append(
            {
                "id": f"{scope}:{n}",
                "text": text,
                "scope": scope,
                "lang": LOCALES[locale],
                "locale": locale,
                "genre": pool[i][0],
                "spans": table.finish(text, spans),
            }
        )
    return out


def build_direct(seed: int) -> list[dict]:
    records = []
    for k, (locale, n) in enumerate(CASES.items()):
        fake = Faker(locale)
        fake.seed_instance(seed + k)
        rng = random.Random(seed * 100 + k)
        for i in range(n):
            records += _case(fake, rng, locale, f"h2-{locale}-{i:02d}")
    return records
