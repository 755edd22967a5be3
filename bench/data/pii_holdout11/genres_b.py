"""Mobile-money SMS, GEDCOM genealogy records, SQL INSERT dumps and HTTP access logs with
JSON bodies."""

from __future__ import annotations

import json

from bench.data.pii_holdout11.render import (
    Ctx,
    Doc,
    mail,
    name_as,
    person,
    phone,
    pick,
    relative_shape,
)
from bench.data.pii_holdout11.values import amount

WALLET = {
    "am_ET": "telebirr",
    "km_KH": "Wing",
    "ne_NP": "eSewa",
    "mn_MN": "SocialPay",
    "kk_KZ": "Kaspi",
    "uz_UZ": "Payme",
    "pa_IN": "PhonePe",
    "yo_NG": "OPay",
    "af_ZA": "Capitec",
    "sr_RS": "IPS",
    "mt_MT": "BOV Mobile",
    "cy_GB": "Monzo",
    "en_NZ": "ANZ goMoney",
    "en_IE": "Revolut",
}


def _frame(d: Doc, c: Ctx, frame: str, ref: str, shape: str, phone_ref: str, pshape: str):
    head, tail = frame.replace("{amt}", amount(c.locale, c.rng)).split("{x}")
    d.t(head)
    person(d, c, ref, shape)
    before, after = tail.split("{p}")
    d.t(before)
    phone(d, c, phone_ref, pshape)
    d.t(after)


def mobile_money_sms(c: Ctx) -> Doc:
    L, d, r = c.L, Doc(), c.rng
    w = WALLET[c.locale]
    ref = f"{r.choice('ABCDEFGHKLMNPQRSTUVWXYZ')}{r.randint(10, 99)}{r.choice('KLMNPQR')}{r.randint(1000, 9999)}"
    d.t(f"[{w}] {ref}. ")
    lang = c.locale[:2]
    shape = (
        "inflected"
        if lang == "sr"
        else "mutated"
        if lang == "cy"
        else pick(c, "upper", "full_name", "toneless")
    )
    _frame(d, c, L["received"], "other", shape, "other/mobile", pick(c, "compact", "e164"))
    d.t(f"\n[{w}] {r.choice('ABCDEFGHKLMNPQRSTUVWXYZ')}{r.randint(100000, 999999)}. ")
    rel = shape if lang in ("sr", "cy") else relative_shape(c)
    _frame(
        d,
        c,
        L["sent"],
        "relative",
        rel,
        "relative/mobile",
        pick(c, "compact", "national", "native_digits"),
    )
    d.t(f"\n[{w}] {L['order']} ").span(c.order, "ORDER_ID", "customer/order")
    d.t(f" · {L['account']} ").span(c.account, "ACCOUNT_ID", "customer/account")
    d.t(" · ")
    phone(d, c, "customer/mobile", pick(c, "compact", "e164", "national"))
    return d


def _indi(d: Doc, c: Ctx, ref: str, xref: str, with_contact: bool) -> None:
    p = c.people[ref]
    d.t(f"0 @{xref}@ INDI\n1 NAME ")
    person(d, c, ref, "gedcom_slash")
    if c.script != "latin":
        d.t("\n2 ROMN ").span(f"{p.given_r} /{p.surname_r}/", "PERSON", ref, "transliterated")
        d.t("\n3 TYPE ISO")
    d.t("\n2 GIVN ")
    person(d, c, ref, "first_name_alone")
    d.t("\n2 SURN ")
    person(d, c, ref, "surname_alone")
    d.t(f"\n1 SEX {'F' if p.female else 'M'}\n1 BIRT\n2 DATE {c.rng.randint(1, 28)} ")
    d.t(f"{c.rng.choice(['JAN', 'MAR', 'MAY', 'JUL', 'SEP', 'NOV'])} {c.rng.randint(1950, 2004)}\n")
    if with_contact:
        d.t("1 RESI\n2 ADDR ").span(c.addr[0], "STREET_ADDRESS", "customer/address")
        d.t("\n2 PHON ")
        phone(d, c, f"{ref}/mobile", pick(c, "international", "e164"))
        d.t("\n2 EMAIL ")
        mail(d, c, f"{ref}/email")
        d.t("\n1 REFN ").span(c.account, "ACCOUNT_ID", f"{ref}/account")
        d.t("\n")


def gedcom_record(c: Ctx) -> Doc:
    """Customer and relative as spouses (HUSB/WIFE by sex) or, of one sex, as siblings."""
    d = Doc()
    d.t("0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n")
    cust, rel = c.people["customer"], c.people["relative"]
    spouses = cust.female != rel.female
    link = "FAMS" if spouses else "FAMC"
    _indi(d, c, "customer", "I1", True)
    d.t(f"1 {link} @F1@\n")
    _indi(d, c, "relative", "I2", False)
    d.t(f"1 {link} @F1@\n0 @F1@ FAM\n")
    if spouses:
        husb, wife = ("I2", "I1") if cust.female else ("I1", "I2")
        d.t(f"1 HUSB @{husb}@\n1 WIFE @{wife}@\n")
    else:
        d.t("1 CHIL @I1@\n1 CHIL @I2@\n")
    return d.t("0 TRLR")


def _sql(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def sql_insert(c: Ctx) -> Doc:
    d, p = Doc(), c.people["customer"]
    d.t(
        "INSERT INTO customers (id, first_name, last_name, email, phone, street, postcode) VALUES\n  ("
    )
    d.t("'").span(c.account, "ACCOUNT_ID", "customer/account").t("', ")
    for value, shape in ((p.given, "first_name_alone"), (p.surname, "surname_alone")):
        quoted = _sql(value)
        got = "sql_escaped" if "''" in quoted else shape
        d.t("'").span(quoted[1:-1], "PERSON", "customer", got).t("', ")
    d.t("'")
    mail(d, c, "customer/email")
    d.t("', '")
    phone(d, c, "customer/mobile", "e164")
    d.t("', ").t("'").span(c.addr[1].replace("'", "''"), "STREET_ADDRESS", "customer/address")
    d.t("', ")
    if c.addr[2]:
        d.t("'").span(c.addr[2], "POSTAL_CODE", "customer/address").t("');\n")
    else:
        d.t("NULL);\n")
    d.t("INSERT INTO payments (order_ref, customer_id, method, instrument) VALUES\n  ('")
    d.span(c.order, "ORDER_ID", "customer/order").t("', '")
    d.span(c.account, "ACCOUNT_ID", "customer/account").t("', ")
    kind, value = c.pay
    d.t("'card', '" if kind == "CREDIT_CARD" else "'iban', '").span(value, kind, "customer/pay")
    d.t("');\nINSERT INTO contacts (customer_id, full_name, phone) VALUES ('")
    d.span(c.account, "ACCOUNT_ID", "customer/account").t("', '")
    value, got = name_as(c, c.people["relative"], pick(c, "full_name", "last_first"))
    d.span(value.replace("'", "''"), "PERSON", "relative", "sql_escaped" if "'" in value else got)
    d.t("', '")
    phone(d, c, "relative/mobile", "national")
    d.t("');")
    return d


def _json_span(d: Doc, key: str, value: str, type_: str, ref: str, shape: str | None = None):
    d.t(f'"{key}": "').span(value, type_, ref, shape).t('"')


def http_access_log(c: Ctx) -> Doc:
    d, r = Doc(), c.rng
    ts = f"{r.randint(1, 28):02d}/Nov/2026:{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d} +0000"
    d.span(c.ip, "IP_ADDRESS", "customer/ip").t(" - ").span(
        c.handle, "PERSON", "customer", "username"
    )
    d.t(f' [{ts}] "POST /api/v2/profile HTTP/1.1" 201 {r.randint(180, 900)} "-" "okhttp/4.12.0" ')
    # JSON APIs often keep only ASCII letters: Yoruba, Irish and Welsh names lose their marks
    shape = "toneless" if c.script == "latin" else "transliterated"
    value, got = name_as(c, c.people["customer"], shape)
    d.t("{")
    _json_span(d, "name", value, "PERSON", "customer", got)
    d.t(", ")
    d.t('"phone": "')
    phone(d, c, "customer/mobile", pick(c, "rfc3966", "e164"))
    d.t('", ')
    _json_span(d, "email", c.mails["customer/email"], "EMAIL_ADDRESS", "customer/email")
    d.t(", ")
    _json_span(
        d,
        "address",
        json.dumps(c.addr[0], ensure_ascii=False)[1:-1],
        "STREET_ADDRESS",
        "customer/address",
    )
    d.t(", ")
    kind, value = c.pay
    key = "card_number" if kind == "CREDIT_CARD" else "iban"
    _json_span(d, key, value, kind, "customer/pay")
    d.t("}\n").span(c.ip, "IP_ADDRESS", "customer/ip")
    d.t(f' - - [{ts}] "GET /api/v2/orders/').span(c.order, "ORDER_ID", "customer/order")
    d.t("?account=").span(c.account, "ACCOUNT_ID", "customer/account")
    encoded = c.mails["customer/email"].replace("@", "%40")
    d.t("&email=").span(encoded, "EMAIL_ADDRESS", "customer/email", "url_encoded")
    d.t(f' HTTP/1.1" 200 {r.randint(300, 4000)}')
    return d
