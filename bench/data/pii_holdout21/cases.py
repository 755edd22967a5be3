"""A case: its locale, four people (customer, friend, agent, lead), their values, and slots
that label each value with its referent and shape."""

from __future__ import annotations

import random

from . import values as V
from .people import SIGN_NATIVE, Locale, Person, draw
from .render import Slot


class Case:
    def __init__(self, rng: random.Random, loc: Locale, genre: int, woman: bool) -> None:
        self.rng, self.loc, self.genre = rng, loc, genre
        self.cust = draw(rng, loc, woman)
        used = (self.cust.given[0], self.cust.surname[0])
        friend = draw(rng, loc, True, used)
        if genre == 3:  # the gift's recipient is named by a given name that is also a word
            while not friend.word:
                friend = draw(rng, loc, True, used)
        self.friend = friend
        used += (friend.given[0], friend.surname[0])
        self.agent = draw(rng, loc, rng.random() < 0.5, used)
        used += (self.agent.given[0], self.agent.surname[0])
        self.lead = draw(rng, loc, False, used)
        self.people = {"customer": self.cust, "friend": friend, "agent": self.agent}
        self.people["lead"] = self.lead
        self._values()

    def _values(self) -> None:
        rng, loc = self.rng, self.loc
        c, f = self.cust, self.friend
        self.mobile = V.phone(rng, loc.region, "mobile")
        self.fmobile = V.phone(rng, loc.region, "mobile")
        self.landline = V.phone(rng, loc.region, "landline")
        self.email = V.email(rng, c.first(True), c.last(True), loc.mail)
        personal = V.email(rng, f.first(True), f.last(True), loc.mail)
        work = V.email(rng, f.first(True), f.last(True), (loc.org,))
        self.femail = work if self.genre in (4, 5) else personal
        self.lemail = V.email(rng, self.lead.first(True), self.lead.last(True), (loc.org,))
        self.login = V.login(rng, c.first(True), c.last(True))
        self.alogin = V.login(rng, self.agent.first(True), self.agent.last(True))
        self.acct = "acct_" + V.digits(rng, rng.choice((7, 8)))
        self.order = "ORD-" + V.digits(rng, rng.choice((6, 7, 8)))
        self.ip = V.ip(rng, rng.random() < 0.3)
        self.street = rng.choice(loc.streets).replace("{n}", str(rng.randrange(2, 180)))
        self.town, self.post = rng.choice(loc.towns)

    def card(self, issuer: str) -> Slot:
        return Slot("CREDIT_CARD", V.card(self.rng, issuer), "customer/pay")

    def pay(self, index: int) -> Slot:
        """The refund destination: an IBAN where the country uses them, else a card."""
        if self.loc.iban:
            return Slot("IBAN_CODE", V.iban(self.rng, self.loc.iban), "customer/pay")
        return self.card(self.loc.cards[index % 2])

    def name(self, who: str, form: str, chrome: bool = True, shape: str | None = None) -> Slot:
        """A PERSON slot: ``form`` is a Person method (``full``, ``first``, ``upper``...)."""
        p: Person = self.people[who]
        if form in ("first", "last", "full", "nick"):
            value = getattr(p, form)(chrome)
        else:
            value = getattr(p, form)()
        if form in ("nick", "inflected") and value is None:
            value, form = p.first(chrome), "first"
        default = {
            "first": "first_name_alone",
            "last": "surname_alone",
            "full": "full_name",
            "nick": "nickname",
            "native_full": "native_script",
            "full_roman": "romanised",
        }.get(form, form)
        if form == "first" and p.word and who == "friend" and shape is None:
            default = "common_word"
        return Slot("PERSON", value, who, shape or default)

    def phone(self, which: str, shape: str) -> Slot:
        num, ref = {
            "mobile": (self.mobile, "customer/mobile"),
            "fmobile": (self.fmobile, "friend/mobile"),
            "landline": (self.landline, "agent/landline"),
        }[which]
        text = V.phone_text(num, shape)
        V.check_phone(text, self.loc.region, num)
        return Slot("PHONE_NUMBER", text, ref, shape, self.loc.region)

    def s(self, kind: str) -> Slot:
        """Slots of the plain values by name."""
        table = {
            "email": ("EMAIL_ADDRESS", self.email, "customer/email"),
            "femail": ("EMAIL_ADDRESS", self.femail, "friend/email"),
            "lemail": ("EMAIL_ADDRESS", self.lemail, "lead/email"),
            "acct": ("ACCOUNT_ID", self.acct, "customer/account"),
            "order": ("ORDER_ID", self.order, "customer/order"),
            "ip": ("IP_ADDRESS", self.ip, "customer/ip"),
            "street": ("STREET_ADDRESS", self.street, "customer/address"),
            "post": ("POSTAL_CODE", self.post, "customer/address"),
            "login": ("PERSON", self.login, "customer", "username"),
            "alogin": ("PERSON", self.alogin, "agent", "username"),
        }
        return Slot(*table[kind])

    def signature(self, who: str) -> list[Slot | str]:
        """A sign-off: the native name with the Latin one beside it where the script differs."""
        if self.loc.lang in SIGN_NATIVE:
            return [
                self.name(who, "native_full"),
                " (",
                Slot("PERSON", self.people[who].full(True), who, "romanised"),
                ")",
            ]
        return [self.name(who, "full", chrome=False)]
