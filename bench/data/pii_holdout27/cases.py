"""Locales, people and their name forms, and the values of one case."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from bench.data.pii_holdout27 import values as V
from bench.data.pii_holdout27.langs_a import LOCALES_A
from bench.data.pii_holdout27.langs_b import LOCALES_B

LOCALES = LOCALES_A + LOCALES_B
PERSON = "PERSON"


def is_native(loc: dict) -> bool:
    """Whether the locale writes names in a script of its own (with a typed Latin form)."""
    return loc["women"][0][0] != loc["women"][0][1]


@dataclass(frozen=True)
class Person:
    given: tuple[str, str]  # (native, romanised)
    surname: tuple[str, str]
    surname_first: bool = False

    def full(self, native: bool = False) -> str:
        i = 0 if native else 1
        if native and self.surname_first:
            return f"{self.surname[i]} {self.given[i]}"
        return f"{self.given[i]} {self.surname[i]}"

    def form(self, shape: str) -> str:
        """The person's name written in ``shape`` (romanised unless the shape says native)."""
        g, s = self.given[1], self.surname[1]
        forms = {
            "full_name": self.full(),
            "native_full": self.full(native=True),
            "first_name_alone": g,
            "native_given": self.given[0],
            "surname_alone": s,
            "upper": self.full().upper(),
            "lower": self.full().lower(),
            "last_first": f"{s}, {g}",
            "initials": f"{V.ascii_fold(g)[:1]}.{V.ascii_fold(s)[:1]}.".upper(),
            "surname_comma_initial": f"{s}, {g[:1]}.",
            "given_upper_surname": f"{g} {s.upper()}",
        }
        return forms[shape] if shape in forms else self.full()


@dataclass
class Case:
    """One case: a locale, four people (customer, friend, agent, lead) and their values."""

    loc: dict
    scope: str
    people: dict[str, Person]
    vals: dict[str, str] = field(default_factory=dict)
    phones: dict[str, object] = field(default_factory=dict)

    @property
    def region(self) -> str:
        return self.loc["region"]

    @property
    def native(self) -> bool:
        return is_native(self.loc)

    def name(self, who: str, shape: str, native: bool | None = None) -> tuple:
        """A PERSON span for ``who``: ``native`` picks the native form of a full or given
        name (by default: the locale's own script in what customers write)."""
        p = self.people[who]
        if native and shape == "full_name":
            return (PERSON, p.full(native=True), who, shape)
        if native and shape == "first_name_alone":
            return (PERSON, p.given[0], who, shape)
        return (PERSON, p.form(shape), who, shape)

    def phone(self, key: str, shape: str) -> tuple:
        text = V.phone_text(self.phones[key], shape, self.region)
        return ("PHONE_NUMBER", text, key, shape, self.region)

    def val(self, type_: str, key: str) -> tuple:
        return (type_, self.vals[key], key, None)


def draw_people(rng: random.Random, loc: dict) -> dict[str, Person]:
    """Customer (woman or man), friend (a woman), agent and lead, with distinct given names
    and distinct surnames."""
    women, men = list(loc["women"]), list(loc["men"])
    friend = rng.choice(women)
    women.remove(friend)
    pool = women + men
    customer = rng.choice(pool)
    pool.remove(customer)
    agent, lead = rng.sample(pool, 2)
    surnames = rng.sample(list(loc["surnames"]), 4)
    first = bool(loc.get("surname_first"))
    names = {"customer": customer, "friend": friend, "agent": agent, "lead": lead}
    return {k: Person(g, s, first) for (k, g), s in zip(names.items(), surnames, strict=True)}


def draw_case(rng: random.Random, loc: dict, scope: str, genre: int) -> Case:
    case = Case(loc, scope, draw_people(rng, loc))
    c = case.people["customer"]
    region = loc["region"]
    case.phones = {
        "customer/mobile": V.phone(rng, region, "mobile"),
        "friend/mobile": V.phone(rng, region, "mobile"),
        "agent/landline": V.phone(rng, region, "landline"),
    }
    town, postcode = rng.choice(loc["towns"])
    case.vals = {
        "customer/email": V.email(rng, c.given[1], c.surname[1], loc["domains"]),
        "customer/login": V.login(rng, c.given[1], c.surname[1]),
        "customer/account": V.account_id(rng),
        "customer/order": V.order_id(rng),
        "customer/ip": V.ip(rng, v6=rng.random() < 0.4),
        "customer/address": rng.choice(loc["streets"]),
        "customer/postcode": postcode,
        "town": town,
        "customer/pay": V.card(rng, loc["card"]),
    }
    if loc["iban"]:
        case.vals["customer/iban"] = V.iban(rng, loc["iban"])
    return case
