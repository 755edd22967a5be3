"""One case of the seventh exam: the people and values its records share, and the ways a
person's name is written (each a labelled ``Sp`` piece for ``bench.data.exam_render``)."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass

from bench.data.exam_render import Sp
from bench.data.pii_holdout7 import values as v
from bench.data.pii_holdout7.phrases_a import EL, EN, EN_VARIANTS, HU, ID, RO, VI
from bench.data.pii_holdout7.phrases_b import DA, DE, ES, FI, FR, NO, PT, TL

PHRASES = {"en": EN, "vi": VI, "id": ID, "ro": RO, "hu": HU, "el": EL, "da": DA, "no": NO,
           "fi": FI, "tl": TL, "de": DE, "fr": FR, "es": ES, "pt": PT}  # fmt: skip
# How a title addresses a person: Vietnamese and Indonesian by the given name, Hungarian by
# the full name (family name first), the others by the family name.
TITLE_NAME = {"vi": "given", "id": "given", "hu": "full"}
DOCTOR = {"vi": "BS.", "el": "Δρ.", "hu": "dr.", "id": "dr.", "fi": "LL", "da": "læge"}
COMPANIES = ["parcelio.com", "northpeak.io", "lumen-energy.eu", "kiosko.app", "fjordmart.com",
             "brightcart.co", "vireo-telecom.net", "oakridge-bank.com"]  # fmt: skip


def phrases(locale: str) -> dict:
    lang = v.LOCALES[locale][0]
    return {**PHRASES[lang], **EN_VARIANTS.get(locale, {})}


@dataclass
class Case:
    locale: str
    lang: str
    region: str
    iban_country: str | None
    cust: v.Person
    rel: v.Person
    agent: v.Person
    colleague: v.Person
    neighbour: v.Person
    doctor: v.Person
    consignee: v.Person
    mail: str
    mail_old: str
    rel_mail: str
    agent_mail: str
    phone: object
    rel_phone: object
    cons_phone: object
    addr: v.Address
    cons_addr: v.Address
    acct: str
    order: str
    cons_order: str
    card: str
    card_issuer: str
    iban: str | None
    ip4: str
    ip6: str
    user_style: int


def draw_case(rng: random.Random, locale: str, issuer: str) -> Case:
    lang, region, _, iban_country = v.LOCALES[locale]
    cust = v.person(rng, locale)
    # a relative shares the family name; Greek family names are gendered, so the same gender
    rel = v.person(rng, locale, female=cust.female if lang == "el" else None, last=cust.last)
    while rel.given == cust.given:
        rel = v.person(rng, locale, female=cust.female if lang == "el" else None, last=cust.last)
    # the others of a case share neither a first nor a family name with anyone in it, so that
    # an equal written name always means one person
    others: list[v.Person] = []
    while len(others) < 5:
        p = v.person(rng, locale)
        taken = {q.given for q in (cust, rel, *others)} | {q.last for q in (cust, *others)}
        if p.given not in taken and p.last not in taken:
            others.append(p)
    agent, colleague, neighbour, doctor, consignee = others
    mail = v.email(rng, locale, cust)
    mail_old = v.email(rng, locale, cust)
    while mail_old == mail:
        mail_old = v.email(rng, locale, cust)
    user_style = rng.randrange(3)
    return Case(
        locale=locale, lang=lang, region=region, iban_country=iban_country,
        cust=cust, rel=rel, agent=agent, colleague=colleague,
        neighbour=neighbour, doctor=doctor, consignee=consignee,
        mail=mail, mail_old=mail_old, rel_mail=v.email(rng, locale, rel),
        agent_mail=f"{v.username(agent, user_style + 1)}@{rng.choice(COMPANIES)}",
        phone=v.phone(rng, region), rel_phone=v.phone(rng, region), cons_phone=v.phone(rng, region),
        addr=v.address(rng, locale), cons_addr=v.address(rng, locale),
        acct=v.account_id(rng), order=v.order_id(rng), cons_order=v.order_id(rng),
        card=v.card(rng, issuer), card_issuer=issuer,
        iban=v.iban(rng, iban_country) if iban_country else None,
        ip4=v.ipv4(rng), ip6=v.ipv6(rng), user_style=user_style,
    )  # fmt: skip


# --- the ways a name is written; each returns the pieces of one slot -------------------------
def full(p: v.Person, ref: str) -> list:
    return [Sp("PERSON", p.full, ref, "full_name")]


def given(p: v.Person, ref: str) -> list:
    return [Sp("PERSON", p.given, ref, "first_name_alone")]


def surname(p: v.Person, ref: str) -> list:
    return [Sp("PERSON", p.last, ref, "surname_alone")]


def last_first(p: v.Person, ref: str, upper: bool = False) -> list:
    if p.lang in v.FAMILY_FIRST:  # already family name first: written as a full name
        return [Sp("PERSON", caps(p.full, p.lang) if upper else p.full, ref, "full_name")]
    last = caps(p.last, p.lang) if upper else p.last
    return [Sp("PERSON", f"{last}, {p.first}", ref, "upper_surname" if upper else "last_first")]


def initial(p: v.Person, ref: str) -> list:
    if p.lang in v.FAMILY_FIRST:
        return [Sp("PERSON", f"{p.last} {p.first[0]}.", ref, "initial")]
    return [Sp("PERSON", f"{p.first[0]}. {p.last}", ref, "initial")]


def initials(p: v.Person, ref: str) -> list:
    return [Sp("PERSON", f"{p.first[0]}{p.last[0]}".upper(), ref, "initials")]


def caps(text: str, lang: str) -> str:
    """Capitals as the language writes them: Greek drops its accents in capitals."""
    if lang != "el":
        return text.upper()
    return unicodedata.normalize(
        "NFC",
        "".join(
            ch for ch in unicodedata.normalize("NFD", text.upper()) if not unicodedata.combining(ch)
        ),
    )


def upper(p: v.Person, ref: str) -> list:
    return [Sp("PERSON", caps(p.full, p.lang), ref, "upper_case")]


def lower(p: v.Person, ref: str) -> list:
    return [Sp("PERSON", p.full.lower(), ref, "lower_case")]


def handle(p: v.Person, ref: str, style: int) -> list:
    return [Sp("PERSON", v.username(p, style), ref, "username")]


def spelled(p: v.Person, ref: str) -> list:
    letters = [c for c in p.last.upper() if c.isalpha()]
    return [Sp("PERSON", "-".join(letters), ref, "spelled")]


def titled(P: dict, p: v.Person, ref: str) -> list:
    """The person after (or before) the language's title; the title stays outside the span."""
    before, after = P["ms" if p.female else "mr"].split("<<n>>")
    kind = TITLE_NAME.get(p.lang, "last")
    value = {"given": p.given, "full": p.full, "last": p.last}[kind]
    shape = {"given": "first_name_alone", "full": "full_name", "last": "surname_alone"}[kind]
    return [before, Sp("PERSON", value, ref, shape), after]


def doctor(p: v.Person, ref: str) -> list:
    return [DOCTOR.get(p.lang, "Dr.") + " ", *full(p, ref)]


# --- other values -----------------------------------------------------------------------------
def tel(c: Case, number, ref: str, form: str, P: dict | None = None) -> list:
    text = v.phone_text(number, form, (P or {}).get("digits", ""))
    return [Sp("PHONE_NUMBER", text, ref, form, c.region)]


def mail(value: str, ref: str, spoken: tuple[str, str] | None = None) -> list:
    if spoken:
        return [Sp("EMAIL_ADDRESS", v.spoken_email(value, *spoken), ref, "spoken")]
    return [Sp("EMAIL_ADDRESS", value, ref)]


def street(a: v.Address, ref: str) -> list:
    return [Sp("STREET_ADDRESS", a.street, ref, "street_only")]


def whole_address(a: v.Address, ref: str, multi: bool = False) -> list:
    if multi:
        return [Sp("STREET_ADDRESS", a.multi_line, ref, "multi_line")]
    return [Sp("STREET_ADDRESS", a.one_line, ref)]


def postcode(a: v.Address, ref: str) -> list:
    return [Sp("POSTAL_CODE", a.postcode, ref)]


def one(type_: str, value: str, ref: str, shape: str | None = None) -> list:
    return [Sp(type_, value, ref, shape)]


def card(c: Case) -> list:
    return [Sp("CREDIT_CARD", c.card, "customer/card", c.card_issuer)]


def masked(c: Case) -> str:
    return "**** " + c.card.replace(" ", "").replace("-", "")[-4:]
