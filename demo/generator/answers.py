"""What the demo assistant answers about an entity's attribute: the answer text, the corpus
facts that support it (resolved to chunks for the retrieval results), the tool calls it made
with their responses, and the entities the answer introduces for later follow-ups.

Tool responses are built from the same customer records the user's messages quote, so an id
recurs identically in the user's text, the tool arguments, the tool response and the answer.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from demo.generator.banks import load_bank
from demo.generator.people import (
    Customer,
    Invoice,
    Order,
    month_name,
)
from demo.generator.world import Incident, Plan, Region, Service, Standard, World

_BANK = load_bank("answers")  # the wording, kept as data in data/answers.json


@dataclass(eq=False)
class Ent:
    """Something a user can refer back to."""

    kind: str
    key: str
    names: tuple[str, ...]
    obj: object
    gender: str = "n"  # n, f or m: picks it / she / he
    is_self: bool = False
    owner: Customer | None = None

    @property
    def name(self) -> str:
        return self.names[0]


@dataclass(eq=False)
class ListEnt:
    """An answer that listed several entities, for ordinals and plural pronouns."""

    kind: str
    items: list[Ent]
    complement: list[Ent] = field(default_factory=list)  # "any others?" answers with these
    fact: tuple | None = None
    note: str = ""  # said after the complement: ", which don't support customer-managed keys yet"
    open_ended: bool = False  # "any others?" makes sense after it (a filtered or partial list)


@dataclass
class Reply:
    text: str
    facts: list[tuple] = field(default_factory=list)
    tools: list[dict] = field(default_factory=list)
    ents: list[Ent] = field(default_factory=list)
    lists: list[ListEnt] = field(default_factory=list)
    lead: str | None = None  # replaces the assistant's usual opening words when set
    bare: bool = False  # no closing pleasantry (hedges, clarifying questions)


def _join(items: list[str], conj: str = "and") -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {conj} {items[-1]}"


def _day(d: dt.date) -> str:
    return f"{month_name(d.isoformat()[:7])} {d.day}"


def region_ent(r: Region) -> Ent:
    return Ent(
        "region", r.code, (r.city, f"{r.city} ({r.code})", r.code, f"the {r.city} region"), r
    )


def plan_ent(p: Plan) -> Ent:
    return Ent(
        "plan",
        p.slug,
        (f"the {p.name} plan", p.name, f"the {p.name.lower()} plan", f"the {p.name} tier"),
        p,
    )


def service_ent(s: Service) -> Ent:
    return Ent(
        "service", s.slug, (s.name, s.short if s.short not in ("Keys", "Identity") else s.name), s
    )


STANDARD_SHORT = _BANK["STANDARD_SHORT"]


def standard_ent(st: Standard) -> Ent:
    return Ent("standard", st.slug, (st.name, STANDARD_SHORT[st.slug]), st)


def incident_ent(world: World, inc: Incident) -> Ent:
    r, s = world.region(inc.region), world.service(inc.service)
    date = dt.date.fromisoformat(inc.date)
    return Ent(
        "incident",
        inc.slug,
        (
            f"the {s.short} incident in {r.city} on {_day(date)}",
            f"the {_day(date)} {s.short} outage in {r.code}",
        ),
        inc,
    )


def order_ent(o: Order, owner: Customer) -> Ent:
    return Ent("order", o.id, (o.id, f"order {o.id}", f"my order {o.id}"), o, owner=owner)


def invoice_ent(inv: Invoice, owner: Customer) -> Ent:
    return Ent(
        "invoice",
        inv.id,
        (f"invoice {inv.id}", inv.id, f"my {month_name(inv.period)} invoice"),
        inv,
        owner=owner,
    )


def person_ent(c: Customer, *, is_self: bool = False) -> Ent:
    return Ent(
        "person", c.account_id, (c.first, c.full), c, gender=c.gender, is_self=is_self, owner=c
    )


def quote_ent(q: dict) -> Ent:
    return Ent("quote", q["quote_id"], (f"quote {q['quote_id']}", q["quote_id"]), q)


# --- tool payloads ---------------------------------------------------------------------------


def account_payload(c: Customer) -> dict:
    return {
        "account_id": c.account_id,
        "name": c.full,
        "email": c.email,
        "phone": c.phone,
        "address": c.address,
        "plan": c.plan,
    }


def order_summary(o: Order, day: dt.date) -> dict:
    return {
        "id": o.id,
        "item": o.item,
        "status": o.status(day),
        "placed_at": o.placed.isoformat(),
        "total": {"amount": o.amount, "currency": o.currency},
    }


def order_payload(o: Order, owner: Customer, day: dt.date) -> dict:
    out = order_summary(o, day) | {"account_id": owner.account_id}
    if o.physical:
        out["ship_to"] = {"name": owner.full, "address": owner.address, "phone": owner.phone}
        if out["status"] in ("shipped", "delivered"):
            out["shipment"] = {
                "carrier": o.carrier,
                "tracking_number": o.tracking,
                "eta": o.eta().isoformat(),
            }
    return out


def invoice_due(inv: Invoice) -> dt.date:
    year, month = int(inv.period[:4]), int(inv.period[5:7])
    issued = dt.date(year + month // 12, month % 12 + 1, 1)
    return issued + dt.timedelta(days=30)


def invoice_status(inv: Invoice, day: dt.date, rng_value: float) -> str:
    due = invoice_due(inv)
    if day < due - dt.timedelta(days=30):
        return "draft"
    if day <= due:
        return "paid" if rng_value < 0.4 else "open"
    return "overdue" if rng_value < 0.06 else "paid"


def invoice_payload(inv: Invoice, owner: Customer, day: dt.date) -> dict:
    return {
        "invoice_id": inv.id,
        "account_id": owner.account_id,
        "period": inv.period,
        "total": inv.amount,
        "currency": inv.currency,
        "status": invoice_status(inv, day, _stable_fraction(inv.id)),
        "due_date": invoice_due(inv).isoformat(),
        "lines": [{"description": d, "amount": a} for d, a in inv.lines],
    }


def _stable_fraction(text: str) -> float:
    """A fixed number in [0, 1) per id, so an invoice has one status on a given day in every
    trace that looks it up (no hash randomisation, no shared generator state)."""
    return random.Random(text).random()


def tool(name: str, args: dict, response: dict) -> dict:
    return {"name": name, "args": args, "response": response}
