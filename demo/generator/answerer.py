"""The demo assistant's answerer: which (entity, attribute) questions apply, their parameters, and
the answer dispatched by entity kind to the catalog or account answers.
"""

from __future__ import annotations

import datetime as dt
import random

from demo.generator.answerer_accounts import AccountAnswers
from demo.generator.answerer_catalog import CatalogAnswers
from demo.generator.answers import (
    STANDARD_SHORT,
    Ent,
    ListEnt,
    Reply,
)
from demo.generator.people import (
    IdPool,
    Order,
)
from demo.generator.world import World


class Answerer(CatalogAnswers, AccountAnswers):
    """Answers (entity, attribute) questions from the world facts and customer records."""

    def __init__(self, world: World, tickets: IdPool):
        self.world = world
        self.tickets = tickets

    def applicable(self, ent: Ent, attr: str, day: dt.date) -> bool:
        if ent.kind == "order":
            o: Order = ent.obj
            if attr in ("eta", "address"):
                return o.physical and not o.cancelled
            if attr == "cancel":
                return not o.cancelled
        if ent.kind == "person" and ent.is_self and attr in ("address", "email"):
            return False
        return True

    def params(self, rng: random.Random, ent: Ent, attr: str) -> dict:
        if ent.kind == "region" and attr == "services":
            s = rng.choice(self.world.services)
            return {"svc": s.name, "svc_slug": s.slug}
        if ent.kind == "region" and attr == "compliance":
            st = rng.choice(self.world.standards[:6])
            return {"std": STANDARD_SHORT[st.slug], "std_slug": st.slug}
        if ent.kind == "service" and attr == "limit":
            return {"limit": ent.obj.limit_name}
        return {}

    def answer(self, rng: random.Random, ent: Ent, attr: str, params: dict, day: dt.date) -> Reply:
        return getattr(self, f"_{ent.kind}")(rng, ent, attr, params, day)

    def answer_list(
        self, rng: random.Random, lst: ListEnt, attr: str, params: dict, day: dt.date
    ) -> Reply:
        """Answer a plural question ("do they all ...?") item by item."""
        parts, facts, tools = [], [], []
        for item in lst.items[:6]:
            reply = self.answer(rng, item, attr, params, day)
            parts.append(reply.text)
            facts += [f for f in reply.facts if f not in facts]
            tools += reply.tools
        return Reply(" ".join(parts), facts=facts, tools=tools)
