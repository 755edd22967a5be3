"""Households: a near-duplicate pair p0/p1 (given names one or two edits apart, one surname,
e-mails one character apart, ids two swapped neighbouring digits apart) at one address."""

from __future__ import annotations

import random

from . import render as R
from . import values as V
from .cases import LOCALES, pair, person

P = "PERSON"


def swapped(rng: random.Random, ident: str, prefix: str) -> str:
    digits = ident[len(prefix) :]
    while True:
        i = rng.randrange(len(digits) - 1)
        if digits[i] != digits[i + 1]:
            return prefix + digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]


def plan() -> list[tuple[dict, tuple]]:
    """Every locale once, and the five frequent ones (the first of each module) twice."""
    out = [(L, L["pairs"][0]) for L in LOCALES]
    out += [(L, L["pairs"][1]) for L in LOCALES if len(L["pairs"]) > 1]
    return out


def household(rng: random.Random, L: dict, names: tuple, scope: str) -> list[R.Doc]:
    case = R.Case(scope)
    region = L["region"]
    sur = pair(rng.choice(L["surnames"]))
    p0 = person(rng, L, True, [names[0]], sur)
    p1 = person(rng, L, True, [names[1]], sur)
    while True:
        agent = person(rng, L, rng.random() < 0.5)
        if agent["surname"] != sur[0] and agent["given_r"] not in (p0["given_r"], p1["given_r"]):
            break
    yy = rng.randint(60, 98)
    if yy % 10 == 9:
        yy -= 1
    domain = rng.choice(V.DOMAINS)
    base = V.fold(sur[1]).lower()
    mails = (f"{base}.{yy}@{domain}", f"{base}.{yy + 1}@{domain}")
    accts = [V.draw_account(rng)]
    accts.append(swapped(rng, accts[0], "acct_"))
    orders = [V.draw_order(rng)]
    orders.append(swapped(rng, orders[0], "ORD-"))
    mobs = [V.draw_phone(rng, region, "mobile") for _ in range(2)]
    land = V.draw_phone(rng, region, "landline")
    street = (
        rng.choice(L["streets"]).format(n=rng.randint(2, 148)) + ", " + rng.choice(L["towns"])[0]
    )
    ip = V.draw_ip(rng, rng.random() < 0.45)
    people = (p0, p1)

    def ph(k: int, shape: str):
        return ("PHONE_NUMBER", V.phone_text(mobs[k], region, shape), f"p{k}/mobile", shape, region)

    a = R.Doc(case).t('tool_result find_duplicates {"candidates": [')
    for k, p in enumerate(people):
        a.t('{"name": "').v(P, R.full_r(p), f"p{k}", "full_name")
        a.t('", "email": "').v("EMAIL_ADDRESS", mails[k], f"p{k}/email")
        a.t('", "account": "').v("ACCOUNT_ID", accts[k], f"p{k}/account")
        a.t('", "mobile": "').v(*ph(k, "international")).t('"}' + (", " if k == 0 else "]}"))
    b = R.Doc(case).t("Which customer did you mean?\n")
    for k, p in enumerate(people):
        b.t(f"{k + 1}) ").v(P, p["given"], f"p{k}", "first_name_alone").t(" · ")
        b.v("STREET_ADDRESS", street, "household/address").t(" · ")
        b.v("ORDER_ID", orders[k], f"p{k}/order").t("\n")
    c = R.Doc(case).t("customer: ")
    c.frame(
        L["household"],
        {
            "p0": [(P, p0["given"], "p0", "first_name_alone")],
            "p1": [(P, p1["given"], "p1", "first_name_alone")],
            "phone": [ph(0, "national")],
        },
    )
    c.t("\n").v(P, R.full(p0), "p0", "full_name")
    d = R.Doc(case).t("Task: call back ").v(P, p1["given"], "p1", "first_name_alone").t(" on ")
    d.v(*ph(1, "national")).t(" about ").v("ORDER_ID", orders[1], "p1/order").t(" (")
    d.v("ACCOUNT_ID", accts[1], "p1/account").t("); address on file ")
    d.v("STREET_ADDRESS", street, "household/address").t(".\nOwner: ")
    d.v(P, R.full_r(agent), "agent", "full_name").t(", ")
    d.v(
        "PHONE_NUMBER", V.phone_text(land, region, "national"), "agent/landline", "national", region
    )
    e = R.Doc(case).t("merge.rejected ").v("ACCOUNT_ID", accts[0], "p0/account").t(" <> ")
    e.v("ACCOUNT_ID", accts[1], "p1/account").t("\nreason: different people (")
    e.v("EMAIL_ADDRESS", mails[0], "p0/email").t(" vs ").v("EMAIL_ADDRESS", mails[1], "p1/email")
    e.t(", ").v("ORDER_ID", orders[0], "p0/order").t(" vs ").v("ORDER_ID", orders[1], "p1/order")
    e.t(")\nshared: ").v("STREET_ADDRESS", street, "household/address").t(", ip ")
    e.v("IP_ADDRESS", ip, "household/ip").t(", mobiles ").v(*ph(0, "national")).t(" / ")
    e.v(*ph(1, "national")).t("\nreviewer: ").v(P, R.full_r(agent), "agent", "full_name")
    return [a, b, c, d, e]
