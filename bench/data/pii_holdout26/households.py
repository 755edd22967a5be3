"""Twenty households: two people of near-duplicate given names (one pair per locale, two for
the five frequent locales), one surname, e-mails one character apart, account and order ids
two swapped neighbouring digits apart, one address and one IP."""

from __future__ import annotations

import random

from . import values as V
from .cases import LOCALES, ORDER, address, people, split
from .genres import P
from .render import Rec

TWO_PAIRS = ("pt_BR", "ta_IN", "fa_IR", "sw_KE", "de_AT")


def plan() -> list[tuple[str, tuple[str, str]]]:
    out = []
    for code in ORDER:
        pairs = LOCALES[code]["pairs"]
        out.extend((code, pair) for pair in pairs[: 2 if code in TWO_PAIRS else 1])
    return out


def swapped(rng: random.Random, prefix: str, n: int) -> tuple[str, str]:
    while True:
        digits = str(rng.randrange(10 ** (n - 1), 10**n))
        i = rng.randrange(1, n - 1)
        if digits[i] != digits[i + 1]:
            other = digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]
            return prefix + digits, prefix + other


def household(rng: random.Random, code: str, pair: tuple[str, str]) -> tuple[list[Rec], dict]:
    loc, region = LOCALES[code], LOCALES[code]["region"]
    surname = rng.choice(loc["surnames"])
    sn, sr = split(surname)
    (g0, g0r), (g1, g1r) = split(pair[0]), split(pair[1])
    full = (f"{g0} {sn}", f"{g1} {sn}")
    full_r = (f"{g0r} {sr}", f"{g1r} {sr}")
    agent = None
    while agent is None:
        agent = next(
            (
                p
                for p in people(rng, loc, 3, (False,) * 3)
                if p.surname != sn and p.given_r not in (g0r, g1r)
            ),
            None,
        )
    year = rng.choice([y for y in range(70, 99) if y % 10 != 9])
    domain = rng.choice(V.DOMAINS)
    local = V.fold(sr).lower().replace(" ", "")
    mails = (f"{local}.{year}@{domain}", f"{local}.{year + 1}@{domain}")
    accts = swapped(rng, "acct_", 7)
    orders = swapped(rng, "ORD-", 6)
    mobiles = [V.draw_phone(rng, region, "mobile") for _ in range(2)]
    landline = V.draw_phone(rng, region, "landline")
    addr, _ = address(rng, loc)
    ip = V.public_ip(rng, rng.random() < 0.4)

    def phone(i: int | None, shape: str) -> tuple:
        num, ref = (landline, "agent/landline") if i is None else (mobiles[i], f"p{i}/mobile")
        return ("PHONE_NUMBER", V.phone_shape(num, region, shape), ref, shape, region)

    def first(r: Rec, i: int) -> Rec:
        return r.v("PERSON", (g0, g1)[i], f"p{i}", "first_name_alone")

    def addr_v(r: Rec) -> Rec:
        return r.v("STREET_ADDRESS", addr, "household/address")

    h1 = Rec().t("dedupe.check result:\n")
    for i, key in ((0, "a"), (1, "b")):
        h1.t(("{" if i == 0 else ",\n ") + f'"{key}": {{"name": "')
        h1.v("PERSON", full_r[i], f"p{i}", "full_name").t('", "email": "')
        h1.v("EMAIL_ADDRESS", mails[i], f"p{i}/email").t('", "account": "')
        h1.v("ACCOUNT_ID", accts[i], f"p{i}/account").t('", "phone": "')
        h1.v(*phone(i, "international")).t('"}')
    addr_v(h1.t(',\n "address": "')).t('", "ip": "').v("IP_ADDRESS", ip, "household/ip")
    h1.t('", "score": 0.91}')
    h2 = Rec().t("Which profile is yours? Reply 1 or 2\n1) ")
    addr_v(first(h2, 0).t(" · ").v("ORDER_ID", orders[0], "p0/order").t(" · ")).t("\n2) ")
    addr_v(first(h2, 1).t(" · ").v("ORDER_ID", orders[1], "p1/order").t(" · "))
    h3 = Rec().fill(
        loc["hh"],
        {
            "p0full": P(full[0], "p0", "full_name"),
            "p1": P(g1, "p1", "first_name_alone"),
            "addr": ("STREET_ADDRESS", addr, "household/address", None, None),
        },
    )
    h4 = first(Rec().t("Task: call back "), 0).t(" on ").v(*phone(0, "national")).t(" about ")
    h4.v("ORDER_ID", orders[0], "p0/order").t("; not ")
    first(h4, 1).t(" (").v(*phone(1, "national")).t(", ").v("ORDER_ID", orders[1], "p1/order")
    h4.t(").\nAssigned: ").v("PERSON", agent.full_r, "agent", "full_name").t(", ")
    h4.v(*phone(None, "national"))
    h5 = Rec().t("merge.rejected ").v("ACCOUNT_ID", accts[0], "p0/account").t(" <- ")
    h5.v("ACCOUNT_ID", accts[1], "p1/account").t(": two people at ")
    addr_v(h5).t(" (").v("EMAIL_ADDRESS", mails[0], "p0/email").t(" / ")
    h5.v("EMAIL_ADDRESS", mails[1], "p1/email").t("), ip ").v("IP_ADDRESS", ip, "household/ip")
    return [h1, h2, h3, h4, h5], {"lang": loc["lang"], "locale": code, "genre": "household"}
