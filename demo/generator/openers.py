"""First turns of demo conversations, and standalone questions later in a conversation.

Openers introduce what follow-ups refer back to: a list of regions, a pair of plans, a
customer's orders (through tool calls), two members of one household, an incident. Each
opener is a function of the ``Dialogue``; ``open_conversation`` picks one by the source's
weights.
"""

from __future__ import annotations

import datetime as dt

from demo.generator import phrasing as P
from demo.generator.answers import (
    STANDARD_SHORT,
    Ent,
    ListEnt,
    Reply,
    account_payload,
    incident_ent,
    invoice_ent,
    order_ent,
    order_payload,
    order_summary,
    person_ent,
    plan_ent,
    quote_ent,
    region_ent,
    service_ent,
    standard_ent,
    tool,
)
from demo.generator.banks import frozen, load_bank
from demo.generator.corpus import GEO_NAMES, region_label
from demo.generator.dialogue import Dialogue, Last, join_words, render
from demo.generator.people import Customer, money, month_name, previous_period

_BANK = load_bank("openers")  # the wording, kept as data in data/openers.json

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
GREETING = frozen(_BANK["GREETING"])
GEO_ADJ = frozen(_BANK["GEO_ADJ"])
GEO_SAY = frozen(_BANK["GEO_SAY"])
LAST_DAY = dt.date(2026, 10, 31)
FIRST_DAY = dt.date(2026, 1, 1)


def open_conversation(d: Dialogue) -> None:
    weights = SUPPORT if d.source == "support-assistant" else SALES
    name = d.pick_weighted(list(weights.items()))
    globals()[f"_{name}"](d)


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


# --- knowledge openers -----------------------------------------------------------------------


def _geo_list(
    d: Dialogue, geo: str, variant: str, svc_slug: str | None
) -> tuple[Reply, ListEnt | None]:
    world = d.kit.world
    regions = [r for r in world.regions if r.geo == geo]
    geo_name = GEO_NAMES[geo]
    if variant == "cmk":
        items, rest = [r for r in regions if r.cmk], [r for r in regions if not r.cmk]
        note, fact = ", which don't support customer-managed keys yet", ("geo", geo, "cmk")
        text = (
            f"In {geo_name}, customer-managed keys are available in {join_words([region_label(r) for r in items])}."
            if items
            else f"Customer-managed keys aren't available in any {geo_name} region yet."
        )
    elif variant == "svc":
        s = world.service(svc_slug)
        items, rest = (
            [r for r in regions if s.slug in r.services],
            [r for r in regions if s.slug not in r.services],
        )
        note, fact = f", which don't offer {s.name} yet", ("service", s.slug, "regions")
        text = (
            f"In {geo_name}, {s.name} runs in {join_words([region_label(r) for r in items])}."
            if items
            else f"{s.name} isn't available in {geo_name} yet."
        )
    else:
        items, rest, note, fact = regions, [], "", ("geo", geo, "regions")
        text = f"We have {len(regions)} region{'s' if len(regions) > 1 else ''} in {geo_name}: {join_words([region_label(r) for r in regions])}."
    reply = Reply(text, [fact])
    lst = None
    if len(items) >= 2:
        lst = ListEnt(
            "region",
            [region_ent(r) for r in items],
            complement=[region_ent(r) for r in rest],
            fact=fact,
            note=note,
            open_ended=True,
        )
        reply.lists.append(lst)
    elif len(items) == 1:
        reply.ents.append(region_ent(items[0]))
    return reply, lst


def _region_list(d: Dialogue) -> None:
    rng, world = d.rng, d.kit.world
    variant = rng.choice(("cmk", "cmk", "all", "svc"))
    geo = rng.choice(("EU", "EU", "EU", "NA", "NA", "APAC", "APAC"))
    geo_name, adj = GEO_NAMES[geo], rng.choice(GEO_ADJ[geo])
    svc = None
    if variant == "cmk":
        text = rng.choice(
            (
                f"Which {adj} regions support customer-managed keys?",
                f"Where in {geo_name} can I use customer-managed keys?",
                f"Which regions in {geo_name} let us bring our own encryption keys?",
                f"In which {adj} regions can we use CMK?",
            )
        )
    elif variant == "svc":
        s = rng.choice(
            [
                s
                for s in world.services
                if s.slug
                not in ("compute", "blob", "block", "kms", "dns", "monitor", "logs", "iam")
            ]
        )
        svc = s.slug
        text = rng.choice(
            (
                f"Where in {geo_name} can I run {s.name}?",
                f"Which {adj} regions have {s.name}?",
                f"Is {s.name} available anywhere in {geo_name}?",
            )
        )
    else:
        text = rng.choice(
            (
                f"Which regions do you have in {geo_name}?",
                f"What are your {adj} regions?",
                f"List your data center regions in {geo_name}, please.",
                f"Where are your {adj} data centers?",
            )
        )
    reply, lst = _geo_list(d, geo, variant, svc)
    d.add_turn(
        text,
        None,
        pattern=None,
        distance=None,
        reply=reply,
        query=text,
        move=f"open:region_list.{variant}",
        prefix=rng.choice(GREETING),
    )
    d.last = Last(
        lst, None, {"svc_slug": svc} if svc else {}, d.n - 1, geo=geo, geo_variant=variant
    )


def geo_switch(d: Dialogue) -> bool:
    """Ellipsis after a region list: "And in Asia?" asks the same list question elsewhere."""
    rng, last = d.rng, d.last
    geo = rng.choice(
        [g for g in GEO_NAMES if g != last.geo and g in ("EU", "NA", "APAC", "SA", "ME")]
    )
    say = rng.choice(GEO_SAY[geo])
    text, span = render(
        rng.choice(
            (
                "[What about] {g}?",
                "[And in] {g}?",
                "[How about] {g}?",
                "[And] {g}?",
                "[Same for] {g}?",
            )
        ),
        g=say,
    )
    reply, lst = _geo_list(d, geo, last.geo_variant, last.params.get("svc_slug"))
    distance = d.n - last.turn
    d.add_turn(
        text,
        span,
        pattern="ellipsis",
        distance=distance,
        reply=reply,
        query=f"regions in {GEO_NAMES[geo]} ({last.geo_variant})",
        move=f"ellipsis:geo.{last.geo_variant}",
        prefix=rng.choice(("", "", "Thanks. ", "OK, ")),
    )
    d.last = Last(lst, None, dict(last.params), d.n - 1, geo=geo, geo_variant=last.geo_variant)
    return True


def _region_single(d: Dialogue) -> None:
    _named(
        d,
        region_ent(d.rng.choice(d.kit.world.regions)),
        move="open:region",
        prefix=d.rng.choice(GREETING),
    )


def _service_single(d: Dialogue) -> None:
    _named(
        d,
        service_ent(d.rng.choice(d.kit.world.services)),
        move="open:service",
        prefix=d.rng.choice(GREETING),
    )


def _plan_single(d: Dialogue) -> None:
    _named(
        d,
        plan_ent(d.rng.choice(d.kit.world.plans)),
        move="open:plan",
        prefix=d.rng.choice(GREETING),
    )


def _standard(d: Dialogue) -> None:
    rng = d.rng
    st = rng.choice(d.kit.world.standards)
    ent = standard_ent(st)
    short = STANDARD_SHORT[st.slug]
    if rng.random() < 0.5:
        attr, text = rng.choice(
            (
                ("scope", f"Are you {short} compliant?"),
                ("scope", f"Do you have {short}?"),
                ("report", f"Do you have a {short} report I can share with our auditors?"),
                ("plans", f"Is {short} available on every plan?"),
                ("audit", f"When was your last {short} audit?"),
            )
        )
        spec = P.attr("standard", attr)
        d.register(ent, d.n)
        d.ask(
            ent,
            spec,
            {},
            text,
            None,
            pattern=None,
            distance=None,
            move="open:standard",
            prefix=rng.choice(GREETING),
            allow_drop=False,
        )
    else:
        _named(d, ent, move="open:standard", prefix=rng.choice(GREETING))


def _pair(d: Dialogue, kind: str) -> None:
    rng, world = d.rng, d.kit.world
    if kind == "plan":
        a, b = rng.choice(
            (
                ("free", "team"),
                ("team", "business"),
                ("team", "business"),
                ("business", "enterprise"),
                ("business", "enterprise"),
                ("team", "enterprise"),
            )
        )
        ents = [plan_ent(world.plan(a)), plan_ent(world.plan(b))]
        attr = rng.choice(
            ("price", "sla", "support", "sso", "log_retention", "backup_retention", "api_limit")
        )
        na, nb = ents[0].obj.name, ents[1].obj.name
        text = rng.choice(
            {
                "price": (
                    f"What's the price difference between the {na} and {nb} plans?",
                    f"How much more is {nb} than {na}?",
                ),
                "sla": (
                    f"Is the SLA better on {na} or {nb}?",
                    f"What SLAs do the {na} and {nb} plans have?",
                ),
                "support": (
                    f"How does support differ between {na} and {nb}?",
                    f"What support do we get on {na} versus {nb}?",
                ),
                "sso": (
                    f"Which of {na} and {nb} includes SSO?",
                    f"Do {na} and {nb} both have single sign-on?",
                ),
                "log_retention": (
                    f"Compare {na} and {nb} on log retention, please.",
                    f"How long are logs kept on {na} and on {nb}?",
                ),
                "backup_retention": (f"How long are backups kept on {na} versus {nb}?",),
                "api_limit": (f"What are the API rate limits on {na} and {nb}?",),
            }[attr]
        )
    else:
        a, b = rng.sample(list(world.services), 2)
        ents = [service_ent(a), service_ent(b)]
        attr = rng.choice(("sla", "price", "cmk", "backups"))
        text = rng.choice(
            {
                "sla": (
                    f"Which has the better SLA, {a.name} or {b.name}?",
                    f"Do {a.name} and {b.name} have the same uptime SLA?",
                ),
                "price": (f"How does pricing compare between {a.name} and {b.name}?",),
                "cmk": (f"Do {a.name} and {b.name} both support customer-managed keys?",),
                "backups": (f"How do backups work for {a.name} versus {b.name}?",),
            }[attr]
        )
    lst = ListEnt(kind, ents)
    reply = d.kit.answerer.answer_list(rng, lst, attr, {}, d.day)
    reply.lists.append(lst)
    for e in ents:
        d.asked.add((e.kind, e.key, attr))
    d.add_turn(
        text,
        None,
        pattern=None,
        distance=None,
        reply=reply,
        query=text,
        move=f"open:{kind}_pair.{attr}",
        prefix=rng.choice(GREETING),
    )
    d.last = Last(lst, attr, {}, d.n - 1)


def _plan_pair(d: Dialogue) -> None:
    _pair(d, "plan")


def _service_pair(d: Dialogue) -> None:
    _pair(d, "service")


def _incident(d: Dialogue) -> None:
    rng, world = d.rng, d.kit.world
    inc = rng.choice(world.incidents)
    r, s = world.region(inc.region), world.service(inc.service)
    date = dt.date.fromisoformat(inc.date)
    d.day = _clamp(date + dt.timedelta(days=rng.randint(1, 20)))
    when = f"{month_name(inc.date[:7])} {date.day}"
    text = rng.choice(
        (
            f"Was there an outage in {r.city} on {when}? Our {s.short} calls were failing.",
            f"We saw errors from {s.name} in {r.code} on {when}. Was something going on?",
            f"Did {r.code} have problems with {s.short} on {inc.date}?",
            f"Our {s.short} setup in {r.city} broke on {when}. Was that on your side?",
        )
    )
    started = f"{inc.date}T{rng.randint(0, 22):02d}:{rng.randint(0, 59):02d}:00Z"
    call = tool(
        "get_service_status",
        {"region": r.code, "service": s.slug, "date": inc.date},
        {
            "region": r.code,
            "incidents": [
                {
                    "id": inc.slug,
                    "service": s.slug,
                    "started_at": started,
                    "duration_minutes": inc.minutes,
                    "status": "resolved",
                }
            ],
        },
    )
    ent = incident_ent(world, inc)
    base = d.kit.answerer.answer(rng, ent, "summary", {}, d.day)
    impact = d.kit.answerer.answer(rng, ent, "impact", {}, d.day)
    reply = Reply(f"Yes. {base.text} {impact.text}", base.facts + impact.facts, [call], ents=[ent])
    d.asked.update({("incident", inc.slug, "summary"), ("incident", inc.slug, "impact")})
    d.add_turn(
        text,
        None,
        pattern=None,
        distance=None,
        reply=reply,
        query=f"{s.name} incident {r.code} {inc.date}",
        move="open:incident",
        prefix=rng.choice(GREETING),
    )
    d.last = Last(ent, "summary", {}, d.n - 1)


def _incident_list(d: Dialogue) -> None:
    rng, world = d.rng, d.kit.world
    by_region: dict[str, list] = {}
    for inc in world.incidents:
        by_region.setdefault(inc.region, []).append(inc)
    code = rng.choice(sorted(c for c, incs in by_region.items() if len(incs) >= 2))
    incs = by_region[code]
    r = world.region(code)
    d.day = _clamp(dt.date.fromisoformat(incs[-1].date) + dt.timedelta(days=rng.randint(2, 40)))
    text = rng.choice(
        (
            f"Have there been any incidents in {r.city} recently?",
            f"How many outages did {code} have in the last year?",
            f"Can you list recent incidents in {r.city}?",
        )
    )
    call = tool(
        "get_service_status",
        {"region": code, "since": "2025-11-01"},
        {
            "region": code,
            "incidents": [
                {
                    "id": i.slug,
                    "service": i.service,
                    "started_at": f"{i.date}T00:00:00Z",
                    "duration_minutes": i.minutes,
                    "status": "resolved",
                }
                for i in incs
            ],
        },
    )
    ents = [incident_ent(world, i) for i in incs]
    parts = [
        f"on {i.date}, {world.service(i.service).name} was degraded for {i.minutes} minutes"
        for i in incs
    ]
    reply = Reply(
        f"There were {len(incs)} incidents in {region_label(r)}: {join_words(parts)}.",
        [("incident", i.slug, "summary") for i in incs],
        [call],
    )
    lst = ListEnt("incident", ents, open_ended=True)
    reply.lists.append(lst)
    d.add_turn(
        text,
        None,
        pattern=None,
        distance=None,
        reply=reply,
        query=f"incidents in {code} since November 2025",
        move="open:incident_list",
        prefix=rng.choice(GREETING),
    )
    d.last = Last(lst, "summary", {}, d.n - 1)


def _general(d: Dialogue) -> None:
    general_turn(d, prefix=d.rng.choice(GREETING), move="open:general")


def general_turn(d: Dialogue, *, prefix: str, move: str) -> None:
    keys = P.SALES_GENERAL if d.source == "sales-assistant" else tuple(P.GENERAL_QUESTIONS)
    key = d.rng.choice(keys)
    text = d.rng.choice(P.GENERAL_QUESTIONS[key])
    sentence = d.kit.index.corpus.facts[("general", key)][1]
    reply = Reply(sentence, [("general", key)], lead=d.rng.choice(P.GENERAL_LEAD))
    d.add_turn(
        text, None, pattern=None, distance=None, reply=reply, query=text, move=move, prefix=prefix
    )
    d.last = Last(None, key, {}, d.n - 1)


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
