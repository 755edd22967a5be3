"""A case: its people and values as slots, and the two records of a direct case."""

from __future__ import annotations

import random

from . import people as pp
from .genres import CARD_ORDER, GENRES, SHOPS
from .render import Span, build, expand, finish
from .values import draw_card, draw_iban, draw_id, draw_ip, draw_phone, email_local, write_phone

EMOJI = ("🌺", "🌸", "✨", "🌊", "☀️", "🙏", "💛", "🌿")


def person(value: str, ref: str, shape: str) -> Span:
    return Span("PERSON", value, ref, shape)


def draw_post(rng: random.Random, pattern: str) -> str:
    letters = "ABCEGHJKLMNPRSTVWXYZ"
    return "".join(
        rng.choice("0123456789") if ch == "#" else rng.choice(letters) if ch == "@" else ch
        for ch in pattern
    )


def draw_address(rng: random.Random, loc: pp.Locale) -> tuple[str, str, str | None]:
    """A whole address, its street line, its postcode (None where the country has none)."""
    street = rng.choice(loc.streets.split("; ")).strip()
    fmt = rng.choice(loc.line.split("; "))
    line = fmt.format(street=street, no=rng.randrange(2, 220), unit=rng.randrange(1, 9))
    town, _, pattern = rng.choice(loc.towns.split("; ")).partition(":")
    post = draw_post(rng, pattern) if pattern else None
    full = loc.addr.format(line=line, town=town.strip(), post=post or "")
    return full, line, post


def names_of(p: pp.Person, ref: str, rng: random.Random) -> dict:
    """The written shapes of one person's name, as slots ``<shape>``."""
    latin = p.loc.raw.get("script") is None
    s = {
        "full": person(p.full(), ref, "full_name"),
        "first": person(p.first, ref, "first_name_alone"),
        "lower": person(pp.lower(p), ref, "lower"),
        "upper": person(pp.upper(p), ref, "upper"),
        "init": person(pp.initial(p), ref, "initial"),
        "inits": person(pp.initials(p), ref, "initials"),
        "lf": person(pp.last_first(p), ref, "last_first"),
        "user": person(pp.user(rng, p), ref, "username"),
    }
    if p.loc.raw.get("no_surname") or p.loc.raw.get("dr_given"):
        s["sur"] = s["first"]
    else:
        s["sur"] = person(p.sur, ref, "surname_alone")
    s["nick"] = person(p.given.nick, ref, "nickname") if p.given.nick else s["first"]
    common = any(n == p.given for _, n in p.loc.common)
    s["common"] = person(p.first, ref, "common_word") if common else s["first"]
    if latin:
        s["nr"] = s["rom"] = s["full"]
    else:
        rom = person(p.full(roman=True), ref, "romanised")
        s["nr"] = [person(p.full(), ref, "native_script"), " (", rom, ")"]
        s["rom"] = rom
    emoji = rng.choice(EMOJI)
    first = person(p.first, ref, "emoji_adjacent")
    s["emoji"] = [emoji, first] if rng.random() < 0.5 else [first, emoji]
    hon = p.loc.hon
    word = hon[p.gender]
    span = s["first"] if hon.get("given") else s["sur"]
    s["hon"] = (
        [span, p.loc.raw.get("joiner", " ") + word] if hon.get("after") else [word + " ", span]
    )
    return s


def phone(rng, region, kind, ref, shape, ext="") -> tuple:
    number = draw_phone(rng, region, kind)
    return number, Span("PHONE_NUMBER", write_phone(number, region, shape, ext), ref, shape, region)


def case_slots(rng: random.Random, loc: pp.Locale, genre: str) -> dict:
    taken: set[str] = set()
    nick = genre in ("whatsapp_export", "clinic_intake")
    c = pp.draw_person(rng, loc, taken, common=genre == "grocery_substitution", nick=nick)
    a, f = pp.draw_person(rng, loc, taken), pp.draw_person(rng, loc, taken, gender="f")
    lead = pp.draw_person(rng, loc, taken)
    slots = {f"c_{k}": v for k, v in names_of(c, "customer", rng).items()}
    slots |= {f"a_{k}": v for k, v in names_of(a, "agent", rng).items()}
    slots |= {f"f_{k}": v for k, v in names_of(f, "friend", rng).items()}
    slots["lead_user"] = person(pp.user(rng, lead), "lead", "username")
    region = loc.region
    mob = draw_phone(rng, region, "mobile")
    for key, shape in (("", "national"), ("_i", "international"), ("_e", "e164")):
        slots["c_mob" + key] = Span(
            "PHONE_NUMBER", write_phone(mob, region, shape), "customer/mobile", shape, region
        )
    for key, shape in (("_c", "compact"), ("_p", "paren_country")):
        slots["c_mob" + key] = Span(
            "PHONE_NUMBER", write_phone(mob, region, shape), "customer/mobile", shape, region
        )
    ext = str(rng.randrange(100, 990))
    slots["c_land_x"] = phone(rng, region, "landline", "customer/landline", "extension", ext)[1]
    slots["a_land_x"] = phone(
        rng, region, "landline", "agent/landline", "extension", str(rng.randrange(10, 99))
    )[1]
    fmob = draw_phone(rng, region, "mobile")
    slots["f_mob_s"] = Span(
        "PHONE_NUMBER",
        write_phone(fmob, region, "spaced_digits"),
        "friend/mobile",
        "spaced_digits",
        region,
    )
    slots["f_mob"] = Span(
        "PHONE_NUMBER", write_phone(fmob, region, "national"), "friend/mobile", "national", region
    )
    shop, domain = SHOPS[genre]
    domains = loc.domains.split("; ")
    mail = Span(
        "EMAIL_ADDRESS",
        f"{email_local(rng, c.given.roman, c.sur_r)}@{rng.choice(domains)}",
        "customer/email",
    )
    slots["c_email"] = mail
    fmail = f"{email_local(rng, f.given.roman, f.sur_r)}@{rng.choice(domains)}"
    slots["f_email"] = Span("EMAIL_ADDRESS", fmail, "friend/email")
    amail = f"{email_local(rng, a.given.roman, a.sur_r).replace('_', '.')}@{domain}"
    slots["a_email"] = Span("EMAIL_ADDRESS", amail, "agent/email")
    full, line, post = draw_address(rng, loc)
    slots["c_addr"] = Span("STREET_ADDRESS", full, "customer/address")
    if post:
        slots["c_postline"] = [
            "Billing postcode given: ",
            Span("POSTAL_CODE", post, "customer/address"),
        ]
    else:
        slots["c_postline"] = [
            "Billing street given: ",
            Span("STREET_ADDRESS", line, "customer/address"),
        ]
    slots["c_acct"] = Span("ACCOUNT_ID", draw_id(rng, "acct_", 8), "customer/account")
    slots["c_ord"] = Span("ORDER_ID", draw_id(rng, "ORD-", 7), "customer/order")
    cards = loc.cards.split("; ")
    issuer = cards[CARD_ORDER.get(genre, 0) % len(cards)]
    slots["c_card"] = Span("CREDIT_CARD", draw_card(rng, issuer), "customer/pay")
    if loc.raw.get("iban"):
        slots["c_pay"] = Span("IBAN_CODE", draw_iban(rng, loc.iban), "customer/pay")
    else:
        slots["c_pay"] = slots["c_card"]
    slots["c_ip"] = Span("IP_ADDRESS", draw_ip(rng, v6=rng.random() < 0.3), "customer/ip")
    slots |= {"shop": shop, "shop_domain": domain, "n": str(rng.randrange(10000, 99999))}
    return slots


def direct_case(rng: random.Random, loc: pp.Locale, genre: str, scope: str) -> list[dict]:
    slots = case_slots(rng, loc, genre)
    records = []
    for k, template in enumerate(GENRES[genre]):
        text, spans = build(expand(template, loc.frames), slots)
        records.append(
            {
                "id": f"{scope}:{k}",
                "text": text,
                "scope": scope,
                "lang": loc.lang,
                "locale": loc.key,
                "genre": genre,
                "spans": spans,
            }
        )
    return finish(records, scope)
