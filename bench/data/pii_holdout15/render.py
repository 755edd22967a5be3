"""People, name shapes and the record builder: a template holds tokens ``{role.field}`` or
``{role.field:shape}``; each token becomes text and, for personal data, a labelled span."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import values as V
from .langs_a import CYR

TOKEN = re.compile(r"\{([a-z]\w*)\.(\w+)(?::(\w+))?\}")
PHONE_WEIGHTS = [
    ("national", 4),
    ("international", 3),
    ("e164", 2),
    ("compact", 1),
    ("dashed", 1),
    ("dotted", 1),
    ("double_zero", 1),
]


def words(s: str) -> list[str]:
    return [w.replace("_", " ") for w in s.split()]


def fem_surname(loc: dict, sur: str) -> str:
    for rule in loc.get("fem", "").split():
        a, b = rule.split(">")
        if sur.endswith(a):
            return sur[: -len(a)] + b
    return sur


def roman(loc: dict, text: str) -> str:
    if loc["script"] == "cyrillic":
        out = "".join(CYR.get(ch.lower(), ch) for ch in text)
        return " ".join(w[:1].upper() + w[1:] for w in out.split(" "))
    if loc["script"] in ("han", "hangul"):
        return loc["roman"][text]
    return text


@dataclass
class Person:
    loc: dict
    given: str
    sur: str
    sex: str  # "f" or "m"
    mid: str = ""
    father: str = ""
    common_ok: bool = True
    phones: dict = field(default_factory=dict)
    email: str = ""
    vals: dict = field(default_factory=dict)

    @property
    def script(self) -> str:
        return self.loc["script"]

    def full(self) -> str:
        order = self.loc.get("order", "gs")
        if order == "sg":
            return self.sur + self.given
        if order == "vi":
            return f"{self.sur} {self.mid} {self.given}"
        return f"{self.given} {self.sur}"

    def roman_given(self) -> str:
        return roman(self.loc, self.given)

    def roman_sur(self) -> str:
        return roman(self.loc, self.sur)

    def roman_full(self) -> str:
        return f"{self.roman_given()} {self.roman_sur()}"

    def shape(self, name: str) -> tuple[str, str]:
        """(value, shape label) of the name in shape ``name``."""
        latin = self.script in ("latin", "cyrillic")
        full = self.full()
        if name == "full":
            return full, "full_name"
        if name == "first":
            common = self.common_ok and self.given in words(self.loc.get("common", ""))
            return self.given, "common_word" if common else "first_name_alone"
        if name == "sur":
            return self.sur, "surname_alone"
        if name == "upper":
            if latin:
                return full.upper(), "upper"
            return f"{self.roman_sur()} {self.roman_given()}".upper(), "upper"
        if name == "lower":
            if self.loc["locale"] == "vi_VN":
                return V.ascii_fold(full).lower(), "ascii_folded"
            if latin:
                return full.lower(), "lower"
            return f"{self.roman_given()} {self.roman_sur()}".lower(), "lower"
        if name == "translit":
            if self.script != "latin":
                if self.script == "hangul":
                    return f"{self.roman_given()} {self.roman_sur()}", "transliterated"
                return self.roman_full(), "transliterated"
            folded = V.ascii_fold(full)
            if folded != full:
                return folded, "ascii_folded"
            return full.upper(), "upper"
        if name == "last_first":
            if self.loc["locale"] == "vi_VN":
                return V.ascii_fold(full).upper(), "upper"
            if self.script == "cyrillic" and self.father:
                return f"{self.sur} {self.given} {self.patr_word()}", "last_first"
            if latin:
                return f"{self.sur.upper()}, {self.given}", "last_first"
            return f"{self.roman_sur()}, {self.roman_given()}", "last_first"
        if name == "initial":
            if self.loc["locale"] == "en_IN":
                return f"{self.sur[0]}. {self.given}", "initial"
            if latin and self.loc["locale"] != "vi_VN":
                return f"{self.given[0]}. {self.sur}", "initial"
            if self.script in ("han", "hangul"):
                return f"{self.roman_given()[0]}. {self.roman_sur()}", "initial"
            return full, "full_name"
        if name == "nick":
            nick = self.loc.get("nick", {}).get(self.given)
            if nick:
                return nick, "nickname"
            return self.shape("first")
        if name == "user":
            g, s = V.slug(self.roman_given()), V.slug(self.roman_sur())
            return self.vals.setdefault("user", f"{g}_{s[:1]}{len(g) * 7 % 90 + 10}"), "username"
        if name == "patr":
            if self.father:
                return f"{self.given} {self.patr_word()}", "patronymic"
            return full, "full_name"
        raise ValueError(name)

    def patr_word(self) -> str:
        if self.loc["locale"] == "ky_KG":
            return f"{self.father} {'кызы' if self.sex == 'f' else 'уулу'}"
        stem = self.loc["patr"][self.father]
        if self.sex == "f":
            return stem[:-2] + ("евна" if stem.endswith("ев") else "овна")
        return stem[:-2] + ("евич" if stem.endswith("ев") else "ович")


NAME_FIELDS = {"full", "first", "sur", "upper", "lower", "translit", "last_first", "initial"}
NAME_FIELDS |= {"nick", "user", "patr"}


class Builder:
    """Turns templates into records with labelled spans for one case (scope)."""

    def __init__(self, scope: str, roles: dict, referents: dict, rng):
        self.scope = scope
        self.roles = roles  # role letter -> Person
        self.referents = referents  # role letter -> referent prefix ("customer", "p0", ...)
        self.rng = rng

    def phone_shape(self, region: str) -> str:
        shapes = [s for s, w in PHONE_WEIGHTS for _ in range(w)]
        while True:
            s = self.rng.choice(shapes)
            if s != "double_zero" or V.double_zero_ok(region):
                return s

    def resolve(self, role: str, fld: str, shape: str | None) -> tuple[str, dict | None]:
        p = self.roles[role]
        ref = self.referents[role]
        if fld == "hname":
            where, hons, part = p.loc["hname"]
            hon = hons[0 if p.sex == "f" else 1]
            value, label = p.shape(part)
            if part == "first" and label == "common_word":
                label = "common_word"
            sep = "" if p.script in ("han",) else " "
            pre, post = (hon + sep, "") if where == "pre" else ("", sep + hon)
            return pre + "\x00" + post, {
                "type": "PERSON",
                "value": value,
                "ref": ref,
                "shape": label,
            }
        if fld in NAME_FIELDS:
            value, label = p.shape(fld)
            return "\x00", {"type": "PERSON", "value": value, "ref": ref, "shape": label}
        if fld in ("mob", "land"):
            num = p.phones["mobile" if fld == "mob" else "landline"]
            s = shape or self.phone_shape(p.loc["region"])
            kind = "mobile" if fld == "mob" else "landline"
            return "\x00", {
                "type": "PHONE_NUMBER",
                "value": V.fmt_phone(num, s),
                "ref": f"{ref}/{kind}",
                "shape": s,
                "region": p.loc["region"],
            }
        table = {
            "email": ("EMAIL_ADDRESS", "email"),
            "addr": ("STREET_ADDRESS", "address"),
            "street": ("STREET_ADDRESS", "address"),
            "post": ("POSTAL_CODE", "address"),
            "acct": ("ACCOUNT_ID", "account"),
            "order": ("ORDER_ID", "order"),
            "card": ("CREDIT_CARD", "pay"),
            "iban": ("IBAN_CODE", "pay"),
            "ip": ("IP_ADDRESS", "ip"),
        }
        type_, sub = table[fld]
        value = p.vals[fld]
        ref_sub = p.vals.get("ref_" + sub, f"{ref}/{sub}")
        return "\x00", {"type": type_, "value": value, "ref": ref_sub}

    def record(self, rid: str, template: str, meta: dict) -> dict:
        text, spans, pos = [], [], 0
        out_len = 0
        for m in TOKEN.finditer(template):
            lit = template[pos : m.start()]
            text.append(lit)
            out_len += len(lit)
            shown, span = self.resolve(m.group(1), m.group(2), m.group(3))
            before, after = shown.split("\x00")
            text.append(before)
            out_len += len(before)
            if span:
                start = out_len
                text.append(span["value"])
                out_len += len(span["value"])
                s = {
                    "type": span["type"],
                    "value": span["value"],
                    "start": start,
                    "end": out_len,
                    "referent": f"{self.scope}/{span['ref']}",
                }
                for k in ("shape", "region"):
                    if k in span:
                        s[k] = span[k]
                spans.append(s)
            text.append(after)
            out_len += len(after)
            pos = m.end()
        text.append(template[pos:])
        return {"id": rid, "text": "".join(text), "scope": self.scope, **meta, "spans": spans}


def assign_entities(records: list[dict]) -> None:
    """One entity per (type, value) in a case, numbered in order of first appearance."""
    table: dict = {}
    for r in records:
        for s in r["spans"]:
            key = (s["type"], s["value"])
            if key not in table:
                table[key] = f"{r['scope']}/e{len(table) + 1:02d}"
            s["entity"] = table[key]
        r["spans"] = [
            {
                k: s[k]
                for k in ("type", "value", "start", "end", "entity", "referent", "shape", "region")
                if k in s
            }
            for s in r["spans"]
        ]
