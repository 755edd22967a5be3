"""Openers about the catalog: region lists, services, plans, standards, pairs, incidents,
general questions.
"""

from __future__ import annotations

import datetime as dt

from demo.generator import phrasing as P
from demo.generator.answers import (
    STANDARD_SHORT,
    ListEnt,
    Reply,
    incident_ent,
    plan_ent,
    region_ent,
    service_ent,
    standard_ent,
    tool,
)
from demo.generator.corpus_common import GEO_NAMES, region_label
from demo.generator.dialogue import Dialogue, Last, join_words, render
from demo.generator.openers_common import GEO_ADJ, GEO_SAY, GREETING, _clamp, _named
from demo.generator.people import month_name

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
