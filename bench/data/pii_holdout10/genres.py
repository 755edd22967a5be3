"""The eight layouts of exam 10. Each takes a case and returns (template, slots); templates
mark slots as ``<<name>>`` and slots are lists of text and labelled spans (``Sp``)."""

from __future__ import annotations

from bench.data.exam_render import Sp
from bench.data.pii_holdout10 import values as V
from bench.data.pii_holdout10.declension import dative, ru_dative_full

FULL_SHAPE = {
    "ar": "nasab",
    "ru": "patronymic",
    "ta": "initial_first",
    "ms": "bin_binti",
    "ca": "double_surname",
    "eu": "double_surname",
    "ga": "irish_patronymic",
    "en_PH": "middle_initial",
}
NON_LATIN = {"ar", "ru", "th", "bn", "ta", "ur"}
CARD_CODE = {
    "visa": "VI",
    "mastercard": "CA",
    "mastercard2": "CA",
    "amex": "AX",
    "discover": "DS",
    "jcb": "JC",
    "unionpay": "UP",
    "rupay": "RU",
    "mir": "MI",
}


def full(c, who: str) -> Sp:
    p = c.people[who]
    return Sp("PERSON", p.full, who, FULL_SHAPE.get(c.lang, "full_name"))


def first(c, who: str) -> Sp:
    p = c.people[who]
    return Sp("PERSON", p.first, who, "common_word" if p.common else "first_name_alone")


def slots_for_names(c) -> dict:
    """The name slots every sentence template may use."""
    cu, re = c.people["customer"], c.people["relative"]
    out = {
        "cf": [first(c, "customer")],
        "rf": [first(c, "relative")],
        "af": [first(c, "agent")],
        "kf": [first(c, "colleague")],
        "ofull": [full(c, "other")],
        "rfull": [full(c, "relative")],
        "cf_dat": [Sp("PERSON", dative(c.lang, cu.first, True), "customer", "declined")],
        "rf_dat": [Sp("PERSON", dative(c.lang, re.first, False), "relative", "declined")],
    }
    if cu.kunya:
        out["ck"] = [Sp("PERSON", cu.kunya, "customer", "kunya")]
    if cu.nick:
        out["cn"] = [Sp("PERSON", cu.nick, "customer", "nickname")]
    return out


def phone(c, key: str, shape: str, ref: str) -> Sp:
    value = V.write_phone(c.phones[key], shape, c.lang)
    if shape == "double_zero" and not V.parses(value, c.region):
        # Russia dials abroad with 8~10, so 007 is not a Russian way of writing +7
        shape, value = "international", V.write_phone(c.phones[key], "international", c.lang)
    return Sp("PHONE_NUMBER", value, ref, shape, c.region)


def native_or(c, shape: str) -> str:
    return "native_digits" if c.lang in V.NATIVE_DIGITS else shape


def pay(c) -> Sp:
    kind = "IBAN_CODE" if c.pay_kind == "iban" else "CREDIT_CARD"
    return Sp(kind, c.pay, "customer/pay", c.issuer or None)


def mail(c, who: str) -> Sp:
    return Sp("EMAIL_ADDRESS", c.emails[who], f"{who}/email")


def sentence(c, key: str, **extra) -> tuple[str, dict]:
    slots = {
        **slots_for_names(c),
        "order": [Sp("ORDER_ID", c.order, "customer/order")],
        "account": [Sp("ACCOUNT_ID", c.account, "customer/account")],
        "omobile": [phone(c, "other", "international", "other/mobile")],
        **extra,
    }
    return c.P[key], slots


def pnr(c) -> tuple[str, dict]:
    cu = c.people["customer"]
    note, slots = sentence(c, "pnr_note")
    fop = "<<fop>>" if c.pay_kind == "card" else "RM IBAN <<fop>>"
    code = CARD_CODE.get(c.issuer or "", "")
    template = (
        f"RLOC {c.code}  {c.carrier}\n 1.1<<cpnr>> MRS  2.1<<rpnr>> MR\n"
        f" 1 {c.carrier} {c.flight} Y {c.day} {c.route} HK2\n"
        "CTCM <<mob>>/P1\nCTCE <<mail>>/P1\n"
        + (f"FP CC{code}<<fop>>/0329\n" if c.pay_kind == "card" else f"{fop}\n")
        + "RM <<account>> <<order>>\nRM "
        + note
        + f"\n\nBOARDING PASS · <<cpnr2>> · SEAT 14A · GATE B7 · {c.carrier} {c.flight}"
    )
    slots.update(
        cpnr=[Sp("PERSON", V.pnr_name(cu), "customer", "pnr_slash")],
        cpnr2=[Sp("PERSON", V.pnr_name(cu), "customer", "pnr_slash")],
        rpnr=[Sp("PERSON", V.pnr_name(c.people["relative"]), "relative", "pnr_slash")],
        mob=[phone(c, "mobile", "e164", "customer/mobile")],
        mail=[mail(c, "customer")],
        fop=[pay(c)],
    )
    return template, slots


def enrolment(c) -> tuple[str, dict]:
    P = c.P
    note, slots = sentence(c, "enrol_note")
    template = (
        f"{P['enrol_head']}\n{P['l_student']}: <<cfull>>\nID: S2026-{c.num}\n"
        f"{P['l_email']}: <<mail>>\n{P['l_mobile']}: <<mob>>\n{P['l_address']}: <<addr>>\n"
        f"{P['l_guardian']}: <<rfull>> · <<rmail>>\n" + note
    )
    slots.update(
        cfull=[full(c, "customer")],
        mail=[mail(c, "customer")],
        rmail=[mail(c, "relative")],
        mob=[phone(c, "mobile", native_or(c, "national"), "customer/mobile")],
        addr=[Sp("STREET_ADDRESS", c.addr["line"], "customer/address", "one_line")],
    )
    return template, slots


def onboarding(c) -> tuple[str, dict]:
    P = c.P
    note, slots = sentence(c, "hr_note")
    template = (
        f"## {P['hr_head']}: <<cfull>>\n\n- {P['l_manager']}: <<kfull>> <<<kmail>>>\n"
        f"- {P['l_pay']}: <<pay>>\n- {P['l_emergency']}: <<rfull>>, <<rmob>>\n"
        f"- {P['l_address']}: <<street>> (<<post>>)\n\n" + note
    )
    slots.update(
        cfull=[full(c, "customer")],
        kfull=[full(c, "colleague")],
        kmail=[mail(c, "colleague")],
        pay=[pay(c)],
        rmob=[phone(c, "relative", "double_zero", "relative/mobile")],
        street=[Sp("STREET_ADDRESS", c.addr["street"], "customer/address", "street_only")],
        post=[Sp("POSTAL_CODE", c.addr["postcode"], "customer/address")],
    )
    return template, slots


def customs(c) -> tuple[str, dict]:
    cu = c.people["customer"]
    upper = cu.lat_full.upper()
    shape = "transliterated_upper" if c.lang in NON_LATIN else "upper_case"
    template = (
        "CN23 DÉCLARATION EN DOUANE / CUSTOMS DECLARATION\n"
        "From: Quill Parcel Hub, 3 Harbour Way, Singapore 018956\nTo:\n<<cup>>\n<<block>>\n"
        f"Tel. <<mob>>\nContents: {c.P['item']} · HS 6214.90 · 38.00 USD · 0.4 kg\n"
        "Order: <<order>>\nI certify that the particulars given are correct. Signature: <<sig>>"
    )
    sig = cu.lat_full if c.lang == "ta" else f"{V.fold(cu.lat_first)[0]}. {cu.lat_last}"
    sig_shape = "initial_first" if c.lang == "ta" else "initial"
    if c.lang == "ms":
        sig, sig_shape = cu.first, "first_name_alone"
    slots = {
        "cup": [Sp("PERSON", upper, "customer", shape)],
        "block": [Sp("STREET_ADDRESS", c.addr["block"], "customer/address", "label_block")],
        "mob": [phone(c, "mobile", "double_zero", "customer/mobile")],
        "order": [Sp("ORDER_ID", c.order, "customer/order")],
        "sig": [Sp("PERSON", sig, "customer", sig_shape)],
    }
    return template, slots


def crm_json(c) -> tuple[str, dict]:
    cu, ag = c.people["customer"], c.people["agent"]
    family = cu.full.removeprefix(cu.first + " ") if c.lang in ("ca", "eu") else cu.last
    note, slots = sentence(c, "crm_note")
    template = (
        '{\n  "object": "list",\n  "data": [\n    {\n'
        f'      "id": "con_{c.num}a",\n      "type": "contact",\n      "attributes": {{\n'
        '        "name": {"given": "<<given>>", "family": "<<family>>", '
        '"display": "<<cfull>>"},\n'
        '        "emails": [{"value": "<<mail>>", "primary": true}],\n'
        '        "phones": [\n          {"kind": "mobile", "number": "<<mob>>"},\n'
        '          {"kind": "home", "number": "<<land>>"}\n        ],\n'
        '        "account_ref": "<<account>>",\n'
        f'        "address": {{"street": "<<street>>", "postal_code": "<<post>>", '
        f'"city": "{c.addr["city"]}"}},\n'
        '        "owner": {"name": "<<afull>>", "email": "<<amail>>"}\n      },\n'
        '      "notes": [{"author": "<<auser>>", "body": "' + note + '"}]\n    }\n  ],\n'
        f'  "meta": {{"page": 3, "per_page": 1, "total": 214, "next_cursor": "eyJwIjo0{c.num}"}},\n'
        f'  "links": {{"next": "https://api.quill-crm.io/v2/contacts?cursor=eyJwIjo0{c.num}"}}\n}}'
    )
    slots.update(
        given=[Sp("PERSON", cu.first, "customer", "json_given")],
        family=[Sp("PERSON", family, "customer", "json_family")],
        cfull=[full(c, "customer")],
        mail=[mail(c, "customer")],
        mob=[phone(c, "mobile", "e164", "customer/mobile")],
        land=[phone(c, "landline", "national", "customer/landline")],
        street=[Sp("STREET_ADDRESS", c.addr["street"], "customer/address", "street_only")],
        post=[Sp("POSTAL_CODE", c.addr["postcode"], "customer/address")],
        afull=[full(c, "agent")],
        amail=[mail(c, "agent")],
        auser=[Sp("PERSON", V.username(ag, c.num), "agent", "username")],
    )
    return template, slots


def summons(c) -> tuple[str, dict]:
    P, cu, ag = c.P, c.people["customer"], c.people["agent"]
    body, slots = sentence(c, "summons_body")
    if c.lang == "ru":
        to = Sp(
            "PERSON", ru_dative_full(cu.first, cu.patronymic, cu.last, True), "customer", "declined"
        )
        clerk = Sp(
            "PERSON", f"{ag.last} {ag.first[0]}. {ag.patronymic[0]}.", "agent", "surname_initials"
        )
    else:
        to = full(c, "customer")
        clerk = full(c, "agent")
        if c.lang not in NON_LATIN and c.lang != "ms":
            clerk = Sp("PERSON", f"{ag.first[0]}. {ag.last}", "agent", "initial")
    template = (
        f"{P['court_head']}\nNo. {c.num}/2027\n{P['l_to']}: <<to>>\n"
        f"{P['l_address']}: <<addr>>\n\n{body}\n\n{P['l_clerk']}: <<clerk>>"
    )
    slots.update(
        to=[to],
        clerk=[clerk],
        addr=[Sp("STREET_ADDRESS", c.addr["line"], "customer/address", "one_line")],
    )
    return template, slots


def meter(c) -> tuple[str, dict]:
    P = c.P
    note, slots = sentence(c, "meter_note")
    template = (
        f"{P['meter_head']}\n{P['l_account']}: <<account>>\n"
        f"{P['l_reading']}: {c.reading} kWh · SN {c.num}-0{c.num}\n"
        f"{P['l_customer']}: <<cfull>>\n{P['l_address']}: <<street>> · <<post>>\n"
        f"{P['l_phone']}: <<land>>\n{P['l_pay']}: <<pay>>\n" + note
    )
    slots.update(
        cfull=[full(c, "customer")],
        pay=[pay(c)],
        land=[phone(c, "landline", native_or(c, "odd_spaces"), "customer/landline")],
        street=[Sp("STREET_ADDRESS", c.addr["street"], "customer/address", "street_only")],
        post=[Sp("POSTAL_CODE", c.addr["postcode"], "customer/address")],
    )
    return template, slots


def ticket(c) -> tuple[str, dict]:
    P, ag = c.P, c.people["agent"]
    desc, slots = sentence(c, "ticket_desc")
    reply = c.P["ticket_reply"]
    template = (
        f"### {P['l_ticket']} #{c.num}\n\n| | |\n|---|---|\n| {P['l_customer']} | <<cfull>> |\n"
        f"| {P['l_email']} | <<mail>> |\n| {P['l_phone']} | <<land>> ext. {c.num % 90 + 10} |\n"
        f"| {P['l_order']} | <<order>> |\n| {P['l_assignee']} | @<<auser>> |\n\n"
        f"**{P['l_desc']}:** {desc}\n\n> **<<af>>:** {reply}"
    )
    slots.update(
        cfull=[full(c, "customer")],
        mail=[mail(c, "customer")],
        land=[phone(c, "landline", "international", "customer/landline")],
        auser=[Sp("PERSON", V.username(ag, c.num), "agent", "username")],
    )
    return template, slots


GENRES = {
    "airline_pnr": pnr,
    "enrolment_form": enrolment,
    "hr_onboarding": onboarding,
    "customs_declaration": customs,
    "crm_api_json": crm_json,
    "court_summons": summons,
    "meter_reading": meter,
    "support_ticket_md": ticket,
}
