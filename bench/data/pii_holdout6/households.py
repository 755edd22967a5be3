"""The 25 households of the fifth exam: twins (or siblings) with first names one or two edits
apart, one surname (its gendered form in Czech, Polish and Russian), one address, e-mails one
edit apart and account and order ids one swap of neighbouring digits apart. Each household has
an SMS from the second twin, the first twin's utility account record, a JSON tool response
listing both, a staff "do not merge" note and, in some, the second twin's record and a school
roster (CSV)."""

from __future__ import annotations

import json
import random

from rapidfuzz.distance import Levenshtein

from bench.data.exam_render import Scope, Sp, render
from bench.data.pii_holdout5.direct import LANGS
from bench.data.pii_holdout5.hh_prose import HH
from bench.data.pii_holdout5.places import address
from bench.data.pii_holdout5.prose_variants import language_for
from bench.data.pii_holdout5.values import Draw, fold

# (locale, first name 0, gender, first name 1, gender, surname forms or None for Faker's)
PAIRS = [
    ("en_US", "Jaden", "m", "Jadon", "m", None),
    ("en_US", "Kaylee", "f", "Kayla", "f", None),
    ("en_GB", "Freddie", "m", "Freddy", "m", None),
    ("en_NZ", "Tama", "m", "Tamar", "f", None),
    ("es_ES", "Adrián", "m", "Adriana", "f", None),
    ("es_MX", "Santiago", "m", "Santino", "m", None),
    ("fr_FR", "Jules", "m", "Julie", "f", None),
    ("fr_FR", "Léon", "m", "Léonie", "f", None),
    ("de_DE", "Jonas", "m", "Jona", "f", None),
    ("de_AT", "Florian", "m", "Floriana", "f", None),
    ("it_IT", "Mattia", "m", "Mattea", "f", None),
    ("it_IT", "Fabio", "m", "Fabia", "f", None),
    ("pt_PT", "Gabriel", "m", "Gabriela", "f", None),
    ("pt_BR", "Davi", "m", "Dave", "m", None),
    ("nl_NL", "Sem", "m", "Sam", "m", None),
    ("nl_BE", "Lotte", "f", "Lotta", "f", None),
    ("pl_PL", "Szymon", "m", "Szymona", "f", ("Kowalczyk", "Kowalczyk")),
    ("pl_PL", "Marek", "m", "Mirek", "m", ("Jankowski", "Jankowski")),
    ("sv_SE", "Hugo", "m", "Hugh", "m", None),
    ("sv_SE", "Ella", "f", "Elsa", "f", None),
    ("tr_TR", "Kerem", "m", "Kerim", "m", None),
    ("tr_TR", "Elif", "f", "Elifa", "f", None),
    ("cs_CZ", "Jan", "m", "Jana", "f", ("Dvořák", "Dvořáková")),
    ("ko_KR", "서준", "m", "서윤", "f", ("황보", "황보")),
    ("ru_RU", "Евгений", "m", "Евгения", "f", ("Морозов", "Морозова")),
]


def swapped(rng: random.Random, n: int) -> tuple[str, str]:
    """Two ids of ``n`` digits that differ by one swap of neighbouring digits."""
    while True:
        a = str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(n - 1))
        i = rng.randrange(1, n - 1)
        if a[i] != a[i + 1]:
            return a, a[:i] + a[i + 1] + a[i] + a[i + 2 :]


def pair_emails(d: Draw, firsts: tuple[str, str], stem: str) -> tuple[str, str]:
    domain = d.fk.free_email_domain()
    f0, f1, last = fold(firsts[0]), fold(firsts[1]), fold(stem)
    if Levenshtein.distance(f0, f1) == 1:
        return f"{f0}.{last}@{domain}", f"{f1}.{last}@{domain}"
    n = d.rng.randrange(10, 98)
    return f"{f0[0]}.{last}{n}@{domain}", f"{f1[0]}.{last}{n + 1}@{domain}"


def household_slots(d: Draw, pair: tuple) -> dict:
    _, n0, g0, n1, g1, forms = pair
    if forms is None:
        base = d.fk.last_name()
        forms = (base, base)
    ko = d.lang == "ko"
    slots: dict = {}
    for p, first, last in (
        ("p0", n0, forms[0] if g0 == "m" else forms[1]),
        ("p1", n1, forms[0] if g1 == "m" else forms[1]),
    ):
        full = last + first if ko else f"{first} {last}"
        slots[f"{p}_first"] = [Sp("PERSON", first, p, "first_name_alone")]
        slots[f"{p}_last"] = [Sp("PERSON", last, p, "surname_alone")]
        slots[f"{p}_full"] = [Sp("PERSON", full, p, "hangul" if ko else None)]
        slots[f"{p}_lf"] = [
            Sp("PERSON", full if ko else f"{last}, {first}", p, "hangul" if ko else "last_first")
        ]
    email0, email1 = pair_emails(d, (n0, n1), forms[0])
    acct0, acct1 = swapped(d.rng, d.rng.randint(7, 9))
    ord0, ord1 = swapped(d.rng, d.rng.randint(6, 8))
    addr = address(d).line
    slots.update(
        addr=[Sp("STREET_ADDRESS", addr, "household/address")],
        email0=[Sp("EMAIL_ADDRESS", email0, "p0/email")],
        email1=[Sp("EMAIL_ADDRESS", email1, "p1/email")],
        acct0=[Sp("ACCOUNT_ID", "acct_" + acct0, "p0/account")],
        acct1=[Sp("ACCOUNT_ID", "acct_" + acct1, "p1/account")],
        ord0=[Sp("ORDER_ID", "ORD-" + ord0, "p0/order")],
        ord1=[Sp("ORDER_ID", "ORD-" + ord1, "p1/order")],
    )
    for p in ("p0", "p1"):
        phone, shape = d.phone()
        slots[f"{p}_phone"] = [Sp("PHONE_NUMBER", phone, f"{p}/mobile", shape, d.region)]
    return slots


def account_template(lab: dict, p: str) -> str:
    i = p[1]
    return (
        f"{lab['bill_title']}\n{lab['account']}: <<acct{i}>>\n{lab['customer']}: "
        f"<<{p}_lf>>\n{lab['email']}: <<email{i}>>\n{lab['phone']}: <<{p}_phone>>\n"
        f"{lab['supply']}: <<addr>>"
    )


def tool_template() -> str:
    """A JSON tool response listing both twins; its strings are slots, rendered in place."""
    members = [
        {
            "name": {"given": f"<<{p}_first>>", "family": f"<<{p}_last>>"},
            "account_id": f"<<acct{p[1]}>>",
            "email": f"<<email{p[1]}>>",
            "last_order": f"<<ord{p[1]}>>",
        }
        for p in ("p0", "p1")
    ]
    body = {
        "tool": "household_lookup",
        "result": {"address": "<<addr>>", "members": members, "merge_candidates": 1},
    }
    return json.dumps(body, ensure_ascii=False, indent=1)


def roster_template(lab: dict) -> str:
    sep = lab["sep"]
    head = sep.join([lab["customer"], lab["email"], lab["phone"], lab["address"]])
    addr = '"<<addr>>"' if sep == "," else "<<addr>>"  # English addresses hold commas
    rows = [
        sep.join([f"<<{p}_full>>", f"<<email{p[1]}>>", f"<<{p}_phone>>", addr])
        for p in ("p0", "p1")
    ]
    return "\n".join([head, *rows])


def build_households(rng: random.Random, leaks) -> list[dict]:
    records = []
    for h, pair in enumerate(PAIRS):
        locale = pair[0]
        scope_id = f"h6-household-{h:02d}"
        for _ in range(30):
            d = Draw(rng, locale)
            slots = household_slots(d, pair)
            lab = language_for(locale, LANGS[d.lang])["L"]
            sms, note = HH[d.lang]
            parts = [
                ("sms", "sms", sms),
                ("account0", "account", account_template(lab, "p0")),
                ("tool", "tool", tool_template()),
                ("note", "note", note),
            ]
            if h % 2 == 0:
                parts.append(("account1", "account", account_template(lab, "p1")))
            if h % 3 == 0:
                parts.append(("roster", "csv", roster_template(lab)))
            scope = Scope(scope_id)
            recs = []
            for key, genre, template in parts:
                text, spans = render(template, slots)
                recs.append(
                    {
                        "id": f"{scope_id}:{key}",
                        "text": text,
                        "scope": scope_id,
                        "lang": d.lang,
                        "locale": locale,
                        "genre": genre,
                        "spans": scope.finish(text, spans),
                    }
                )
            if not leaks(recs):
                break
        else:
            raise RuntimeError(scope_id)
        records.extend(recs)
    return records
