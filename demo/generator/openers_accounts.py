"""Openers about one customer's account: orders, invoices, the household's members and
quotes, asked and answered through tool calls.
"""

from __future__ import annotations

import datetime as dt

from demo.generator import phrasing as P
from demo.generator.answers import (
    Ent,
    ListEnt,
    Reply,
    account_payload,
    invoice_ent,
    order_ent,
    order_payload,
    order_summary,
    person_ent,
    quote_ent,
    tool,
)
from demo.generator.dialogue import Dialogue, Last, join_words
from demo.generator.openers_common import GREETING, _clamp
from demo.generator.people import Customer, money, month_name, previous_period

# --- customer openers (tool calls, PII) ------------------------------------------------------


def _customer(d: Dialogue, *, need_orders: bool = False) -> Customer:
    rng = d.rng
    c = rng.choice(d.kit.people.singles)
    if need_orders:
        c = rng.choice([c for c in d.kit.people.singles if c.orders])
        if not c.orders_on(d.day):
            d.day = _clamp(c.orders[0].placed + dt.timedelta(days=rng.randint(0, 40)))
    d.me = c
    return c


def _hello(d: Dialogue, c: Customer) -> tuple[str, str]:
    """How the customer introduces themself, and what the assistant looks them up by."""
    way = d.rng.choice(("name_acct", "email", "acct", "name_email", "phone"))
    text = {
        "name_acct": f"Hi, I'm {c.full} (account {c.account_id}). ",
        "email": f"Hello, my email is {c.email}. ",
        "acct": f"My account is {c.account_id}. ",
        "name_email": f"Hi there, {c.full} here, {c.email}. ",
        "phone": f"Hi, this is {c.full}, you can reach me on {c.phone}. ",
    }[way]
    return text, way


def _lookup(c: Customer, way: str) -> list[dict]:
    if way in ("email", "name_email"):
        return [tool("get_account", {"email": c.email}, account_payload(c))]
    if way == "phone":
        return [tool("get_account", {"phone": c.phone}, account_payload(c))]
    return []


def _orders(d: Dialogue) -> None:
    rng = d.rng
    c = _customer(d, need_orders=True)
    hello, way = _hello(d, c)
    ask = rng.choice(
        (
            "Can you check my orders?",
            "What orders do I have open?",
            "I'd like an update on my orders, please.",
            "Can you tell me where my orders are?",
        )
    )
    orders = c.orders_on(d.day)
    tools = _lookup(c, way) + [
        tool(
            "get_orders",
            {"account_id": c.account_id},
            {"account_id": c.account_id, "orders": [order_summary(o, d.day) for o in orders]},
        )
    ]
    listing = join_words([f"{o.id} ({o.item}, {o.status(d.day)})" for o in orders])
    reply = Reply(
        f"I found {len(orders)} order{'s' if len(orders) > 1 else ''} on account {c.account_id}: {listing}.",
        [("general", "edge_shipping")],
        tools,
    )
    ents = [order_ent(o, c) for o in orders]
    if len(ents) >= 2:
        lst = ListEnt("order", ents, open_ended=True)
        reply.lists.append(lst)
    else:
        reply.ents += ents
    d.add_turn(
        hello + ask,
        None,
        pattern=None,
        distance=None,
        reply=reply,
        query=f"orders for account {c.account_id}",
        move="open:orders",
    )
    d.last = Last(ents[0] if len(ents) == 1 else reply.lists[0], "status", {}, d.n - 1)


def _order_single(d: Dialogue) -> None:
    rng = d.rng
    c = _customer(d, need_orders=True)
    o = rng.choice(c.orders_on(d.day))
    ent = order_ent(o, c)
    text = rng.choice(
        (
            f"Where is my order {o.id}?",
            f"Any news on {o.id}? It's the {o.item}.",
            f"Hi, I'm {c.full}. What's the status of order {o.id}?",
            f"Can you check order {o.id} for me? My email is {c.email}.",
        )
    )
    d.register(ent, d.n)
    spec = P.attr("order", "status")
    d.ask(
        ent, spec, {}, text, None, pattern=None, distance=None, move="open:order", allow_drop=False
    )


def _period(d: Dialogue) -> str:
    return previous_period(d.day)


def _invoice(d: Dialogue) -> None:
    rng = d.rng
    c = _customer(d)
    period = _period(d)
    inv = c.invoice_for(period)
    month = month_name(period)
    ent = invoice_ent(inv, c)
    attr, text, by_period = rng.choice(
        (
            ("lines", f"Can you explain my {month} invoice? Account {c.account_id}.", True),
            ("lines", f"Why is my {month} bill so high? I'm {c.full}, {c.email}.", True),
            ("lines", f"I got invoice {inv.id} and I don't understand the charges.", False),
            ("paid", f"Has my {month} invoice been paid? Account {c.account_id}.", True),
            ("amount", f"How much is invoice {inv.id}?", False),
        )
    )
    d.register(ent, d.n)
    d.ask(
        ent,
        P.attr("invoice", attr),
        {"by_period": by_period},
        text,
        None,
        pattern=None,
        distance=None,
        move="open:invoice",
        allow_drop=False,
    )
    if c.email in text:  # found by email: the assistant looked the account up first
        d.messages[-1]["tool_calls"].insert(
            0, tool("get_account", {"email": c.email}, account_payload(c))
        )


def _invoice_pair(d: Dialogue) -> None:
    rng = d.rng
    c = _customer(d)
    if d.day.month == 1:  # two issued invoices need a February or later conversation
        d.day = d.day.replace(month=rng.randint(2, 10), day=min(d.day.day, 28))
    p2 = previous_period(d.day)
    p1 = previous_period(dt.date.fromisoformat(p2 + "-01"))
    invs = [c.invoice_for(p1), c.invoice_for(p2)]
    text = f"Can you compare my {month_name(p1)} and {month_name(p2)} invoices? Account {c.account_id}."
    ents = [invoice_ent(i, c) for i in invs]
    lst = ListEnt("invoice", ents)
    replies = [d.kit.answerer.answer(rng, e, "amount", {"by_period": True}, d.day) for e in ents]
    reply = Reply(
        " ".join(r.text for r in replies), replies[0].facts, [t for r in replies for t in r.tools]
    )
    reply.lists.append(lst)
    d.add_turn(
        text,
        None,
        pattern=None,
        distance=None,
        reply=reply,
        query=f"compare invoices {p1} {p2} account {c.account_id}",
        move="open:invoice_pair",
    )
    d.last = Last(lst, "amount", {"by_period": True}, d.n - 1)


def _listing(orders: list, day: dt.date) -> str:
    return join_words([f"{o.id} ({o.item}, {o.status(day)})" for o in orders]) or "no orders"


def _household_orders(d: Dialogue, me, other, rel: str, confused: bool, self_ent, other_ent):
    """Which orders are on which of the two accounts. Returns (text, reply, query, last)."""
    rng = d.rng
    text = rng.choice(
        (
            f"Hi, I'm {me.full}. I'm billing admin for my account ({me.account_id}) and for my {rel} {other.first}'s ({other.account_id}); we both live at {me.address}. There's an Edge order I don't recognise. Which account is it on?",
            f"Hello, {me.full} here. My {rel} {other.full} and I have separate accounts, {me.account_id} and {other.account_id}, same address ({other.address}). Can you tell me which orders are on which account?",
        )
    )
    mine, theirs = me.orders_on(d.day), other.orders_on(d.day)
    tools = [
        tool(
            "get_orders",
            {"account_id": acct.account_id},
            {
                "account_id": acct.account_id,
                "orders": [order_summary(o, d.day) for o in orders],
            },
        )
        for acct, orders in ((me, mine), (other, theirs))
    ]
    first, second = (me, other) if not confused else (other, me)
    reply = Reply(
        f"On {other.first}'s account ({second.account_id}) I see {_listing(theirs, d.day)}. On yours ({first.account_id}) I see {_listing(mine, d.day)}.",
        [("general", "billing_roles")],
        tools,
    )
    reply.lists.append(ListEnt("person", [self_ent, other_ent]))
    if len(theirs) >= 2:
        reply.lists.append(ListEnt("order", [order_ent(o, other) for o in theirs]))
    elif theirs:
        reply.ents.append(order_ent(theirs[0], other))
    query = f"orders on accounts {me.account_id} ({me.full}) and {other.account_id} ({other.full})"
    last = Last(other_ent, "orders", {}, d.n)
    return text, reply, query, last


def _household_invoice(d: Dialogue, me, other, rel: str, confused: bool, self_ent, other_ent):
    """Whether the other member's invoice was paid. Returns (text, reply, query, last)."""
    rng = d.rng
    period = _period(d)
    inv = other.invoice_for(period)
    text = f"Hello, this is {me.full} ({me.email}). I also manage billing for my {rel} {other.full}, same address: {me.address}. Has {other.first}'s {month_name(period)} invoice been paid?"
    answer = d.kit.answerer.answer(rng, person_ent(other), "invoice", {}, d.day)
    tools = [tool("get_account", {"email": me.email}, account_payload(me))] + answer.tools
    shown = answer.text if not confused else answer.text.replace(f"{other.first}'s", "Your")
    reply = Reply(shown, answer.facts, tools, ents=[invoice_ent(inv, other)])
    query = f"{month_name(period)} invoice status for {other.full} account {other.account_id}"
    last = Last(other_ent, "invoice", {}, d.n)
    return text, reply, query, last


def _household_contacts(d: Dialogue, me, other, rel: str, confused: bool, self_ent, other_ent):
    """The email and phone on both accounts. Returns (text, reply, query, last)."""
    text = f"Hi, I'm {me.full}, account {me.account_id}. Can you confirm which email and phone you have for me and for my {rel} {other.first} ({other.account_id})? We share the address {me.address}."
    tools = [
        tool("get_account", {"account_id": c.account_id}, account_payload(c)) for c in (me, other)
    ]
    x, y = (me, other) if not confused else (other, me)
    reply = Reply(
        f"For you ({me.account_id}) I have {x.email} and {x.phone}. For {other.first} ({other.account_id}) I have {y.email} and {y.phone}.",
        [("general", "billing_roles")],
        tools,
    )
    reply.lists.append(ListEnt("person", [self_ent, other_ent]))
    query = f"email and phone on accounts {me.account_id} and {other.account_id}"
    last = Last(other_ent, "email", {}, d.n)
    return text, reply, query, last


def _household_mixup(d: Dialogue, me, other, rel: str, confused: bool, self_ent, other_ent):
    """Whose account an order the caller did not place is on. Returns (text, reply, query, last)."""
    rng = d.rng
    o = rng.choice(other.orders_on(d.day))
    text = f"I'm {me.full} ({me.email}). I think my {rel}'s order got charged to me. It's {o.id}. Whose account is it on?"
    owner_said, not_said = (other, me) if not confused else (me, other)
    calls = [
        tool("get_account", {"email": me.email}, account_payload(me)),
        tool("get_order", {"order_id": o.id}, order_payload(o, other, d.day)),
    ]
    reply = Reply(
        f"{o.id} ({o.item}) is on {owner_said.full}'s account ({owner_said.account_id}), not on {not_said.first}'s ({not_said.account_id}), so it wasn't charged to {'you' if not confused else other.first}.",
        [("general", "billing_roles")],
        calls,
        ents=[order_ent(o, other)],
    )
    query = f"owner of order {o.id}"
    last = Last(order_ent(o, other), "status", {}, d.n)
    return text, reply, query, last


def _household(d: Dialogue) -> None:
    rng = d.rng
    a, b = rng.choice(d.kit.people.households)
    me, other = (a, b) if rng.random() < 0.5 else (b, a)
    d.me = me
    if not other.orders_on(d.day):
        d.day = _clamp(
            max(other.orders[0].placed, me.orders[0].placed) + dt.timedelta(days=rng.randint(0, 30))
        )
    self_ent, other_ent = person_ent(me, is_self=True), person_ent(other)
    d.register(self_ent, d.n)
    d.register(other_ent, d.n)
    rel = me.relation
    variant = rng.choice(("orders", "orders", "invoice", "contacts", "mixup"))
    confused = rng.random() < 0.08
    error = "confused_household_member" if confused else None
    variants = {
        "orders": _household_orders,
        "invoice": _household_invoice,
        "contacts": _household_contacts,
        "mixup": _household_mixup,
    }
    text, reply, query, last = variants[variant](d, me, other, rel, confused, self_ent, other_ent)
    d.add_turn(
        text,
        None,
        pattern=None,
        distance=None,
        reply=reply,
        query=query,
        move=f"open:household.{variant}",
        error=error,
    )
    if isinstance(last.target, Ent):
        last.target = d.ents.get((last.target.kind, last.target.key), last.target)
    d.last = last


def _quote(d: Dialogue) -> None:
    rng = d.rng
    c = _customer(d)
    plan = d.kit.world.plan(rng.choice(("team", "business", "business")))
    seats = rng.choice((5, 8, 12, 20, 25, 40, 60, 120, 200))
    term = rng.choice((12, 12, 24))
    per_seat = int(plan.price.split("$")[1].split()[0])
    monthly = seats * per_seat
    valid = d.day + dt.timedelta(days=30)
    text = rng.choice(
        (
            f"Can I get a quote for {seats} seats on {plan.name}, billed annually?",
            f"Hi, I'm {c.full} ({c.email}). We're looking at {plan.name} for about {seats} people. Can you put together a quote?",
            f"How much would {seats} {plan.name} seats cost for {term} months? Please send the quote to {c.email}.",
        )
    )
    args = {"plan": plan.slug, "seats": seats, "term_months": term}
    if c.email in text:
        args["email"] = c.email
    q = {
        "quote_id": d.kit.quotes.new(),
        "plan": plan.slug,
        "seats": seats,
        "term_months": term,
        "monthly_total": money(f"{monthly:,.2f}", "USD"),
        "total": f"{monthly * term:,.2f}",
        "currency": "USD",
        "valid_until": valid.isoformat(),
    }
    ent = quote_ent(q | {"email": c.email})  # the lead's address is on file in the CRM
    reply = Reply(
        f"Quote {q['quote_id']}: {seats} seats on {plan.name} come to {q['monthly_total']} per month, USD {q['total']} for {term} months. It's valid until {q['valid_until']}.",
        [("plan", plan.slug, "price"), ("general", "sales")],
        [tool("create_quote", args, q)],
        ents=[ent],
    )
    d.add_turn(
        text,
        None,
        pattern=None,
        distance=None,
        reply=reply,
        query=f"quote {seats} seats {plan.name} plan {term} months",
        move="open:quote",
        prefix=rng.choice(GREETING),
    )
    d.last = Last(d.ents[("quote", q["quote_id"])], "total", {"email": c.email}, d.n - 1)
