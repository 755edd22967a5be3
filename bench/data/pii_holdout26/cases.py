"""Locales, card issuers and IBAN countries per locale, people and their name forms, and the
values of one case."""

from __future__ import annotations

import random
from dataclasses import dataclass

from . import values as V
from .langs_a import LOCALES_A
from .langs_b import LOCALES_B

LOCALES = {**LOCALES_A, **LOCALES_B}
ORDER = tuple(LOCALES)
# Locales whose names are written in a non-Latin script (native|romanised).
NATIVE = ("ta_IN", "fa_IR", "tg_TJ", "si_LK", "ps_AF")
IBAN = {"pt_BR": "BR", "de_AT": "AT", "fa_IR": "IR", "sc_IT": "IT", "co_FR": "FR"}
# (card of the deposit genre, card of the payout genre where there is no IBAN)
CARDS = {
    "pt_BR": ("mastercard2", None),
    "ta_IN": ("rupay", "visa"),
    "fa_IR": ("visa", None),
    "sw_KE": ("mastercard", "visa"),
    "de_AT": ("amex", None),
    "tg_TJ": ("mir", "visa"),
    "si_LK": ("amex", "mastercard"),
    "ps_AF": ("visa", "mastercard"),
    "hmn_LA": ("unionpay", "visa"),
    "ss_SZ": ("mastercard2", "visa"),
    "bm_ML": ("visa", "mastercard2"),
    "ch_GU": ("discover", "jcb"),
    "ilo_PH": ("jcb", "mastercard"),
    "sc_IT": ("mastercard", None),
    "co_FR": ("visa", None),
}


def split(name: str) -> tuple[str, str]:
    native, _, roman = name.partition("|")
    return native, roman or native


@dataclass
class Person:
    given: str  # in the locale's script
    surname: str
    given_r: str  # romanised
    surname_r: str
    woman: bool

    @property
    def full(self) -> str:
        return f"{self.given} {self.surname}"

    @property
    def full_r(self) -> str:
        return f"{self.given_r} {self.surname_r}"

    @property
    def last_first(self) -> str:
        return f"{self.surname_r}, {self.given_r}"

    @property
    def initial(self) -> str:
        return f"{self.given_r[0]}. {self.surname_r}"

    @property
    def surname_initial(self) -> str:
        return f"{self.surname_r} {self.given_r[0]}."

    @property
    def initials(self) -> str:
        return V.fold(self.given_r[0] + self.surname_r[0]).upper()

    @property
    def title(self) -> str:
        return "Ms" if self.woman else "Mr"


def people(
    rng: random.Random,
    loc: dict,
    n: int,
    women_only: tuple[bool, ...],
    first_given: str | None = None,
) -> list[Person]:
    """``n`` people of distinct given names and surnames; person i is a woman where
    ``women_only[i]``, else drawn from both lists. ``first_given`` fixes person 0's given."""
    surnames = rng.sample(loc["surnames"], n)
    used: set[str] = set()
    out = []
    for i in range(n):
        if i == 0 and first_given:
            g, woman = first_given, first_given in loc["women"]
        else:
            woman = women_only[i] or rng.random() < 0.5
            pool = [x for x in (loc["women"] if woman else loc["men"]) if x not in used]
            g = rng.choice(pool)
        used.add(g)
        gn, gr = split(g)
        sn, sr = split(surnames[i])
        out.append(Person(gn, sn, gr, sr, woman))
    return out


def address(rng: random.Random, loc: dict) -> tuple[str, str | None]:
    town, postcode = rng.choice(loc["towns"])
    line = loc["addr"].format(
        street=rng.choice(loc["streets"]), no=rng.randrange(2, 180), town=town
    )
    return line, postcode


def case_values(rng: random.Random, code: str, genre: int) -> dict:
    loc = LOCALES[code]
    first = None
    if genre == 6:
        nick, first = rng.choice(loc["nicks"])
    cust, friend, agent, lead = people(rng, loc, 4, (False, True, False, False), first)
    c = {
        "code": code,
        "loc": loc,
        "region": loc["region"],
        "native": code in NATIVE,
        "comma": "،" if code in ("fa_IR", "ps_AF") else ",",
        "cust": cust,
        "friend": friend,
        "agent": agent,
        "lead": lead,
        "cover": split(rng.choice(loc["common"])),
        "mobile": V.draw_phone(rng, loc["region"], "mobile"),
        "fmobile": V.draw_phone(rng, loc["region"], "mobile"),
        "landline": V.draw_phone(rng, loc["region"], "landline"),
        "email": V.email_for(rng, cust.given_r, cust.surname_r),
        "femail": V.email_for(rng, friend.given_r, friend.surname_r),
        "login": V.login_for(rng, cust.given_r, cust.surname_r),
        "acct": V.acct(rng),
        "order": V.order(rng),
        "ip": V.public_ip(rng, rng.random() < 0.35),
    }
    c["addr"], c["postcode"] = address(rng, loc)
    if genre == 6:
        c["nick"] = split(nick)[0]
    if genre == 0 and code in IBAN:
        c["iban"] = V.draw_iban(rng, IBAN[code])
    elif genre in (0, 1):
        c["card"] = V.draw_card(rng, CARDS[code][0 if genre == 1 else 1])
    return c
