"""Locales read from the hand-typed tables, people drawn from them, and every written form of
a person's name (native or romanised, cased, inflected, in a file name or a URL)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from urllib.parse import quote_plus

from .langs_a import LOCALES_A
from .langs_b import LOCALES_B, MK_LATIN

SCRIPT_TEXT = ("hy", "mk", "yi")  # customers write their names in their own script
SIGN_NATIVE = ("hy", "mk", "yi", "as")  # signatures carry the native form beside the Latin one
TURKIC = ("tr", "az")  # dotted and dotless i when upper-casing


def _pairs(spec: str) -> dict[str, str]:
    return dict(x.split("=", 1) for x in spec.split("|")) if spec else {}


def _names(spec: str) -> tuple[tuple[str, str], ...]:
    out = []
    for item in spec.split("|"):
        native, _, roman = item.partition(":")
        out.append((native, roman or native))
    return tuple(out)


@dataclass(frozen=True)
class Locale:
    d: dict

    def __getattr__(self, key: str):
        return self.d[key]

    @property
    def women(self) -> tuple[tuple[str, str], ...]:
        return tuple((n, self.roman(r)) for n, r in _names(self.d["women"]))

    @property
    def men(self) -> tuple[tuple[str, str], ...]:
        return tuple((n, self.roman(r)) for n, r in _names(self.d["men"]))

    @property
    def surnames(self) -> tuple[tuple[tuple[str, str], tuple[str, str]], ...]:
        """((male native, roman), (female native, roman)) per family."""
        out = []
        for native, roman in _names(self.d["surnames"]):
            m, _, f = native.partition("/")
            mr, _, fr = roman.partition("/")
            out.append(((m, self.roman(mr)), (f or m, self.roman(fr or mr))))
        return tuple(out)

    @property
    def words(self) -> tuple[str, ...]:
        return tuple(self.d["words"].split("|"))

    @property
    def streets(self) -> tuple[str, ...]:
        return tuple(self.d["streets"].split("|"))

    @property
    def towns(self) -> tuple[tuple[str, str], ...]:
        return tuple(_pairs(self.d["towns"]).items())

    @property
    def mail(self) -> tuple[str, ...]:
        return tuple(self.d["mail"].split("|"))

    @property
    def cards(self) -> tuple[str, ...]:
        return tuple(self.d["cards"].split("|"))

    def roman(self, text: str) -> str:
        if self.lang != "mk":
            return text
        out = []
        for ch in text:
            low = ch.lower()
            lat = MK_LATIN.get(low, ch)
            out.append(lat.capitalize() if low != ch else lat)
        return "".join(out)


LOCALES = tuple(Locale(d) for d in LOCALES_A + LOCALES_B)


@dataclass(frozen=True)
class Person:
    loc: Locale
    woman: bool
    given: tuple[str, str]  # (native, roman)
    surname: tuple[str, str]

    @property
    def word(self) -> bool:
        return self.given[0] in self.loc.words

    def first(self, chrome: bool = False) -> str:
        return self.given[self._i(chrome)]

    def last(self, chrome: bool = False) -> str:
        return self.surname[self._i(chrome)]

    def full(self, chrome: bool = False) -> str:
        return f"{self.first(chrome)} {self.last(chrome)}"

    def _i(self, chrome: bool) -> int:
        return 1 if chrome or self.loc.lang not in SCRIPT_TEXT else 0

    def nick(self, chrome: bool = False) -> str | None:
        n = _pairs(self.loc.d["nicks"]).get(self.given[0])
        return self.loc.roman(n) if n and chrome else n

    def inflected(self) -> str | None:
        return _pairs(self.loc.d["inflect"]).get(self.given[0])

    def upper(self) -> str:
        text = self.full(chrome=self.loc.lang != "mk")
        if self.loc.lang in TURKIC:
            text = text.replace("i", "İ").replace("ı", "I")
        return text.upper()

    def lower(self) -> str:
        return self.first(chrome=self.loc.lang not in ("mk",)).lower()

    def initial(self) -> str:
        return f"{self.first(True)[0]}. {self.last(True)}"

    def initials(self) -> str:
        parts = self.full(True).replace("-", " ").split()
        return "".join(p[0].upper() + "." for p in parts if p[0].isupper())

    def last_first(self) -> str:
        return f"{self.last(True)}, {self.first(True)}"

    def native_full(self) -> str:
        return f"{self.given[0]} {self.surname[0]}"

    def filename(self) -> str:
        return self.full(True).replace(" ", "_").replace("'", "")

    def url_encoded(self) -> str:
        return quote_plus(self.full(True))


def draw(rng: random.Random, loc: Locale, woman: bool, avoid: tuple = ()) -> Person:
    """A person of ``loc``; ``avoid`` holds given names and surnames already in the case."""
    while True:
        given = rng.choice(loc.women if woman else loc.men)
        family = rng.choice(loc.surnames)
        surname = family[1] if woman else family[0]
        if given[0] not in avoid and surname[0] not in avoid:
            return Person(loc, woman, given, surname)


def initials_ok(p: Person) -> bool:
    """Initials exist only where the romanised name has capital letters to take."""
    return len(p.initials()) >= 4
