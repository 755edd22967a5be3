"""Exam 8's cases: a case's people and values, its texts in six genres, and the households.

In: a ``random.Random``. Out: records ``{"id", "text", "scope", "lang", "locale", "genre",
"spans"}`` whose offsets come from ``bench.data.exam_render``.
"""

from __future__ import annotations

import random

from bench.data.exam_render import Scope, Sp, leaks_outside_spans, render
from bench.data.pii_holdout8 import values as V
from bench.data.pii_holdout8.phrases import TITLES, P

GENRES = ("whatsapp_export", "pharmacy_chat", "ticket_tsv", "sms_notify", "meeting_minutes",
          "enrolment_form")  # fmt: skip
CASES = {"en_CA": 8, "en_NZ": 8, **{loc: 3 for loc in V.LOCALES if not loc.startswith("en")}}
ISSUERS = ("visa", "mastercard", "amex", "discover", "jcb")


def _draw(locale: str, rng: random.Random, n: int) -> dict:
    lang, region, iban_country = V.LOCALES[locale]
    g = rng.choice("fm")
    first, last = V.person(locale, rng, g)
    if rng.random() < 0.3:  # hyphenated (double-barrelled) family names
        last = f"{last}-{V.person(locale, rng, g)[1]}"
    rel = rng.choice(V.RELATIVES[lang])
    agent, colleague = V.person(locale, rng, "f"), V.person(locale, rng, "m")
    street, postcode, city = V.address(locale, rng)
    mobile, land = V.phone_number(region, rng), V.phone_number(region, rng, "fixed")
    user = f"{V.ascii_fold(first).lower()}_{V.ascii_fold(last).lower().split('-')[0]}{rng.randint(10, 98)}"
    c = {
        "locale": locale, "lang": lang, "region": region, "g": g, "first": first, "last": last,
        "rel": rel, "agent": agent, "colleague": colleague, "street": street, "postcode": postcode,
        "city": city, "mobile": mobile, "land": land, "user": user,
        "email": f"{V.ascii_fold(first).lower()}.{V.ascii_fold(last).lower()}@{rng.choice(V.DOMAINS)}",
        "rel_email": f"{V.ascii_fold(rel[2]).lower()}{rng.randint(1, 99)}@{rng.choice(V.DOMAINS)}",
        "acct": V.account_id(rng), "order": V.order_id(rng), "ip": V.ipv4(rng), "ip6": V.ipv6(rng),
        "pay": V.iban(rng, iban_country, rng.random() < 0.5) if iban_country
        else V.card(rng, ISSUERS[n % len(ISSUERS)]),
        "pay_type": "IBAN_CODE" if iban_country else "CREDIT_CARD",
    }  # fmt: skip
    names = [first, last, rel[0], rel[2], agent[0], agent[1], colleague[0], colleague[1]]
    c["ok"] = len(set(names)) == len(names) and not ({first, last} & {city, street})
    return c


def _per(t: str, v: str, ref: str, shape: str | None = None) -> Sp:
    return Sp(t, v, ref, shape)


def _name(c: dict, shape: str) -> Sp:
    f, la = c["first"], c["last"]
    value = {"full_name": f"{f} {la}", "first_name_alone": f, "surname_alone": la,
             "initial": f"{f[0]}. {la}", "upper_case": f"{f} {la}".upper(),
             "last_first": f"{la}, {f}", "ascii_folded": V.ascii_fold(f"{f} {la}")}[shape]  # fmt: skip
    if shape == "ascii_folded" and value == f"{f} {la}":
        shape = "full_name"
    return Sp("PERSON", value, "customer", shape)


def _phone(c: dict, key: str, form: str, ref: str) -> Sp:
    return Sp("PHONE_NUMBER", V.phone_text(c[key], form), ref, form, c["region"])


def _addr(c: dict, one_line: bool = True) -> Sp:
    value = f"{c['street']}, {c['postcode']} {c['city']}" if one_line else c["street"]
    return Sp("STREET_ADDRESS", value, "customer/address", None if one_line else "street_only")


def _title(c: dict) -> str:
    return TITLES[c["lang"]][0 if c["g"] == "m" else 1] + " "


def _phr(c: dict, key: str, slots: dict) -> list:
    text, pieces = P[c["lang"]][key], []
    for i, part in enumerate(text.replace(">>", "<<").split("<<")):
        pieces.extend([part] if i % 2 == 0 else slots[part])
    return pieces


def whatsapp_export(c: dict) -> list:
    me = _name(c, "full_name")
    nick = Sp("PERSON", c["rel"][2], "relative", "nickname")
    return [
        "[12/03/26, 09:14] ", me, ": ",
        *_phr(c, "moved", {"addr": [_addr(c)], "phone": [_phone(c, "mobile", "international", "customer/mobile")]}),
        "\n[12/03/26, 09:15] ", me, ": ", *_phr(c, "rel", {"nick": [nick]}),
        "\n[12/03/26, 09:21] ", Sp("PERSON", c["agent"][0], "agent", "first_name_alone"), " (Support): 👍 ",
        Sp("ORDER_ID", c["order"], "customer/order"), "\n[12/03/26, 09:22] ", me, ": <Media omitted>",
    ]  # fmt: skip


def pharmacy_chat(c: dict) -> list:
    return [
        "Refill request #RX-", "4471", "\nPatient: ",
        _name(c, "last_first"), " (DOB 1984-07-19)\nAccount: ", Sp("ACCOUNT_ID", c["acct"], "customer/account"),
        "\nMessage: ", *_phr(c, "refill", {}), "\nPrescriber: Dr ", Sp("PERSON", c["colleague"][1], "other", "surname_alone"),
        "\nLandline: ", _phone(c, "land", "national", "customer/landline"), " ext. 21",
        "\nNote: ", *_phr(c, "spoke", {"rel_i": [Sp("PERSON", c["rel"][3], "relative", "inflected" if c["rel"][3] != c["rel"][0] else "first_name_alone")],
                                       "order": [Sp("ORDER_ID", c["order"], "customer/order")]}),
    ]  # fmt: skip


def ticket_tsv(c: dict) -> list:
    return [
        "ticket\tcreated\trequester\temail\tphone\taccount\tsubject\n",
        "T-88213\t2026-11-30T08:02Z\t", _name(c, "ascii_folded"), "\t", Sp("EMAIL_ADDRESS", c["email"], "customer/email"),
        "\t", _phone(c, "mobile", "e164", "customer/mobile"), "\t", Sp("ACCOUNT_ID", c["acct"], "customer/account"),
        "\tcard change for ", _name(c, "initial"), "\n",
        "T-88214\t2026-11-30T08:40Z\t", Sp("PERSON", c["rel"][0], "relative", "first_name_alone"), "\t",
        Sp("EMAIL_ADDRESS", c["rel_email"], "relative/email"), "\t-\t-\tlogin from ",
        Sp("IP_ADDRESS", c["ip"], "customer/ip"), " / ", Sp("IP_ADDRESS", c["ip6"], "customer/ip6", "ipv6"), "\n",
    ]  # fmt: skip


def sms_notify(c: dict) -> list:
    return [
        "From: PARCELNORD\n", *_phr(c, "parcel", {"first": [_name(c, "first_name_alone")], "order": [Sp("ORDER_ID", c["order"], "customer/order")]}),
        " Track: PN7741203388\nFrom: ASSAYPAY\nCode 482913 for ", Sp("PERSON", c["user"], "customer", "username"),
        ". Card/IBAN on file: ", Sp(c["pay_type"], c["pay"], "customer/pay"),
        "\nFrom: ", _phone(c, "mobile", "grouped", "customer/mobile"), "\n",
        *_phr(c, "rel", {"nick": [Sp("PERSON", c["rel"][2], "relative", "nickname")]}),
    ]  # fmt: skip


def meeting_minutes(c: dict) -> list:
    a, k = c["agent"], c["colleague"]
    return [
        "Minutes - complaints review, 01.12.2026\nAttendees: ", Sp("PERSON", f"{a[0]} {a[1]}", "agent", "full_name"),
        " (chair), ", Sp("PERSON", f"{k[0][0]}. {k[1]}", "colleague", "initial"), ", ",
        Sp("PERSON", f"{a[1]}, {a[0]}".upper(), "agent", "upper_case"),
        " (notes)\n1. ", _title(c), _name(c, "surname_alone"), " (", Sp("ACCOUNT_ID", c["acct"], "customer/account"),
        "): ", *_phr(c, "spoke", {"rel_i": [Sp("PERSON", c["rel"][3], "relative", "inflected" if c["rel"][3] != c["rel"][0] else "first_name_alone")],
                                  "order": [Sp("ORDER_ID", c["order"], "customer/order")]}),
        "\n2. Action: ", Sp("PERSON", k[0], "colleague", "first_name_alone"), " calls back on ",
        _phone(c, "land", "international", "customer/landline"), ".\n",
    ]  # fmt: skip


def enrolment_form(c: dict) -> list:
    return [
        "ENROLMENT FORM\nPupil ................: ", Sp("PERSON", f"{c['rel'][0]} {c['last']}", "relative", "full_name"),
        "\nParent/guardian ......: ", _name(c, "upper_case"), "\nStreet ...............: ", _addr(c, one_line=False),
        "\nPostcode .............: ", Sp("POSTAL_CODE", c["postcode"], "customer/address"), "\nCity .................: ", c["city"],
        "\nE-mail ...............: ", Sp("EMAIL_ADDRESS", c["email"], "customer/email"),
        "\nPhone (day) ..........: ", _phone(c, "land", "national", "customer/landline"), " ext. 3",
        "\nFees paid from .......: ", Sp(c["pay_type"], c["pay"], "customer/pay"), "\nSigned: ", _name(c, "initial"),
    ]  # fmt: skip


BUILDERS = {g: globals()[g] for g in GENRES}


def _records(scope_id: str, c: dict, genres: list[str]) -> list[dict] | None:
    scope, out, texts = Scope(scope_id), [], []
    for genre in genres:
        text, spans = render("<<x>>", {"x": BUILDERS[genre](c)})
        texts.append((text, spans))
    every = [s for _, sp in texts for s in sp]
    # a case is redrawn while one of its values also stands unlabelled in one of its texts
    ghosts = [dict(s, start=-1, end=-1) for s in every]  # values only, covering nothing
    if any(leaks_outside_spans(text, spans + ghosts) for text, spans in texts):
        return None
    for k, (genre, (text, spans)) in enumerate(zip(genres, texts, strict=True)):
        out.append({"id": f"{scope_id}:{k}", "text": text, "scope": scope_id, "lang": c["lang"],
                    "locale": c["locale"], "genre": genre, "spans": scope.finish(text, spans)})  # fmt: skip
    return out


def build_direct(rng: random.Random) -> list[dict]:
    """Each case four records in four of the six genres, rotating so every genre gets as many."""
    records, n = [], 0
    for locale, count in CASES.items():
        for i in range(count):
            genres = [GENRES[(n + k) % len(GENRES)] for k in range(4)]
            while True:
                c = _draw(locale, rng, n)
                recs = c["ok"] and _records(f"h8-{locale}-{i:02d}", c, genres)
                if recs:
                    break
            records.extend(recs)
            n += 1
    return records
