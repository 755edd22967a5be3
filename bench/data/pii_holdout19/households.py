"""Twenty households of two siblings whose names are one or two edits apart, typed by hand, and
their five records: a duplicate-account check, a picking list, the first sibling's own words in
the family's language, a callback note and a rejected merge request."""

from __future__ import annotations

import random

from . import values
from .cases import LOCALES, address, phone_slots
from .people import Given, Name, Person
from .render import Doc, Val, number_entities, record

# locale, (given, surname, woman?) for each sibling; ``native=latin`` as in the langs modules.
PAIRS = (
    ("el_GR", ("Μαρία=Maria", "Βλάχου=Vlachou", True), ("Μαρίνα=Marina", "Βλάχου=Vlachou", True)),
    (
        "el_GR",
        ("Νίκος=Nikos", "Παπαδάκης=Papadakis", False),
        ("Νίκη=Niki", "Παπαδάκη=Papadaki", True),
    ),
    ("hu_HU", ("Réka", "Szabó", True), ("Rita", "Szabó", True)),
    ("hu_HU", ("Lili", "Farkas", True), ("Lilla", "Farkas", True)),
    ("fi_FI", ("Jani", "Korhonen", False), ("Jari", "Korhonen", False)),
    ("fi_FI", ("Sanna", "Laine", True), ("Sanni", "Laine", True)),
    ("ro_RO", ("Ioana", "Popescu", True), ("Ioan", "Popescu", False)),
    ("ro_RO", ("Andrei", "Munteanu", False), ("Andreea", "Munteanu", True)),
    ("sk_SK", ("Peter", "Oravec", False), ("Petra", "Oravcová", True)),
    ("bg_BG", ("Иван=Ivan", "Колев=Kolev", False), ("Ивана=Ivana", "Колева=Koleva", True)),
    (
        "bg_BG",
        ("Мария=Maria", "Стоянова=Stoyanova", True),
        ("Марина=Marina", "Стоянова=Stoyanova", True),
    ),
    ("fa_IR", ("آرمان=Arman", "کریمی=Karimi", False), ("آرمین=Armin", "کریمی=Karimi", False)),
    ("ur_PK", ("حمزہ=Hamza", "قریشی=Qureshi", False), ("حمنہ=Hamna", "قریشی=Qureshi", True)),
    ("sw_KE", ("Kevin", "Otieno", False), ("Kelvin", "Otieno", False)),
    ("gd_GB", ("Anna", "NicLeòid", True), ("Annag", "NicLeòid", True)),
    ("se_NO", ("Inga", "Somby", True), ("Inger", "Somby", True)),
    ("kl_GL", ("Nivi", "Lynge", True), ("Niviaq", "Lynge", True)),
    ("ti_ER", ("ሳባ=Saba", "ሃይለ=Haile", True), ("ሳራ=Sara", "ሃይለ=Haile", True)),
    ("zgh_MA", ("ⵜⴰⵏⵉⵔⵜ=Tanirt", "Amellal", True), ("ⵜⴰⵏⵉⵜ=Tanit", "Amellal", True)),
    ("haw_US", ("Keola", "Kahale", False), ("Keala", "Kahale", True)),
)

# The first sibling's own words: "I am <p0>, not <p1>; my order and e-mail; the other is not mine".
WORDS = {
    "el": "Γράφει {p0_full}, όχι {p1_first}. Η παραγγελία μου είναι η {ord0} και το email μου το "
    "{email0}. Το άλλο email, {email1}, δεν είναι δικό μου.",
    "hu": "{p0_full} vagyok, nem {p1_first}. A rendelésem: {ord0}, az e-mailem: {email0}. A "
    "másik cím ({email1}) nem az enyém.",
    "fi": "Olen {p0_full}, en {p1_first}. Tilaukseni on {ord0} ja sähköpostini {email0}. Toinen "
    "osoite, {email1}, ei ole minun.",
    "ro": "Sunt {p0_full}, nu {p1_first}. Comanda mea este {ord0}, iar emailul meu {email0}. "
    "Cealaltă adresă, {email1}, nu este a mea.",
    "sk": "Píše {p0_full}, nie {p1_first}. Moja objednávka je {ord0} a môj e-mail {email0}. "
    "Druhá adresa, {email1}, nie je moja.",
    "bg": "Пише {p0_full}, не {p1_first}. Поръчката ми е {ord0}, имейлът ми е {email0}. "
    "Другият адрес, {email1}, не е мой.",
    "fa": "من {p0_full} هستم، نه {p1_first}. سفارش من {ord0} است و ایمیلم {email0}. آن یکی "
    "ایمیل، {email1}، مال من نیست.",
    "ur": "میں {p0_full} ہوں، {p1_first} نہیں۔ میرا آرڈر {ord0} ہے اور میری ای میل {email0} "
    "ہے۔ دوسری ای میل، {email1}، میری نہیں ہے۔",
    "sw": "Mimi ni {p0_full}, si {p1_first}. Oda yangu ni {ord0} na barua pepe yangu ni "
    "{email0}. Anwani nyingine, {email1}, si yangu.",
    "gd": "Is mise {p0_full}, chan e {p1_first}. 'S e {ord0} an t-òrdugh agam agus {email0} am "
    "post-d agam. Chan ann leamsa a tha {email1}.",
    "se": "Mun lean {p0_full}, in {p1_first}. Ordren min er {ord0} og e-posten min {email0}. Den "
    "andre adressen, {email1}, er ikke min.",
    "kl": "Uanga {p0_full}, {p1_first} naamik. Min ordre er {ord0} og min e-mail {email0}. Den "
    "anden adresse, {email1}, er ikke min.",
    "ti": "ሰላም, this is {p0_full}, not {p1_first}. My order is {ord0} and my email {email0}; "
    "the other one, {email1}, is not mine.",
    "zgh": "Azul, c'est {p0_full}, pas {p1_first}. Ma commande est {ord0} et mon e-mail "
    "{email0} ; l'autre adresse, {email1}, n'est pas à moi.",
    "haw": "Aloha, this is {p0_full}, not {p1_first}. My order is {ord0} and my email is "
    "{email0}; the other one, {email1}, isn't mine. Mahalo!",
}

LAYOUTS = (
    "Duplicate-account check\n{acct0}  {p0_lat}  <{email0}>  {phone0_intl}\n{acct1}  {p1_lat}  "
    "<{email1}>  {phone1_intl}\nBoth at {addr}, both last seen from {ip}.\nResult: siblings, "
    "not duplicates. Checked by {agent_lat}.",
    "Picking list, {addr}\n{ord0}  for {p0_first}  (account {acct0})\n{ord1}  for {p1_first}  "
    "(account {acct1})\nDo not combine: {p0_first} and {p1_first} pay separately.",
    "{@words}",
    "Callback: {agent_lat} to ring {p1_first} on {phone1_nat} about {ord1}; {p0_first} has a "
    "separate number, {phone0_nat}. Agent's direct line: {agent_phone_nat}.",
    "Merge request REJECTED: {acct0} + {acct1}\n{p0_lat} and {p1_lat} share {addr} and IP {ip} "
    "but are two people. {p0_first} ordered {ord0}, {p1_first} ordered {ord1}.\nRequested by "
    "{agent_lat}.",
)

AGENTS = ("Ruth Okafor", "Tomasz Wilk", "Aoife Brennan", "Daniel Moreau", "Priya Raman")


def _person(loc, spec: tuple[str, str, bool]) -> Person:
    given, surname, woman = spec
    g = Name(*(given.split("=") + [given])[:2])
    s = Name(*(surname.split("=") + [surname])[:2])
    return Person(loc, woman, Given(g, None, g.native), s, None)


def _slots(rng: random.Random, loc, p0: Person, p1: Person, n: int) -> dict:
    place = address(rng, loc)
    fam = values.ascii_fold(p0.sur.lat).replace(" ", "")
    year = rng.randint(1978, 2001)
    year -= 1 if year % 10 == 9 else 0
    domain = rng.choice(loc.domains)
    acct, order = values.account_id(rng), values.order_id(rng)
    slots = {
        "addr": Val(place["whole"], "STREET_ADDRESS", "household/address"),
        "ip": Val(values.ip(rng, n % 3 == 0), "IP_ADDRESS", "household/ip"),
        "agent_lat": Val(AGENTS[n % len(AGENTS)], "PERSON", "agent", "full_name"),
    }
    landline = values.phone(rng, loc.region, "landline")
    slots.update(phone_slots(landline, loc.region, "agent/landline", "agent_phone"))
    for i, p in enumerate((p0, p1)):
        slots[f"p{i}_full"] = Val(p.full(), "PERSON", f"p{i}", "full_name")
        slots[f"p{i}_lat"] = Val(p.full(lat=True), "PERSON", f"p{i}", "full_name")
        slots[f"p{i}_first"] = Val(p.t(p.given.name), "PERSON", f"p{i}", "first_name_alone")
        mail = f"{fam}{year + i}@{domain}"
        slots[f"email{i}"] = Val(mail, "EMAIL_ADDRESS", f"p{i}/email")
        a = acct if i == 0 else values.swapped(rng, acct)
        o = order if i == 0 else values.swapped(rng, order)
        slots[f"acct{i}"] = Val(a, "ACCOUNT_ID", f"p{i}/account")
        slots[f"ord{i}"] = Val(o, "ORDER_ID", f"p{i}/order")
        number = values.phone(rng, loc.region, "mobile")
        slots.update(phone_slots(number, loc.region, f"p{i}/mobile", f"phone{i}"))
    return slots


def households(rng: random.Random) -> list[dict]:
    by_code = {loc.locale: loc for loc in LOCALES}
    records: list[dict] = []
    for n, (code, a, b) in enumerate(PAIRS, start=1):
        loc = by_code[code]
        p0, p1 = _person(loc, a), _person(loc, b)
        slots = _slots(rng, loc, p0, p1, n)
        scope = f"h19-household-{n:02d}"
        meta = {"lang": loc.lang, "locale": code, "genre": "household"}
        case = []
        for k, layout in enumerate(LAYOUTS, start=1):
            doc = Doc()
            doc.fill(layout, slots, {"words": WORDS[loc.lang]})
            case.append(record(f"{scope}:{k}", scope, meta, doc))
        number_entities(case)
        records.extend(case)
    return records
