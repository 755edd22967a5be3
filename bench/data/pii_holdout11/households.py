"""Exam 11's households: twenty near-duplicate pairs (same surname and address, given names one
or two letters apart, e-mails one character apart, account and order ids one swap of
neighbouring digits apart) over a GEDCOM record, an SQL dump, mobile-money SMS, an access log
and a library notice."""

from __future__ import annotations

import random

from rapidfuzz.distance import Levenshtein

from bench.data.pii_holdout11.cases import finish, make_ctx
from bench.data.pii_holdout11.genres_b import WALLET, _sql
from bench.data.pii_holdout11.render import Doc, phone
from bench.data.pii_holdout11.values import (
    DOMAINS,
    Person,
    account_id,
    amount,
    ascii_name,
    draw_phone,
    ipv4,
    key_of,
    order_id,
    romanise,
)

# (locale, p0 given, p1 given, p0 female, p1 female); "native|roman" where the script is not Latin
PAIRS = [
    ("am_ET", "አበበ|Abebe", "አበባ|Abeba", False, True),
    ("km_KH", "ដារ៉ា|Dara", "ដារី|Dary", False, True),
    ("yo_NG", "Túndé", "Túnjí", False, False),
    ("ne_NP", "सुमन|Suman", "सुमना|Sumana", False, True),
    ("ne_NP", "रीता|Rita", "गीता|Gita", True, True),
    ("mn_MN", "Номин", "Номун", True, False),
    ("kk_KZ", "Дана", "Дина", True, True),
    ("uz_UZ", "Aziz", "Aziza", False, True),
    ("uz_UZ", "Malik", "Malika", False, True),
    ("pa_IN", "ਸਿਮਰਨ|Simran", "ਸਿਮਰਤ|Simrat", True, True),
    ("af_ZA", "Johan", "Johanna", False, True),
    ("af_ZA", "Riaan", "Riana", False, True),
    ("sr_RS", "Милан", "Милана", False, True),
    ("sr_RS", "Јован", "Јована", False, True),
    ("mt_MT", "Pawlu", "Pawla", False, True),
    ("mt_MT", "Mario", "Marija", False, True),
    ("cy_GB", "Gwen", "Gwyn", True, False),
    ("cy_GB", "Siôn", "Siân", False, True),
    ("en_NZ", "Mere", "Meri", True, True),
    ("en_IE", "Ciarán", "Ciara", False, True),
]


def swapped(value: str, rng: random.Random) -> str:
    """``value`` with two neighbouring, different digits swapped."""
    head = value.index("_") + 1 if "_" in value else value.index("-") + 1
    spots = [i for i in range(head, len(value) - 1) if value[i] != value[i + 1]]
    i = rng.choice(spots)
    return value[:i] + value[i + 1] + value[i] + value[i + 2 :]


def _mails(p0: Person, p1: Person, locale: str, rng: random.Random) -> tuple[str, str]:
    dom = rng.choice(DOMAINS[key_of(locale)])
    g0, g1, s = ascii_name(p0.given_r), ascii_name(p1.given_r), ascii_name(p0.surname_r)
    if Levenshtein.distance(g0, g1) == 1:
        return f"{g0}.{s}@{dom}", f"{g1}.{s}@{dom}"
    year = rng.randint(1975, 1999) // 10 * 10 + rng.randint(0, 8)
    return f"{s}{year}@{dom}", f"{s}{year + 1}@{dom}"


def _gendered(p: Person, female: bool) -> tuple[str, str]:
    sn, sr = p.surname, p.surname_r
    if female and p.lang in ("kk", "uz") and sn.endswith(("ов", "ев", "ov", "ev")):
        return sn + ("а" if p.lang == "kk" else "a"), sr + "a"
    return sn, sr


def household_ctx(i: int, rng: random.Random):
    locale, g0, g1, f0, f1 = PAIRS[i]
    c = make_ctx(locale, rng)
    base = c.people["relative"]
    people = {}
    for ref, given, female in (("p0", g0, f0), ("p1", g1, f1)):
        native, _, roman = given.partition("|")
        sn, sr = _gendered(base, female)
        lang = locale[:2]
        people[ref] = Person(lang, native, sn, roman or romanise(lang, native), sr, female)
    c.people = people
    c.phones = {f"{p}/mobile": draw_phone(c.region, rng) for p in ("p0", "p1")}
    m0, m1 = _mails(people["p0"], people["p1"], locale, rng)
    c.mails = {"p0/email": m0, "p1/email": m1}
    acct, order = account_id(rng), order_id(rng)
    c.extra = {
        "p0/account": acct,
        "p1/account": swapped(acct, rng),
        "p0/order": order,
        "p1/order": swapped(order, rng),
    }
    return c


def _addr(d: Doc, c) -> Doc:
    return d.span(c.addr[0], "STREET_ADDRESS", "household/address")


def _name(d: Doc, c, ref: str, shape: str) -> Doc:
    p = c.people[ref]
    value = {
        "first_name_alone": p.given,
        "surname_alone": p.surname,
        "full_name": p.full(),
        "gedcom_slash": f"{p.given} /{p.surname}/",
        "transliterated": p.full(roman=True),
    }[shape]
    return d.span(value, "PERSON", ref, shape)


def h_gedcom(c) -> Doc:
    d = Doc().t("0 HEAD\n1 CHAR UTF-8\n")
    for n, ref in enumerate(("p0", "p1"), 1):
        d.t(f"0 @I{n}@ INDI\n1 NAME ")
        _name(d, c, ref, "gedcom_slash").t("\n2 GIVN ")
        _name(d, c, ref, "first_name_alone").t("\n2 SURN ")
        d.span(c.people[ref].surname, "PERSON", ref, "surname_alone")
        d.t(f"\n1 SEX {'F' if c.people[ref].female else 'M'}\n1 RESI\n2 ADDR ")
        _addr(d, c).t("\n2 PHON ")
        phone(d, c, f"{ref}/mobile", "international")
        d.t("\n2 EMAIL ").span(c.mails[f"{ref}/email"], "EMAIL_ADDRESS", f"{ref}/email")
        d.t("\n1 REFN ").span(c.extra[f"{ref}/account"], "ACCOUNT_ID", f"{ref}/account")
        d.t("\n1 FAMC @F1@\n")
    return d.t("0 @F1@ FAM\n1 CHIL @I1@\n1 CHIL @I2@\n0 TRLR")


def h_sql(c) -> Doc:
    d = Doc().t("INSERT INTO customers (id, first_name, last_name, email, phone, address) VALUES\n")
    for ref in ("p0", "p1"):
        p = c.people[ref]
        d.t("  ('").span(c.extra[f"{ref}/account"], "ACCOUNT_ID", f"{ref}/account").t("', '")
        _name(d, c, ref, "first_name_alone").t("', '")
        d.span(_sql(p.surname)[1:-1], "PERSON", ref, "surname_alone").t("', '")
        d.span(c.mails[f"{ref}/email"], "EMAIL_ADDRESS", f"{ref}/email").t("', '")
        phone(d, c, f"{ref}/mobile", "e164")
        d.t("', '").span(c.addr[0].replace("'", "''"), "STREET_ADDRESS", "household/address")
        d.t("')" + (",\n" if ref == "p0" else ";\n"))
    d.t("INSERT INTO orders (id, customer_id) VALUES\n")
    for ref in ("p0", "p1"):
        d.t("  ('").span(c.extra[f"{ref}/order"], "ORDER_ID", f"{ref}/order").t("', '")
        d.span(c.extra[f"{ref}/account"], "ACCOUNT_ID", f"{ref}/account")
        d.t("')" + (",\n" if ref == "p0" else ";"))
    return d


def h_sms(c) -> Doc:
    d, L = Doc(), c.L
    w = WALLET[c.locale]
    head, tail = L["sent"].replace("{amt}", amount(c.locale, c.rng)).split("{x}")
    d.t(f"[{w}] {head}")
    _name(d, c, "p1", "full_name")
    before, after = tail.split("{p}")
    d.t(before)
    phone(d, c, "p1/mobile", "compact")
    d.t(after + f"\n[{w}] {L['order']} ").span(c.extra["p0/order"], "ORDER_ID", "p0/order")
    d.t(" · ")
    phone(d, c, "p0/mobile", "national")
    return d


def h_log(c) -> Doc:
    d, r = Doc(), c.rng
    ip = ipv4(r)
    for ref in ("p0", "p1"):
        d.span(ip, "IP_ADDRESS", "household/ip")
        d.t(
            f" - - [{r.randint(1, 28):02d}/Oct/2026:1{r.randint(0, 9)}:{r.randint(10, 59)}:07 +0000] "
        )
        d.t('"POST /v1/signup HTTP/1.1" 201 88 {"name": "')
        _name(d, c, ref, "transliterated" if c.script != "latin" else "full_name")
        d.t('", "email": "').span(c.mails[f"{ref}/email"], "EMAIL_ADDRESS", f"{ref}/email")
        d.t('", "account": "').span(c.extra[f"{ref}/account"], "ACCOUNT_ID", f"{ref}/account")
        d.t('", "order": "').span(c.extra[f"{ref}/order"], "ORDER_ID", f"{ref}/order")
        d.t('"}\n')
    return d


def h_library(c) -> Doc:
    d, L = Doc(), c.L
    d.t(f"{L['borrower']}: ")
    _name(d, c, "p1", "full_name").t(" · ")
    d.span(c.extra["p1/account"], "ACCOUNT_ID", "p1/account").t("\n")
    _addr(d, c).t(f"\n\n{L['dear']} ")
    _name(d, c, "p1", "first_name_alone").t(f",\n{L['due']}.\n")
    return d.span(c.mails["p1/email"], "EMAIL_ADDRESS", "p1/email")


HOUSEHOLD_GENRES = {
    "gedcom_record": h_gedcom,
    "sql_insert": h_sql,
    "mobile_money_sms": h_sms,
    "http_access_log": h_log,
    "library_notice": h_library,
}


def build_households(rng: random.Random) -> list[dict]:
    records = []
    for i in range(len(PAIRS)):
        c = household_ctx(i, rng)
        names = list(HOUSEHOLD_GENRES)
        if i % 3 == 0:
            names = names[:4]
        docs = [(g, HOUSEHOLD_GENRES[g](c)) for g in names]
        records.extend(finish(f"h11-household-{i:02d}", docs, c.locale))
    return records
