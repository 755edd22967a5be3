"""Exam 9's households: twenty pairs of near-duplicate people at one address (a brother and a
sister whose first names are one or two edits apart), e-mails one edit apart, account and order
ids one swap of neighbouring digits apart. Records: a vCard export of both, the first one's
calendar invite, the second one's bank line, and a "do not merge" note in the language."""

from __future__ import annotations

import random

from bench.data.exam_render import Scope, Sp, leaks_outside_spans, render
from bench.data.pii_holdout9 import values as V
from bench.data.pii_holdout9.cases import PHRASES, in_docs
from bench.data.pii_holdout9.genres import latin_name

PAIRS = (
    ("uk", "Олександр", "Олександра"),
    ("uk", "Богдан", "Богдана"),
    ("bg", "Пламен", "Пламена"),
    ("bg", "Светослав", "Светослава"),
    ("he", "דניאל", "דניאלה"),
    ("he", "אריאל", "אריאלה"),
    ("is", "Jón", "Jóna"),
    ("is", "Helgi", "Helga"),
    ("fa", "مهدی", "مهدیه"),
    ("hy", "Արմեն", "Արմինե"),
    ("ka", "ნინო", "ნანა"),
    ("az", "Elvin", "Elvina"),
    ("az", "Aydan", "Aytan"),
    ("mk", "Драган", "Драгана"),
    ("zh", "志明", "志銘"),
    ("zh", "淑芬", "淑芳"),
    ("hi", "अमित", "अमिता"),
    ("en_NG", "Chika", "Chike"),
    ("en_NG", "Olu", "Ola"),
    ("en_KE", "Wanjiru", "Wanjiku"),
)
# Nino, Aydan, Shufen, Wanjiru, Chika... are women's names: p0 is the sister there.
P0_FEMALE = {"ნინო", "Aydan", "Aytan", "淑芬", "淑芳", "Wanjiru", "Wanjiku", "Chika"}


def swapped(rng: random.Random, digits: int) -> tuple[str, str]:
    while True:
        a = str(rng.randint(10 ** (digits - 1), 10**digits - 1))
        i = rng.randrange(1, digits - 1)
        if a[i] != a[i + 1]:
            return a, a[:i] + a[i + 1] + a[i] + a[i + 2 :]


def mails(rng: random.Random, p0: V.Person, p1: V.Person, region: str) -> tuple[str, str]:
    from rapidfuzz.distance import Levenshtein

    dom = V.MAIL_DOMAINS[region][rng.randrange(2)]
    f0, f1 = (p.latin_first.lower() for p in (p0, p1))
    last = "".join(ch for ch in p0.latin_last.lower() if ch.isalpha())
    if p0.latin_last == p1.latin_last and Levenshtein.distance(f0, f1) == 1 and f0.isalpha():
        return f"{f0}.{last}@{dom}", f"{f1}.{last}@{dom}"
    n = rng.randint(1, 8) * 10 + rng.randint(0, 8)
    return f"{f0[0]}.{last}{n}@{dom}", f"{f0[0]}.{last}{n + 1}@{dom}"


class House:
    """The values one household's records share, in the attribute names ``genres`` reads."""

    def __init__(self, lang: str, pair: tuple[str, str], rng: random.Random):
        self.lang, self.L, self.region = lang, PHRASES[lang], V.LOCALES[lang][1]
        fake = V.faker_for(lang, rng.randrange(10**9))
        last = fake.last_name_male()
        g0 = "f" if pair[0] in P0_FEMALE else "m"
        g1 = "f" if g0 == "m" or pair[1] in P0_FEMALE else "m"
        self.people = {
            f"p{i}": V.Person(first, V.family_form(lang, last, g), lang, g)
            for i, (first, g) in enumerate(zip(pair, (g0, g1), strict=True))
        }
        self.address = V.address(fake, lang, rng)[0]
        self.mails = mails(rng, self.people["p0"], self.people["p1"], self.region)
        self.accts = tuple(f"acct_{a}" for a in swapped(rng, 9))
        self.orders = tuple(f"ORD-{a}" for a in swapped(rng, 7))
        self.mobile = V.write_phone(V.phone(rng, self.region), "international", lang)


def vcard(h: House, i: int) -> str:
    return (
        f"BEGIN:VCARD\nVERSION:3.0\nFN:<<n{i}>>\nEMAIL:<<m{i}>>\nX-ACCOUNT:<<a{i}>>\n"
        "LABEL;TYPE=HOME:<<addr>>\nEND:VCARD\n"
    )


def texts(h: House) -> list[tuple[str, str, dict]]:
    p = h.people
    s = {
        **{f"n{i}": [Sp("PERSON", p[f"p{i}"].full, f"p{i}", "full_name")] for i in (0, 1)},
        **{f"f{i}": [Sp("PERSON", p[f"p{i}"].first, f"p{i}", "first_name_alone")] for i in (0, 1)},
        **{f"m{i}": [Sp("EMAIL_ADDRESS", h.mails[i], f"p{i}/email")] for i in (0, 1)},
        **{f"a{i}": [Sp("ACCOUNT_ID", h.accts[i], f"p{i}/account")] for i in (0, 1)},
        **{f"o{i}": [Sp("ORDER_ID", h.orders[i], f"p{i}/order")] for i in (0, 1)},
        "addr": [Sp("STREET_ADDRESS", h.address, "household/address")],
        "tel": [Sp("PHONE_NUMBER", h.mobile, "p0/mobile", "international", h.region)],
        "latin1": [latin_name(h, "p1", upper=True)],
    }
    invite = (
        "BEGIN:VEVENT\nSUMMARY:" + h.L["ics_summary"] + "\n"
        'ATTENDEE;CN="<<n0>>":mailto:<<m0>>\nDESCRIPTION:' + h.L["ics_desc"] + "\nEND:VEVENT"
    )
    remit = h.L["remit"].replace("<<order>>", "<<o1>>").replace("<<first>>", "<<f1>>")
    return [
        ("vcard", vcard(h, 0) + vcard(h, 1), s),
        ("ics_invite", invite, {**s, "first": s["f0"], "phone": s["tel"], "order": s["o0"]}),
        ("bank_statement", f"28.11.2026  TRF  -35.00  <<latin1>>  /RMT/{remit}", s),
        ("dedupe_note", h.L["dedupe"], s),
    ]


def build_households(rng: random.Random) -> list[dict]:
    records = []
    for n, (lang, *pair) in enumerate(PAIRS):
        scope_id = f"h9-household-{n:02d}"
        while True:
            drafts = [(g, *render(t, s)) for g, t, s in texts(House(lang, tuple(pair), rng))]
            values = [sp for _, _, spans in drafts for sp in spans]
            if not any(leaks_outside_spans(t, values) for _, t, _ in drafts) and not in_docs(
                values
            ):
                break
        scope = Scope(scope_id)
        for k, (genre, text, spans) in enumerate(drafts):
            records.append(
                {
                    "id": f"{scope_id}:{k}",
                    "text": text,
                    "scope": scope_id,
                    "lang": "en" if lang.startswith("en") else lang,
                    "locale": V.LOCALES[lang][0] if not lang.startswith("en") else lang,
                    "genre": genre,
                    "spans": scope.finish(text, spans),
                }
            )
    return records
