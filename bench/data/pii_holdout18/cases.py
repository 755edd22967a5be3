"""A direct case's slots (its people and values, drawn once) and the direct cases: one per
locale and genre, two records each."""

from __future__ import annotations

import random

from bench.data.pii_holdout18 import values as v
from bench.data.pii_holdout18.people import LOCALES, Person, draw, shaped
from bench.data.pii_holdout18.render import Case, Val

AGENT_DOMAIN = "support.tidewell.io"
POSTCODE_CHARS = {"#": "0123456789", "@": "ACDEFHKNPRTVWXY", "*": "ACDEFHKNPRTVWXY0123456789"}


def postcode(rng: random.Random, pattern: str) -> str:
    return "".join(rng.choice(POSTCODE_CHARS[c]) if c in POSTCODE_CHARS else c for c in pattern)


class Ctx:
    """The people and values of one case; ``val_*`` give labelled `Val` slots."""

    def __init__(self, rng: random.Random, loc: dict, serial: int, nick: bool = False) -> None:
        self.rng, self.loc, self.serial = rng, loc, serial
        taken: set[str] = set()
        female = rng.random() < 0.5
        self.customer = draw(rng, loc, female, taken, nick=nick)
        self.friend = draw(rng, loc, True, taken)
        self.word_friend = draw(rng, loc, True, taken, word=True)
        self.agent = draw(rng, loc, rng.random() < 0.5, taken)
        self.lead = draw(rng, loc, rng.random() < 0.5, taken)
        self.account = v.account_id(rng)
        self.order = v.order_id(rng)
        self.ip = v.ipv6(rng) if serial % 3 == 0 else v.ipv4(rng)
        self.email = self._email(self.customer)
        self._address()

    def _email(self, p: Person) -> str:
        return v.email(self.rng, p.first(True), p.last(True), self.rng.choice(self.loc["domains"]))

    def _address(self) -> None:
        rng, loc = self.rng, self.loc
        street = rng.choice([s.strip() for s in loc["streets"].split(",")])
        town, pattern = rng.choice(loc["towns"])
        self.pc = postcode(rng, pattern) if pattern else None
        number = str(rng.randint(2, 140))
        slots = {"no": number, "street": street, "town": town, "pc": self.pc or ""}
        self.address = loc["address"].format(**slots)
        self.street_line = loc["street_line"].format(**slots)

    # -- labelled slots -------------------------------------------------------------------------
    def name(self, who: str, shape: str, roman: bool = False) -> Val:
        person = {"customer": self.customer, "friend": self.friend, "word": self.word_friend}.get(
            who
        ) or getattr(self, who)
        ref = "friend" if who == "word" else who
        value, got = shaped(person, shape, roman)
        if who == "word" and got == "first_name_alone":
            got = "common_word"
        return Val("PERSON", value, ref, got)

    def phone(self, ref: str, kind: str, shape: str) -> Val:
        region = self.loc["region"]
        key = f"_phone_{ref}"
        if not hasattr(self, key):
            setattr(self, key, v.draw_phone(self.rng, region, kind))
        text = v.phone_text(getattr(self, key), region, shape)
        return Val("PHONE_NUMBER", text, ref, shape, region)

    def handle(self, who: str) -> Val:
        p = getattr(self, who)
        key = f"_handle_{who}"
        if not hasattr(self, key):
            setattr(self, key, v.handle(self.rng, p.first(True), p.last(True)))
        return Val("PERSON", getattr(self, key), who, "username")

    def mail(self, who: str = "customer") -> Val:
        if who == "customer":
            return Val("EMAIL_ADDRESS", self.email, "customer/email")
        if who == "friend":
            key = "_friend_mail"
            if not hasattr(self, key):
                setattr(self, key, self._email(self.word_friend))
            return Val("EMAIL_ADDRESS", getattr(self, key), "friend/email")
        p = getattr(self, who)
        local = v.ascii_fold(p.first(True)).replace(" ", "") + "." + v.ascii_fold(p.last(True))
        return Val("EMAIL_ADDRESS", f"{local.replace(' ', '')}@{AGENT_DOMAIN}", f"{who}/email")

    def card(self, k: int) -> Val:
        issuers = self.loc["issuers"]
        issuer = issuers[(self.serial + k) % len(issuers)]
        return Val("CREDIT_CARD", v.card(self.rng, issuer), "customer/pay")

    def pay(self) -> Val:
        if self.loc["iban"]:
            return Val("IBAN_CODE", v.iban(self.rng, self.loc["iban"]), "customer/pay")
        return self.card(2)

    def acct(self) -> Val:
        return Val("ACCOUNT_ID", self.account, "customer/account")

    def ord(self) -> Val:
        return Val("ORDER_ID", self.order, "customer/order")

    def addr(self) -> Val:
        return Val("STREET_ADDRESS", self.address, "customer/address")

    def addr_part(self) -> Val:
        if self.pc:
            return Val("POSTAL_CODE", self.pc, "customer/address")
        return Val("STREET_ADDRESS", self.street_line, "customer/address")

    def ipv(self) -> Val:
        return Val("IP_ADDRESS", self.ip, "customer/ip")


def direct_cases(rng: random.Random) -> list[dict]:
    from bench.data.pii_holdout18.genres import GENRES

    records: list[dict] = []
    serial = 0
    for loc in LOCALES:
        for n, (genre, build) in enumerate(GENRES, start=1):
            serial += 1
            scope = f"h18-{loc['locale']}-{n:02d}"
            meta = {"lang": loc["lang"], "locale": loc["locale"], "genre": genre}
            case = Case(scope, meta)
            signed = genre in ("gift_card_claim", "app_review_reply")  # signed with a nickname
            for filled in build(Ctx(rng, loc, serial, nick=signed)):
                case.add(filled)
            records.extend(case.records)
    return records
