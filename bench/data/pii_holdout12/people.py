"""People drawn from the hand-typed name lists, and the shapes their names are written in."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import phonenumbers

from .labels_a import LABELS_A
from .labels_b import LABELS_B
from .names_a import NAMES_A
from .names_b import NAANAYS, NAMES_B
from .places import DOMAINS, REGION, address
from .render import Val
from .values import account_id, card, email, iban, ip_address, order_id, phone_number, phone_text

NAMES = {**NAMES_A, **NAMES_B}
LABELS = {**LABELS_A, **LABELS_B}
CJK = ("ja_JP", "ko_KR", "zh_TW")
ROMANISED = ("ja_JP", "ko_KR", "zh_TW", "be_BY")
TWO_SURNAMES = ("es_MX", "gl_ES")


def _items(s: str) -> list[tuple[str, str]]:
    """'native|roman ...' (or plain Latin names) -> [(native, roman)]; '_' stands for a space."""
    out = []
    for tok in s.split():
        tok = tok.replace("_", " ")
        native, _, roman = tok.partition("|")
        out.append((native, roman or native))
    return out


def _common(s: str) -> list[tuple[str, str, str]]:
    out = []
    for tok in s.split():
        name, _, kind = tok.rpartition(":")
        native, _, roman = name.partition("|")
        out.append((native, roman or native, kind))
    return out


def _nick(s: str) -> dict[str, str]:
    out = {}
    for tok in s.split():
        a, _, b = tok.partition(":")
        if not b:
            a, _, b = tok.partition("|")
        out[a] = b.replace("_", " ")
    return out


BE_FEM = {"ў": "ва", "скі": "ская"}
BE_FEM_ROM = {"ou": "ova", "ski": "skaya"}


def _be_feminine(native: str, roman: str) -> tuple[str, str]:
    for end, fem in BE_FEM.items():
        if native.endswith(end):
            native = native[: -len(end)] + fem
            break
    for end, fem in BE_FEM_ROM.items():
        if roman.endswith(end):
            roman = roman[: -len(end)] + fem
            break
    return native, roman


@dataclass
class Person:
    locale: str
    sex: str
    given: str
    given_rom: str
    surname: str
    surname_rom: str
    common_given: bool = False
    common_surname: bool = False
    email: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def full(self) -> str:
        if self.locale in ("ko_KR", "zh_TW"):
            return self.surname + self.given
        if self.locale == "ja_JP":
            return f"{self.surname} {self.given}"
        return f"{self.given} {self.surname}"

    @property
    def full_rom(self) -> str:
        return f"{self.given_rom} {self.surname_rom}"

    @property
    def first_surname(self) -> str:
        """The surname alone as written after an honorific (the first of two Hispanic ones)."""
        if self.locale in TWO_SURNAMES:
            return self.surname.split()[0]
        return self.surname

    @property
    def nick(self) -> str | None:
        if self.locale == "so_SO":  # a by-name after the given name: Cali Dheere
            return f"{self.given} {NAANAYS[len(self.given) % len(NAANAYS)]}"
        if self.locale == "zh_TW":  # 阿 + the last character of the given name: 阿明
            return "阿" + self.given[-1]
        return _nick(NAMES[self.locale].get("nick", "")).get(self.given)


def draw_person(
    rng: random.Random, locale: str, sex: str | None = None, common: bool = False, avoid=()
) -> Person:
    n = NAMES[locale]
    sex = sex or rng.choice("FM")
    for _ in range(200):
        given, given_rom = rng.choice(_items(n[sex]))
        surs = _items(n["S"])
        sur, sur_rom = rng.choice(surs)
        cg = cs = False
        if common and n.get("common"):
            pool = [c for c in _common(n["common"]) if c[2] in (sex, "S")]
            if pool:
                c = rng.choice(pool)
                if c[2] == "S":
                    sur, sur_rom, cs = c[0], c[1], True
                else:
                    given, given_rom, cg = c[0], c[1], True
        if locale in TWO_SURNAMES:
            s2, s2r = rng.choice(surs)
            if s2 == sur:
                continue
            sur, sur_rom = f"{sur} {s2}", f"{sur_rom} {s2r}"
        elif locale == "pt_BR" and rng.random() < 0.5:
            s2, s2r = rng.choice(surs)
            if s2 == sur or cs:
                continue
            sur, sur_rom = f"{s2} {sur}", f"{s2r} {sur_rom}"
        elif locale == "so_SO":
            father = rng.choice(_items(n["M"]))[0]
            if father == given:
                continue
            sur, sur_rom = f"{father} {sur}", f"{father} {sur_rom}"
        if locale == "be_BY" and sex == "F":
            sur, sur_rom = _be_feminine(sur, sur_rom)
        if given in avoid or sur in avoid:
            continue
        p = Person(locale, sex, given, given_rom, sur, sur_rom, cg, cs)
        p.email = email(rng, given_rom, sur_rom.split()[0], DOMAINS[locale])
        return p
    raise ValueError(locale)


def name_val(p: Person, shape: str, ref: str) -> Val:
    """The person's name written in ``shape``; the span's shape says how it was written."""
    loc = p.locale
    out_shape = shape
    if shape == "full_name":
        v = p.full
    elif shape == "first_name_alone":
        v = p.given
        out_shape = "common_word" if p.common_given else shape
    elif shape == "surname_alone":
        v = p.first_surname
        out_shape = "common_word" if p.common_surname else shape
        if loc == "so_SO":
            v, out_shape = p.given, "common_word" if p.common_given else "first_name_alone"
    elif shape == "lower":
        v = (p.full_rom if loc in CJK else p.full).lower()
    elif shape == "upper":
        v = (f"{p.surname_rom} {p.given_rom}" if loc in CJK else p.full).upper()
    elif shape == "last_first":
        if loc in CJK:
            v = f"{p.surname_rom}, {p.given_rom}"
        elif loc == "be_BY":
            v = f"{p.surname} {p.given}"
        else:
            v = f"{p.surname}, {p.given}"
    elif shape == "initials":
        if loc == "en_IN":
            v = f"{p.surname[0]}. {p.given}"
        elif loc in CJK:
            parts = p.given_rom.replace("-", " ").split()
            v = "".join(x[0].upper() + "." for x in parts) + " " + p.surname_rom
        elif loc == "so_SO":
            father, grand = p.surname.split(" ", 1)
            v = f"{p.given} {father[0]}. {grand}"
        else:
            parts = p.given.split("-")
            v = "-".join(x[0] + "." for x in parts) + " " + p.surname.split()[0]
    elif shape == "nickname":
        v = p.nick
        if v is None:
            raise KeyError("no nickname")
    elif shape == "transliterated":
        v = p.full_rom
    elif shape == "username":
        from .values import ascii_fold

        g = ascii_fold(p.given_rom).replace(" ", "").replace("-", "")
        s = ascii_fold(p.surname_rom.split()[-1]).replace(" ", "").replace("-", "")
        v = f"{g}.{s[0]}" if len(p.given_rom) > 4 else f"{g[0]}{s}"
    elif shape in ("article", "class_prefixed"):
        v = p.given
    else:
        raise ValueError(shape)
    return Val("PERSON", v, ref, out_shape)


PHONE_SHAPES = ["national", "international", "e164", "compact", "dashed", "dotted", "spaced"]
EXTRA_PHONE = {
    "JP": ["fullwidth", "fullwidth", "fullwidth"], "TW": ["fullwidth"], "CH": ["trunk_zero"], "AU": ["trunk_zero"],
    "ZA": ["trunk_zero", "wa_me"], "BR": ["wa_me", "wa_me"], "MX": ["wa_me"], "HT": ["wa_me"],
    "SO": ["wa_me"], "IN": ["wa_me"],
}  # fmt: skip
ISSUER_BY_LOCALE = {
    "en_US": ["visa", "mastercard", "amex", "discover"], "en_IN": ["visa", "mastercard"],
    "en_AU": ["visa", "mastercard", "amex"], "es_MX": ["visa", "mastercard", "amex"],
    "fr_CA": ["visa", "mastercard"], "de_CH": ["visa", "mastercard"],
    "pt_BR": ["visa", "mastercard"], "ja_JP": ["jcb", "visa", "amex"],
    "ko_KR": ["unionpay", "visa", "mastercard"], "zh_TW": ["unionpay", "jcb", "visa"],
    "gl_ES": ["visa", "mastercard"], "lb_LU": ["visa", "mastercard"],
    "be_BY": ["visa", "mastercard"], "zu_ZA": ["visa", "mastercard"],
    "ht_HT": ["visa", "discover", "mastercard"], "so_SO": ["visa", "mastercard"],
}  # fmt: skip
IBAN_COUNTRY = {"gl_ES": "ES", "lb_LU": "LU", "de_CH": "CH", "be_BY": "BY", "pt_BR": "BR"}


class Owner:
    """One person's values in one case, each written once per shape; ``pref`` is the referent
    prefix (``customer``, ``relative``, ``p0``...)."""

    def __init__(
        self, rng: random.Random, p: Person, pref: str, addr_ref: str | None = None, k: int = 0
    ):
        self.rng, self.p, self.pref = rng, p, pref
        self.region = REGION[p.locale]
        self.mobile_n = phone_number(rng, self.region, "mobile")
        kind = "mobile" if self.region == "SO" else "landline"
        self.landline_n = phone_number(rng, self.region, kind)
        self.addr = address(rng, p.locale)
        self.addr_ref = addr_ref or f"{pref}/address"
        self.acct_v = account_id(rng)
        self.order_v = order_id(rng)
        issuers = ISSUER_BY_LOCALE[p.locale]
        self.card_v = card(rng, issuers[k % len(issuers)])
        country = IBAN_COUNTRY.get(p.locale)
        self.iban_v = iban(rng, country) if country else None
        self.ip_v = ip_address(rng)
        self.ip_ref = f"{pref}/ip"

    def name(self, shape: str) -> Val:
        return name_val(self.p, shape, self.pref)

    def phone(self, shape: str, kind: str = "mobile") -> Val:
        n = self.mobile_n if kind == "mobile" else self.landline_n
        return Val("PHONE_NUMBER", phone_text(n, self.region, shape), f"{self.pref}/{kind}",
                   shape, self.region)  # fmt: skip

    def email(self) -> Val:
        return Val("EMAIL_ADDRESS", self.p.email, f"{self.pref}/email")

    def address(self) -> Val:
        return Val("STREET_ADDRESS", self.addr[0], self.addr_ref)

    def street(self) -> Val:
        return Val("STREET_ADDRESS", self.addr[1], self.addr_ref)

    def postcode(self) -> Val | None:
        return Val("POSTAL_CODE", self.addr[2], self.addr_ref) if self.addr[2] else None

    def acct(self) -> Val:
        return Val("ACCOUNT_ID", self.acct_v, f"{self.pref}/account")

    def order(self) -> Val:
        return Val("ORDER_ID", self.order_v, f"{self.pref}/order")

    def card(self) -> Val:
        return Val("CREDIT_CARD", self.card_v, f"{self.pref}/pay")

    def iban(self) -> Val | None:
        return Val("IBAN_CODE", self.iban_v, f"{self.pref}/pay") if self.iban_v else None

    def ip(self) -> Val:
        return Val("IP_ADDRESS", self.ip_v, self.ip_ref)

    def last4(self) -> str:
        return self.card_v.replace(" ", "")[-4:]

    def e164_digits(self) -> str:
        return phonenumbers.format_number(self.mobile_n, phonenumbers.PhoneNumberFormat.E164)
