"""Locales and people: parsing the hand-typed tables, drawing a person whose name shares no token
with the others of a case, and writing a name in one of the exam's shapes."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bench.data.pii_holdout18.langs_a import LOCALES_A
from bench.data.pii_holdout18.langs_b import LOCALES_B
from bench.data.pii_holdout18.langs_c import LOCALES_C

LOCALES = (*LOCALES_A, *LOCALES_B, *LOCALES_C)
BIG = ("en_IE", "en_ZA", "da_DK", "nb_NO", "cs_CZ", "hr_HR", "he_IL", "ms_MY", "bn_BD")
PARTICLES = {"van", "der", "de", "bin", "binti"}


@dataclass(frozen=True)
class Name:
    """A name token as written in its own script and in Latin letters (equal for Latin
    locales)."""

    native: str
    roman: str


def parse_name(entry: str) -> Name:
    native, _, roman = entry.partition("=")
    return Name(native.strip(), (roman or native).strip())


def parse_given(entry: str) -> tuple[Name, Name | None]:
    main, _, nick = entry.partition("/")
    return parse_name(main), (parse_name(nick) if nick else None)


def parse_surname(entry: str) -> tuple[Name, Name]:
    male, _, female = entry.partition("/")
    return parse_name(male), parse_name(female or male)


def split_list(text: str) -> list[str]:
    return [t.strip() for t in text.split(",") if t.strip()]


@dataclass(frozen=True)
class Person:
    given: Name
    surname: Name  # the father's name where the locale has patronymics (``link`` in the table)
    nick: Name | None
    female: bool
    loc: dict

    def _pick(self, name: Name, roman: bool) -> str:
        native = not roman and not self.loc.get("roman_display")
        return name.native if native else name.roman

    def first(self, roman: bool = False) -> str:
        return self._pick(self.given, roman)

    def last(self, roman: bool = False) -> str:
        return self._pick(self.surname, roman)

    def full(self, roman: bool = False) -> str:
        link = self.loc.get("link")
        if link is not None:
            word = link[1] if self.female else link[0]
            parts = [self.first(roman), word, self.last(roman)]
            return " ".join(p for p in parts if p)
        return f"{self.first(roman)} {self.last(roman)}"

    @property
    def patronymic(self) -> bool:
        return self.loc.get("link") is not None

    @property
    def native_script(self) -> bool:
        return self.given.native != self.given.roman

    def tokens(self) -> set[str]:
        names = [self.given, self.surname] + ([self.nick] if self.nick else [])
        return {t.lower() for n in names for t in n.roman.split()}


def shaped(p: Person, shape: str, roman: bool = False) -> tuple[str, str]:
    """The name of ``p`` in ``shape``; where the locale has no such form the nearest one comes
    back with its own shape name (no surname alone for patronymics, no nickname for some)."""
    if shape == "full_name":
        return p.full(roman), shape
    if shape == "first_name_alone":
        return p.first(roman), shape
    if shape == "surname_alone":
        return (p.first(roman), "first_name_alone") if p.patronymic else (p.last(roman), shape)
    if shape == "nickname":
        if p.nick is None:
            return p.first(roman), "first_name_alone"
        native = not roman and not p.loc.get("roman_display")
        return (p.nick.native if native else p.nick.roman), shape
    if shape == "lower":
        return p.full(True).lower(), shape
    if shape == "upper":
        return p.full(True).upper(), shape
    if shape == "last_first":
        if p.patronymic:
            return p.full(True), "full_name"
        return f"{p.last(True)}, {p.first(True)}", shape
    if shape == "initials":
        words = [w for w in p.full(True).split() if w not in PARTICLES]
        return "".join(w[0].upper() + "." for w in words), shape
    if shape == "initial":
        if p.patronymic:
            return f"{p.first(True)} {p.last(True)[0]}.", shape
        return f"{p.first(True)[0]}. {p.last(True)}", shape
    if shape == "native_script":
        if p.loc.get("roman_display"):
            return p.given.native, shape
        return p.full(), shape
    if shape == "romanised":
        return p.full(True), shape
    raise ValueError(shape)


def draw(
    rng: random.Random,
    loc: dict,
    female: bool,
    taken: set[str],
    *,
    word: bool = False,
    nick: bool = False,
) -> Person:
    """A person of ``loc`` sharing no name token with ``taken`` (which then takes theirs)."""
    pool = split_list(loc["words"] if word else loc["women" if female else "men"])
    surnames = split_list(loc["surnames"])
    for _ in range(500):
        given, nickname = parse_given(rng.choice(pool))
        if nick and nickname is None and any("/" in e for e in pool):
            continue
        male_s, female_s = parse_surname(rng.choice(surnames))
        p = Person(given, female_s if female else male_s, nickname, female, loc)
        if not p.tokens() & taken:
            taken |= p.tokens()
            return p
    raise AssertionError(f"no fresh name in {loc['locale']}")
