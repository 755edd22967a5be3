"""People of a case and the ways their names are written (``shape``), plus the case's other
values (phones, e-mail, address, ids, card, IBAN, IP) as labelled slots."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from . import values
from .render import S


def pairs(spec: str) -> list[tuple[str, str]]:
    """``native|roman`` tokens (or Latin names alone) as (native, roman) pairs."""
    out = []
    for tok in spec.split():
        native, _, roman = tok.partition("|")
        native = native.replace("_", " ")
        out.append((native, roman.replace("_", " ") if roman else native))
    return out


def commons(loc: dict, woman: bool) -> list[tuple[str, str]]:
    want = "f" if woman else "m"
    return [
        p
        for tok in loc["common"].split()
        for p in pairs(tok.rsplit(":", 1)[0])
        if tok.endswith(":" + want)
    ]


def nicks(loc: dict) -> dict[str, tuple[str, str]]:
    out = {}
    for tok in loc["nick"].split():
        key, _, nick = tok.partition(":")
        out.setdefault(key, []).append(pairs(nick)[0])
    return out


@dataclass
class Person:
    given: str
    given_r: str
    surname: str
    surname_r: str
    woman: bool
    loc: dict
    nick: tuple[str, str] | None = None
    handle: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def latin(self) -> bool:
        return self.loc["script"] == "latin"

    def name(self, shape: str) -> str:
        g, s, gr, sr = self.given, self.surname, self.given_r, self.surname_r
        cased = self.loc["script"] in ("latin", "cased")
        table = {
            "full_name": f"{g} {s}",
            "first_name_alone": g,
            "common_word": g,
            "surname_alone": s[0].upper() + s[1:] if self.latin else s,
            "lower": f"{g} {s}".lower() if cased else f"{gr} {sr}".lower(),
            "upper": f"{g} {s}".upper() if cased else f"{gr} {sr}".upper(),
            "initial": f"{g[0]}. {s}" if cased else f"{gr[0]}. {sr}",
            "last_first": f"{s[0].upper() + s[1:]}, {g}" if cased else f"{sr}, {gr}",
            "native_script": f"{g} {s}",
            "romanised": f"{gr} {sr}",
            "spelled": "-".join(c for c in values.ascii_fold(sr).upper() if c.isalpha()),
            "username": self.handle,
            "nickname": self.nick[0] if self.nick else g,
        }
        return table[shape]

    def s(self, ref: str, shape: str) -> S:
        """A PERSON slot; shapes a person cannot take fall back to one they can."""
        if shape in ("native_script", "romanised") and self.latin:
            shape = "full_name"
        if shape == "spelled" and not self.latin:
            shape = "romanised"
        if shape == "nickname" and not self.nick:
            shape = "first_name_alone"
        if shape == "common_word" and not self.extra.get("common"):
            shape = "first_name_alone"
        if shape == "surname_alone" and self.loc.get("given_hon"):
            shape = "first_name_alone"
        return S("PERSON", self.name(shape), ref, {"shape": shape})

    def titled(self, ref: str, shape: str = "surname_alone") -> tuple[str, S, str]:
        """(text before, name slot, text after) with the locale's honorific outside the
        span: ``Sig.ra`` + surname; ``คุณ`` + given name where titles go with given names."""
        woman_t, man_t, where = self.loc["hon"]
        title = woman_t if self.woman else man_t
        slot = self.s(ref, shape)
        if where == "pre":
            return title + " ", slot, ""
        return "", slot, " " + title


def draw_person(
    rng: random.Random, loc: dict, woman: bool, avoid: set[str], kind: str = "plain"
) -> Person:
    """A person of ``loc`` whose given name and surname are not in ``avoid``; ``kind`` asks
    for a common-word given name or one with a usual nickname."""
    pool = pairs(loc["women"] if woman else loc["men"])
    nick_map = nicks(loc)
    if kind == "common" and commons(loc, woman):
        pool = commons(loc, woman)
    elif kind == "nick" and "*" not in nick_map:
        pool = [p for p in pool if p[0] in nick_map] or pool
    given = rng.choice([p for p in pool if p[0] not in avoid])
    surname = rng.choice([p for p in pairs(loc["surnames"]) if p[0] not in avoid])
    nick = None
    if "*" in nick_map:
        nick = rng.choice(nick_map["*"])
    elif given[0] in nick_map:
        nick = nick_map[given[0]][0]
    person = Person(given[0], given[1], surname[0], surname[1], woman, loc, nick)
    person.extra["common"] = given in commons(loc, woman)
    person.handle = values.handle(rng, given[1], surname[1])
    avoid.update({given[0], surname[0]} | ({nick[0]} if nick else set()))
    return person
