"""Exam 8's households: two people one or two edits apart in first name at one address, with
e-mails one edit apart and account and order ids one swap of neighbouring digits apart.

In: a ``random.Random``. Out: records like ``cases.build_direct``'s, ids ``h8-household-NN:k``.
"""

from __future__ import annotations

import random

from bench.data.exam_render import Scope, Sp, render
from bench.data.pii_holdout8 import values as V
from bench.data.pii_holdout8.phrases import P

# (locale, first p0, first p1, family name) - pairs written for this exam
PAIRS = [("sv_SE", "Ebba", "Ebbe", "Lindqvist"), ("sv_SE", "Tova", "Tove", "Sjöberg"),
         ("pl_PL", "Aleksander", "Aleksandra", "Wróbel"), ("pl_PL", "Wiktor", "Wiktoria", "Zając"),
         ("cs_CZ", "Radek", "Radka", "Holub"), ("cs_CZ", "Ivo", "Iva", "Kratochvíl"),
         ("hr_HR", "Marin", "Marina", "Babić"), ("hr_HR", "Goran", "Gorana", "Kovačević"),
         ("sk_SK", "Martin", "Martina", "Baláž"), ("sl_SI", "Nejc", "Neja", "Zupan"),
         ("sl_SI", "Tian", "Tia", "Potočnik"), ("lt_LT", "Lukas", "Lukė", "Petrauskas"),
         ("lt_LT", "Dovydas", "Dovyda", "Kazlauskas"), ("et_EE", "Mart", "Marta", "Tamm"),
         ("et_EE", "Liis", "Liisa", "Saar"), ("lv_LV", "Elīna", "Elīza", "Ozola"),
         ("en_CA", "Gabriel", "Gabrielle", "Tremblay"), ("en_NZ", "Nikau", "Nika", "Parata"),
         ("nl_NL", "Daan", "Dana", "Visser"), ("it_IT", "Simone", "Simona", "Galli")]  # fmt: skip


def _swap(value: str, rng: random.Random) -> str:
    digits = value.split("_")[-1].split("-")[-1]
    head = value[: len(value) - len(digits)]
    for _ in range(50):
        i = rng.randrange(len(digits) - 1)
        if digits[i] != digits[i + 1]:
            return head + digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]
    raise ValueError(value)


def build_households(rng: random.Random) -> list[dict]:
    """Four records per pair: a TSV of both, p0's WhatsApp line, p1's SMS, a staff note."""
    out = []
    for n, (locale, f0, f1, family) in enumerate(PAIRS):
        lang, region, _ = V.LOCALES[locale]
        sid, scope = f"h8-household-{n:02d}", Scope(f"h8-household-{n:02d}")
        street, code, city = V.address(locale, rng)
        addr = Sp("STREET_ADDRESS", f"{street}, {code} {city}", "household/address")
        num = rng.randrange(10, 88)
        num += num % 10 == 9
        mail = f"{V.ascii_fold(f0[0]).lower()}.{V.ascii_fold(family).lower()}"
        dom = rng.choice(V.DOMAINS)
        e0, e1 = (
            Sp("EMAIL_ADDRESS", f"{mail}{k}@{dom}", f"p{i}/email")
            for i, k in ((0, num), (1, num + 1))
        )
        a0 = V.account_id(rng)
        o0 = V.order_id(rng)
        a1, o1 = _swap(a0, rng), _swap(o0, rng)
        p0, p1 = (Sp("PERSON", f, f"p{i}", "first_name_alone") for i, f in ((0, f0), (1, f1)))
        full0, full1 = (
            Sp("PERSON", f"{f} {family}", f"p{i}", "full_name") for i, f in ((0, f0), (1, f1))
        )
        mob = Sp("PHONE_NUMBER", V.phone_text(V.phone_number(region, rng), "international"), "p0/mobile", "international", region)  # fmt: skip
        acc0, acc1 = Sp("ACCOUNT_ID", a0, "p0/account"), Sp("ACCOUNT_ID", a1, "p1/account")
        ord0, ord1 = Sp("ORDER_ID", o0, "p0/order"), Sp("ORDER_ID", o1, "p1/order")
        texts = {
            "ticket_tsv": ["name\temail\taccount\taddress\n", full0, "\t", e0, "\t", acc0, "\t", addr, "\n",
                           full1, "\t", e1, "\t", acc1, "\t", addr, "\n"],
            "whatsapp_export": ["[02/12/26, 08:03] ", full0, ": ", ord0, " - ", p0, " ", mob, "\n"],
            "sms_notify": ["From: PARCELNORD\n", *_parcel(lang, p1, ord1)],
            "meeting_minutes": ["Dedupe review: ", p0, " (", acc0, ", ", ord0, ") / ", p1, " (", acc1, ", ",
                                ord1, ", ", e1, ") at ", addr, ". ", P[lang]["nomerge"]],
        }  # fmt: skip
        for k, (genre, pieces) in enumerate(texts.items()):
            text, spans = render("<<x>>", {"x": pieces})
            out.append({"id": f"{sid}:{k}", "text": text, "scope": sid, "lang": lang, "locale": locale,
                        "genre": genre, "spans": scope.finish(text, spans)})  # fmt: skip
    return out


def _parcel(lang: str, first: Sp, order: Sp) -> list:
    a, rest = P[lang]["parcel"].split("<<first>>")
    b, c = rest.split("<<order>>")
    return [a, first, b, order, c]
