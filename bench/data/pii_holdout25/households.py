"""Households: two people of one locale sharing a surname, an address and an IP, with given
names one or two edits apart, e-mails one character apart and ids two swapped digits apart."""

from __future__ import annotations

from .cases import LOCALES, Person, pair, phone
from .render import S, fill, make_case
from .values import draw_id, draw_ip, draw_phone, fold


def _swap(rng, value: str, prefix: str) -> str:
    digits = value.removeprefix(prefix)
    spots = [i for i in range(1, len(digits) - 1) if digits[i] != digits[i + 1]]
    i = rng.choice(spots)
    return prefix + digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]


def plan() -> list[tuple[dict, int]]:
    """Every locale once, then the frequent locales' second pair: 20 households."""
    first = [(loc, 0) for loc in LOCALES]
    return first + [(loc, 1) for loc in LOCALES if len(loc["pairs"]) > 1]


def household(rng, n: int, loc: dict, which: int) -> list[dict]:
    region = loc["region"]
    g0, g1 = (pair(g) for g in loc["pairs"][which])
    surname, agent_surname = rng.sample([pair(s) for s in loc["surnames"]], 2)
    p0, p1 = Person(g0, surname, True), Person(g1, surname, True)
    names = [pair(g) for g in (*loc["women"], *loc["men"])]
    ag = rng.choice([g for g in names if g not in (g0, g1)])
    agent = Person(ag, agent_surname, True)
    yy = rng.choice([y for y in range(70, 99) if y % 10 != 9])
    domain = rng.choice(loc["mail"])
    base = fold(surname[1]).lower().replace(" ", "")
    mails = [f"{base}.{yy}@{domain}", f"{base}.{yy + 1}@{domain}"]
    acct0, order0 = draw_id(rng, "acct_", 8, 9), draw_id(rng, "ORD-", 7, 8)
    accts, orders = [acct0, _swap(rng, acct0, "acct_")], [order0, _swap(rng, order0, "ORD-")]
    v = {
        "m0": draw_phone(rng, region, "mobile"),
        "m1": draw_phone(rng, region, "mobile"),
        "land": draw_phone(rng, region, "fixed"),
    }
    street = rng.choice(loc["streets"]).format(n=rng.randint(2, 180))
    town = rng.choice(loc["towns"])[0]
    ip = draw_ip(rng, rng.random() < 0.45)
    people = (p0, p1)

    def P(i, shape):  # noqa: N802
        p = people[i]
        value = (
            p.gn if shape == "first_name_alone" else (p.full_r if shape == "full_name" else shape)
        )
        return S("PERSON", value, f"p{i}", "full_name" if shape != "first_name_alone" else shape)

    def addr():
        return [S("STREET_ADDRESS", street, "household/address"), f", {town}"]

    def mail(i):
        return S("EMAIL_ADDRESS", mails[i], f"p{i}/email")

    def acct(i):
        return S("ACCOUNT_ID", accts[i], f"p{i}/account")

    def order(i):
        return S("ORDER_ID", orders[i], f"p{i}/order")

    def mob(i, shape):
        return phone(v, f"m{i}", shape, f"p{i}/mobile", region)

    dedupe = ['tool_result dedupe.check {"candidates": [']
    for i in (0, 1):
        dedupe += [
            '{"name": "',
            P(i, "full_name"),
            '", "email": "',
            mail(i),
            '", "account": "',
            acct(i),
            '", "mobile": "',
            mob(i, "national"),
            '"}',
            ", " if i == 0 else "",
        ]
    dedupe += ['], "address": "', *addr(), '", "score": 0.93}']
    picks = [
        "Pick list: ",
        order(0),
        " for ",
        P(0, "first_name_alone"),
        " / ",
        order(1),
        " for ",
        P(1, "first_name_alone"),
        " · ship to ",
        *addr(),
        " · ip ",
        S("IP_ADDRESS", ip, "household/ip"),
    ]
    own = [
        *fill(loc["household"], {"p1": [P(1, "first_name_alone")]}),
        "\n— ",
        S("PERSON", p0.full_n, "p0", "full_name"),
        "\n",
        *addr(),
    ]
    callback = [
        "Callback task for ",
        S("PERSON", agent.full_r, "agent", "full_name"),
        " (",
        phone(v, "land", "national", "agent/landline", region),
        "): call ",
        P(1, "first_name_alone"),
        " on ",
        mob(1, "international"),
        ", not ",
        P(0, "first_name_alone"),
        " (",
        mob(0, "international"),
        "); same address ",
        *addr(),
    ]
    merge = [
        "merge.rejected ",
        acct(0),
        " + ",
        acct(1),
        ": different people (",
        P(0, "first_name_alone"),
        " / ",
        P(1, "first_name_alone"),
        "); orders ",
        order(0),
        ", ",
        order(1),
        "; e-mails ",
        mail(0),
        ", ",
        mail(1),
        "; address ",
        *addr(),
    ]
    base_row = {"lang": loc["locale"].split("_")[0], "locale": loc["locale"], "genre": "household"}
    return make_case(f"h25-household-{n:02d}", base_row, [dedupe, picks, own, callback, merge])
