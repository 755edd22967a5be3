"""The seventh exam's households: 25 pairs of near-duplicate people at one address (first names
one or two edits apart, e-mails one edit apart, account and order ids one swap of neighbouring
digits apart), in 4-6 records each: a CRM search listing both, the first one's form, an audit
log of the dedupe decision, a staff chat note not to merge them, in every other household the
second one's order and in every third a delivery table of both. Pairs written for this exam."""

from __future__ import annotations

import random

from bench.data.exam_render import Scope, Sp, render
from bench.data.pii_holdout7 import case as k
from bench.data.pii_holdout7 import values as v
from bench.data.pii_holdout7.direct import case_leaks

# locale, first names of p0 and p1, whether each is female, family names (None: one from Faker)
PAIRS = [
    ("en_US", "Brayden", "Braden", False, False, None),
    ("en_GB", "Rosie", "Josie", True, True, None),
    ("en_AU", "Tahlia", "Talia", True, True, None),
    ("en_IN", "Ishaan", "Ishani", False, True, None),
    ("en_IE", "Ciarán", "Ciara", False, True, None),
    ("vi_VN", "Khang", "Khanh", False, False, None),
    ("vi_VN", "Quân", "Quang", False, False, None),
    ("id_ID", "Putra", "Putri", False, True, None),
    ("id_ID", "Rizky", "Rizki", False, False, None),
    ("ro_RO", "Andrei", "Andreea", False, True, None),
    ("ro_RO", "Sorin", "Sorina", False, True, None),
    ("hu_HU", "Vilmos", "Vilma", False, True, None),
    ("hu_HU", "Emese", "Emőke", True, True, None),
    ("el_GR", "Ιωάννης", "Ιωάννα", False, True, ("Παπαδόπουλος", "Παπαδοπούλου")),
    ("el_GR", "Νίκος", "Νίκη", False, True, ("Αλεξίου", "Αλεξίου")),
    ("da_DK", "Malte", "Malthe", False, False, None),
    ("da_DK", "Johan", "Johanne", False, True, None),
    ("no_NO", "Kristian", "Kristiane", False, True, None),
    ("fi_FI", "Aino", "Aina", True, True, None),
    ("fi_FI", "Veeti", "Veera", False, True, None),
    ("fil_PH", "Angelo", "Angela", False, True, None),
    ("de_CH", "Leandro", "Leandra", False, True, None),
    ("fr_CH", "Célestin", "Célestine", False, True, None),
    ("es_AR", "Thiago", "Tiago", False, False, None),
    ("pt_PT", "Lourenço", "Lourença", False, True, None),
]
NOTES = {
    "en": "<<g0>> and <<g1>> are twins living at the same address; do not merge <<a0>> and <<a1>>.",
    "vi": "<<g0>> và <<g1>> là anh chị em sinh đôi ở cùng địa chỉ; không gộp <<a0>> và <<a1>>.",
    "id": "<<g0>> dan <<g1>> kembar dan tinggal di alamat yang sama; jangan gabungkan <<a0>> dan <<a1>>.",
    "ro": "<<g0>> și <<g1>> sunt gemeni la aceeași adresă; nu uniți <<a0>> cu <<a1>>.",
    "hu": "<<g0>> és <<g1>> ikrek, azonos címen laknak; a(z) <<a0>> és a(z) <<a1>> fiókot ne vonják össze.",
    "el": "<<g0>> και <<g1>> είναι δίδυμα στην ίδια διεύθυνση· μη συγχωνεύσετε τους <<a0>> και <<a1>>.",
    "da": "<<g0>> og <<g1>> er tvillinger på samme adresse; sammenlæg ikke <<a0>> og <<a1>>.",
    "no": "<<g0>> og <<g1>> er tvillinger på samme adresse; ikke slå sammen <<a0>> og <<a1>>.",
    "fi": "<<g0>> ja <<g1>> ovat kaksoset samassa osoitteessa; tilejä <<a0>> ja <<a1>> ei saa yhdistää.",
    "tl": "Kambal sina <<g0>> at <<g1>> at iisa ang address; huwag pagsamahin ang <<a0>> at <<a1>>.",
    "de": "<<g0>> und <<g1>> sind Zwillinge an derselben Adresse; <<a0>> und <<a1>> bitte nicht zusammenführen.",
    "fr": "<<g0>> et <<g1>> sont jumeaux à la même adresse ; ne pas fusionner <<a0>> et <<a1>>.",
    "es": "<<g0>> y <<g1>> son mellizos en el mismo domicilio; no unificar <<a0>> con <<a1>>.",
    "pt": "<<g0>> e <<g1>> são gémeos na mesma morada; não fundir <<a0>> e <<a1>>.",
}  # fmt: skip


def edits(a: str, b: str) -> int:
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1]


def swapped(rng: random.Random, prefix: str, length: int) -> tuple[str, str]:
    """Two ids one swap of neighbouring (different) digits apart."""
    digits = str(rng.randrange(10 ** (length - 1), 10**length))
    spots = [i for i in range(length - 1) if digits[i] != digits[i + 1]]
    i = rng.choice(spots)
    other = digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]
    return prefix + digits, prefix + other


def twins(rng: random.Random, pair: tuple) -> tuple[v.Person, v.Person]:
    locale, g0, g1, f0, f1, lasts = pair
    lang = v.LOCALES[locale][0]
    if lasts is None:
        family = v.person(rng, locale).last
        lasts = (family, family)
    middle = (rng.choice(v.VI_MIDDLE_M) + " ") if lang == "vi" else ""
    return v.Person(middle + g0, lasts[0], f0, lang), v.Person(middle + g1, lasts[1], f1, lang)


def mails(rng: random.Random, locale: str, p0: v.Person, p1: v.Person) -> tuple[str, str]:
    """E-mails one edit apart: from the names where their ASCII forms allow, else the first
    twin's initial and family name with two numbers one apart."""
    domain = rng.choice(v.MAIL_DOMAINS[locale])
    l0, l1 = (f"{v.ascii_fold(p.given)}.{v.ascii_fold(p.last)}" for p in (p0, p1))
    if edits(l0, l1) != 1:
        # never ending in 9, so that n and n + 1 are one edit apart
        n = 10 * rng.randrange(1, 9) + rng.randrange(9)
        base = f"{v.ascii_fold(p0.given)[0]}.{v.ascii_fold(p0.last)}"
        l0, l1 = f"{base}{n}", f"{base}{n + 1}"
    return f"{l0}@{domain}", f"{l1}@{domain}"


def _records(i: int, pair: tuple, rng: random.Random):
    locale = pair[0]
    region = v.LOCALES[locale][1]
    p0, p1 = twins(rng, pair)
    m0, m1 = mails(rng, locale, p0, p1)
    a0, a1 = swapped(rng, "acct_", rng.randrange(7, 10))
    o0, o1 = swapped(rng, "ORD-", rng.randrange(6, 9))
    home = v.address(rng, locale)
    agent = v.person(rng, locale)
    ph0, ph1 = v.phone(rng, region), v.phone(rng, region)
    P = k.phrases(locale)
    s = {
        "g0": k.given(p0, "p0"), "g1": k.given(p1, "p1"), "f0": k.surname(p0, "p0"), "f1": k.surname(p1, "p1"),
        "n0": k.full(p0, "p0"), "n1": k.full(p1, "p1"),
        "m0": k.mail(m0, "p0/email"), "m1": k.mail(m1, "p1/email"),
        "a0": k.one("ACCOUNT_ID", a0, "p0/account"), "a1": k.one("ACCOUNT_ID", a1, "p1/account"),
        "o0": k.one("ORDER_ID", o0, "p0/order"), "o1": k.one("ORDER_ID", o1, "p1/order"),
        "addr": k.whole_address(home, "household/address"),
        "ph0": [Sp("PHONE_NUMBER", v.phone_text(ph0, "national"), "p0/mobile", "national", region)],
        "ph1": [Sp("PHONE_NUMBER", v.phone_text(ph1, "international"), "p1/mobile", "international", region)],
        "ag": k.handle(agent, "agent", 0), "agn": [Sp("PERSON", agent.given.lower(), "agent", "lower_case")],
    }  # fmt: skip
    row = '    {{"account": "<<a{n}>>", "given": "<<g{n}>>", "family": "<<f{n}>>", "email": "<<m{n}>>", "last_order": "<<o{n}>>"}}'
    out = [
        ("search", "crm_json", 'tool_result crm.search_customers\n{\n  "address": "<<addr>>",\n  "matches": [\n'
         + row.format(n=0) + ",\n" + row.format(n=1) + "\n  ]\n}"),
        ("account0", "form", "\n".join([
            P["form_title"], f"{P['f_name']} ".ljust(26, ".") + ": <<n0>>",
            f"{P['f_address']} ".ljust(26, ".") + ": <<addr>>", f"{P['f_phone']} ".ljust(26, ".") + ": <<ph0>>",
            f"{P['f_email']} ".ljust(26, ".") + ": <<m0>>", "Account ".ljust(26, ".") + ": <<a0>>"])),
        ("audit", "audit_log",
         f"2026-11-1{i % 10}T08:02:11Z INFO dedupe.candidate a=<<a0>> b=<<a1>> name_a=\"<<n0>>\" name_b=\"<<n1>>\" score=0.9{i % 10}\n"
         f"2026-11-1{i % 10}T08:05:40Z INFO dedupe.decision a=<<a0>> b=<<a1>> decision=keep_both agent=<<ag>>\n"
         f"2026-11-1{i % 10}T08:06:02Z INFO auth.login email=<<m1>> account=<<a1>> result=success"),
        ("note", "chatops", f"#data-quality\n[08:0{i % 10}] <<agn>>: {NOTES[v.LOCALES[locale][0]]}"),
    ]  # fmt: skip
    if i % 2 == 0:
        out.append(("order1", "order_yaml", "order:\n  id: <<o1>>\n  placed_by: \"<<n1>>\"\n  ship_to: \"<<addr>>\"\n"
                    "  contact: \"<<ph1>>\"\n  status: delivered"))  # fmt: skip
    if i % 3 == 0:
        cols = P["md_cols"].split("|")
        out.append(("table", "delivery_table", f"| {' | '.join(cols)} |\n|---|---|---|---|\n"
                    "| <<n0>> | <<ph0>> | <<addr>> | <<o0>> |\n| <<n1>> | <<ph1>> | <<addr>> | <<o1>> |"))  # fmt: skip
    return [(name, genre, *render(t, s)) for name, genre, t in out]


def build_households(rng: random.Random, prefix: str = "h7") -> list[dict]:
    records = []
    for i, pair in enumerate(PAIRS):
        scope = f"{prefix}-household-{i:02d}"
        while True:
            rendered = _records(i, pair, rng)
            if not case_leaks([(text, spans) for *_, text, spans in rendered]):
                break
        table = Scope(scope)
        lang = v.LOCALES[pair[0]][0]
        for name, genre, text, spans in rendered:
            records.append({"id": f"{scope}:{name}", "text": text, "scope": scope, "lang": lang,
                            "locale": pair[0], "genre": genre, "spans": table.finish(text, spans)})  # fmt: skip
    return records
