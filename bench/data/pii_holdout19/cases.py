"""A case's people and values, its slots, and the direct cases (15 locales x 7 genres)."""

from __future__ import annotations

import random

from . import values
from .genres import CARD_STYLE, GENRES, LAYOUTS
from .langs_a import LOCALES_A
from .langs_b import LOCALES_B
from .langs_c import LOCALES_C
from .people import Locale, Person, draw, forms
from .render import Doc, Frame, Val, number_entities, record

LOCALES = tuple(Locale(raw) for raw in (*LOCALES_A, *LOCALES_B, *LOCALES_C))
PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
POST_LETTERS = "ABDEFGHJLNPQRSTUWXYZ"


def _pattern(rng: random.Random, pattern: str) -> str:
    out = []
    for ch in pattern:
        if ch == "#":
            out.append(str(rng.randint(0, 9)))
        elif ch == "%":
            out.append(rng.choice("13456789"))
        elif ch == "&":
            out.append(rng.choice(POST_LETTERS))
        else:
            out.append(ch)
    return "".join(out)


def address(rng: random.Random, loc: Locale) -> dict[str, str]:
    """Whole address, street line, postcode ('' where none) and town of ``loc``."""
    town, _, pattern = rng.choice(loc.towns).partition("|")
    parts = {
        "street": rng.choice(loc.streets),
        "n": str(rng.randint(2, 118)),
        "k": str(rng.randint(1, 16)),
        "postcode": _pattern(rng, pattern),
        "town": town,
    }
    if loc.raw.get("digits") == "persian":
        for key in ("n", "k", "postcode"):
            parts[key] = parts[key].translate(PERSIAN_DIGITS)
    whole = loc.address.format(**parts)
    return {"whole": whole, "line": loc.line.format(**parts), **parts}


def phone_slots(number, region: str, referent: str, prefix: str) -> dict[str, Val]:
    names = {"nat": "national", "intl": "international", "e164": "e164"}
    names.update({"dash": "en_dash", "ps": "plus_space"})
    return {
        f"{prefix}_{short}": Val(
            values.write_phone(number, shape), "PHONE_NUMBER", referent, shape, region
        )
        for short, shape in names.items()
    }


def people_slots(loc: Locale, cast: dict[str, Person]) -> dict:
    slots: dict = {}
    refs = {"cust": "customer", "friend": "friend", "agent": "agent", "lead": "lead"}
    for role, person in cast.items():
        slots.update(forms(person, role, refs[role]))
    cust = cast["cust"]
    slots["cust_hon"] = "Ms" if cust.female else "Mr"
    glued = slots["cust_nick_lat"]
    slots["cust_glued_lat"] = Val(glued.value, "PERSON", "customer", "glued")
    if loc.raw.get("no_surname"):
        slots["cust_dear"] = Frame("{cust_sur_lat}")
    else:
        slots["cust_dear"] = Frame("{cust_hon} {cust_sur_lat}")
    shows_native = loc.script == "native" or loc.lang == "zgh"
    slots["cust_pair"] = Frame("{cust_native} ({cust_roman})" if shows_native else "{cust_lat}")
    vowel = cust.given.name.lat[0] in "AEIOUÀÈÌÒÙ"
    if loc.raw.get("vocative") and not vowel:
        slots["greet"] = Frame("A {cust_infl}")
    else:
        slots["greet"] = Frame("{cust_infl}" if loc.raw.get("vocative") else "{cust_first}")
    friend = cast["friend"]
    slots["friend_cw"] = Val(friend.t(friend.given.name), "PERSON", "friend", "common_word")
    slots["friend_cw_lat"] = Val(friend.given.name.lat, "PERSON", "friend", "common_word")
    return slots


def value_slots(rng: random.Random, loc: Locale, cast: dict[str, Person], genre: str) -> dict:
    cust, friend = cast["cust"], cast["friend"]
    region = loc.region
    place = address(rng, loc)
    issuer = loc.issuers[GENRES.index(genre) % len(loc.issuers)]
    card = values.card(rng, issuer, CARD_STYLE.get(genre, "spaced"))
    slots = {
        "addr": Val(place["whole"], "STREET_ADDRESS", "customer/address"),
        "line": Val(place["line"], "STREET_ADDRESS", "customer/address"),
        "town": place["town"],
        "card": Val(card, "CREDIT_CARD", "customer/pay"),
        "account": Val(values.account_id(rng), "ACCOUNT_ID", "customer/account"),
        "order": Val(values.order_id(rng), "ORDER_ID", "customer/order"),
        "ip": Val(values.ip(rng, rng.random() < 0.35), "IP_ADDRESS", "customer/ip"),
        "cust_user": Val(
            values.handle(rng, cust.given.name.lat, cust.sur.lat), "PERSON", "customer", "username"
        ),
    }
    for prefix, person, ref in (("cust", cust, "customer"), ("friend", friend, "friend")):
        mail = values.email(rng, person.given.name.lat, person.sur.lat, loc.domains)
        slots[f"{prefix}_email"] = Val(mail, "EMAIL_ADDRESS", f"{ref}/email")
        number = values.phone(rng, region, "mobile")
        slots.update(phone_slots(number, region, f"{ref}/mobile", f"{prefix}_phone"))
    landline = values.phone(rng, region, "landline")
    slots.update(phone_slots(landline, region, "agent/landline", "agent_phone"))
    if loc.iban:
        slots["refund"] = Val(values.iban(rng, loc.iban), "IBAN_CODE", "customer/pay")
    else:
        slots["refund"] = slots["card"]
    if place["postcode"]:
        slots["postcode"] = Val(place["postcode"], "POSTAL_CODE", "customer/address")
        slots["post_line"] = Frame("{line} (postcode {postcode})")
        slots["post_row"] = Frame("Postcode: {postcode}\n")
    else:
        slots["post_line"] = Frame("{line}")
        slots["post_row"] = ""
    return slots


def cast_for(rng: random.Random, loc: Locale, genre: str) -> dict[str, Person]:
    used: set[str] = set()
    pool = "common" if genre == "redelivery_request" else "women"
    return {
        "cust": draw(rng, loc, used, rng.random() < 0.5),
        "friend": draw(rng, loc, used, True, pool),
        "agent": draw(rng, loc, used, rng.random() < 0.5),
        "lead": draw(rng, loc, used, rng.random() < 0.5),
    }


def direct_cases(rng: random.Random) -> list[dict]:
    records: list[dict] = []
    for loc in LOCALES:
        for i, genre in enumerate(GENRES, start=1):
            cast = cast_for(rng, loc, genre)
            slots = {**people_slots(loc, cast), **value_slots(rng, loc, cast, genre)}
            scope = f"h19-{loc.locale}-{i:02d}"
            meta = {"lang": loc.lang, "locale": loc.locale, "genre": genre}
            case = []
            for k, layout in enumerate(LAYOUTS[genre], start=1):
                doc = Doc()
                doc.fill(layout, slots, loc.frames)
                case.append(record(f"{scope}:{k}", scope, meta, doc))
            number_entities(case)
            records.extend(case)
    return records
