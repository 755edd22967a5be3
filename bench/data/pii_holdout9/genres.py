"""Exam 9's eight genres, each laid out from a case's values and its language's phrasing:
(template, slots) pairs for ``bench.data.exam_render.render``. A slot is a list of pieces,
plain strings or labelled spans (``Sp``)."""

from __future__ import annotations

from bench.data.exam_render import Sp

# Scripts without letter case: no upper-case shapes there.
UNCASED = {"ka", "he", "fa", "hi", "zh"}
# Names written in Latin letters in logs and bank lines: transliterated from these scripts.
TRANSLIT = {"uk", "bg", "mk", "ka", "hy", "zh"}
LATIN = {"az", "is"}


def name(c, who: str, shape: str) -> Sp:
    """``who``'s name in ``shape``, as the span the case labels (referent ``who``)."""
    p = c.people[who]
    if shape == "full_name":
        return Sp("PERSON", p.full, who, "full_name")
    if shape == "first_name_alone":
        return Sp("PERSON", p.first, who, "first_name_alone")
    if shape == "surname_alone":
        return Sp("PERSON", p.last, who, "surname_alone")
    if shape == "last_first":
        if c.lang == "zh":
            return Sp("PERSON", p.full, who, "full_name")
        return Sp("PERSON", f"{p.last}, {p.first}", who, "last_first")
    if shape == "initial":
        if c.lang in ("zh", "fa", "hi"):
            return Sp("PERSON", p.full, who, "full_name")
        return Sp("PERSON", f"{p.first[0]}. {p.last}", who, "initial")
    if shape == "upper_surname":
        if c.lang in UNCASED:
            return Sp("PERSON", p.last, who, "surname_alone")
        return Sp("PERSON", p.last.upper(), who, "upper_surname")
    return latin_name(c, who, upper=shape == "upper_latin")


def latin_name(c, who: str, upper: bool) -> Sp:
    p = c.people[who]
    if c.lang in TRANSLIT:
        value, shape = p.latin_full, "transliterated"
    elif c.lang in LATIN:
        value, shape = p.latin_full, "ascii_folded"
    elif c.lang.startswith("en"):
        value, shape = p.full, "full_name"
    else:  # he, fa, hi: banks and git write these names in their own script
        return Sp("PERSON", p.full, who, "full_name")
    if upper:
        value, shape = value.upper(), shape + "_upper" if shape != "full_name" else "upper_case"
    return Sp("PERSON", value, who, shape)


def titled(c, who: str) -> list:
    p = c.people[who]
    title = c.L["mr"] if p.gender == "m" else c.L["mrs"]
    sp = Sp("PERSON", p.last, who, "surname_alone")
    return [sp, title] if c.L.get("title_after") else [title + " ", sp]


def phone(c, key: str, shape: str, ref: str) -> Sp:
    return Sp("PHONE_NUMBER", c.phone(key, shape), ref, shape, c.region)


def mail(c, who: str) -> list:
    ref = "customer/email" if who == "customer" else f"{who}/email"
    return [Sp("EMAIL_ADDRESS", c.emails[who], ref)]


def ids(c) -> dict:
    return {
        "acct": [Sp("ACCOUNT_ID", c.acct, "customer/account")],
        "order": [Sp("ORDER_ID", c.order, "customer/order")],
    }


def fnol(c) -> tuple[str, dict]:
    L = c.L
    t = (
        f"{L['fnol_head']} · CLM-{c.n:04d}-{c.claim}\n{L['policyholder']}: <<holder>>\n"
        f"{L['policy']}: <<acct>>\n{L['mobile']}: <<mobile>>\n{L['landline']}: <<landline>>\n"
        f"{L['address']}: <<address>>\n{L['desc']}: {L['fnol_desc']}\n{L['handler']}: <<agent>>"
    )
    return t, {
        **ids(c),
        "holder": [name(c, "customer", "last_first")],
        "mobile": [phone(c, "mobile", "international", "customer/mobile")],
        "landline": [phone(c, "landline", "national", "customer/landline")],
        "address": [Sp("STREET_ADDRESS", c.address[0], "customer/address")],
        "rel": [name(c, "relative", "first_name_alone")],
        "other": [name(c, "other", "full_name")],
        "other_phone": [phone(c, "other", c.other_shape, "other/mobile")],
        "agent": [name(c, "agent", "initial")],
    }


def hotel(c) -> tuple[str, dict]:
    L = c.L
    t = (
        f"{L['reg_head']} · Room {200 + c.n % 60}\n{L['surname']}: <<surname>>\n"
        f"{L['given']}: <<given>>\n{L['address']}: <<address>>\n{L['mobile']}: <<mobile>>\n"
        f"{L['email']}: <<email>>\n{L['pay']}: <<pay>>\n{L['companion']}: <<rel>>\n\n"
        f"FOLIO {c.claim}-{c.n}\n2026-11-27  Minibar  12.50\n{L['folio_note']}"
    )
    return t, {
        "surname": [name(c, "customer", "upper_surname")],
        "given": [name(c, "customer", "first_name_alone")],
        "address": [Sp("STREET_ADDRESS", c.address[0], "customer/address")],
        "mobile": [phone(c, "mobile", "e164", "customer/mobile")],
        "email": mail(c, "customer"),
        "pay": [c.pay_span()],
        "rel": [name(c, "relative", "full_name")],
        "title_surname": titled(c, "customer"),
        "agent": [name(c, "agent", "first_name_alone")],
    }


def statement(c) -> tuple[str, dict]:
    L = c.L
    kind = {"BG": "SEPA CT", "IS": "SEPA CT"}.get(c.region, "TRF" if c.has_iban else "CARD")
    t = (
        f"{L['stmt_head']} 01.11.2026-30.11.2026\n"
        f"27.11.2026  {kind}  -84.20  <<payer>>  <<pay>>  /RMT/{L['remit']}\n"
        f"28.11.2026  TRF  -20.00  <<rel>>  E2E-{c.claim}{c.n}\n"
        "29.11.2026  FEE  -0.45  monthly fee"
    )
    return t, {
        **ids(c),
        "payer": [latin_name(c, "customer", upper=True)],
        "pay": [c.pay_span()],
        "first": [name(c, "customer", "first_name_alone")],
        "rel": [latin_name(c, "relative", upper=True)],
    }


def commit(c) -> tuple[str, dict]:
    L = c.L
    t = (
        f"commit {c.sha}\nAuthor: <<agent>> <<<agent_mail>>>\n"
        "Date:   Fri Nov 27 10:14:03 2026 +0200\n\n    Keep both phone numbers on claim forms\n\n"
        f"    {L['commit_body']}\n\n    Reported-by: <<cust>> <<<cust_mail>>>\n"
        "    Co-authored-by: <<coll>> <<<coll_mail>>>\n"
        "    Signed-off-by: <<agent>> <<<agent_mail>>>\n"
        f"    Change-Id: I{c.change}\n\n<<coll_user>> on forms/claim.py line 88:\n"
        f"> {L['review']}"
    )
    return t, {
        **ids(c),
        "agent": [latin_name(c, "agent", upper=False)],
        "agent_mail": mail(c, "agent"),
        "cust": [latin_name(c, "customer", upper=False)],
        "cust_mail": mail(c, "customer"),
        "coll": [latin_name(c, "colleague", upper=False)],
        "coll_mail": mail(c, "colleague"),
        "coll_user": [Sp("PERSON", c.usernames["colleague"], "colleague", "username")],
        "user": ["@", Sp("PERSON", c.usernames["agent"], "agent", "username")],
        "first": [name(c, "customer", "first_name_alone")],
    }


def invite(c) -> tuple[str, dict]:
    L = c.L
    escaped = c.address[0].replace(",", "\\,").replace("،", "\\،")
    t = (
        f"BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:{c.claim}-{c.n}@calendar.example\n"
        f"DTSTART:20261203T093000\nSUMMARY:{L['ics_summary']}\n"
        "ORGANIZER;CN=<<agent>>:mailto:<<agent_mail>>\n"
        'ATTENDEE;CN="<<cust>>";ROLE=REQ-PARTICIPANT:mailto:<<cust_mail>>\n'
        "ATTENDEE;CN=<<rel>>;ROLE=OPT-PARTICIPANT:mailto:<<rel_mail>>\n"
        f"LOCATION:<<where>>\nDESCRIPTION:{L['ics_desc']}\nEND:VEVENT\nEND:VCALENDAR"
    )
    return t, {
        "order": ids(c)["order"],
        "agent": [name(c, "agent", "full_name")],
        "agent_mail": mail(c, "agent"),
        "cust": [name(c, "customer", "full_name")],
        "cust_mail": mail(c, "customer"),
        "rel": [name(c, "relative", "full_name")],
        "rel_mail": mail(c, "relative"),
        "where": [Sp("STREET_ADDRESS", escaped, "customer/address", "ics_escaped")],
        "first": [name(c, "customer", "first_name_alone")],
        "phone": [phone(c, "mobile", "rfc3966", "customer/mobile")],
    }


def vcard(c) -> tuple[str, dict]:
    L = c.L
    _, street, city, code = c.address
    p = c.people["customer"]
    t = (
        f"BEGIN:VCARD\nVERSION:3.0\nFN:<<full>>\nN:<<last>>;<<first>>;;;\n"
        "TEL;TYPE=CELL:<<mobile>>\nTEL;TYPE=HOME:<<landline>>\nEMAIL;TYPE=INTERNET:<<email>>\n"
        f"ADR;TYPE=HOME:;;<<street>>;{city};;<<code>>;{L['country']}\n"
        f"NOTE:{L['vcard_note']}\nEND:VCARD"
    )
    return t, {
        "acct": ids(c)["acct"],
        "full": [name(c, "customer", "full_name")],
        "last": [Sp("PERSON", p.last, "customer", "vcard_n")],
        "first": [Sp("PERSON", p.first, "customer", "vcard_n")],
        "mobile": [phone(c, "mobile", "international", "customer/mobile")],
        "landline": [phone(c, "landline", "rfc3966", "customer/landline")],
        "email": mail(c, "customer"),
        "street": [Sp("STREET_ADDRESS", street, "customer/address", "street_only")],
        "code": [Sp("POSTAL_CODE", code, "customer/address")],
        "rel": [name(c, "relative", "first_name_alone")],
    }


def advert(c) -> tuple[str, dict]:
    L = c.L
    t = f"{L['ad_head']}\n\n{L['ad_body']}\n\n-- \n<<user>>"
    shape = "native_digits" if c.lang in ("fa", "hi") else "dotted"
    return t, {
        "first": [name(c, "customer", "first_name_alone")],
        "phone": [phone(c, "mobile", shape, "customer/mobile")],
        "street": [Sp("STREET_ADDRESS", c.address[1], "customer/address", "street_only")],
        "user": [Sp("PERSON", c.usernames["customer"], "customer", "username")],
    }


def lease(c) -> tuple[str, dict]:
    L = c.L
    t = (
        f"{L['lease_head']}\n\n{L['lease_body']}\n\n{L['cotenant']}: <<rel>>, <<rel_mail>>\n"
        f"{L['signed']}: <<cust_sig>> / <<other_sig>>"
    )
    return t, {
        "order": ids(c)["order"],
        "other": [name(c, "other", "full_name")],
        "cust": [name(c, "customer", "full_name")],
        "address": [Sp("STREET_ADDRESS", c.address[0], "customer/address")],
        "pay": [c.pay_span()],
        "rel": [name(c, "relative", "full_name")],
        "rel_mail": mail(c, "relative"),
        "cust_sig": [name(c, "customer", "initial")],
        "other_sig": [name(c, "other", "initial")],
    }


GENRES = {
    "fnol_claim": fnol,
    "hotel_folio": hotel,
    "bank_statement": statement,
    "git_commit": commit,
    "ics_invite": invite,
    "vcard": vcard,
    "classified_ad": advert,
    "tenancy_agreement": lease,
}
