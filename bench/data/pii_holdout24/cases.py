"""Locales, drawing people and values for a case, and the holes of the customers' sentences."""

from __future__ import annotations

import random

from . import values as V
from .langs_a import LOCALES_A
from .langs_b import LOCALES_B
from .langs_c import LOCALES_C
from .render import full

LOCALES = LOCALES_A + LOCALES_B + LOCALES_C

# card issuers per locale; "mastercard2" is a 2-series Mastercard
CARDS = {
    "ar_EG": ("visa", "mastercard"),
    "he_IL": ("visa", "mastercard2", "amex"),
    "hi_IN": ("visa", "mastercard"),
    "id_ID": ("visa", "jcb"),
    "tl_PH": ("visa", "mastercard", "amex"),
    "yo_NG": ("visa", "mastercard2"),
    "zu_ZA": ("visa", "amex"),
    "ne_NP": ("visa", "unionpay"),
    "gl_ES": ("visa", "mastercard2"),
    "ht_HT": ("visa", "discover"),
    "ny_MW": ("visa", "mastercard"),
    "st_LS": ("visa", "mastercard"),
    "ee_TG": ("visa", "mastercard"),
    "kab_DZ": ("visa", "mastercard"),
    "rm_CH": ("visa", "mastercard2", "amex"),
}


def pair(name) -> tuple[str, str]:
    return (name, name) if isinstance(name, str) else tuple(name)


def latin(L: dict) -> bool:
    given = pair(L["women"][0])
    return given[0] == given[1]


def person(rng: random.Random, L: dict, woman: bool, pool=None, surname=None) -> dict:
    names = pool if pool is not None else (L["women"] if woman else L["men"])
    given, given_r = pair(rng.choice(names))
    sur, sur_r = surname or pair(rng.choice(L["surnames"]))
    return {"given": given, "surname": sur, "given_r": given_r, "surname_r": sur_r, "woman": woman}


def inflected(L: dict, given: str) -> tuple[str, str]:
    """The friend's given name as a dative (to/for her): (value, shape)."""
    if L["to"] is None:
        return given, "first_name_alone"
    kind, affix = L["to"]
    return (affix + given if kind == "prefix" else given + affix), "inflected"


def draw_case(rng: random.Random, L: dict, genre: int) -> dict:
    """People and values of one case; the customer of the chat genres has a nickname."""
    nick_keys = tuple(L["nick"])
    if genre in (0, 6):
        key = rng.choice(nick_keys)
        all_names = [pair(n) for n in L["women"]]
        woman = key in [n[1] for n in all_names]
        pool = [n for n in (L["women"] if woman else L["men"]) if pair(n)[1] == key]
        cust = person(rng, L, woman, pool)
    else:
        cust = person(rng, L, rng.random() < 0.5)
    while True:
        friend = person(rng, L, True)
        agent = person(rng, L, rng.random() < 0.5)
        lead = person(rng, L, rng.random() < 0.5)
        people = (cust, friend, agent, lead)
        givens = {p["given_r"] for p in people}
        surnames = {p["surname_r"] for p in people}
        if len(givens) == 4 and len(surnames) >= 3 and friend["surname"] != cust["surname"]:
            break
    birth = pair(rng.choice([s for s in L["surnames"] if pair(s)[0] != friend["surname"]]))
    cover = pair(rng.choice(L["common"]))
    region = L["region"]
    town, postcode = rng.choice(L["towns"])
    cards = CARDS[L["locale"]]  # the refund genre takes the second issuer, the others the last
    issuer = cards[1] if genre == 1 else cards[-1] if len(cards) > 2 else cards[0]
    return {
        "L": L,
        "cust": cust,
        "friend": friend,
        "agent": agent,
        "lead": lead,
        "birth": birth,
        "cover": cover,
        "c_mob": V.draw_phone(rng, region, "mobile"),
        "f_mob": V.draw_phone(rng, region, "mobile"),
        "a_land": V.draw_phone(rng, region, "landline"),
        "c_email": V.draw_email(rng, cust["given_r"], cust["surname_r"]),
        "f_email": V.draw_email(rng, friend["given_r"], friend["surname_r"]),
        "c_login": V.draw_login(rng, cust["given_r"], cust["surname_r"]),
        "acct": V.draw_account(rng),
        "order": V.draw_order(rng),
        "card": V.draw_card(rng, issuer),
        "iban": V.draw_iban(rng, L["iban"]) if L["iban"] else None,
        "street": rng.choice(L["streets"]).format(n=rng.randint(2, 148)),
        "town": town,
        "postcode": postcode,
        "ip": V.draw_ip(rng, rng.random() < 0.3),
        "pass_no": rng.randint(1000, 9999),
    }


def holes(c: dict) -> dict[str, list]:
    """What a customer's sentence may hold, in the customer's script."""
    L, region = c["L"], c["L"]["region"]
    friend = c["friend"]
    nee = []
    if L["nee"]:
        nee = [f" ({L['nee']} ", ("PERSON", c["birth"][0], "friend", "birth_name"), ")"]
    if c["iban"]:
        payto = [("IBAN_CODE", V.group_iban(c["iban"]), "customer/iban")]
    else:
        payto = [("CREDIT_CARD", V.group_card(c["card"]), "customer/pay")]
    street = ("STREET_ADDRESS", c["street"], "customer/address")
    address = []
    fmt = L["addr"]
    for part in fmt.replace("{", "\0{").split("\0"):
        if part.startswith("{street}"):
            address += [street, part[len("{street}") :]]
        elif part.startswith("{postcode}"):
            address += [("POSTAL_CODE", c["postcode"], "customer/address"), part[10:]]
        elif part.startswith("{town}"):
            address += [c["town"] + part[6:]]
        else:
            address.append(part)
    fto, fto_shape = inflected(L, friend["given"])
    return {
        "friend": [("PERSON", full(friend), "friend", "full_name")],
        "nee": nee,
        "phone": [
            (
                "PHONE_NUMBER",
                V.phone_text(c["c_mob"], region, "national"),
                "customer/mobile",
                "national",
                region,
            )
        ],
        "fphone": [
            (
                "PHONE_NUMBER",
                V.phone_text(c["f_mob"], region, "national"),
                "friend/mobile",
                "national",
                region,
            )
        ],
        "order": [("ORDER_ID", c["order"], "customer/order")],
        "card": [("CREDIT_CARD", V.group_card(c["card"]), "customer/pay")],
        "payto": payto,
        "address": [p for p in address if p != ""],
        "street": [street],
        "fto": [("PERSON", fto, "friend", fto_shape)],
        "femail": [("EMAIL_ADDRESS", c["f_email"], "friend/email")],
    }
