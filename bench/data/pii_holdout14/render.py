"""Record builder: text is assembled from plain strings and labelled spans, so offsets are
computed, never typed. One ``Case`` holds the entity table of a scope (one entity per
(type, value)) and caches each referent's values."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from . import values as V
from .places import address

LATIN = {"en_US", "en_AU", "es_MX", "fr_CA", "de_CH", "pt_BR"}
IBAN_OF = {"de_CH": "CH", "pt_BR": "BR", "fr_CA": "FR"}


@dataclass
class Span:
    type: str
    value: str
    ref: str
    shape: str | None = None
    region: str | None = None


@dataclass
class Case:
    scope: str
    locale: str
    lang: str
    genre: str
    rng: random.Random
    L: dict
    entities: dict = field(default_factory=dict)
    counters: dict = field(default_factory=dict)
    cache: dict = field(default_factory=dict)
    taken: set = field(default_factory=set)
    records: list = field(default_factory=list)

    # ---- values, cached per referent -------------------------------------------------
    def person(self, ref: str, sex: str | None = None) -> V.Person:
        if ref not in self.cache:
            self.cache[ref] = V.draw_person(self.rng, self.locale, self.taken, sex)
        return self.cache[ref]

    def phone(
        self, ref: str, kind: str = "mobile", shape: str | None = None, region: str | None = None
    ) -> Span:
        region = region or V.REGION[self.locale]
        key = ("phone", ref)
        if key not in self.cache:
            self.cache[key] = V.phone_number(self.rng, region, kind)
        shapes = V.PHONE_SHAPES[region]
        if kind != "mobile":
            shapes = [s for s in shapes if s != "native_digits"] or shapes
        if not shape:
            n = _SHAPE_TURN[region] = _SHAPE_TURN.get(region, -1) + 1
            shape = shapes[n % len(shapes)]
        text = V.phone_text(self.cache[key], region, shape, self.locale)
        return Span("PHONE_NUMBER", text, ref, shape, region)

    def email(self, ref: str, person_ref: str, domain: str | None = None) -> Span:
        key = ("email", ref)
        if key not in self.cache:
            self.cache[key] = V.email(self.rng, self.person(person_ref), domain)
        return Span("EMAIL_ADDRESS", self.cache[key], ref)

    def acct(self, ref: str) -> Span:
        return Span("ACCOUNT_ID", self.cache.setdefault(("acct", ref), V.acct(self.rng)), ref)

    def order(self, ref: str) -> Span:
        return Span("ORDER_ID", self.cache.setdefault(("order", ref), V.order(self.rng)), ref)

    def ip(self, ref: str) -> Span:
        key = ("ip", ref)
        if key not in self.cache:
            self.cache[key] = V.ip(self.rng, v6=self.rng.random() < 0.25)
        return Span("IP_ADDRESS", self.cache[key], ref)

    def addr(self, ref: str) -> tuple[str, str, str]:
        key = ("addr", ref)
        if key not in self.cache:
            self.cache[key] = address(self.rng, self.locale)
        return self.cache[key]

    def address(self, ref: str) -> Span:
        return Span("STREET_ADDRESS", self.addr(ref)[0], ref)

    def street(self, ref: str) -> Span:
        return Span("STREET_ADDRESS", self.addr(ref)[1], ref)

    def postcode(self, ref: str) -> Span:
        return Span("POSTAL_CODE", self.addr(ref)[2], ref)

    def card(self, ref: str) -> Span:
        key = ("card", ref)
        if key not in self.cache:
            issuer = NEXT_ISSUER(self.locale)
            style = self.rng.choice(["spaced", "plain", "dashed", "spaced"])
            self.cache[key] = V.card(self.rng, issuer, style)
        return Span("CREDIT_CARD", self.cache[key], ref)

    def pay(self, ref: str) -> Span:
        """IBAN where the locale's bank account has one, else the card."""
        country = IBAN_OF.get(self.locale)
        if not country:
            return self.card(ref)
        key = ("iban", ref)
        if key not in self.cache:
            self.cache[key] = V.iban(self.rng, country, self.rng.random() < 0.6)
        return Span("IBAN_CODE", self.cache[key], ref)

    def last4(self, ref: str) -> str:
        return re.sub(r"\D", "", self.card(ref).value)[-4:]

    # ---- names in their shapes -------------------------------------------------------
    def full(self, ref: str) -> Span:
        return Span("PERSON", self.person(ref).full, ref, "full_name")

    def given(self, ref: str) -> Span:
        p = self.person(ref)
        if not p.surname:
            return Span("PERSON", p.given, ref, "full_name")
        return Span("PERSON", p.given, ref, "common_word" if p.common else "first_name_alone")

    def lower(self, ref: str) -> Span:
        p = self.person(ref)
        return Span(
            "PERSON",
            V.fold(p.rgiven).lower() if p.locale not in LATIN else p.given.lower(),
            ref,
            "lower",
        )

    def upper(self, ref: str) -> Span:
        p = self.person(ref)
        return Span("PERSON", V.fold(p.roman).upper(), ref, "upper")

    def last_first(self, ref: str) -> Span:
        p = self.person(ref)
        if not p.surname:
            return self.translit(ref)
        if p.locale in LATIN:
            return Span("PERSON", f"{p.surname}, {p.given}", ref, "last_first")
        return Span("PERSON", f"{p.rsurname}, {p.rgiven}", ref, "last_first")

    def initial(self, ref: str) -> Span:
        p = self.person(ref)
        if not p.surname:
            return self.translit(ref)
        if p.locale in ("te_IN", "kn_IN"):  # house name or father's initial first
            return Span("PERSON", f"{p.rsurname[0]}. {p.rgiven}", ref, "initial")
        if p.locale in LATIN:
            return Span("PERSON", f"{p.given[0]}. {p.surname}", ref, "initial")
        return Span("PERSON", f"{p.rgiven[0]}. {p.rsurname}", ref, "initial")

    def given_initial(self, ref: str) -> Span:
        p = self.person(ref)
        g = p.given if p.locale in LATIN else p.rgiven
        s = p.rsurname or p.rgiven.split()[-1]
        return Span("PERSON", f"{g} {s[0]}.", ref, "given_initial")

    def translit(self, ref: str) -> Span:
        p = self.person(ref)
        if p.locale in LATIN:
            return self.full(ref)
        return Span("PERSON", p.roman, ref, "transliterated")

    def nick(self, ref: str) -> Span:
        p = self.person(ref)
        if p.nick:
            return Span("PERSON", p.nick, ref, "nickname")
        return self.given(ref)

    def handle(self, ref: str) -> Span:
        key = ("handle", ref)
        if key not in self.cache:
            self.cache[key] = V.handle(self.rng, self.person(ref))
        return Span("PERSON", self.cache[key], ref, "username")

    def honor(self, ref: str, bare: bool = False) -> list:
        """Honorific (outside the span) and the surname alone; the whole name where the
        language writes no surname (Burmese)."""
        p = self.person(ref)
        before = self.L["honor_" + p.sex]
        after = self.L.get("after_" + p.sex, "")
        if bare and self.L.get("after_in_frame"):  # the frame writes 様, 님 or గారు itself
            after = ""
        if not p.surname:
            return [before, Span("PERSON", p.given, ref, "full_name"), after]
        return [before, Span("PERSON", p.surname, ref, "surname_alone"), after]

    def pick(self, ref: str, *shapes: str):
        return getattr(self, self.rng.choice(shapes))(ref)

    # ---- records ---------------------------------------------------------------------
    def record(self) -> Rec:
        r = Rec(self)
        self.records.append(r)
        return r

    def entity(self, s: Span) -> str:
        key = (s.type, s.value)
        if key not in self.entities:
            n = self.counters[s.type] = self.counters.get(s.type, 0) + 1
            self.entities[key] = f"{self.scope}/{s.type.lower()}-{n}"
        return self.entities[key]

    def rows(self) -> list[dict]:
        out = []
        for k, r in enumerate(self.records):
            out.append(
                {
                    "id": f"{self.scope}:{k}",
                    "text": r.text,
                    "scope": self.scope,
                    "lang": self.lang,
                    "locale": self.locale,
                    "genre": self.genre,
                    "spans": r.spans,
                }
            )
        return out


class Rec:
    def __init__(self, case: Case):
        self.case = case
        self.text = ""
        self.spans: list[dict] = []

    def add(self, *parts) -> Rec:
        for part in parts:
            if part is None:
                continue
            if isinstance(part, str):
                self.text += part
            elif isinstance(part, list | tuple):
                self.add(*part)
            else:
                s = part
                start = len(self.text)
                self.text += s.value
                row = {
                    "type": s.type,
                    "value": s.value,
                    "start": start,
                    "end": len(self.text),
                    "entity": self.case.entity(s),
                    "referent": f"{self.case.scope}/{s.ref}",
                }
                if s.shape and s.type in ("PERSON", "PHONE_NUMBER", "EMAIL_ADDRESS"):
                    row["shape"] = s.shape
                if s.region:
                    row["region"] = s.region
                self.spans.append(row)
        return self

    def frame(self, key: str, **slots) -> Rec:
        template = self.case.L[key]
        pos = 0
        for m in re.finditer(r"\{(\w+)\}", template):
            self.add(template[pos : m.start()], slots[m.group(1)])
            pos = m.end()
        self.add(template[pos:])
        return self

    def line(self, *parts) -> Rec:
        return self.add(*parts, "\n")


_ISSUER_ORDER = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay"]
_ISSUER_STATE = {"n": 0}
_SHAPE_TURN: dict[str, int] = {}


def NEXT_ISSUER(locale: str) -> str:  # noqa: N802
    """Issuers in turn; RuPay for every third card in the Indian locales."""
    n = _ISSUER_STATE["n"] = _ISSUER_STATE["n"] + 1
    if locale.endswith("_IN") and n % 3 == 0:
        return "rupay"
    if locale == "ja_JP" and n % 2 == 0:
        return "jcb"
    if locale == "zh_TW" and n % 2 == 0:
        return "unionpay"
    return _ISSUER_ORDER[n % len(_ISSUER_ORDER)]


def reset() -> None:
    _ISSUER_STATE["n"] = 0
    _SHAPE_TURN.clear()
