"""households.jsonl: two near-duplicate people at one address, 4-6 texts per household.

First names one or two edits apart (hand-picked, none among the earlier exams' README lists),
one surname (a Polish woman takes the -ska form), e-mails one edit apart, account and order ids
one swap of neighbouring digits apart, one shared address.
"""

from __future__ import annotations

import json
import random

from faker import Faker

from . import values as v
from .direct import faker_for
from .hh_prose import HH_CHAT, HH_NOTE
from .render import Scope, Sp, leaks_outside_spans, render
from .slots import _person_slots, _place_slots
from .vocab import VOCAB

# (locale, first name of p0, first name of p1); romaji and pinyin in LATIN
PAIRS = [
    ("en_US", "Kyle", "Kylie"), ("en_US", "Shawn", "Shawna"), ("en_GB", "Freddie", "Freddy"),
    ("en_GB", "Imogen", "Imogene"), ("en_GB", "Callum", "Calum"), ("en_AU", "Brodie", "Brody"),
    ("en_AU", "Jarrod", "Jarrad"), ("en_IE", "Ciara", "Ciaran"), ("en_IE", "Eimear", "Eimer"),
    ("fr_FR", "Mathis", "Mathys"), ("fr_FR", "Aurélien", "Aurélie"), ("fr_FR", "Maël", "Maëlle"),
    ("de_DE", "Lena", "Lina"), ("de_DE", "Jannik", "Janik"), ("de_DE", "Frieda", "Frida"),
    ("es_ES", "Mateo", "Matteo"), ("es_ES", "Adrián", "Adriana"), ("es_ES", "Lucía", "Lucio"),
    ("it_IT", "Nicola", "Nicolò"), ("it_IT", "Ivo", "Iva"), ("it_IT", "Elio", "Elia"),
    ("pt_PT", "Rui", "Ruy"), ("pt_PT", "Inês", "Ines"), ("pt_BR", "Thiago", "Tiago"),
    ("pt_BR", "Luan", "Luana"), ("pt_BR", "Kauã", "Kauê"), ("nl_NL", "Sofie", "Sophie"),
    ("nl_NL", "Fenna", "Fenne"), ("nl_NL", "Jelle", "Jelte"), ("sv_SE", "Oskar", "Oscar"),
    ("sv_SE", "Linnea", "Linea"), ("sv_SE", "Ebba", "Ebbe"), ("pl_PL", "Oliwer", "Oliwia"),
    ("pl_PL", "Igor", "Iga"), ("pl_PL", "Marcel", "Marcela"), ("ja_JP", "蓮", "蘭"),
    ("ja_JP", "結衣", "結愛"), ("ja_JP", "美羽", "美優"), ("zh_CN", "娜", "娅"), ("zh_CN", "欣", "鑫"),
]  # fmt: skip
LATIN = {"蓮": "ren", "蘭": "ran", "結衣": "yui", "結愛": "yua", "美羽": "miu", "美優": "miyu",
         "娜": "na", "娅": "ya", "欣": "xin", "鑫": "xin"}  # fmt: skip
PL_INS = {"Oliwer": "Oliwerem", "Oliwia": "Oliwią", "Igor": "Igorem", "Iga": "Igą",
          "Marcel": "Marcelem", "Marcela": "Marcelą"}  # fmt: skip
PL_FEMALE = {"Oliwia", "Iga", "Marcela"}


def edit_distance(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def _people(fk: Faker, locale: str, names: tuple[str, str], rng: random.Random) -> list[v.Person]:
    if locale in ("ja_JP", "zh_CN"):
        if locale == "ja_JP":
            last = fk.last_name_pair()
            last, latin_last = last[0], last[2].lower()
        else:
            last, latin_last = rng.choice(v.ZH_SURNAMES)
            latin_last = latin_last.lower()
        return [v.Person(n, last, LATIN[n], latin_last, cjk=True) for n in names]
    if locale == "pl_PL":
        masc = rng.choice([s for s in v.PL_SURNAMES if s.endswith("i")])
        out = []
        for n in names:
            female = n in PL_FEMALE
            last, _, last_ins = v._pl_surname(masc, female)
            forms = {"ins_first": PL_INS[n], "ins_last": last_ins}
            out.append(v.Person(n, last, v.fold(n), v.fold(last), female=female, forms=forms))
        return out
    last = fk.last_name()
    return [v.Person(n, last, v.fold(n), v.fold(last.replace(" ", ""))) for n in names]


def _emails(people: list[v.Person], region: str, rng: random.Random) -> tuple[str, str]:
    """Two addresses one edit apart, built from the names where the names allow it."""
    a, b = people
    domain, nn = rng.choice(v.MAIL_DOMAINS[region]), rng.randint(10, 88)
    for fmt in ("{f}.{l}", "{f}{l}", "{f}_{l}{n}", "{i}.{l}"):
        la = fmt.format(f=a.latin_first, l=a.latin_last, n=nn, i=a.latin_first[0])
        lb = fmt.format(f=b.latin_first, l=b.latin_last, n=nn, i=b.latin_first[0])
        if edit_distance(la, lb) == 1:
            return f"{la}@{domain}", f"{lb}@{domain}"
    # names two edits apart (Freddie / Freddy) or written alike (Inês / Ines): initial, surname
    # and a number one digit apart, so neither address carries the other person's name
    assert a.latin_first[0] == b.latin_first[0] and a.latin_last == b.latin_last
    local = f"{a.latin_first[0]}.{a.latin_last}{nn // 10}"
    return f"{local}{nn % 10}@{domain}", f"{local}{nn % 10 + 1}@{domain}"


def swapped(rng: random.Random, prefix: str, digits: int) -> tuple[str, str]:
    """Two ids whose digits differ by one swap of neighbouring (unequal) digits."""
    while True:
        d = [rng.choice("0123456789") for _ in range(digits)]
        d[0] = rng.choice("123456789")
        i = rng.randrange(1, digits - 1)
        if d[i] != d[i + 1]:
            e = d[:]
            e[i], e[i + 1] = e[i + 1], e[i]
            return prefix + "".join(d), prefix + "".join(e)


def _slots(fk: Faker, locale: str, names: tuple[str, str], rng: random.Random) -> dict:
    region = v.REGION[locale]
    people = _people(fk, locale, names, rng)
    slots: dict[str, list] = {}
    for i, p in enumerate(people):
        slots.update(_person_slots(f"P{i}", f"p{i}", p, locale))
        num = v.phone_number(region, rng)
        slots[f"ph{i}"] = [Sp("PHONE_NUMBER", v.fmt_phone(num, "international"), f"p{i}/mobile", "international")]  # fmt: skip
    place = _place_slots(v.address(fk, locale, rng), locale, "household")
    slots["addr"] = place["addr"]
    slots["addr_ml"] = place["addr_ml"]
    for i, e in enumerate(_emails(people, region, rng)):
        slots[f"em{i}"] = [Sp("EMAIL_ADDRESS", e, f"p{i}/email")]
    for i, a in enumerate(swapped(rng, "acct_", rng.randint(7, 9))):
        slots[f"acct{i}"] = [Sp("ACCOUNT_ID", a, f"p{i}/account")]
    for i, o in enumerate(swapped(rng, "ORD-", rng.randint(6, 7))):
        slots[f"ord{i}"] = [Sp("ORDER_ID", o, f"p{i}/order")]
    return slots


def _account(lang: str, i: int) -> str:
    k = VOCAB[lang]
    rows = [("account", f"<<acct{i}>>"), ("holder", f"<<P{i}_full>>"), ("email", f"<<em{i}>>"),
            ("phone", f"<<ph{i}>>"), ("address", "<<addr>>")]  # fmt: skip
    return "\n".join(f"{k[key].replace('_', ' ')}: {val}" for key, val in rows)


def _tool(lang: str) -> str:
    k = VOCAB[lang]
    members = [
        {k["name"]: f"<<P{i}_full>>", k["email"]: f"<<em{i}>>", k["account"]: f"<<acct{i}>>"}
        for i in (0, 1)
    ]
    body = {k["result"]: {k["address"]: "<<addr>>", k["customer"]: members}}
    return json.dumps(body, ensure_ascii=False, indent=2)


def _csv(lang: str) -> str:
    k = VOCAB[lang]
    head = ";".join(
        k[x].replace("_", " ") for x in ("account", "given", "family", "email", "orders")
    )
    rows = [f"<<acct{i}>>;<<P{i}_first>>;<<P{i}_last>>;<<em{i}>>;<<ord{i}>>" for i in (0, 1)]
    return "\n".join([head, *rows])


def household_templates(lang: str, h: int) -> list[tuple[str, str, str]]:
    """(record suffix, genre, template): the four every household has, and up to two more."""
    out = [
        ("chat0", "chat", HH_CHAT[lang]),
        ("account0", "account", _account(lang, 0)),
        ("tool0", "tool", _tool(lang)),
        ("note0", "crm", HH_NOTE[lang]),
    ]
    if h % 3 != 0:
        out.append(("account1", "account", _account(lang, 1)))
    if h % 3 == 2 or h % 4 == 1:
        out.append(("csv0", "csv", _csv(lang)))
    return out


def build_household(seed: int, h: int) -> list[dict]:
    locale, *names = PAIRS[h]
    lang, scope = locale[:2], f"h3-household-{h:02d}"
    for draw in range(40):
        fk = faker_for(locale)
        fk.seed_instance(seed + 7919 * h + 13 * draw)
        rng = random.Random(f"{seed}/{scope}/{draw}")
        slots = _slots(fk, locale, tuple(names), rng)
        rendered = [(sfx, g, *render(t, slots)) for sfx, g, t in household_templates(lang, h)]
        values = [s for *_, spans in rendered for s in spans]
        leaks = [
            bad
            for *_, text, spans in rendered
            for bad in leaks_outside_spans(text, spans + [{**s, "start": -1, "end": -1} for s in values])
        ]  # fmt: skip
        if not leaks:
            break
    else:
        raise AssertionError(f"{scope}: every draw leaked a labelled value")
    table = Scope(scope)
    return [
        {"id": f"{scope}:{sfx}", "text": text, "scope": scope, "lang": lang, "locale": locale,
         "genre": genre, "spans": table.finish(text, spans)}
        for sfx, genre, text, spans in rendered
    ]  # fmt: skip


def household_records(seed: int) -> list[dict]:
    return [r for h in range(len(PAIRS)) for r in build_household(seed, h)]
