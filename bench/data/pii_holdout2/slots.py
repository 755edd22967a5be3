"""The slots of one direct case: every way a template may write the case's people and values."""

from __future__ import annotations

import random

from faker import Faker

from . import values as v
from .render import Sp

PRODUCTS = [
    "Atlas Pro",
    "Hudson router",
    "Sierra plan",
    "Jasper Premium",
    "Nova buds",
    "Orion hub",
    "Summit annual plan",
]


def pl_genitive(last: str) -> str | None:
    for end, gen in (
        ("ski", "skiego"),
        ("cki", "ckiego"),
        ("dzki", "dzkiego"),
        ("ska", "skiej"),
        ("cka", "ckiej"),
        ("dzka", "dzkiej"),
    ):
        if last.endswith(end):
            return last[: -len(end)] + gen
    if last.endswith(("ka", "ga")):
        return last[:-1] + "i"
    if last.endswith("a") and "-" not in last:
        return last[:-1] + "y"
    return None  # a consonant ending declines for men only: left in the nominative


def _genitive(lang: str, p: v.Person, ref: str) -> list:
    if lang == "pl":
        g = pl_genitive(p.last)
        return [Sp("PERSON", g, ref, "inflected")] if g else [Sp("PERSON", p.full, ref)]
    if lang in ("de", "nl"):
        name = p.first
        if name[-1] in "sxzßaeiou" or "-" in name:
            return [Sp("PERSON", name, ref, "first_name_alone"), "'" if lang == "de" else "'s"]
        return [Sp("PERSON", name + "s", ref, "inflected")]
    return [Sp("PERSON", p.last, ref, "possessive"), "'s"]


def _people(lang: str, c: v.Person, agent: v.Person, other: v.Person) -> dict:
    P = "PERSON"
    s = {
        "name": [Sp(P, c.full, "customer")],
        "first": [Sp(P, c.first, "customer", "first_name_alone")],
        "last": [Sp(P, c.last, "customer", "surname_alone")],
        "init_last": [Sp(P, f"{c.first[0]}. {c.last}", "customer", "initial")],
        "initials": [
            Sp(P, f"{c.first[0]}{v.ascii_fold(c.last)[0].upper()}", "customer", "initials")
        ],
        "lower_name": [Sp(P, c.full.lower(), "customer", "lower_case")],
        "last_first": [Sp(P, f"{c.last.upper()}, {c.first}", "customer", "last_first")],
        "poss": _genitive(lang, c, "customer"),
        "nick": [
            Sp(
                P,
                c.first_alt or c.first,
                "customer",
                "nickname" if c.first_alt else "first_name_alone",
            )
        ],
        "agent": [Sp(P, agent.first, "agent", "first_name_alone")],
        "agent_full": [Sp(P, agent.full, "agent")],
        "agent_init": [Sp(P, f"{agent.first} {agent.last[0]}.", "agent", "initial")],
        "other": [Sp(P, other.first, "other", "first_name_alone")],
        "other_full": [Sp(P, other.full, "other")],
    }
    if lang == "ja":
        s["kanji"] = [Sp(P, c.full_alt, "customer", "kanji")]
        s["kanji_last"] = [Sp(P, c.last_alt, "customer", "kanji_surname")]
        s["kanji_first"] = [Sp(P, c.first_alt, "customer", "kanji_given")]
        s["romaji_ja_order"] = [Sp(P, f"{c.last} {c.first}", "customer", "family_first")]
        s["agent_kanji"] = [Sp(P, agent.last_alt, "agent", "kanji_surname")]
        s["other_kanji"] = [Sp(P, other.full_alt, "other", "kanji")]
        s["nick"] = s["first"]
    return s


def _issuer(rng: random.Random, locale: str) -> str:
    pool = ["visa", "visa", "mastercard", "mastercard_2_series", "amex", "discover"]
    if locale == "ja_JP":
        pool += ["jcb", "jcb", "jcb"]
    return rng.choice(pool)


def case_slots(fake: Faker, rng: random.Random, locale: str) -> dict:
    lang = v.LOCALES[locale]
    while True:
        c, agent, other = (v.make_person(fake, rng, locale) for _ in range(3))
        names = [c.first, c.last, agent.first, agent.last, other.first, other.last]
        if len({n.lower() for n in names}) == 6 and all(len(n) > 2 for n in names):
            break
    s = _people(lang, c, agent, other)
    num = v.phone_forms(v.phone(rng, locale))
    home = v.phone_forms(v.phone(rng, locale))
    ad = v.address(fake, rng, locale)
    issuer = _issuer(rng, locale)
    written, digits = v.card(rng, issuer)
    email = v.email_for(rng, locale, c.first, c.last)
    user, domain = email.split("@")
    shape_card = issuer if issuer in ("amex", "mastercard_2_series", "jcb", "discover") else None
    s.update(
        {
            "email": [Sp("EMAIL_ADDRESS", email, "customer/email")],
            "email_spoken": [
                Sp(
                    "EMAIL_ADDRESS",
                    f"{user.replace('.', ' dot ')} at {domain.replace('.', ' dot ')}",
                    "customer/email",
                    "spoken",
                )
            ],
            "agent_email": [
                Sp(
                    "EMAIL_ADDRESS",
                    f"{v.ascii_fold(agent.first).lower()}.{v.ascii_fold(agent.last).lower()}"
                    "@support.quillo.example",
                    "agent/email",
                )
            ],
            "phone": [Sp("PHONE_NUMBER", num["national"], "customer/mobile", "national")],
            "phone_i": [
                Sp("PHONE_NUMBER", num["international"], "customer/mobile", "international")
            ],
            "phone_e": [Sp("PHONE_NUMBER", num["e164"], "customer/mobile", "e164")],
            "home": [Sp("PHONE_NUMBER", home["national"], "customer/home", "national")],
            "addr": [Sp("STREET_ADDRESS", ad["line"], "customer/address")],
            "addr_ml": [Sp("STREET_ADDRESS", ad["multi"], "customer/address", "multi_line")],
            "addr_nonum": [
                Sp("STREET_ADDRESS", ad["nonum"], "customer/old_address", "no_street_number")
            ],
            "street": [Sp("STREET_ADDRESS", ad["street"], "customer/address", "street_only")],
            "postcode": [Sp("POSTAL_CODE", ad["postcode"], "customer/postcode")],
            "city": [ad["city"]],
            "card": [Sp("CREDIT_CARD", written, "customer/card", shape_card)],
            "last4": [digits[-4:]],
            "acct": [Sp("ACCOUNT_ID", f"acct_{rng.randint(100000, 9999999)}", "customer/account")],
            "cust": [
                Sp("CUSTOMER_ID", f"cust_{rng.randint(10000, 999999)}", "customer/customer_id")
            ],
            "ord": [Sp("ORDER_ID", f"ORD-{rng.randint(1000000, 99999999)}", "customer/order")],
            "ord2": [Sp("ORDER_ID", f"ORD-{rng.randint(1000000, 99999999)}", "customer/order2")],
            "inv": [Sp("INVOICE_ID", f"INV-{rng.randint(2026000, 2026999)}", "customer/invoice")],
            "tkt": [Sp("TICKET_ID", f"TKT-{rng.randint(40000, 899999)}", "customer/ticket")],
            "ip": [Sp("IP_ADDRESS", fake.ipv4_public(), "customer/ip")],
            "ipv6": [Sp("IP_ADDRESS", fake.ipv6(), "customer/ip6", "ipv6")],
            "amount": [f"{rng.randint(9, 480)}.{rng.randint(0, 99):02d}"],
            "day": [str(rng.randint(2, 28))],
            "product": [rng.choice(PRODUCTS)],
        }
    )
    cc = v.IBAN_COUNTRY.get(locale) or rng.choice(["DE", "FR", "NL", "ES"])
    s["iban"] = [Sp("IBAN_CODE", v.iban(rng, cc), "customer/iban")]
    if locale == "en_US":
        ssn = fake.ssn()
        s["ssn"] = [
            Sp("US_SSN", ssn if rng.random() < 0.7 else ssn.replace("-", " "), "customer/ssn")
        ]
    return s
