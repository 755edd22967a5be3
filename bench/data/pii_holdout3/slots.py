"""One case's people and identifiers as template slots: name -> list of text pieces and spans.

A slot named `l_X` is X as a speech-to-text transcript writes it: names and streets in lower
case, phones as bare digits, e-mails spoken. Slots ending in `_gen` / `_ins` are the Polish
genitive and instrumental of a name (the inflected word is the span value).
"""

from __future__ import annotations

import random

from faker import Faker

from . import values as v
from .render import Sp

CJK = ("ja_JP", "zh_CN")


def _person_slots(key: str, ref: str, p: v.Person, locale: str) -> dict:
    s: dict[str, list] = {}
    if p.cjk:
        s[f"{key}_full"] = [Sp("PERSON", p.full, ref, "kanji")]
        s[f"{key}_first"] = [Sp("PERSON", p.first, ref, "kanji_given")]
        s[f"{key}_nick"] = s[f"{key}_first"]
        s[f"{key}_last"] = [Sp("PERSON", p.last, ref, "kanji_surname")]
        lf, ll = p.latin_first.capitalize(), p.latin_last.capitalize()
        s[f"{key}_latin"] = [Sp("PERSON", f"{ll} {lf}", ref, "family_first")]
        s[f"{key}_lf"] = [Sp("PERSON", f"{ll.upper()}, {lf}", ref, "last_first")]
        s[f"{key}_init"] = [Sp("PERSON", f"{lf[0]}. {ll}", ref, "initial")]
        s[f"l_{key}_first"] = s[f"{key}_first"]
        s[f"l_{key}_full"] = s[f"{key}_full"]
        return s
    s[f"{key}_full"] = [Sp("PERSON", p.full, ref)]
    s[f"{key}_first"] = [Sp("PERSON", p.first, ref, "first_name_alone")]
    nick = v.NICKNAMES.get(locale[:2], {}).get(p.first, p.first)
    s[f"{key}_nick"] = [
        Sp("PERSON", nick, ref, "nickname" if nick != p.first else "first_name_alone")
    ]
    s[f"{key}_last"] = [Sp("PERSON", p.last, ref, "surname_alone")]
    s[f"{key}_lf"] = [Sp("PERSON", f"{p.last}, {p.first}", ref, "last_first")]
    s[f"{key}_init"] = [Sp("PERSON", f"{p.first[0]}. {p.last}", ref, "initial")]
    initials = "".join(w[0] for w in (p.first.split("-")[0], p.last.split()[-1]))
    s[f"{key}_inits"] = [Sp("PERSON", initials.upper(), ref, "initials")]
    s[f"l_{key}_full"] = [Sp("PERSON", p.full.lower(), ref, "lower_case")]
    s[f"l_{key}_first"] = [Sp("PERSON", p.first.lower(), ref, "lower_case")]
    s[f"l_{key}_last"] = [Sp("PERSON", p.last.lower(), ref, "lower_case")]
    if p.forms:
        f = p.forms
        s[f"{key}_ins"] = [Sp("PERSON", f"{f['ins_first']} {f['ins_last']}", ref, "inflected")]
        s[f"{key}_first_ins"] = [Sp("PERSON", f["ins_first"], ref, "inflected")]
        s[f"l_{key}_ins"] = [Sp("PERSON", s[f"{key}_ins"][0].value.lower(), ref, "lower_case")]
        if "gen_first" in f:
            s[f"{key}_gen"] = [Sp("PERSON", f"{f['gen_first']} {f['gen_last']}", ref, "inflected")]
            s[f"{key}_first_gen"] = [Sp("PERSON", f["gen_first"], ref, "inflected")]
    return s


def _place_slots(a: dict, locale: str, ref: str) -> dict:
    region = v.REGION[locale]
    pc = Sp("POSTAL_CODE", a["postcode"], f"{ref}/postcode")
    if region in ("US", "AU"):
        pc_city = [a["city"] + " ", pc]
        oneline = f"{a['street']}, {a['city']} {a['postcode']}"
        multi = f"{a['street']}\n{a['city']} {a['postcode']}"
    elif region in ("GB", "IE"):
        pc_city = [a["city"] + " ", pc]
        oneline = f"{a['street']}, {a['city']}, {a['postcode']}"
        multi = f"{a['street']}\n{a['city']}\n{a['postcode']}"
    elif region == "JP":
        pc_city = ["〒", pc, " " + a["city"]]
        oneline = f"〒{a['postcode']} {a['city']}{a['street']}"
        multi = f"〒{a['postcode']}\n{a['city']}{a['street']}"
    elif region == "CN":
        pc_city = [a["city"] + " ", pc]
        oneline = f"{a['city']}{a['street']}，{a['postcode']}"
        multi = f"{a['city']}{a['street']}\n{a['postcode']}"
    else:
        pc_city = [pc, " " + a["city"]]
        oneline = f"{a['street']}, {a['postcode']} {a['city']}"
        multi = f"{a['street']}\n{a['postcode']} {a['city']}"
    if region in ("US", "AU", "GB", "IE", "CN"):
        no_number = f"{a['street_only']}, {a['city']} {a['postcode']}"
    else:
        no_number = f"{a['street_only']}, {a['postcode']} {a['city']}"
    addr = f"{ref}/address"
    return {
        "pc_city": pc_city,
        "pc": [pc],
        "city": [a["city"]],
        "addr": [Sp("STREET_ADDRESS", oneline, addr)],
        "addr_ml": [Sp("STREET_ADDRESS", multi, addr, "multi_line")],
        "street": [Sp("STREET_ADDRESS", a["street"], addr, "street_only")],
        "street_nn": [Sp("STREET_ADDRESS", a["street_only"], addr, "no_street_number")],
        "addr_nn": [Sp("STREET_ADDRESS", no_number, addr, "no_street_number")],
        "l_street": [Sp("STREET_ADDRESS", a["street"].lower(), addr, "street_only")],
        "l_pc_city": [p if isinstance(p, Sp) else p.lower() for p in pc_city],
    }


def _phone_slots(key: str, ref: str, region: str, rng: random.Random) -> dict:
    num = v.phone_number(region, rng)
    shape = rng.choice(["national", "national", "international", "e164"])
    return {
        key: [Sp("PHONE_NUMBER", v.fmt_phone(num, shape), ref, shape)],
        f"{key}_intl": [
            Sp("PHONE_NUMBER", v.fmt_phone(num, "international"), ref, "international")
        ],
        f"l_{key}": [Sp("PHONE_NUMBER", v.fmt_phone(num, "asr_digits"), ref, "asr_digits")],
    }


def case_slots(fk: Faker, locale: str, rng: random.Random) -> tuple[dict, dict]:
    """(slots, people) for one case in the locale."""
    region, lang = v.REGION[locale], locale[:2]
    people = {k: v.person(fk, locale, rng, nick_share=0.4 * (k == "C")) for k in ("C", "A", "O")}
    slots: dict[str, list] = {}
    for key, ref in (("C", "customer"), ("A", "agent"), ("O", "other")):
        slots.update(_person_slots(key, ref, people[key], locale))
    short = rng.choice(v.SHORT_FIRST.get(lang, ["Li"]))
    if locale in CJK:
        short = rng.choice(["Li", "Bo"]) if locale == "zh_CN" else "Ken"
    slots["S_first"] = [Sp("PERSON", short, "short", "short_name")]
    slots["l_S_first"] = [Sp("PERSON", short.lower(), "short", "lower_case")]
    slots.update(_place_slots(v.address(fk, locale, rng), locale, "customer"))
    slots.update(_phone_slots("ph", "customer/mobile", region, rng))
    slots.update(_phone_slots("ph2", "other/mobile", region, rng))
    em = v.email(people["C"], region, rng)
    slots["em"] = [Sp("EMAIL_ADDRESS", em, "customer/email")]
    slots["l_em"] = [Sp("EMAIL_ADDRESS", v.spoken_email(em), "customer/email", "spoken")]
    slots["em2"] = [Sp("EMAIL_ADDRESS", v.email(people["O"], region, rng), "other/email")]
    slots["a_em"] = [Sp("EMAIL_ADDRESS", v.work_email(people["A"], rng), "agent/email")]
    country = region if region in v.IBAN_BBAN else rng.choice(["DE", "FR", "NL", "GB"])
    slots["iban"] = [Sp("IBAN_CODE", v.iban(country, rng), "customer/iban")]
    number, brand = v.card(rng)
    slots["card"] = [Sp("CREDIT_CARD", number, "customer/card", brand)]
    slots["last4"] = [number.replace(" ", "").replace("-", "")[-4:]]  # not labelled
    addr_ip, ip_shape = v.ip(rng)
    slots["ip"] = [Sp("IP_ADDRESS", addr_ip, "customer/ip", ip_shape)]
    acct = v.account_id(rng)
    slots["acct"] = [Sp("ACCOUNT_ID", acct, "customer/account")]
    slots["l_acct"] = slots["acct"]
    slots["ord"] = [Sp("ORDER_ID", v.order_id(rng), "customer/order")]
    slots["l_ord"] = slots["ord"]
    slots["ord2"] = [Sp("ORDER_ID", v.order_id(rng), "customer/order2")]
    # written in the text but not labelled: the deployment's id patterns are acct_ and ORD- only
    slots["ticket"] = [f"{rng.randint(100000, 999999)}"]
    slots["ref"] = [f"{rng.choice('BKQZ')}{rng.randint(1000, 9999)}-{rng.randint(10, 99)}"]
    slots["amount"] = [f"{rng.randint(12, 480)}.{rng.randint(0, 99):02d}"]
    slots["day"] = [str(rng.randint(2, 28))]
    slots["time"] = [f"{rng.randint(8, 18)}:{rng.choice(['00', '15', '30', '45'])}"]
    return slots, people
