"""A case's people, values and the small span builders the genres share."""

from __future__ import annotations

import random
from dataclasses import dataclass

from . import values as V
from .people import Person, draw
from .render import S


@dataclass
class Ctx:
    loc: dict
    c: Person  # customer
    f: Person  # friend: the late mother, the meant payee, the daughter; always a woman
    a: Person  # agent
    ld: Person  # lead: a colleague cc'd in a note
    birth: str  # the friend's birth surname
    v: dict


def _distinct(people: list[Person], birth: str) -> bool:
    givens = {p.given for p in people}
    surs = {p.sur_rom.rstrip("a") for p in people} | {birth}
    return len(givens) == len(people) and len(surs) == len(people) + 1


def make_ctx(rng: random.Random, loc: dict, genre: int) -> Ctx:
    """People with distinct given names and surnames, and the case's values."""
    while True:
        c = draw(rng, loc, nick=genre == 5)
        f = draw(rng, loc, "f", words=genre in (1, 2))
        a, ld = draw(rng, loc), draw(rng, loc)
        birth = rng.choice(loc["surnames"])[1]
        if _distinct([c, f, a, ld], birth.rstrip("a")) and birth not in {
            p.sur for p in (c, f, a, ld)
        }:
            break
    region = loc["region"]
    town, postcode = rng.choice(loc["towns"])
    work = "assay-shop.example"
    v = {
        "email": V.email(rng, c.given_rom, c.sur_rom, loc["domains"]),
        "mobile": V.phone(rng, region, "mobile"),
        "payee_mobile": V.phone(rng, region, "mobile"),
        "landline": V.phone(rng, region, "fixed"),
        "acct": V.account(rng),
        "order": V.order(rng),
        "street": rng.choice(loc["streets"]).format(n=rng.randrange(2, 140)),
        "town": town,
        "postcode": postcode,
        "ip": V.ip(rng, rng.random() < 0.25),
        "card": V.card(rng, loc["issuer"]),
        "iban": V.iban(rng, loc["iban"]) if loc["iban"] else None,
        "old_login": V.login(rng, c.given_rom, c.sur_rom),
        "a_login": V.login(rng, a.given_rom, a.sur_rom),
        "ld_email": V.fold(f"{ld.given_rom}.{ld.sur_rom}").lower().replace(" ", "") + "@" + work,
    }
    return Ctx(loc, c, f, a, ld, birth, v)


def P(value: str, ref: str, shape: str) -> S:
    return S("PERSON", value, ref, shape)


def phone(x: Ctx, key: str, shape: str, ref: str) -> S:
    region = x.loc["region"]
    return S("PHONE_NUMBER", V.phone_text(x.v[key], shape, region), ref, shape, region)


def address(x: Ctx, ref: str = "customer/address") -> list:
    st = S("STREET_ADDRESS", x.v["street"], ref)
    town, code = x.v["town"], x.v["postcode"]
    pc = S("POSTAL_CODE", code, ref) if code else None
    return {
        "pt": lambda: [st, ", ", pc, " ", town],
        "ptf": lambda: [pc, " ", town, ", ", st],
        "ptr": lambda: [pc, ", ", town, ", ", st],
        "tp": lambda: [st, ", ", town, " ", pc],
        "none": lambda: [st, ", ", town, ", Willemstad"],
    }[x.loc["addr"]]()


def signature(p: Person, ref: str) -> list:
    """A signature: native script with the Latin form beside it where the script is not Latin."""
    if p.loc["script"]:
        return [P(p.full, ref, "native_script"), " (", P(p.full_rom, ref, "romanised"), ")"]
    return [P(p.full, ref, "full_name")]


def email(x: Ctx) -> S:
    return S("EMAIL_ADDRESS", x.v["email"], "customer/email")


def acct(x: Ctx) -> S:
    return S("ACCOUNT_ID", x.v["acct"], "customer/account")


def order(x: Ctx) -> S:
    return S("ORDER_ID", x.v["order"], "customer/order")


def ip(x: Ctx) -> S:
    return S("IP_ADDRESS", x.v["ip"], "customer/ip")


def a_login(x: Ctx) -> S:
    return P(x.v["a_login"], "agent", "username")
