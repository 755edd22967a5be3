"""Direct cases: for each locale and genre one case of two records about one customer, their
mother, an agent and (in Slack) an escalation lead."""

from __future__ import annotations

import random

from . import values
from .langs_a import LOCALES_A
from .langs_b import LOCALES_B
from .langs_c import LOCALES_C
from .people import Person, draw_person
from .render import S, finish

LOCALES = LOCALES_A + LOCALES_B + LOCALES_C
BIG = [loc["locale"] for loc in LOCALES_A + LOCALES_B]
COMPANY = "kestrelgoods.com"
CARD_ISSUERS = {
    "IN": ["rupay", "visa", "mastercard"],
    "LA": ["unionpay", "visa", "mastercard"],
    "TH": ["visa", "mastercard", "jcb", "unionpay"],
    "US": ["visa", "mastercard", "amex", "discover"],
}
DEFAULT_ISSUERS = ["visa", "mastercard", "amex", "jcb", "visa", "mastercard"]


class Case:
    """Everyone and everything one case talks about, drawn once, written in many shapes."""

    def __init__(self, rng: random.Random, loc: dict, kind: str = "plain") -> None:
        self.rng, self.loc, self.region = rng, loc, loc["region"]
        avoid: set[str] = set()
        self.cust: Person = draw_person(rng, loc, rng.random() < 0.5, avoid, kind)
        self.rel = draw_person(rng, loc, True, avoid)
        self.agent = draw_person(rng, loc, rng.random() < 0.5, avoid)
        self.lead = draw_person(rng, loc, rng.random() < 0.5, avoid)
        self.phones = {
            "customer/mobile": values.draw_phone(rng, self.region, "mobile"),
            "customer/landline": values.draw_phone(rng, self.region, "landline"),
            "relative/mobile": values.draw_phone(rng, self.region, "mobile"),
            "agent/landline": values.draw_phone(rng, self.region, "landline"),
        }
        c = self.cust
        self.email = values.email(rng, c.given_r, c.surname_r, loc["domains"])
        a = self.agent
        self.agent_email = f"{values.slug(a.given_r)}.{values.slug(a.surname_r)[0]}@{COMPANY}"
        self._address(rng)
        self.acct = values.account_id(rng)
        self.order = values.order_id(rng)
        issuers = CARD_ISSUERS.get(self.region, DEFAULT_ISSUERS)
        self.card = values.card(rng, rng.choice(issuers))
        self.iban = values.iban(rng, loc["iban"]) if loc["iban"] else ""
        self.ip = values.ipv6(rng) if rng.random() < 0.2 else values.ipv4(rng)

    def _address(self, rng: random.Random) -> None:
        loc = self.loc
        pattern = loc.get("number", "##")
        no = "".join(
            rng.choice("ABCDEFGHJKLMN")
            if ch == "@"
            else str(rng.randint(1, 9))
            if ch == "#"
            else ch
            for ch in pattern
        )
        town, prefix = rng.choice(loc["towns"])
        post = ""
        if loc["post"]:
            post = "".join(
                rng.choice("ABDEFGHJLNPRSTUWXY")
                if ch == "@"
                else rng.choice("0123456789")
                if ch == "#"
                else ch
                for ch in loc["post"].replace("{p}", prefix)
            )
        street = rng.choice(loc["streets"])
        tpl = loc["addr"]
        cut = max(tpl.index("{street}") + 8, tpl.index("{no}") + 4)
        self.street_line = tpl[:cut].format(street=street, no=no)
        self.address = tpl.format(street=street, no=no, town=town, post=post)
        self.post = post

    # ------------------------------------------------------------ slots

    def F(self, key: str, woman: bool | None = None) -> str:
        """The locale's frame; a pair is chosen by the speaker's (or addressee's) sex."""
        frame = self.loc["f"][key]
        if isinstance(frame, tuple):
            return frame[0] if (self.cust.woman if woman is None else woman) else frame[1]
        return frame

    def ph(self, ref: str, shape: str) -> S:
        value, shape = values.format_phone(self.phones[ref], shape, self.region)
        return S("PHONE_NUMBER", value, ref, {"shape": shape, "region": self.region})

    def mail(self) -> S:
        return S("EMAIL_ADDRESS", self.email, "customer/email")

    def addr(self, line: bool = False) -> S:
        return S("STREET_ADDRESS", self.street_line if line else self.address, "customer/address")

    def postcode(self) -> S:
        return S("POSTAL_CODE", self.post, "customer/address")

    def account(self) -> S:
        return S("ACCOUNT_ID", self.acct, "customer/account")

    def order_s(self) -> S:
        return S("ORDER_ID", self.order, "customer/order")

    def card_s(self) -> S:
        return S("CREDIT_CARD", self.card, "customer/pay")

    def iban_s(self) -> S:
        return S("IBAN_CODE", self.iban, "customer/pay")

    def ip_s(self) -> S:
        return S("IP_ADDRESS", self.ip, "customer/ip")

    def agent_mail(self) -> S:
        return S("EMAIL_ADDRESS", self.agent_email, "agent/email")

    def name(self, shape: str) -> S:
        return self.cust.s("customer", shape)


def build_direct(seed: int) -> list[dict]:
    from .genres_a import GENRES_A
    from .genres_b import GENRES_B

    genres = {**GENRES_A, **GENRES_B}
    rng = random.Random(seed)
    out: list[dict] = []
    for loc in LOCALES:
        for n, (genre, (kind, layout)) in enumerate(genres.items()):
            case = Case(rng, loc, kind)
            scope = f"h16-{loc['locale']}-{n:02d}"
            meta = {"lang": loc["lang"], "locale": loc["locale"], "genre": genre}
            out.extend(finish(scope, meta, layout(case)))
    return out
