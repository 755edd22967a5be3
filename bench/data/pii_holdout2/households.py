"""households.jsonl: 40 households, each one scope of 4-6 records about two near-duplicate people.

The two share a surname and an address; their first names are near-duplicates (hand-picked
pairs, none from pii_holdout), their e-mails differ by one letter and their account ids by one
swap of neighbouring digits.
"""

from __future__ import annotations

import random

from faker import Faker

from . import values as v
from .render import Scope, Sp, leaks_outside_spans, render

# (locale, first a, first b[, kanji a, kanji b, kanji surname])
PAIRS = [
    ("en_US", "Dana", "Dan"),
    ("en_US", "Kristen", "Kirsten"),
    ("en_US", "Marcus", "Marcos"),
    ("en_US", "Tyler", "Taylor"),
    ("en_US", "Jamie", "Jaime"),
    ("en_US", "Alan", "Allan"),
    ("en_GB", "Oliver", "Olivia"),
    ("en_GB", "Harry", "Harriet"),
    ("en_GB", "Frances", "Francis"),
    ("en_GB", "Toby", "Tobias"),
    ("en_GB", "Bernard", "Bernadette"),
    ("fr_FR", "Julien", "Juliette"),
    ("fr_FR", "Denis", "Denise"),
    ("fr_FR", "Mathis", "Mathilde"),
    ("fr_FR", "Manon", "Marion"),
    ("fr_FR", "Noël", "Noëlle"),
    ("de_DE", "Lukas", "Lucas"),
    ("de_DE", "Heiko", "Heike"),
    ("de_AT", "Karsten", "Carsten"),
    ("de_DE", "Christian", "Christiane"),
    ("de_AT", "Frank", "Franka"),
    ("es_ES", "Javier", "Xavier"),
    ("es_ES", "Adrián", "Adriana"),
    ("es_MX", "Sergio", "Sergia"),
    ("es_MX", "Manuel", "Manuela"),
    ("nl_NL", "Maarten", "Martijn"),
    ("nl_NL", "Anouk", "Anouck"),
    ("nl_BE", "Joris", "Joost"),
    ("nl_BE", "Ruben", "Robin"),
    ("pl_PL", "Kamil", "Kamila"),
    ("pl_PL", "Wiktor", "Wiktoria"),
    ("pl_PL", "Michał", "Michalina"),
    ("pl_PL", "Bartek", "Bartosz"),
    ("pl_PL", "Krzysztof", "Krystyna"),
    ("ja_JP", "Shota", "Shoko", "翔太", "翔子", "佐藤"),
    ("ja_JP", "Daisuke", "Daiki", "大輔", "大樹", "中村"),
    ("ja_JP", "Misaki", "Miki", "美咲", "美紀", "小林"),
    ("ja_JP", "Takuya", "Takumi", "拓也", "拓海", "山本"),
    ("en_US", "Erin", "Aaron"),
    ("fr_FR", "Gaël", "Gaëlle"),
]
SURNAMES_JA = {"佐藤": "Sato", "中村": "Nakamura", "小林": "Kobayashi", "山本": "Yamamoto"}

CHAT = {
    "en": "[chat] Customer: hey it's <<b_first>> <<last_b>>, my <<rel>> <<a_first>> set up "
    "<<a_acct>> but I'm the one paying, can you add me? I'm on <<b_acct>>",
    "fr": "[chat] Client : Bonjour, c'est <<b_first>>. Mon <<rel>> <<a_first>> a le compte "
    "<<a_acct>>, moi j'ai <<b_acct>>. On habite tous les deux au <<addr>>.",
    "de": "[chat] Kunde: Hallo, <<b_first>> hier. <<a_first>> und ich wohnen beide in "
    "<<addr>>, aber die Rechnung für <<b_acct>> ging an <<a_email>>.",
    "es": "[chat] Cliente: Hola, soy <<b_first>>. Mi <<rel>> <<a_first>> tiene la cuenta "
    "<<a_acct>>; la mía es <<b_acct>>, no las mezclen por favor.",
    "nl": "[chat] Klant: Hoi, met <<b_first>>. <<a_first>> en ik hebben allebei een account, "
    "<<a_acct>> en <<b_acct>>, zelfde adres <<addr>>.",
    "pl": "[chat] Klient: Dzień dobry, tu <<b_first>>. <<a_first>> ma konto <<a_acct>>, ja "
    "mam <<b_acct>>, mój e-mail to <<b_email>>.",
    "ja": "[chat] お客様: <<b_kanji>>です。<<a_kanji>>とは別のアカウント<<b_acct>>です。メールは<<b_email>>です。",
}
COMMON = [
    (
        "account",
        "ACCOUNT <<a_acct>>\nholder: <<a_full>>\nemail: <<a_email>>\nphone: <<a_phone>>"
        "\naddress: <<addr>>\nhousehold: <<cust>>",
    ),
    (
        "account",
        "ACCOUNT <<b_acct>>\nholder: <<b_full>>\nemail: <<b_email>>\nphone: <<b_phone>>"
        "\naddress: <<addr>>\nhousehold: <<cust>>",
    ),
    (
        "tool",
        '{"tool": "household.members", "household": {"id": "<<cust>>", "address": '
        '"<<addr>>", "members": [{"name": "<<a_full>>", "account": "<<a_acct>>", "email": '
        '"<<a_email>>"}, {"name": "<<b_full>>", "account": "<<b_acct>>", "email": '
        '"<<b_email>>"}]}}',
    ),
    (
        "csv",
        "account,name,email,last_order\n<<a_acct>>,<<a_full>>,<<a_email>>,<<a_ord>>\n"
        "<<b_acct>>,<<b_full>>,<<b_email>>,<<b_ord>>",
    ),
    (
        "crm",
        "CRM: do NOT merge <<a_acct>> (<<a_full>>) and <<b_acct>> (<<b_full>>): two people, "
        "same address, similar names. <<b_first>> called from <<b_phone>> about <<b_ord>>.",
    ),
]


def _near_emails(rng: random.Random, locale: str, a: str, b: str, last: str) -> tuple[str, str]:
    fa, fb, ln = v.ascii_fold(a).lower(), v.ascii_fold(b).lower(), v.ascii_fold(last).lower()
    cp = 0
    while cp < min(len(fa), len(fb)) and fa[cp] == fb[cp]:
        cp += 1
    if cp == 0:
        la, lb = fa[0], fb[0]
    elif len(fa) > cp:
        la, lb = fa[: cp + 1], fa[:cp]
    else:
        la, lb = fb[:cp], fb[: cp + 1]
    domain = rng.choice(v.MAIL[locale])
    sep = rng.choice([".", "", "_"])
    return f"{la}{sep}{ln}@{domain}", f"{lb}{sep}{ln}@{domain}"


def _slots(fake: Faker, rng: random.Random, pair: tuple) -> dict:
    locale, a, b = pair[:3]
    lang = v.LOCALES[locale]
    if lang == "ja":
        last = SURNAMES_JA[pair[5]]
    else:
        last = fake.last_name_male() if lang == "pl" else fake.last_name()
        if lang in v.PARTICLE_SURNAMES and rng.random() < 0.3:
            last = rng.choice(v.PARTICLE_SURNAMES[lang])
    ea, eb = _near_emails(rng, locale, a, b, last)
    acct = str(rng.randint(1000000, 9999999))
    order = str(rng.randint(10000000, 99999999))
    pl_f = {"Kamila", "Wiktoria", "Michalina", "Krystyna"}
    last_b = last[:-3] + "ska" if lang == "pl" and b in pl_f and last.endswith("ski") else last
    P = "PERSON"
    s = {
        "a_full": [Sp(P, f"{a} {last}", "p0")],
        "b_full": [Sp(P, f"{b} {last_b}", "p1")],
        "a_first": [Sp(P, a, "p0", "first_name_alone")],
        "b_first": [Sp(P, b, "p1", "first_name_alone")],
        "last_b": [Sp(P, last_b, "p1", "surname_alone")],
        "a_email": [Sp("EMAIL_ADDRESS", ea, "p0/email")],
        "b_email": [Sp("EMAIL_ADDRESS", eb, "p1/email")],
        "a_acct": [Sp("ACCOUNT_ID", f"acct_{acct}", "p0/account")],
        "b_acct": [Sp("ACCOUNT_ID", f"acct_{v.swap_pair(rng, acct)}", "p1/account")],
        "a_ord": [Sp("ORDER_ID", f"ORD-{order}", "p0/order")],
        "b_ord": [Sp("ORDER_ID", f"ORD-{v.swap_pair(rng, order)}", "p1/order")],
        "a_phone": [
            Sp(
                "PHONE_NUMBER",
                v.phone_forms(v.phone(rng, locale))["international"],
                "p0/mobile",
                "international",
            )
        ],
        "b_phone": [
            Sp(
                "PHONE_NUMBER",
                v.phone_forms(v.phone(rng, locale))["national"],
                "p1/mobile",
                "national",
            )
        ],
        "addr": [Sp("STREET_ADDRESS", v.address(fake, rng, locale)["line"], "household/address")],
        "cust": [Sp("CUSTOMER_ID", f"cust_{rng.randint(100000, 999999)}", "household/customer")],
        "rel": [{"en": "partner", "fr": "frère", "es": "hermano"}.get(lang, "")],
    }
    if lang == "ja":
        s["a_kanji"] = [Sp(P, f"{pair[5]}{pair[3]}", "p0", "kanji")]
        s["b_kanji"] = [Sp(P, f"{pair[5]}{pair[4]}", "p1", "kanji")]
    return s


def _household(fake: Faker, rng: random.Random, pair: tuple, scope: str) -> list[dict]:
    locale = pair[0]
    lang = v.LOCALES[locale]
    pool = [("chat", CHAT[lang])] + COMMON
    for _ in range(50):
        slots = _slots(fake, rng, pair)
        k = rng.randint(4, 6)
        chosen = [0, 1, 2] + sorted(rng.sample(range(3, len(pool)), k - 3))
        rendered = [render(pool[i][1], slots) for i in chosen]
        if not any(leaks_outside_spans(t, s) for t, s in rendered):
            break
    else:
        raise AssertionError(scope)
    table = Scope(scope)
    return [
        {
            "id": f"{scope}:{pool[i][0]}{n}",
            "text": t,
            "scope": scope,
            "lang": lang,
            "locale": locale,
            "genre": pool[i][0],
            "spans": table.finish(t, s),
        }
        for n, (i, (t, s)) in enumerate(zip(chosen, rendered, strict=True))
    ]


def build_households(seed: int) -> list[dict]:
    out = []
    for i, pair in enumerate(PAIRS):
        fake = Faker(pair[0])
        fake.seed_instance(seed + 1000 + i)
        rng = random.Random(seed * 7 + i)
        out += _household(fake, rng, pair, f"h2-household-{i:02d}")
    return out
