"""Locales, drawing a person, and the forms a person's name takes."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass
from urllib.parse import quote_plus

from .langs_a import EL, HU, IT, RU, SV
from .langs_b import EU, KK, KM, LB, MT
from .langs_c import BS, GSW, PAP, SD, TK
from .values import fold

LOCALES = (IT, SV, RU, HU, EL, EU, MT, LB, KK, KM, GSW, BS, SD, PAP, TK)
CASELESS = {"km", "sd"}


@dataclass(frozen=True)
class Person:
    loc: dict
    given: str
    given_rom: str
    sur: str
    sur_rom: str
    gender: str

    def _join(self, given: str, sur: str, native: bool) -> str:
        surname_first = self.loc["order"] == "sg" and (native or self.loc["lang"] == "km")
        return f"{sur} {given}" if surname_first else f"{given} {sur}"

    @property
    def full(self) -> str:
        return self._join(self.given, self.sur, True)

    @property
    def full_rom(self) -> str:
        return self._join(self.given_rom, self.sur_rom, False)

    @property
    def nick(self) -> str | None:
        return self.loc["nick"].get(self.given)

    @property
    def caseless(self) -> bool:
        return self.loc["lang"] in CASELESS


def draw(
    rng: random.Random,
    loc: dict,
    gender: str | None = None,
    words: bool = False,
    nick: bool = False,
) -> Person:
    """A person of ``loc``: a woman whose name is an ordinary word when ``words``, someone
    with a nickname when ``nick`` and the locale has nicknames."""
    gender = gender or rng.choice("fm")
    if words:
        given, given_rom, _ = rng.choice(loc["words"])
    else:
        pool = loc["women"] if gender == "f" else loc["men"]
        if nick and any(g in loc["nick"] for g, _ in pool):
            pool = tuple(p for p in pool if p[0] in loc["nick"])
        given, given_rom = rng.choice(pool)
    m, f, m_rom, f_rom = rng.choice(loc["surnames"])
    sur, sur_rom = (f, f_rom) if gender == "f" else (m, m_rom)
    return Person(loc, given, given_rom, sur, sur_rom, gender)


def infl(p: Person) -> str | None:
    """The typed inflected form of a word-name, when the locale inflects it."""
    for given, _, form in p.loc["words"]:
        if given == p.given:
            return form
    return None


def upper(p: Person) -> str:
    """Block capitals: native script where it has capitals (Greek without accents), the
    romanised name where the script is caseless."""
    if p.caseless:
        return p.full_rom.upper()
    text = unicodedata.normalize("NFD", p.full.upper())
    if p.loc["lang"] == "el":
        text = "".join(c for c in text if c not in "\u0301\u0308")
    return unicodedata.normalize("NFC", text)


def truncated(p: Person, width: int = 12) -> tuple[str, str]:
    """The ASCII capitals a fixed-width legacy column keeps, and the shape."""
    name = fold(p.full_rom).upper()
    cut = name[:width].rstrip()
    return cut, ("truncated" if len(name) > width else "upper")


def initials(p: Person) -> str:
    return "".join(w[0] + "." for w in p.full_rom.split())


def initial(p: Person) -> str:
    return f"{p.given_rom[0]}. {p.sur_rom}"


def last_first(p: Person) -> str:
    return f"{p.sur_rom}, {p.given_rom}"


def filename_part(p: Person) -> str:
    return "_".join(p.full_rom.replace("'", "").split())


def url_encoded(p: Person) -> str:
    return quote_plus(p.full)


def title(p: Person) -> str:
    return "Ms" if p.gender == "f" else "Mr"
