"""A direct case: its people, its values, and spans for each way a value is written."""

from __future__ import annotations

import random
from dataclasses import dataclass

from . import values as V
from .people import Person, draw
from .render import Span


@dataclass
class Case:
    loc: dict
    scope: str
    cust: Person
    friend: Person
    agent: Person
    lead: Person
    v: dict

    # -- people ---------------------------------------------------------------------------
    def person(self, role: str, shape: str, value: str) -> Span:
        return Span("PERSON", value, role, shape)

    def p(self, role: str) -> Person:
        return self.cust if role == "customer" else getattr(self, role)

    def full(self, role: str, roman: bool = False, shape: str = "full_name") -> Span:
        p = self.p(role)
        return self.person(role, shape, p.full_r if roman else p.full)

    def first(self, role: str, roman: bool = False, shape: str = "first_name_alone") -> Span:
        p = self.p(role)
        return self.person(role, shape, p.given_r if roman else p.given)

    def sign(self, role: str) -> Span:
        """How a customer signs a message: the nickname where there is one."""
        p = self.p(role)
        if p.nick:
            return self.person(role, "nickname", p.nick)
        return self.first(role)

    def friend_name(self) -> Span:
        """The friend as the customer names her in their own language: a common word alone,
        else her given name alone."""
        f = self.friend
        return self.person("friend", "common_word" if f.common else "first_name_alone", f.given)

    def friend_dat(self) -> Span:
        form = self.friend.dative
        if form:
            return self.person("friend", "inflected", form)
        return self.full("friend")

    def cust_voc(self) -> Span:
        form = self.cust.vocative
        if form:
            return self.person("customer", "inflected", form)
        return self.first("customer")

    def lower(self) -> Span:
        c = self.cust
        has_case = c.full != c.full.lower() or c.full != c.full.upper()
        name = c.full if has_case else c.full_r
        return self.person("customer", "lower", name.lower())

    # -- values ---------------------------------------------------------------------------
    def tel(self, who: str, shape: str) -> Span:
        num = self.v[who]
        text = V.phone_text(num, shape)
        V.check_phone(text, self.loc["region"], num)
        ref = {"customer": "customer/mobile", "friend": "friend/mobile"}.get(who, f"{who}/landline")
        return Span("PHONE_NUMBER", text, ref, shape, self.loc["region"])

    def val(self, type_: str, key: str, referent: str) -> Span:
        return Span(type_, self.v[key], referent)

    def email(self, role: str) -> Span:
        return self.val("EMAIL_ADDRESS", f"{role}_email", f"{role}/email")

    def acct(self) -> Span:
        return self.val("ACCOUNT_ID", "acct", "customer/account")

    def order(self) -> Span:
        return self.val("ORDER_ID", "order", "customer/order")

    def ip(self) -> Span:
        return self.val("IP_ADDRESS", "ip", "customer/ip")

    def card(self) -> Span:
        return self.val("CREDIT_CARD", "card", "customer/pay")

    def pay(self) -> Span:
        if self.loc["iban"]:
            return self.val("IBAN_CODE", "iban", "customer/pay")
        return self.val("CREDIT_CARD", "trade_card", "customer/pay")

    def address_lines(self, sep: str) -> list[str | Span]:
        """The street line, then ``sep``, then postcode and town in the locale's order."""
        street = Span("STREET_ADDRESS", self.v["street"], "customer/address")
        code, town = self.v["postcode"], self.v["town"]
        if code is None:
            return [street, sep, town]
        pc = Span("POSTAL_CODE", code, "customer/address")
        if self.loc["postcode_first"]:
            return [street, sep, pc, " " if self.loc["lang"] != "tt" else ", ", town]
        return [street, sep, town, " ", pc]


def make_case(loc: dict, scope: str, rng: random.Random, common_friend: bool) -> Case:
    taken: set[str] = set()
    cust = draw(loc, rng, rng.random() < 0.5, taken)
    friend = draw(loc, rng, True, taken, common=common_friend)
    agent = draw(loc, rng, rng.random() < 0.5, taken)
    lead = draw(loc, rng, rng.random() < 0.5, taken)
    street, postcode, town = V.address(loc, rng)
    v = {
        "customer": V.phone(loc["region"], "mobile", rng),
        "friend": V.phone(loc["region"], "mobile", rng),
        "agent": V.phone(loc["region"], "landline", rng),
        "customer_email": V.email(cust, rng),
        "friend_email": V.email(friend, rng),
        "handle": V.handle(cust, rng),
        "agent_handle": V.handle(agent, rng),
        "acct": V.account_id(rng),
        "order": V.order_id(rng),
        "card": V.card(rng.choice(loc["cards"]), rng),
        "trade_card": V.card(loc["cards"][-1], rng),
        "iban": V.iban(loc["iban"], rng) if loc["iban"] else None,
        "ip": V.ip(rng, v6=rng.random() < 0.3),
        "street": street,
        "postcode": postcode,
        "town": town,
    }
    return Case(loc, scope, cust, friend, agent, lead, v)
