"""Locales as typed in langs_*.py, people drawn from them, and a person's written forms.

A name entry reads ``native=latin|nick=nicklatin|inflected``: ``=latin`` only where the
native spelling is not Latin, nick and inflected form optional. A surname entry reads
``masculine/feminine`` where they differ, each ``native=latin`` as above."""

from __future__ import annotations

import random
from dataclasses import dataclass

from .render import Val


@dataclass(frozen=True)
class Name:
    native: str
    lat: str


def _name(text: str) -> Name:
    native, _, lat = text.partition("=")
    return Name(native, lat or native)


@dataclass(frozen=True)
class Given:
    name: Name
    nick: Name | None
    infl: str


def _given(entry: str) -> Given:
    parts = entry.split("|") + ["", ""]
    name = _name(parts[0])
    return Given(name, _name(parts[1]) if parts[1] else None, parts[2] or name.native)


def _surname(entry: str) -> tuple[Name, Name]:
    m, _, f = entry.partition("/")
    return _name(m), _name(f or m)


@dataclass(frozen=True)
class Locale:
    raw: dict

    def __getattr__(self, key: str):
        try:
            return self.raw[key]
        except KeyError:
            raise AttributeError(key) from None

    def givens(self, key: str) -> list[Given]:
        return [_given(e) for e in self.raw[key]]

    def surnames(self, key: str = "surnames") -> list[tuple[Name, Name]]:
        return [_surname(e) for e in self.raw.get(key, ())]


@dataclass(frozen=True)
class Person:
    loc: Locale
    female: bool
    given: Given
    sur: Name
    patr: Name | None

    # Forms in the script the customer writes in (native for el, bg, fa, ur, ti).
    def t(self, name: Name) -> str:
        return name.native if self.loc.script == "native" else name.lat

    def full(self, lat: bool = False) -> str:
        g = self.given.name.lat if lat else self.t(self.given.name)
        s = self.sur.lat if lat else self.t(self.sur)
        if self.loc.order == "surname_first" and not lat:
            return f"{s} {g}"
        return f"{g} {s}"

    def formal(self, lat: bool = False) -> tuple[str, str]:
        if not self.patr:
            return self.full(lat), "full_name"
        g = self.given.name.lat if lat else self.t(self.given.name)
        s = self.sur.lat if lat else self.t(self.sur)
        p = self.patr.lat if lat else self.t(self.patr)
        return self.loc.formal.format(g=g, s=s, p=p), "patronymic"

    def native_full(self) -> str:
        if self.loc.script == "latin":  # Tamazight: the given name in Tifinagh alone
            return self.given.name.native
        return self.full()


def _draw_given(rng: random.Random, pool: list[Given], used: set[str]) -> Given:
    options = [g for g in pool if g.name.native not in used and g.name.lat not in used]
    g = rng.choice(options)
    used.update((g.name.native, g.name.lat))
    return g


def draw(rng: random.Random, loc: Locale, used: set[str], female: bool, pool: str = "") -> Person:
    """A person of ``loc`` sharing no name token with ``used`` (which grows)."""
    key = pool or ("women" if female else "men")
    given = _draw_given(rng, loc.givens(key), used)
    sur_pool = [s for s in loc.surnames() if s[0].native not in used and s[0].lat not in used]
    m, f = rng.choice(sur_pool)
    used.update((m.native, m.lat))
    patr = None
    if loc.raw.get("patronyms"):
        options = [p for p in loc.surnames("patronyms") if p[0].native not in used]
        pm, pf = rng.choice(options)
        used.update((pm.native, pm.lat))
        patr = pf if female else pm
    return Person(loc, female, given, f if female else m, patr)


def forms(p: Person, role: str, referent: str) -> dict[str, Val]:
    """The slots ``<role>_<form>`` for one person, labelled with ``referent``."""
    g, lat = p.given, p.given.name.lat

    def v(value: str, shape: str) -> Val:
        return Val(value, "PERSON", referent, shape)

    nick = v(p.t(g.nick), "nickname") if g.nick else v(p.t(g.name), "first_name_alone")
    nick_lat = v(g.nick.lat, "nickname") if g.nick else v(lat, "first_name_alone")
    infl = p.t(g.name) if g.infl == g.name.native else g.infl
    formal, formal_shape = p.formal()
    formal_lat, _ = p.formal(lat=True)
    no_surname = p.loc.raw.get("no_surname", False)
    out = {
        "full": v(p.full(), "full_name"),
        "lat": v(p.full(lat=True), "full_name"),
        "first": v(p.t(g.name), "first_name_alone"),
        "first_lat": v(lat, "first_name_alone"),
        "nick": nick,
        "nick_lat": nick_lat,
        "glued": Val(nick.value, "PERSON", referent, "glued"),
        "infl": v(infl, "inflected" if infl != p.t(g.name) else "first_name_alone"),
        "formal": v(formal, formal_shape),
        "formal_lat": v(formal_lat, formal_shape),
        "from": v(p.full(), "from_display"),
        "sig": v(p.full(lat=True), "signature_title"),
        "json": v(p.full(lat=True), "json_value"),
        "upper": v(p.full(lat=True).upper(), "upper"),
        "initials": v(f"{lat[0]}.{p.sur.lat[0]}.", "initials"),
        "native": v(p.native_full(), "native_script"),
        "roman": v(p.full(lat=True), "romanised"),
    }
    if no_surname:  # given name and father's name: no surname to stand alone or go first
        out["sur_lat"] = v(lat, "first_name_alone")
        out["last_first"] = v(p.full(lat=True), "full_name")
        out["initial"] = v(f"{lat} {p.sur.lat[0]}.", "initial")
    else:
        out["sur_lat"] = v(p.sur.lat, "surname_alone")
        out["last_first"] = v(f"{p.sur.lat}, {lat}", "last_first")
        out["initial"] = v(f"{lat[0]}. {p.sur.lat}", "initial")
    lower_src = p.full() if p.loc.raw.get("lower_native") else p.full(lat=True)
    out["lower"] = v(lower_src.lower(), "lower")
    return {f"{role}_{k}": val for k, val in out.items()}
