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
from demo.generator.corpus import region_label
from demo.generator.people import (
    Customer,
    IdPool,
    Invoice,
    Order,
    money,
    month_name,
    previous_period,
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


# --- answers ---------------------------------------------------------------------------------


class Answerer:
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

    # regions
    def _region(self, rng, ent, attr, params, day) -> Reply:
        r: Region = ent.obj
        label = region_label(r)
        key = ("region", r.code, attr)
        if attr == "sla":
            return Reply(
                f"{label} has a {r.sla_multi}% monthly uptime SLA for deployments across at least two availability zones, and {r.sla_single}% for single-zone deployments.",
                [key],
            )
        if attr == "cmk":
            text = (
                f"Yes, customer-managed keys are available in {label}."
                if r.cmk
                else f"No, customer-managed keys aren't available in {label} yet; data there is encrypted with Nimbus-managed keys."
            )
            return Reply(text, [key])
        if attr == "azs":
            return Reply(f"{label} has {r.azs} availability zones.", [key])
        if attr == "launch":
            return Reply(f"{label} opened in {r.launched}.", [("region", r.code, "azs")])
        if attr == "services":
            svc = params["svc"]
            text = (
                f"Yes, {svc} is available in {label}."
                if params["svc_slug"] in r.services
                else f"No, {svc} isn't available in {label} yet."
            )
            return Reply(text, [key])
        if attr == "compliance":
            std = params["std"]
            text = (
                f"Yes, {label} is in scope for {std}."
                if params["std_slug"] in r.certifications
                else f"No, {label} isn't covered by {std} at the moment."
            )
            return Reply(text, [key, ("standard", params["std_slug"], "scope")])
        if attr == "price":
            text = (
                f"Prices in {label} are the same as the us-east-1 baseline."
                if r.price_uplift == 0
                else f"Compute, Block Volumes and Postgres cost {r.price_uplift}% more in {label} than in us-east-1."
            )
            return Reply(text, [key])
        if attr == "residency":
            return Reply(
                f"Data you store in {label} stays in {r.country} unless you set up replication to another region.",
                [key, ("general", "residency_policy")],
            )
        raise KeyError(attr)

    # plans
    def _plan(self, rng, ent, attr, params, day) -> Reply:
        p: Plan = ent.obj
        key = ("plan", p.slug, attr)
        n = p.name
        texts = {
            "price": {
                "free": "The Free plan is $0, no credit card needed.",
                "enterprise": f"Enterprise has {p.price}.",
            }.get(p.slug, f"The {n} plan is {p.price}."),
            "sla": "The Free plan doesn't come with an uptime SLA."
            if p.slug == "free"
            else f"The {n} plan includes a {p.sla} monthly uptime SLA.",
            "support": f"The {n} plan includes {p.support} support; urgent issues get a first response: {p.urgent_response}.",
            "log_retention": f"Logs are kept for {p.log_retention_days} days on {n}.",
            "backup_retention": f"Automated backups are retained for {p.backup_retention_days} days on {n}.",
            "sso": f"Single sign-on isn't available on {n}."
            if p.sso == "not available"
            else f"Yes, {n} includes {p.sso}.",
            "cmk": f"Customer-managed keys are {p.cmk} on the {n} plan.",
            "seats": f"{n} allows {p.seats} and {p.projects}.",
            "api_limit": f"{n} allows {p.api_rpm:,} API requests per minute per account.",
            "hipaa": f"HIPAA workloads are {p.hipaa} on {n}.",
        }
        return Reply(texts[attr], [key])

    # services
    def _service(self, rng, ent, attr, params, day) -> Reply:
        s: Service = ent.obj
        key = ("service", s.slug, attr)
        if attr == "regions":
            regions = [r for r in self.world.regions if s.slug in r.services]
            if len(regions) <= 6:
                reply = Reply(
                    f"{s.name} is available in {len(regions)} regions: {_join([region_label(r) for r in regions])}.",
                    [key],
                )
                reply.lists.append(ListEnt("region", [region_ent(r) for r in regions], fact=key))
                return reply
            return Reply(
                f"{s.name} is available in {len(regions)} regions, including {_join([r.city for r in regions[:4]])}.",
                [key],
            )
        texts = {
            "sla": f"{s.name} has a {s.sla}% monthly uptime SLA for {s.sla_scope}.",
            "price": f"Pricing for {s.name}: {s.price}.",
            "limit": f"The {s.limit_name} for {s.name} is {s.limit_value}.",
            "cmk": f"Yes, {s.name} supports customer-managed keys from Nimbus Keys."
            if s.cmk
            else f"No, {s.name} encrypts data with Nimbus-managed keys; customer-managed keys aren't supported.",
            "backups": f"For {s.name}, you get {s.backups}.",
        }
        return Reply(texts[attr], [key])

    # compliance
    def _standard(self, rng, ent, attr, params, day) -> Reply:
        st: Standard = ent.obj
        key = ("standard", st.slug, attr)
        if attr == "scope":
            if st.scope_regions == "all":
                return Reply(f"{st.name} covers every Nimbus Cloud region and service.", [key])
            if st.scope_regions == "EU":
                return Reply(
                    f"{st.name} applies everywhere, and you can keep EU personal data in the EU regions.",
                    [key],
                )
            regions = self.world.regions_in(st)
            noun = "region" if len(regions) == 1 else "regions"
            reply = Reply(
                f"{st.name} covers {len(regions)} {noun}: {_join([region_label(r) for r in regions])}.",
                [key],
            )
            if len(regions) >= 2:
                reply.lists.append(
                    ListEnt("region", [region_ent(r) for r in regions[:8]], fact=key)
                )
            return reply
        texts = {
            "plans": f"{st.name} applies to customers on {st.plans}.",
            "audit": f"The GDPR Data Processing Addendum was last updated in {st.last_audit}."
            if st.auditor == "not applicable"
            else f"The last {st.name} assessment was completed in {st.last_audit} by {st.auditor}.",
            "report": f"For {st.name}, {st.report}.",
        }
        return Reply(texts[attr], [key])

    # incidents
    def _incident(self, rng, ent, attr, params, day) -> Reply:
        inc: Incident = ent.obj
        r, s = self.world.region(inc.region), self.world.service(inc.service)
        key = ("incident", inc.slug, attr)
        hours, minutes = divmod(inc.minutes, 60)
        dur = (
            f"{hours} h {minutes} min"
            if hours and minutes
            else f"{hours} hours"
            if hours
            else f"{minutes} minutes"
        )
        texts = {
            "summary": f"{s.name} in {region_label(r)} was degraded for {dur} on {inc.date}.",
            "cause": f"The root cause was {inc.cause}.",
            "impact": f"Impact: {inc.impact}.",
            "credit": f"Monthly uptime stayed at {inc.uptime}, within the SLA, so no credit applies."
            if inc.credit == "none"
            else f"Yes. Uptime for affected customers was {inc.uptime}, so a {inc.credit} credit on {s.name} charges in {r.code} applies; claim it within 30 days after the end of the month.",
        }
        facts = [key] + (
            [("general", "claim_window")] if attr == "credit" and inc.credit != "none" else []
        )
        return Reply(texts[attr], facts)

    # orders
    def _order(self, rng, ent, attr, params, day) -> Reply:
        o: Order = ent.obj
        owner = ent.owner
        payload = order_payload(o, owner, day)
        status = payload["status"]
        call = tool("get_order", {"order_id": o.id}, payload)
        if attr == "status":
            text = {
                "processing": f"{o.id} ({o.item}) is being prepared and should ship within 3 business days.",
                "shipped": f"{o.id} shipped with {o.carrier}, tracking number {o.tracking}; expected delivery is {_day(o.eta())}.",
                "delivered": f"{o.id} ({o.item}) was delivered on {_day(o.eta())}.",
                "provisioning": f"{o.id} ({o.item}) is being provisioned and will be active within a day.",
                "active": f"{o.id} ({o.item}) is active.",
                "cancelled": f"{o.id} was cancelled, and nothing was charged for it.",
            }[status]
            return Reply(text, [("general", "edge_shipping")] if o.physical else [], [call])
        if attr == "eta":
            text = (
                f"{o.id} was delivered on {_day(o.eta())}."
                if status == "delivered"
                else f"{o.id} should arrive by {_day(o.eta())}."
            )
            return Reply(text, [("general", "edge_shipping")], [call])
        if attr == "address":
            return Reply(
                f"{o.id} is addressed to {owner.full}, {owner.address}.",
                [("general", "address_change")],
                [call],
            )
        if attr == "invoice":
            inv = next(i for i in owner.invoices.values() if i.id == o.invoice_id)
            inv_call = tool("get_invoice", {"invoice_id": inv.id}, invoice_payload(inv, owner, day))
            reply = Reply(
                f"{o.id} was billed {money(o.amount, o.currency)} on invoice {inv.id} for {month_name(inv.period)} {inv.period[:4]}.",
                [("general", "invoice_day")],
                [inv_call],
            )
            reply.ents.append(invoice_ent(inv, owner))
            return reply
        if attr == "cancel":
            if status in ("processing", "provisioning"):
                ticket = self.ticket_id(rng)
                t = tool(
                    "open_ticket",
                    {
                        "account_id": owner.account_id,
                        "subject": f"Cancel order {o.id}",
                        "priority": "normal",
                    },
                    {"ticket_id": ticket, "status": "open"},
                )
                return Reply(
                    f"I've asked our logistics team to cancel {o.id} (ticket {ticket}); you'll get a confirmation by email within one business day, and nothing will be charged.",
                    [("general", "edge_cancel")],
                    [call, t],
                )
            if status in ("shipped", "delivered") and o.physical:
                return Reply(
                    f"{o.id} has already shipped, so it can't be cancelled any more; you can return it within 30 days of delivery with the prepaid label on its display.",
                    [("general", "edge_cancel"), ("general", "edge_return")],
                    [call],
                    lead="",
                )
            return Reply(
                f"{o.id} is already {status}, so it can't be cancelled online; I can open a ticket with billing if you'd like a refund review.",
                [("general", "refunds")],
                [call],
                lead="",
            )
        raise KeyError(attr)

    def ticket_id(self, rng: random.Random) -> str:
        return self.tickets.new()

    # invoices
    def _invoice(self, rng, ent, attr, params, day) -> Reply:
        inv: Invoice = ent.obj
        owner = ent.owner
        payload = invoice_payload(inv, owner, day)
        args = (
            {"account_id": owner.account_id, "period": inv.period}
            if params.get("by_period")
            else {"invoice_id": inv.id}
        )
        call = tool("get_invoice", args, payload)
        amount = money(inv.amount, inv.currency)
        if attr == "amount":
            return Reply(
                f"Invoice {inv.id} for {month_name(inv.period)} comes to {amount}.",
                [("general", "invoice_day")],
                [call],
            )
        if attr == "due":
            return Reply(
                f"Invoice {inv.id} is due on {invoice_due(inv).isoformat()}, 30 days after it was issued.",
                [("general", "payment_terms")],
                [call],
            )
        if attr == "lines":
            lines = "; ".join(f"{d}: {money(a, inv.currency)}" for d, a in inv.lines)
            return Reply(
                f"Invoice {inv.id} ({amount}) breaks down as {lines}.",
                [("general", "invoice_day")],
                [call],
            )
        if attr == "paid":
            status = payload["status"]
            text = {
                "paid": f"Yes, invoice {inv.id} is paid.",
                "open": f"Invoice {inv.id} is open; payment is due by {payload['due_date']}.",
                "overdue": f"Invoice {inv.id} is overdue since {payload['due_date']}; the account stays active during a 14-day grace period.",
                "draft": f"Invoice {inv.id} hasn't been issued yet.",
            }[status]
            return Reply(
                text,
                [("general", "payment_terms")]
                + ([("general", "grace")] if status == "overdue" else []),
                [call],
            )
        if attr == "dispute":
            ticket = self.ticket_id(rng)
            opened = tool(
                "open_ticket",
                {
                    "account_id": owner.account_id,
                    "subject": f"Dispute on invoice {inv.id}",
                    "priority": "normal",
                },
                {"ticket_id": ticket, "status": "open"},
            )
            return Reply(
                f"Yes. Charges can be disputed within 60 days of the invoice date, so I've opened billing ticket {ticket} for {inv.id}; the disputed amount isn't treated as overdue meanwhile.",
                [("general", "disputes")],
                [call, opened],
            )
        raise KeyError(attr)

    # people (household members and the customer themself)
    def _person(self, rng, ent, attr, params, day) -> Reply:
        c: Customer = ent.obj
        who = "You have" if ent.is_self else f"{c.first} has"
        whose = "Your account" if ent.is_self else f"{c.first}'s account"
        if attr == "orders":
            orders = c.orders_on(day)
            call = tool(
                "get_orders",
                {"account_id": c.account_id},
                {"account_id": c.account_id, "orders": [order_summary(o, day) for o in orders]},
            )
            if not orders:
                return Reply(f"{who} no orders on {c.account_id}.", [], [call])
            listing = _join([f"{o.id} ({o.item}, {o.status(day)})" for o in orders])
            reply = Reply(
                f"{who} {len(orders)} order{'s' if len(orders) > 1 else ''} on {c.account_id}: {listing}.",
                [("general", "edge_shipping")],
                [call],
            )
            ents = [order_ent(o, c) for o in orders]
            if len(ents) >= 2:
                reply.lists.append(ListEnt("order", ents, open_ended=True))
            else:
                reply.ents += ents
            return reply
        call = tool("get_account", {"account_id": c.account_id}, account_payload(c))
        if attr == "plan":
            return Reply(
                f"{whose} ({c.account_id}) is on the {c.plan.title()} plan.",
                [("plan", c.plan, "price")],
                [call],
            )
        if attr == "address":
            return Reply(
                f"The address on {c.first}'s account ({c.account_id}) is {c.address}.",
                [("general", "address_change")],
                [call],
            )
        if attr == "email":
            return Reply(
                f"{c.first}'s account ({c.account_id}) uses {c.email}, and the phone number on file is {c.phone}.",
                [("general", "billing_roles")],
                [call],
            )
        if attr == "invoice":
            period = previous_period(day)
            inv = c.invoice_for(period)
            payload = invoice_payload(inv, c, day)
            text = f"{'Your' if ent.is_self else c.first + chr(39) + 's'} {month_name(period)} invoice {inv.id} is {money(inv.amount, inv.currency)} and {payload['status']}."
            reply = Reply(
                text,
                [("general", "invoice_day")],
                [tool("get_invoice", {"account_id": c.account_id, "period": period}, payload)],
            )
            reply.ents.append(invoice_ent(inv, c))
            return reply
        raise KeyError(attr)

    # quotes
    def _quote(self, rng, ent, attr, params, day) -> Reply:
        q = ent.obj
        if attr == "total":
            return Reply(
                f"Quote {q['quote_id']} comes to {q['currency']} {q['total']} for {q['term_months']} months, {q['monthly_total']} per month.",
                [("plan", q["plan"], "price")],
            )
        if attr == "validity":
            return Reply(
                f"Quote {q['quote_id']} is valid until {q['valid_until']}.", [("general", "sales")]
            )
        if attr == "send":
            email = params.get("email") or q.get("email")
            t = tool("send_quote", {"quote_id": q["quote_id"], "email": email}, {"sent": True})
            return Reply(
                f"Done, I've sent quote {q['quote_id']} to {email}.", [("general", "sales")], [t]
            )
        raise KeyError(attr)
