"""First turns of demo conversations, and standalone questions later in a conversation.

Openers introduce what follow-ups refer back to: a list of regions, a pair of plans, a
customer's orders (through tool calls), two members of one household, an incident. Each
opener is a function of the ``Dialogue``; ``open_conversation`` picks one by the source's
weights.
"""

from __future__ import annotations

from demo.generator import openers_accounts as accounts
from demo.generator import openers_catalog as catalog
from demo.generator import phrasing as P
from demo.generator.answers import (
    plan_ent,
    region_ent,
    service_ent,
    standard_ent,
)
from demo.generator.dialogue import Dialogue
from demo.generator.openers_catalog import general_turn
from demo.generator.openers_common import _named

SUPPORT = {
    "region_list": 10,
    "region_single": 7,
    "service_single": 11,
    "service_pair": 4,
    "plan_single": 6,
    "plan_pair": 5,
    "standard": 6,
    "incident": 7,
    "incident_list": 3,
    "orders": 13,
    "order_single": 5,
    "invoice": 7,
    "invoice_pair": 2,
    "household": 9,
    "general": 10,
}


SALES = {
    "plan_pair": 18,
    "plan_single": 14,
    "quote": 16,
    "region_list": 8,
    "region_single": 5,
    "standard": 10,
    "service_single": 7,
    "general": 12,
}


# Every opener by the name the weights use.
OPENERS = {
    "region_list": catalog._region_list,
    "region_single": catalog._region_single,
    "service_single": catalog._service_single,
    "service_pair": catalog._service_pair,
    "plan_single": catalog._plan_single,
    "plan_pair": catalog._plan_pair,
    "standard": catalog._standard,
    "incident": catalog._incident,
    "incident_list": catalog._incident_list,
    "general": catalog._general,
    "orders": accounts._orders,
    "order_single": accounts._order_single,
    "invoice": accounts._invoice,
    "invoice_pair": accounts._invoice_pair,
    "household": accounts._household,
    "quote": accounts._quote,
}


def open_conversation(d: Dialogue) -> None:
    weights = SUPPORT if d.source == "support-assistant" else SALES
    name = d.pick_weighted(list(weights.items()))
    OPENERS[name](d)


# --- standalone non-first turns --------------------------------------------------------------


def standalone(d: Dialogue) -> None:
    """A non-first user turn that needs no earlier context: a named question about something
    already discussed, a new named entity, or a general question."""
    rng, world = d.rng, d.kit.world
    prefix = rng.choice(P.STANDALONE_PREFIX)
    r = rng.random()
    known = [
        e
        for e in d.ents.values()
        if e.kind in ("region", "plan", "service", "standard", "order", "invoice")
    ]
    if r < 0.22 and known:
        ent = rng.choice(known)
        spec = d.choose_attr(ent, need="np")
        params = d.kit.answerer.params(rng, ent, spec.name)
        name = ent.names[1] if ent.kind in ("order",) else rng.choice(ent.names[:2])
        text, span = d.np_text(ent, spec, params, name, bracket=False)
        d.ask(
            ent,
            spec,
            params,
            text,
            span,
            pattern=None,
            distance=None,
            move=f"standalone:named_again.{ent.kind}",
            prefix=prefix,
            allow_drop=False,
        )
        return
    if r < 0.65:
        kinds = (
            ("plan", "region", "standard", "service")
            if d.source == "sales-assistant"
            else ("region", "service", "plan", "standard")
        )
        kind = rng.choice(kinds)
        ent = {
            "region": lambda: region_ent(rng.choice(world.regions)),
            "plan": lambda: plan_ent(rng.choice(world.plans)),
            "service": lambda: service_ent(rng.choice(world.services)),
            "standard": lambda: standard_ent(rng.choice(world.standards)),
        }[kind]()
        ent = d.ents.get((ent.kind, ent.key), ent)
        _named(d, ent, move=f"standalone:named.{kind}", prefix=prefix)
        return
    general_turn(d, prefix=prefix, move="standalone:general")
