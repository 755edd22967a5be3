"""Locales parsed from the hand-typed tables of ``langs_*.py``, people drawn from them, and the
written shapes of a person's name."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass, field

from .values import handle


@dataclass(frozen=True)
class Name:
    native: str
    roman: str
    nick: str | None = None
    native_f: str | None = None  # the women's form of a surname
    roman_f: str | None = None


def parse(entry: str) -> Name:
    name, _, nick = entry.strip().partition(":")
    native, _, roman = name.partition("|")
    roman = roman or native
    nm, _, nf = native.partition("/")
    rm, _, rf = roman.partition("/")
    return Name(nm, rm, nick or None, nf or None, rf or None)


def names(text: str) -> list[Name]:
    return [parse(e) for e in text.split(";") if e.strip()]


@dataclass
class Locale:
    key: str
    raw: dict
    female: list[Name] = field(default_factory=list)
    male: list[Name] = field(default_factory=list)
    surnames: list[Name] = field(default_factory=list)
    common: list[tuple[str, Name]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.female = names(self.raw["female"])
        self.male = names(self.raw["male"])
        self.surnames = names(self.raw["surnames"])
        for e in self.raw.get("common", "").split(";"):
            if e.strip():
                g, _, rest = e.strip().partition("=")
                self.common.append((g, parse(rest)))

    def __getattr__(self, key: str):
        try:
            return self.__dict__["raw"][key]
        except KeyError:
            raise AttributeError(key) from None

    @property
    def cased(self) -> bool:
        return self.raw.get("cased", True)


@dataclass(frozen=True)
class Person:
    loc: Locale
    gender: str
    given: Name
    surname: Name
    middle: str = ""
    middle_r: str = ""

    @property
    def first(self) -> str:
        return self.given.native

    @property
    def sur(self) -> str:
        s = self.surname
        return s.native_f if self.gender == "f" and s.native_f else s.native

    @property
    def sur_r(self) -> str:
        s = self.surname
        return s.roman_f if self.gender == "f" and s.roman_f else s.roman

    def full(self, roman: bool = False) -> str:
        given = self.given.roman if roman else self.given.native
        sur = self.sur_r if roman else self.sur
        middle = self.middle_r if roman else self.middle
        join = " " if roman else self.loc.raw.get("joiner", " ")
        parts = [sur, middle, given] if self.loc.raw.get("family_first") else [given, middle, sur]
        return join.join(p for p in parts if p)

    def cased_full(self) -> str:
        return self.full(roman=not self.loc.cased)


def drop_accents(text: str) -> str:
    """Greek capitals are written without their accents."""
    return unicodedata.normalize(
        "NFC", "".join(c for c in unicodedata.normalize("NFD", text) if c != "\u0301")
    )


def upper(p: Person) -> str:
    text = p.cased_full().upper()
    return drop_accents(text) if p.loc.lang == "el" else text


def lower(p: Person) -> str:
    return p.cased_full().lower()


def initial(p: Person) -> str:
    roman = not p.loc.cased
    given = p.given.roman if roman else p.given.native
    sur = p.sur_r if roman else p.sur
    if p.loc.raw.get("family_first"):
        return f"{sur} {given[0]}."
    return f"{given[0]}. {sur}"


def initials(p: Person) -> str:
    return "".join(w[0] + "." for w in p.cased_full().replace("-", " ").split())


def last_first(p: Person) -> str:
    roman = not p.loc.cased
    given = p.given.roman if roman else p.given.native
    return f"{p.sur_r if roman else p.sur}, {given}"


def user(rng: random.Random, p: Person) -> str:
    return handle(rng, p.given.roman, p.sur_r)


def tokens(p: Person) -> set[str]:
    words = f"{p.first} {p.given.roman} {p.sur} {p.sur_r}".replace("་", " ").split()
    return {w.lower() for w in words}


def draw_person(
    rng: random.Random,
    loc: Locale,
    taken: set[str],
    gender: str | None = None,
    common: bool = False,
    nick: bool = False,
) -> Person:
    """A person of ``loc`` sharing no name token with ``taken`` (which grows)."""
    for _ in range(1000):
        g = gender or rng.choice("fm")
        pool = loc.female if g == "f" else loc.male
        if common:
            pool = [n for gg, n in loc.common if gg == g] or pool
        if nick:
            pool = [n for n in pool if n.nick] or pool
        given = rng.choice(pool)
        surname = rng.choice(loc.surnames)
        middle = middle_r = ""
        if loc.raw.get("middles"):
            pick = rng.choice(loc.raw["middles"][g].split(";")).strip()
            middle, _, middle_r = pick.partition("|")
            middle_r = middle_r or middle
        p = Person(loc, g, given, surname, middle, middle_r)
        if not tokens(p) & taken:
            taken |= tokens(p)
            return p
    raise ValueError(loc.key)
