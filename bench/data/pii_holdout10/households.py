"""Households of exam 10: two near-duplicate people at one address (given names one or two
letters apart, e-mails one edit apart, account and order ids one swap of neighbouring digits
apart), in a CRM page listing both, p0's booking, p1's meter reading and a "do not merge"
ticket."""

from __future__ import annotations

import copy
import random

from bench.data.exam_render import Scope, Sp, render
from bench.data.pii_holdout10 import names as N
from bench.data.pii_holdout10 import values as V
from bench.data.pii_holdout10.cases import in_docs, mark_affixed, stray
from bench.data.pii_holdout10.genres import FULL_SHAPE
from bench.data.pii_holdout10.phrases import PHRASES

# (lang, (given, Latin, female) of p0, the same of p1)
PAIRS = (
    ("ar", ("محمد", "Muhammad", False), ("محمود", "Mahmoud", False)),
    ("ar", ("سامي", "Sami", False), ("سامية", "Samia", True)),
    ("ru", ("Александр", "Aleksandr", False), ("Александра", "Aleksandra", True)),
    ("ru", ("Евгений", "Evgenii", False), ("Евгения", "Evgeniia", True)),
    ("th", ("มาลี", "Mali", True), ("มาลัย", "Malai", True)),
    ("bn", ("সুমন", "Suman", False), ("সুমনা", "Sumana", True)),
    ("bn", ("রুমা", "Ruma", True), ("রুমি", "Rumi", True)),
    ("ta", ("கார்த்திக்", "Karthik", False), ("கார்த்திகா", "Karthika", True)),
    ("sw", ("Juma", "Juma", False), ("Jumaa", "Jumaa", False)),
    ("sw", ("Neema", "Neema", True), ("Nema", "Nema", True)),
    ("ga", ("Niall", "Niall", False), ("Niamh", "Niamh", True)),
    ("ur", ("نادر", "Nadir", False), ("نادرہ", "Nadira", True)),
    ("sq", ("Arben", "Arben", False), ("Arbena", "Arbena", True)),
    ("sq", ("Ilir", "Ilir", False), ("Ilira", "Ilira", True)),
    ("ca", ("Pau", "Pau", False), ("Paula", "Paula", True)),
    ("eu", ("Unai", "Unai", False), ("Unax", "Unax", False)),
    ("ms", ("Faizal", "Faizal", False), ("Faizah", "Faizah", True)),
    ("en_PH", ("Jomar", "Jomar", False), ("Jomari", "Jomari", False)),
    ("en_ZA", ("Thando", "Thando", False), ("Thandi", "Thandi", True)),
    ("en_ZA", ("Themba", "Themba", False), ("Thembi", "Thembi", True)),
)
DO_NOT_MERGE = {
    "en": "<<f0>> and <<f1>> are two people at one address: do not merge these accounts.",
    "ar": "<<f0>> و <<f1>> شخصان مختلفان في عنوان واحد: لا تدمج الحسابين.",
    "ru": "<<f0>> и <<f1>> — два разных человека по одному адресу: не объединять счета.",
    "th": "<<f0>> กับ <<f1>> เป็นคนละคนที่อยู่บ้านเดียวกัน ห้ามรวมบัญชี",
    "bn": "<<f0>> ও <<f1>> একই ঠিকানার দুজন আলাদা মানুষ: হিসাব দুটি একত্র করবেন না।",
    "ta": "<<f0>> மற்றும் <<f1>> ஒரே முகவரியில் உள்ள இருவேறு நபர்கள்: கணக்குகளை இணைக்க வேண்டாம்.",
    "ur": "<<f0>> اور <<f1>> ایک ہی پتے پر دو الگ افراد ہیں: اکاؤنٹس کو ضم نہ کریں۔",
    "sw": "<<f0>> na <<f1>> ni watu wawili tofauti wa anwani moja: usiunganishe akaunti hizi.",
    "ga": "Beirt dhifriúla ag an seoladh céanna iad <<f0>> agus <<f1>>: ná cumaisc na cuntais.",
    "sq": "<<f0>> dhe <<f1>> janë dy persona të ndryshëm në të njëjtën adresë: mos i bashkoni "
    "llogaritë.",
    "ca": "<<f0>> i <<f1>> són dues persones diferents a la mateixa adreça: no fusioneu els "
    "comptes.",
    "eu": "<<f0>> eta <<f1>> helbide bereko bi pertsona dira: ez batu kontuak.",
    "ms": "<<f0>> dan <<f1>> ialah dua orang berbeza di alamat yang sama: jangan gabungkan akaun.",
}


def _feminine(p: V.Person, fake) -> None:
    """Turn p1 of a brother-sister pair into the sister's forms of the shared family name."""
    if p.lang == "ru":
        pat = p.patronymic[:-3] + "вна"
        last = p.last + "а" if p.last.endswith(("ов", "ев", "ин")) else p.last
        p.full = f"{p.first} {pat} {last}"
        p.lat_full = f"{p.lat_first} {V.icao(pat)} {V.icao(last)}"
        p.patronymic, p.last, p.lat_last = pat, last, V.icao(last)
    elif p.lang == "ar":
        p.full = p.full.replace(" بن ", " بنت ", 1)
        p.lat_full = p.lat_full.replace(" bin ", " bint ", 1)
    elif p.lang == "ms":
        p.full = p.lat_full = p.full.replace(" bin ", " binti ", 1)
    elif p.lang == "ga":
        female = next(f for m, f in N.FAMILY["ga"] if m == p.last)
        p.full = p.full.replace(p.last, female)
        p.lat_full = p.lat_full.replace(V.fold(p.last), V.fold(female))
        p.last, p.lat_last = female, V.fold(female)
    p.female = True


def _given(p: V.Person, given: str, lat: str) -> V.Person:
    q = copy.copy(p)
    q.full = p.full.replace(p.first, given, 1)
    q.lat_full = p.lat_full.replace(p.lat_first, lat, 1)
    q.first, q.lat_first = given, lat
    q.common = given in N.COMMON.get(p.lang, ())
    return q


def swapped(rng: random.Random, digits: int) -> tuple[str, str]:
    while True:
        a = str(rng.randint(10 ** (digits - 1), 10**digits - 1))
        i = rng.randrange(digits - 1)
        if a[i] != a[i + 1] and (i or a[1] != "0"):
            return a, a[:i] + a[i + 1] + a[i] + a[i + 2 :]


def household(i: int, rng: random.Random) -> list[dict]:
    lang, (g0, l0, f0), (g1, l1, f1) = PAIRS[i]
    while True:
        fake = V.faker_for(lang, rng.randrange(2**31))
        base = V.person(lang, rng, fake, f0)
        if lang == "ru" and not (
            base.last.endswith(("ов", "ев", "ин")) and base.patronymic.endswith("вич")
        ):
            continue
        p0, p1 = _given(base, g0, l0), _given(base, g1, l1)
        if f1 and not f0:
            _feminine(p1, fake)
        addr = V.address(lang, rng, fake)
        last = V.fold(base.lat_last).lower().replace(" ", "").replace("-", "")
        n = rng.randint(10, 88) // 10 * 10 + rng.randint(0, 8)
        domain = rng.choice(V.MAIL_DOMAINS[lang])
        mails = [f"{V.fold(l0)[0].lower()}.{last}{k}@{domain}" for k in (n, n + 1)]
        accounts = [f"acct_{a}" for a in swapped(rng, 9)]
        orders = [f"ORD-{o}" for o in swapped(rng, 7)]
        region = V.LOCALES[lang][1]
        mobile = V.write_phone(V.phone(rng, region), "international", lang)
        texts = _texts(lang, (p0, p1), addr, mails, accounts, orders, mobile, region, i)
        scope = Scope(f"h10-household-{i:02d}")
        every = [s for _, _, spans in texts for s in spans]
        if in_docs(every) or any(stray(t, spans, every) for _, t, spans in texts):
            continue
        break
    out = []
    for j, (genre, text, spans) in enumerate(texts):
        out.append(
            {
                "id": f"{scope.scope}:{j}",
                "text": text,
                "scope": scope.scope,
                "lang": lang.split("_")[0],
                "locale": V.LOCALE_NAME[lang],
                "genre": genre,
                "spans": scope.finish(text, spans),
            }
        )
    return out


def _texts(lang, people, addr, mails, accounts, orders, mobile, region, i) -> list:
    P = PHRASES[lang]
    shape = FULL_SHAPE.get(lang, "full_name")
    full = [Sp("PERSON", p.full, f"p{k}", shape) for k, p in enumerate(people)]
    first = [Sp("PERSON", p.first, f"p{k}", "first_name_alone") for k, p in enumerate(people)]
    mail = [Sp("EMAIL_ADDRESS", m, f"p{k}/email") for k, m in enumerate(mails)]
    acct = [Sp("ACCOUNT_ID", a, f"p{k}/account") for k, a in enumerate(accounts)]
    order = [Sp("ORDER_ID", o, f"p{k}/order") for k, o in enumerate(orders)]
    home = Sp("STREET_ADDRESS", addr["line"], "household/address", "one_line")
    entry = (
        '    {{"display": "<<n{k}>>", "email": "<<m{k}>>", "account_ref": "<<a{k}>>", '
        '"address": "<<home>>"}}'
    )
    crm = (
        '{\n  "data": [\n'
        + entry.format(k=0)
        + ",\n"
        + entry.format(k=1)
        + '\n  ],\n  "meta": {"page": 1, "per_page": 2, "total": 2, "next_cursor": null}\n}'
    )
    slots = {
        "n0": [full[0]],
        "n1": [full[1]],
        "m0": [mail[0]],
        "m1": [mail[1]],
        "a0": [acct[0]],
        "a1": [acct[1]],
        "home": [home],
        "o0": [order[0]],
        "o1": [order[1]],
        "f0": [first[0]],
        "f1": [first[1]],
    }
    pnr = (
        f"RLOC H{i:02d}Q7K  EK\n 1.1<<pnr0>>  2.1<<pnr1>>\n 1 EK 384 Y 02JUN DXBBKK HK2\n"
        "CTCM <<mob>>/P1\nCTCE <<m0>>/P1\nRM <<o0>>"
    )
    pnr_slots = {
        **slots,
        "mob": [Sp("PHONE_NUMBER", mobile, "p0/mobile", "international", region)],
        "pnr0": [Sp("PERSON", V.pnr_name(people[0]), "p0", "pnr_slash")],
        "pnr1": [Sp("PERSON", V.pnr_name(people[1]), "p1", "pnr_slash")],
    }
    meter = (
        f"{P['meter_head']}\n{P['l_account']}: <<a1>>\n{P['l_customer']}: <<n1>>\n"
        f"{P['l_address']}: <<home>>\n{P['l_order']}: <<o1>>"
    )
    note = DO_NOT_MERGE[lang.split("_")[0]]
    ticket = (
        f"### {P['l_ticket']} #{7100 + i}\n\n| | | |\n|---|---|---|\n"
        f"| <<n0>> | <<a0>> | <<o0>> |\n| <<n1>> | <<a1>> | <<o1>> |\n\n{note}"
    )
    out = []
    for genre, template, s in (
        ("crm_api_json", crm, slots),
        ("airline_pnr", pnr, pnr_slots),
        ("meter_reading", meter, slots),
        ("support_ticket_md", ticket, slots),
    ):
        text, spans = render(template, s)
        mark_affixed(text, spans)
        out.append((genre, text, spans))
    return out


def build_households(rng: random.Random) -> list[dict]:
    return [r for i in range(len(PAIRS)) for r in household(i, rng)]
