"""Households: two siblings a letter or two apart in their own script, at one address, behind
one IP, with e-mails one character apart and ids two swapped digits apart."""

from __future__ import annotations

import random

from rapidfuzz.distance import Levenshtein

from . import values as V
from .cases import COMPANY, LOCALES
from .genres import BANKS, SERVERS, SHOPS, UTILITIES, fill, greet
from .people import address, make_person
from .render import Builder, Person, assign_entities, fem_surname, roman, words

BY_LOCALE = {loc["locale"]: loc for loc in LOCALES}

# locale, first sibling, second sibling (given name, sex), romanisations where not Latin
PAIRS = [
    ("en_AU", ("Mia", "f"), ("Maia", "f"), {}),
    ("en_AU", ("Ella", "f"), ("Ellie", "f"), {}),
    ("en_IN", ("Priya", "f"), ("Piya", "f"), {}),
    ("en_IN", ("Rohan", "m"), ("Rohit", "m"), {}),
    ("ru_RU", ("Алёна", "f"), ("Алина", "f"), {}),
    ("ru_RU", ("Ярослав", "m"), ("Ярослава", "f"), {}),
    ("tr_TR", ("Ayşe", "f"), ("Ayşen", "f"), {}),
    ("tr_TR", ("Mert", "m"), ("Mete", "m"), {}),
    ("pl_PL", ("Kamil", "m"), ("Kamila", "f"), {}),
    ("vi_VN", ("Minh", "m"), ("Linh", "f"), {}),
    ("id_ID", ("Putri", "f"), ("Putra", "m"), {}),
    ("zh_TW", ("美玲", "f"), ("美齡", "f"), {"美齡": "Mei-Ling"}),
    ("ko_KR", ("서연", "f"), ("서윤", "f"), {"서윤": "Seoyun"}),
    ("ko_KR", ("민준", "m"), ("민주", "f"), {"민주": "Minju"}),
    ("sm_WS", ("Sina", "f"), ("Sione", "m"), {}),
    ("ceb_PH", ("Marites", "f"), ("Maritess", "f"), {}),
    ("ku_TR", ("Rojda", "f"), ("Rojin", "f"), {}),
    ("ky_KG", ("Нурлан", "m"), ("Нурлана", "f"), {}),
    ("jv_ID", ("Wahyu", "m"), ("Wahyuni", "f"), {}),
    ("ig_NG", ("Chika", "f"), ("Chike", "m"), {}),
]


def sibling(loc: dict, given: str, sex: str, base: str, rng, proto: Person) -> Person:
    p = Person(
        loc=loc,
        given=given,
        sur=fem_surname(loc, base) if sex == "f" else base,
        sex=sex,
        common_ok=False,
    )
    if loc.get("order") == "vi":
        p.mid = rng.choice(words(loc["mid_" + sex]))
    if "patr" in loc or loc.get("patr_kg"):
        p.father = proto.father
    p.phones = {
        "mobile": V.phone(loc["region"], "mobile", rng),
        "landline": V.phone(loc["region"], "landline", rng),
    }
    return p


def household_records(seed: int) -> list[dict]:
    rng = random.Random(seed)
    out: list[dict] = []
    for k, (code, (g0, s0), (g1, s1), extra) in enumerate(PAIRS, start=1):
        base_loc = BY_LOCALE[code]
        loc = {**base_loc, "roman": {**base_loc.get("roman", {}), **extra}}
        scope = f"h15-household-{k:02d}"
        avoid = {g0, g1}
        proto = make_person(loc, "m", rng, avoid)  # draws a surname and a father's name
        base = proto.sur
        p0 = sibling(loc, g0, s0, base, rng, proto)
        p1 = sibling(loc, g1, s1, base, rng, proto)
        a = make_person(loc, rng.choice("fm"), rng, avoid | {base}, company=COMPANY)
        home = address(loc, rng)
        ip = V.ip(rng)
        s_g0, s_g1 = V.slug(roman(loc, g0)), V.slug(roman(loc, g1))
        s_sur = V.slug(roman(loc, base))
        domain = rng.choice(loc["domains"].split())
        if Levenshtein.distance(s_g0, s_g1) == 1:
            mails = [f"{s_g0}.{s_sur}@{domain}", f"{s_g1}.{s_sur}@{domain}"]
        else:
            y = rng.choice([y for y in range(1975, 2000) if y % 10 != 9])
            mails = [f"{s_sur}{y}@{domain}", f"{s_sur}{y + 1}@{domain}"]
        acct, order = V.account(rng), V.order(rng)
        for p, mail, ac, od in (
            (p0, mails[0], acct, order),
            (p1, mails[1], V.swap_two(acct, rng), V.swap_two(order, rng)),
        ):
            p.vals.update(home)
            p.vals.update(email=mail, acct=ac, order=od, ip=ip)
            p.vals["card"] = V.card(rng.choice(loc["issuers"].split()), rng)
            p.vals["user"] = f"{V.slug(roman(loc, p.given))}{rng.randrange(10, 99)}"
            p.vals["ref_address"] = "household/address"
            p.vals["ref_ip"] = "household/ip"
        b = Builder(scope, {"c": p0, "r": p1, "a": a}, {"c": "p0", "r": "p1", "a": "agent"}, rng)
        meta = {"lang": loc["lang"], "locale": loc["locale"]}
        zip0 = '"{c.post}"' if home["post"] else '""'
        templates = [
            (
                "move_in_form",
                f"MOVE-IN REQUEST · {rng.choice(UTILITIES)}\n"
                "{L:name}: {c.last_first}\n{L:phone}: {c.mob}\n{L:email}: {c.email}\n"
                "{L:addr}: {c.addr}\n{L:acct}: {c.acct}\n"
                "Co-occupant: {r.full}, {r.mob}, {r.email}, {L:acct} {r.acct}\n"
                "Submitted from {c.ip}",
            ),
            (
                "shopify_csv",
                "Name,Email,Financial Status,Billing Name,Billing Address,Billing Zip,"
                "Billing Phone,Vendor\n"
                '{c.order},{c.email},paid,"{c.full}","{c.addr}",'
                + zip0
                + ",{c.mob:e164},"
                + rng.choice(SHOPS)
                + '\n{r.order},{r.email},pending,"{r.full}","{c.addr}",'
                + zip0
                + ",{r.mob:e164},"
                + rng.choice(SHOPS),
            ),
            (
                "discord_thread",
                f"#help-desk · {rng.choice(SERVERS)}\n"
                "{c.user} — Today at 18:40\n{T:chat}\n{r.user} — Today at 18:41\n"
                "+1 {L:order} {r.order} {r.email}\n{a.user} [MOD] — Today at 18:44\n"
                + greet(loc, "{c.first}")
                + " {r.first} 👋 DM",
            ),
            (
                "hubspot_note",
                "HubSpot · Contact\nFirst name: {c.first}\nLast name: {c.sur}\n"
                "Email: {c.email}\nPhone number: {c.mob}\nStreet address: {c.addr}\n"
                "Associated contact: {r.full} ({r.email}, {r.mob})\nNote: {T:order}",
            ),
            (
                "fraud_alert_reply",
                f"From: fraud-ops · {rng.choice(BANKS)}\nTo: "
                + "{r.email}\n\n"
                + greet(loc, "{r.hname}")
                + "\n{L:card}: {r.card} — BLOCKED\n{L:acct}: {r.acct}\n"
                "{L:addr}: {r.addr}\nLogin IP: {r.ip}\n— {a.full}, {a.land}",
            ),
        ]
        recs = [
            b.record(f"{scope}:{i}", fill(loc, t, "{c.first}"), {**meta, "genre": g})
            for i, (g, t) in enumerate(templates, start=1)
        ]
        assign_entities(recs)
        out.extend(recs)
    return out
