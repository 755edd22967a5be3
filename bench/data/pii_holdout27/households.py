"""Twenty households: two people of one surname at one address, whose lone given names are
one or two edits apart, whose e-mails are one character apart (``<surname>.<yy>``), and whose
account and order ids differ by two swapped neighbouring digits."""

from __future__ import annotations

import random

from bench.data.pii_holdout27 import values as V
from bench.data.pii_holdout27.cases import LOCALES, Person
from bench.data.pii_holdout27.render import Doc, finish, leaks, record


def swapped(rng: random.Random, value: str) -> str:
    """``value`` with two different neighbouring digits swapped (never the first digit)."""
    head, digits = value.rstrip("0123456789"), value[len(value.rstrip("0123456789")) :]
    spots = [i for i in range(1, len(digits) - 1) if digits[i] != digits[i + 1]]
    i = rng.choice(spots)
    return head + digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]


def draw_household(rng: random.Random, loc: dict, pair: tuple[str, ...]) -> dict:
    surname = rng.choice(loc["surnames"])
    first = bool(loc.get("surname_first"))
    p0 = Person((pair[0], pair[2]), surname, first)
    p1 = Person((pair[1], pair[3]), surname, first)
    used = {pair[2], pair[3]}
    agent_given = rng.choice([g for g in loc["women"] + loc["men"] if g[1] not in used])
    agent_surname = rng.choice([s for s in loc["surnames"] if s != surname])
    yy = rng.choice([y for y in range(58, 99) if y % 10 != 9])
    domain = rng.choice(loc["domains"])
    street = rng.choice(loc["streets"])
    town, postcode = rng.choice(loc["towns"])
    region = loc["region"]
    acct, order = V.account_id(rng), V.order_id(rng)
    return {
        "people": {"p0": p0, "p1": p1, "agent": Person(agent_given, agent_surname)},
        "p0/email": f"{V.slug(surname[1])}.{yy}@{domain}",
        "p1/email": f"{V.slug(surname[1])}.{yy + 1}@{domain}",
        "p0/account": acct,
        "p1/account": swapped(rng, acct),
        "p0/order": order,
        "p1/order": swapped(rng, order),
        "household/address": f"{street}, {postcode} {town}" if postcode else f"{street}, {town}",
        "household/ip": V.ip(rng, v6=rng.random() < 0.45),
        "phones": {
            "p0/mobile": V.phone(rng, region, "mobile"),
            "p1/mobile": V.phone(rng, region, "mobile"),
            "agent/landline": V.phone(rng, region, "landline"),
        },
    }


def _name(h: dict, who: str, shape: str, native: bool = False) -> tuple:
    p = h["people"][who]
    if shape == "first_name_alone":
        return ("PERSON", p.given[0] if native else p.given[1], who, shape)
    return ("PERSON", p.full(native=native), who, shape)


def _phone(h: dict, key: str, shape: str, region: str) -> tuple:
    return ("PHONE_NUMBER", V.phone_text(h["phones"][key], shape, region), key, shape, region)


def _val(h: dict, type_: str, key: str) -> tuple:
    return (type_, h[key], key, None)


def household_docs(h: dict, loc: dict) -> list[Doc]:
    reg = loc["region"]
    a = (
        Doc()
        .t("Duplicate check · 2 candidates at ")
        .s(_val(h, "STREET_ADDRESS", "household/address"))
    )
    for n, p in enumerate(("p0", "p1"), 1):
        a.t(f"\n{n}. ").s(_name(h, p, "full_name")).t(" <")
        a.s(_val(h, "EMAIL_ADDRESS", f"{p}/email")).t("> · ")
        a.s(_val(h, "ACCOUNT_ID", f"{p}/account")).t(" · ")
        a.s(_phone(h, f"{p}/mobile", "international", reg))
    a.t("\nSame device IP: ").s(_val(h, "IP_ADDRESS", "household/ip"))
    a.t("\nScore 0.94 — review before merge.")
    b = Doc().t("Pick list, van 2")
    for p in ("p0", "p1"):
        b.t("\n- ").s(_val(h, "ORDER_ID", f"{p}/order")).t(" → ")
        b.s(_name(h, p, "first_name_alone", native=True))
    b.t("\nDrop: ").s(_val(h, "STREET_ADDRESS", "household/address"))
    c = Doc().t(f"{loc['hi']}. ")
    c.frame(loc["hh"], sister=_name(h, "p1", "first_name_alone", native=True))
    c.t("\n").s(_name(h, "p0", "full_name", native=True)).t(" · ")
    c.s(_phone(h, "p0/mobile", "national", reg))
    d = Doc().t("Callback task for ").s(_name(h, "agent", "full_name")).t(": ring ")
    d.s(_name(h, "p1", "first_name_alone", native=True)).t(" on ")
    d.s(_phone(h, "p1/mobile", "national", reg)).t(" about ")
    d.s(_val(h, "ORDER_ID", "p1/order")).t(". Desk phone ")
    d.s(_phone(h, "agent/landline", "national", reg)).t(".")
    e = Doc().t("Merge rejected: ").s(_val(h, "ACCOUNT_ID", "p0/account")).t(" and ")
    e.s(_val(h, "ACCOUNT_ID", "p1/account")).t(" are two people (")
    e.s(_val(h, "EMAIL_ADDRESS", "p0/email")).t(" / ").s(_val(h, "EMAIL_ADDRESS", "p1/email"))
    e.t("); orders ").s(_val(h, "ORDER_ID", "p0/order")).t(" and ")
    e.s(_val(h, "ORDER_ID", "p1/order")).t(" stay apart. Address ")
    e.s(_val(h, "STREET_ADDRESS", "household/address")).t(", IP ")
    e.s(_val(h, "IP_ADDRESS", "household/ip")).t(".")
    return [a, b, c, d, e]


def households(seed: int) -> list[dict]:
    rng = random.Random(seed)
    out: list[dict] = []
    n = 0
    for loc in LOCALES:
        for pair in loc["pairs"]:
            scope = f"h27-household-{n:02d}"
            while True:
                h = draw_household(rng, loc, pair)
                docs = household_docs(h, loc)
                recs = [
                    record(f"{scope}:{k}", scope, loc, "household", d) for k, d in enumerate(docs)
                ]
                if not leaks(recs):
                    break
            out += finish(recs)
            n += 1
    return out
