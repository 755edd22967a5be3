"""Households: twenty pairs of siblings at one address, near-duplicates of each other (given names
one or two edits apart, e-mails one character apart, ids two swapped neighbouring digits apart,
one IP), five records each."""

from __future__ import annotations

import random

from bench.data.pii_holdout18 import values as v
from bench.data.pii_holdout18.cases import Ctx
from bench.data.pii_holdout18.people import (
    LOCALES,
    Person,
    parse_name,
    parse_surname,
    split_list,
)
from bench.data.pii_holdout18.render import Case, Val, fill, join

# (locale, p0's given name, p0 female?, p1's given name, p1 female?), typed by hand.
PAIRS = (
    ("en_IE", "Ciara", True, "Ciarán", False),
    ("en_IE", "Orla", True, "Orna", True),
    ("en_ZA", "Thandi", True, "Thando", False),
    ("en_ZA", "Riaan", False, "Rian", False),
    ("da_DK", "Mads", False, "Mats", False),
    ("da_DK", "Anne", True, "Anna", True),
    ("nb_NO", "Ola", False, "Ole", False),
    ("cs_CZ", "Jana", True, "Jan", False),
    ("hr_HR", "Ivana", True, "Ivan", False),
    ("hr_HR", "Marija", True, "Mario", False),
    ("he_IL", "נועה=Noa", True, "נועם=Noam", False),
    ("ms_MY", "Haziq", False, "Hafiq", False),
    ("ms_MY", "Amira", True, "Amirah", True),
    ("bn_BD", "রাকিব=Rakib", False, "রাকিবা=Rakiba", True),
    ("gn_PY", "Liz", True, "Luz", True),
    ("iu_CA", "ᐃᓕᓴᐱ=Elisapee", True, "ᐃᓕᓴ=Elisa", True),
    ("chr_US", "ᎠᏂ=Annie", True, "ᎠᎾ=Anna", True),
    ("syr_IQ", "ܣܪܓܘܢ=Sargon", False, "ܣܪܓܝܣ=Sargis", False),
    ("ak_GH", "Kofi", False, "Kojo", False),
    ("om_ET", "Lalise", True, "Lalisa", True),
)


def edits(a: str, b: str) -> int:
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1]


def swap_neighbours(rng: random.Random, value: str) -> str:
    """``value`` with two neighbouring, different digits swapped."""
    spots = [i for i in range(len(value) - 1) if value[i].isdigit() and value[i + 1].isdigit()]
    spots = [i for i in spots if value[i] != value[i + 1]]
    i = rng.choice(spots)
    return value[:i] + value[i + 1] + value[i] + value[i + 2 :]


def _siblings(rng: random.Random, loc: dict, pair: tuple) -> tuple[Person, Person]:
    _, g0, f0, g1, f1 = pair
    taken = {t.lower() for g in (g0, g1) for t in parse_name(g).roman.split()}
    for _ in range(200):
        male, female = parse_surname(rng.choice(split_list(loc["surnames"])))
        if not {t.lower() for t in male.roman.split()} & taken:
            break
    p0 = Person(parse_name(g0), female if f0 else male, None, f0, loc)
    p1 = Person(parse_name(g1), female if f1 else male, None, f1, loc)
    return p0, p1


def _mails(rng: random.Random, loc: dict, p0: Person, p1: Person) -> tuple[str, str]:
    domain = rng.choice(loc["domains"])
    g0, g1 = (v.ascii_fold(p.first(True)).replace(" ", "") for p in (p0, p1))
    surname = v.ascii_fold(p0.last(True)).replace(" ", "").replace("-", "")
    if edits(g0, g1) == 1:
        return f"{g0}.{surname}@{domain}", f"{g1}.{surname}@{domain}"
    year = rng.choice([y for y in range(1980, 2001) if y % 10 != 9])
    return f"{surname}{year}@{domain}", f"{surname}{year + 1}@{domain}"


def _slots(rng: random.Random, loc: dict, pair: tuple, n: int) -> dict:
    p0, p1 = _siblings(rng, loc, pair)
    helper = Ctx(rng, loc, 200 + n)  # a fresh agent, address and IP from the direct-case tables
    while helper.agent.tokens() & (p0.tokens() | p1.tokens()):
        helper = Ctx(rng, loc, 200 + n)
    m0, m1 = _mails(rng, loc, p0, p1)
    acct0, ord0 = v.account_id(rng), v.order_id(rng)
    acct1, ord1 = swap_neighbours(rng, acct0), swap_neighbours(rng, ord0)
    region = loc["region"]
    mob = [v.draw_phone(rng, region, "mobile") for _ in range(2)]
    s: dict[str, str | Val] = {}
    for i, (p, mail, acct, order) in enumerate(((p0, m0, acct0, ord0), (p1, m1, acct1, ord1))):
        ref = f"p{i}"
        s[f"first{i}"] = Val("PERSON", p.first(), ref, "first_name_alone")
        s[f"full{i}"] = Val("PERSON", p.full(), ref, "full_name")
        s[f"rom{i}"] = Val("PERSON", p.full(True), ref, "full_name")
        s[f"mail{i}"] = Val("EMAIL_ADDRESS", mail, f"{ref}/email")
        s[f"acct{i}"] = Val("ACCOUNT_ID", acct, f"{ref}/account")
        s[f"ord{i}"] = Val("ORDER_ID", order, f"{ref}/order")
        shape = ("national", "international")[i]
        text = v.phone_text(mob[i], region, shape)
        s[f"mob{i}"] = Val("PHONE_NUMBER", text, f"{ref}/mobile", shape, region)
    s["addr"] = Val("STREET_ADDRESS", helper.address, "household/address")
    s["ip"] = Val("IP_ADDRESS", helper.ip, "household/ip")
    s["agent"] = Val("PERSON", helper.agent.full(True), "agent", "full_name")
    land = v.draw_phone(rng, region, "landline")
    s["land"] = Val(
        "PHONE_NUMBER", v.phone_text(land, region, "national"), "agent/landline", "national", region
    )
    return s


RECORDS = (
    "Duplicate-account check: {acct0} ({rom0}, {mail0}) and {acct1} ({rom1}, {mail1}) share the "
    "address {addr} and the sign-up IP {ip}. Flagged by {agent}.",
    "Picking list: {ord0} for {first0}, {ord1} for {first1}; both to {addr}.",
    None,  # the siblings' own words, from the locale's "home" frame
    "Callback: {first0} on {mob0}, {first1} on {mob1}. Questions to {agent}, {land}.",
    "Merge request from {full1}: accounts {acct1} and {acct0}, e-mails {mail1} / {mail0}, orders "
    "{ord1} and {ord0}, one address ({addr}), one IP ({ip}).",
)


def household_cases(rng: random.Random) -> list[dict]:
    by_code = {loc["locale"]: loc for loc in LOCALES}
    records: list[dict] = []
    for n, pair in enumerate(PAIRS, start=1):
        loc = by_code[pair[0]]
        s = _slots(rng, loc, pair, n)
        case = Case(
            f"h18-household-{n:02d}",
            {"lang": loc["lang"], "locale": loc["locale"], "genre": "household"},
        )
        for frame in RECORDS:
            if frame is None:
                home = {"a": s["first0"], "b": s["first1"], "addr": s["addr"]}
                case.add(join([fill(loc["frames"]["home"], home)]))
            else:
                case.add(fill(frame, s))
        records.extend(case.records)
    return records
