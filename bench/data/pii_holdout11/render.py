"""The record builder (text and spans grow together) and the shapes a person's name is
written in."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import phonenumbers

from bench.data.pii_holdout11.names_b import NICKNAMES
from bench.data.pii_holdout11.values import Person, fold, phone_text

LATIN = ("uz", "yo", "af", "mt", "cy", "en")
CYRILLIC = ("mn", "kk", "sr")
NATIVE_DIGITS = ("ne", "pa", "km")


class Doc:
    """Text written piece by piece; ``span`` appends a labelled value."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.spans: list[dict] = []
        self.size = 0

    def t(self, text: str) -> Doc:
        self.parts.append(text)
        self.size += len(text)
        return self

    def span(self, value: str, type_: str, ref: str, shape: str | None = None, **extra) -> Doc:
        span = {"type": type_, "value": value, "start": self.size, "end": self.size + len(value)}
        span["referent"] = ref
        if shape:
            span["shape"] = shape
        span.update(extra)
        self.spans.append(span)
        return self.t(value)

    def text(self) -> str:
        return "".join(self.parts)


@dataclass
class Ctx:
    """One case: its locale, labels, people and their values."""

    locale: str
    lang: str  # label key: "en" for both English locales
    region: str
    rng: random.Random
    L: dict
    people: dict[str, Person]
    phones: dict[str, object]
    mails: dict[str, str]
    addr: tuple[str, str, str | None]
    account: str
    order: str
    pay: tuple[str, str]  # (type, value)
    ip: str
    handle: str
    extra: dict = field(default_factory=dict)

    @property
    def script(self) -> str:
        lang = self.locale[:2]
        return "latin" if lang in LATIN else "cyrillic" if lang in CYRILLIC else "native"


def nickname(p: Person, locale: str) -> str | None:
    table = NICKNAMES.get(locale if locale.startswith("en") else locale[:2], {})
    return table.get(p.given)


SOFT = (
    ("Ll", "L"),
    ("Rh", "R"),
    ("B", "F"),
    ("C", "G"),
    ("D", "Dd"),
    ("M", "F"),
    ("P", "B"),
    ("T", "D"),
    ("G", ""),
)


def mutated(name: str) -> str | None:
    """Welsh soft mutation of a name's first letters (after ``gan``, ``i``), or None."""
    for old, new in SOFT:
        if name.startswith(old):
            rest = name[len(old) :]
            return (new + rest) if new else rest[:1].upper() + rest[1:]
    return None


def genitive_sr(p: Person) -> str:
    """Serbian genitive of a full name (``од Милана Петровића``, ``од Јелене Петровић``)."""
    g, s = p.given, p.surname
    if g.endswith("а"):
        g = g[:-1] + "е"
    elif g.endswith("о"):
        g = g[:-1] + "а"
    elif not p.female:
        g = g + "а"
    if not p.female:
        s = s + "а"
    return f"{g} {s}"


def accusative_sr(p: Person) -> str:
    """Serbian accusative (animate): the genitive for men, ``-у`` for women's ``-а``."""
    if not p.female:
        return genitive_sr(p)
    g = p.given[:-1] + "у" if p.given.endswith("а") else p.given
    return f"{g} {p.surname}"


def name_as(c: Ctx, p: Person, shape: str) -> tuple[str, str]:
    """``p``'s name in ``shape`` (falling back to the full name where the shape does not exist
    in this language), and the shape it ended up in."""
    lang, native = p.lang, c.script == "native"
    if shape == "first_name_alone":
        return p.given, shape
    if shape == "surname_alone":
        return p.surname, shape
    if shape == "transliterated" and c.script != "latin":
        return p.full(roman=True), shape
    if shape == "upper":
        return (p.full(roman=True) if native else p.full()).upper(), shape
    if shape == "last_first" and lang not in ("km", "mn"):
        src = p if not native else None
        if src is None:
            return f"{p.surname_r}, {p.given_r}", shape
        return f"{p.surname}, {p.given}", shape
    if shape == "initial":
        if lang == "mn":
            return f"{p.surname[0]}.{p.given}", shape
        if native:
            return f"{p.given_r[0]}. {p.surname_r}", shape
        return f"{p.given[0]}. {p.surname}", shape
    if shape == "given_initial":
        g, s = (p.given_r, p.surname_r) if native else (p.given, p.surname)
        return f"{g} {s[0]}.", shape
    if shape == "nickname" and nickname(p, c.locale):
        return nickname(p, c.locale), shape
    if shape == "toneless" and c.script == "latin" and fold(p.full()) != p.full():
        return fold(p.full()), shape
    if shape == "inflected" and lang == "sr":
        return genitive_sr(p), shape
    if shape == "accusative" and lang == "sr":
        return accusative_sr(p), "inflected"
    if shape == "mutated" and lang == "cy" and mutated(p.given):
        return f"{mutated(p.given)} {p.surname}", shape
    if shape == "gedcom_slash":
        return f"{p.given} /{p.surname}/", shape
    if shape == "username":
        return c.handle if p is c.people["customer"] else "", shape
    return p.full(), "full_name"


def person(d: Doc, c: Ctx, ref: str, shape: str) -> Doc:
    value, got = name_as(c, c.people[ref], shape)
    return d.span(value, "PERSON", f"{ref}", got)


def phone(d: Doc, c: Ctx, ref: str, shape: str) -> Doc:
    if shape == "native_digits" and c.locale[:2] not in NATIVE_DIGITS:
        shape = "national"
    if shape in ("national", "spaced") and c.locale[:2] in NATIVE_DIGITS and c.rng.random() < 0.5:
        shape = "native_digits"
    value = phone_text(c.phones[ref], shape, c.locale[:2])
    parsed = phonenumbers.parse(value, c.region)
    if not phonenumbers.is_valid_number_for_region(parsed, c.region):
        # "00" is not this region's international prefix (Mongolia dials 001, Kazakhstan 8~10)
        shape = "international"
        value = phone_text(c.phones[ref], shape, c.locale[:2])
    return d.span(value, "PHONE_NUMBER", ref, shape, region=c.region)


def mail(d: Doc, c: Ctx, ref: str) -> Doc:
    return d.span(c.mails[ref], "EMAIL_ADDRESS", ref)


def pick(c: Ctx, *options: str) -> str:
    return c.rng.choice(options)


def relative_shape(c: Ctx) -> str:
    """The relative's usual diminutive where there is one (mostly), else the given name."""
    if nickname(c.people["relative"], c.locale) and c.rng.random() < 0.75:
        return "nickname"
    return pick(c, "first_name_alone", "toneless", "full_name")
