"""What every opener shares: the wording bank, greetings, region words, the demo's date range."""

from __future__ import annotations

import datetime as dt

from demo.generator.answers import (
    Ent,
)
from demo.generator.banks import frozen, load_bank
from demo.generator.dialogue import Dialogue

_BANK = load_bank("openers")  # the wording, kept as data in data/openers.json


GREETING = frozen(_BANK["GREETING"])


GEO_ADJ = frozen(_BANK["GEO_ADJ"])


GEO_SAY = frozen(_BANK["GEO_SAY"])


LAST_DAY = dt.date(2026, 10, 31)


FIRST_DAY = dt.date(2026, 1, 1)


def _clamp(day: dt.date) -> dt.date:
    return min(max(day, FIRST_DAY), LAST_DAY)


def _named(d: Dialogue, ent: Ent, *, move: str, prefix: str = "", pattern=None) -> None:
    """Ask a random attribute of ``ent`` by its name: a standalone question."""
    spec = d.choose_attr(ent, need="np")
    params = d.kit.answerer.params(d.rng, ent, spec.name)
    name = d.rng.choice(ent.names)
    text, span = d.np_text(ent, spec, params, name, bracket=False)
    d.register(ent, d.n)
    d.ask(
        ent,
        spec,
        params,
        text,
        span,
        pattern=None,
        distance=None,
        move=move,
        prefix=prefix,
        allow_drop=False,
    )
