"""Locales, card issuers and IBAN countries, people and their name forms, a case's values and
the holes of the customers' sentences."""

from __future__ import annotations

from dataclasses import dataclass

from .langs_a import LOCALES_A
from .langs_b import LOCALES_B
from .langs_c import LOCALES_C
from .render import S
from .values import (
    card_grouped,
    draw_card,
    draw_email,
    draw_iban,
    draw_id,
    draw_ip,
    draw_login,
    draw_phone,
    fold,
    iban_grouped,
    phone_text,
)

LOCALES = (*LOCALES_A, *LOCALES_B, *LOCALES_C)
FREQUENT = tuple(loc["locale"] for loc in LOCALES_A)
# issuer of the school-fee card and of the survey deposit's card (locales without an IBAN)
CARDS = {
    "bn_BD": ("visa", "mastercard"),
    "ur_PK": ("mastercard", None),
    "ms_MY": ("jcb", "visa"),
    "fi_FI": ("amex", None),
    "te_IN": ("mastercard2", "visa"),
    "so_SO": ("visa", "mastercard"),
    "ha_NG": ("mastercard2", "visa"),
    "be_BY": ("visa", None),
    "ceb_PH": ("discover", "mastercard"),
    "mg_MG": ("unionpay", "visa"),
    "rn_BI": ("visa", "mastercard2"),
    "ast_ES": ("amex", None),
    "tet_TL": ("mastercard", "visa"),
    "tpi_PG": ("visa", "mastercard2"),
    "ckb_IQ": ("mastercard2", None),
}
IBANS = {"ur_PK": "PK", "fi_FI": "FI", "be_BY": "BY", "ast_ES": "ES", "ckb_IQ": "IQ"}
BN_VOWEL_SIGNS = "ািীুূৃেৈোৌ"
TE_KI = "ిీెే"


def pair(name) -> tuple[str, str]:
    return (name, name) if isinstance(name, str) else name


@dataclass(frozen=True)
class Person:
    given: tuple[str, str]  # (native, romanised)
    surname: tuple[str, str]
    woman: bool

    @property
    def gn(self) -> str:
        return self.given[0]

    @property
    def gr(self) -> str:
        return self.given[1]

    @property
    def sr(self) -> str:
        return self.surname[1]

    @property
    def full_n(self) -> str:
        return f"{self.given[0]} {self.surname[0]}"

    @property
    def full_r(self) -> str:
        return f"{self.given[1]} {self.surname[1]}"

    @property
    def initial(self) -> str:
        return f"{fold(self.gr)[0]}. {self.sr}"

    @property
    def initials(self) -> str:
        return f"{fold(self.gr)[0]}.{fold(self.sr)[0]}."

    @property
    def joined_upper(self) -> str:
        return fold(self.gr + self.sr).upper().replace(" ", "").replace("-", "")

    @property
    def title(self) -> str:
        return "Ms" if self.woman else "Mr"


def dative(loc: dict, p: Person) -> S:
    """The friend's given name as the customer's language glues a 'to' onto it."""
    code, g = loc["locale"], p.gn
    if code == "fi_FI":
        return S("PERSON", g + "lle", "friend", "inflected")
    if code == "bn_BD":
        return S("PERSON", g + "কে", "friend", "inflected")
    if code == "te_IN":
        return S("PERSON", g + ("కి" if g[-1] in TE_KI else "కు"), "friend", "inflected")
    if code == "be_BY":
        return S("PERSON", loc["dative"][g], "friend", "inflected")
    return S("PERSON", g, "friend", "first_name_alone")


def genitive(loc: dict, p: Person) -> S:
    code, g = loc["locale"], p.gn
    if code == "fi_FI":
        return S("PERSON", g + "n", "friend", "inflected")
    if code == "bn_BD":
        return S("PERSON", g + ("র" if g[-1] in BN_VOWEL_SIGNS else "এর"), "friend", "inflected")
    if code == "be_BY":
        return S("PERSON", loc["genitive"][g], "friend", "inflected")
    return S("PERSON", g, "friend", "first_name_alone")


def draw_people(rng, loc: dict, nick: bool) -> dict[str, Person]:
    women = [pair(n) for n in loc["women"]]
    men = [pair(n) for n in loc["men"]]
    words = [pair(n) for n in loc["words"]]
    surnames = rng.sample([pair(n) for n in loc["surnames"]], 5)
    everyone = [(g, True) for g in women] + [(g, False) for g in men]
    pool = [x for x in everyone if x[0][1] in loc["nicks"]] if nick else everyone
    cust = rng.choice(pool)
    friend = rng.choice([x for x in everyone if x[1] and x[0] != cust[0]])
    rest = [x for x in everyone if x[0] not in (cust[0], friend[0])]
    agent, lead = rng.sample(rest, 2)
    cover = (rng.choice(words), True)
    picks = {"customer": cust, "friend": friend, "agent": agent, "lead": lead, "cover": cover}
    return {k: Person(g, surnames[i], w) for i, (k, (g, w)) in enumerate(picks.items())}


def draw_values(rng, loc: dict, people: dict[str, Person], genre: int) -> dict:
    region, code = loc["region"], loc["locale"]
    c, f = people["customer"], people["friend"]
    v = {
        "cmob": draw_phone(rng, region, "mobile"),
        "fmob": draw_phone(rng, region, "mobile"),
        "aland": draw_phone(rng, region, "fixed"),
        "cmail": draw_email(rng, c.gr, c.sr, loc["mail"]),
        "fmail": draw_email(rng, f.gr, f.sr, loc["mail"]),
        "login": draw_login(rng, c.gr, c.sr),
        "acct": draw_id(rng, "acct_", 7, 9),
        "order": draw_id(rng, "ORD-", 6, 8),
        "ip": draw_ip(rng, rng.random() < 0.35),
        "street": rng.choice(loc["streets"]).format(n=rng.randint(2, 180)),
        "town": rng.choice(loc["towns"]),
        "card": draw_card(rng, CARDS[code][0]),
    }
    if code in IBANS:
        v["iban"] = draw_iban(rng, IBANS[code])
    else:
        v["card2"] = draw_card(rng, CARDS[code][1])
    return v


def phone(v: dict, key: str, shape: str, referent: str, region: str) -> S:
    return S("PHONE_NUMBER", phone_text(v[key], shape, region), referent, shape, region)


def address(loc: dict, v: dict, referent: str = "customer/address") -> list:
    sep = "، " if loc["locale"] == "ckb_IQ" else ", "
    town, pc = v["town"]
    out: list = [S("STREET_ADDRESS", v["street"], referent), sep]
    if not pc:
        return [*out, town]
    post = S("POSTAL_CODE", pc, referent)
    return [*out, post, " ", town] if loc["addr"] == "pc_town" else [*out, town, " ", post]


def pay_parts(v: dict, grouped: bool) -> S:
    if "iban" in v:
        value = iban_grouped(v["iban"]) if grouped else v["iban"]
        return S("IBAN_CODE", value, "customer/iban")
    value = card_grouped(v["card2"]) if grouped else v["card2"]
    return S("CREDIT_CARD", value, "customer/pay")


def holes(loc: dict, people: dict[str, Person], v: dict) -> dict[str, list]:
    """The parts that fill a customer's sentence: names in the customer's script."""
    c, f, region = people["customer"], people["friend"], loc["region"]
    return {
        "friend": [S("PERSON", f.full_n, "friend", "full_name")],
        "friend_gen": [genitive(loc, f)],
        "friend_dat": [dative(loc, f)],
        "full": [S("PERSON", c.full_n, "customer", "full_name")],
        "phone": [phone(v, "cmob", "national", "customer/mobile", region)],
        "phone_intl": [phone(v, "cmob", "international", "customer/mobile", region)],
        "fphone": [phone(v, "fmob", "national", "friend/mobile", region)],
        "email": [S("EMAIL_ADDRESS", v["fmail"], "friend/email")],
        "card": [S("CREDIT_CARD", card_grouped(v["card"]), "customer/pay")],
        "pay": [pay_parts(v, grouped=True)],
        "addr": address(loc, v),
    }
