"""Direct cases: per locale one case per genre (seven), each of two records; the customer, her
or his mother (relative) and an agent."""

from __future__ import annotations

import random

from . import values as V
from .genres import GENRES, LAYOUTS
from .langs_a import LOCALES_A
from .langs_b import LOCALES_B
from .people import make_person
from .render import Builder, assign_entities

LOCALES = LOCALES_A + LOCALES_B
COMPANY = "support.kestrel-help.com"


def direct_records(seed: int) -> list[dict]:
    rng = random.Random(seed)
    out: list[dict] = []
    for loc in LOCALES:
        for k, genre in enumerate(GENRES, start=1):
            scope = f"h15-{loc['locale']}-{k:02d}"
            avoid: set = set()
            sex = rng.choice("fm")
            nick = any(g in loc.get("nick", {}) for g in loc[sex].split())
            c = make_person(loc, sex, rng, avoid, want_nick=nick and rng.random() < 0.5)
            r = make_person(loc, "f", rng, avoid)
            a = make_person(loc, rng.choice("fm"), rng, avoid, company=COMPANY)
            issuers = loc["issuers"].split()
            c.vals["card"] = V.card(issuers[k % len(issuers)], rng)
            b = Builder(
                scope,
                {"c": c, "r": r, "a": a},
                {"c": "customer", "r": "relative", "a": "agent"},
                rng,
            )
            meta = {"lang": loc["lang"], "locale": loc["locale"], "genre": genre}
            templates = LAYOUTS[genre](loc, rng, 4000 + len(out))
            recs = [b.record(f"{scope}:{i}", t, meta) for i, t in enumerate(templates, start=1)]
            assign_entities(recs)
            out.extend(recs)
    return out
