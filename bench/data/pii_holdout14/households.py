"""Twenty households, each two near-duplicate people (given names one or two letters apart in
their own script, e-mails one character apart, account and order ids two swapped neighbouring
digits apart) at one address written identically everywhere."""

from __future__ import annotations

import random

from .cases import LABELS, lang
from .names import NAMES, S, parse
from .render import Case, Span
from .values import DOMAINS, Person, slug

# locale, (native, roman, sex) for p0 and p1
PAIRS = [
    ("en_US", ("Kailani", "Kailani", "f"), ("Leilani", "Leilani", "f")),
    ("en_AU", ("Brodie", "Brodie", "m"), ("Brody", "Brody", "m")),
    ("es_MX", ("Ximena", "Ximena", "f"), ("Jimena", "Jimena", "f")),
    ("es_MX", ("Araceli", "Araceli", "f"), ("Aracely", "Aracely", "f")),
    ("fr_CA", ("Mathieu", "Mathieu", "m"), ("Matthieu", "Matthieu", "m")),
    ("de_CH", ("Andrea", "Andrea", "f"), ("Andreas", "Andreas", "m")),
    ("pt_BR", ("Luana", "Luana", "f"), ("Luan", "Luan", "m")),
    ("pt_BR", ("Kauane", "Kauane", "f"), ("Kauan", "Kauan", "m")),
    ("ja_JP", ("翔太", "Shota", "m"), ("祥太", "Shota", "m")),
    ("ja_JP", ("由紀", "Yuki", "f"), ("由樹", "Yuki", "f")),
    ("zh_TW", ("雅婷", "Ya-Ting", "f"), ("雅庭", "Ya-Ting", "f")),
    ("ko_KR", ("지은", "Ji-eun", "f"), ("지윤", "Ji-yoon", "f")),
    ("ko_KR", ("민준", "Min-jun", "m"), ("민주", "Min-ju", "f")),
    ("mr_IN", ("मनीष", "Manish", "m"), ("मनीषा", "Manisha", "f")),
    ("mr_IN", ("अमित", "Amit", "m"), ("अमिता", "Amita", "f")),
    ("te_IN", ("శ్రావణ్", "Sravan", "m"), ("శ్రావణి", "Sravani", "f")),
    ("te_IN", ("ప్రణీత్", "Praneeth", "m"), ("ప్రణీత", "Praneetha", "f")),
    ("kn_IN", ("ಸುಮನ್", "Suman", "m"), ("ಸುಮನಾ", "Sumana", "f")),
    ("ml_IN", ("ജിൻസി", "Jincy", "f"), ("റിൻസി", "Rincy", "f")),
    ("ml_IN", ("ബിനു", "Binu", "m"), ("ബിനി", "Bini", "f")),
]


def _lev1(a: str, b: str) -> bool:
    if abs(len(a) - len(b)) > 1:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    return a[i + 1 :] == b[i + 1 :] or a[i:] == b[i + 1 :] or a[i + 1 :] == b[i:]


def _swap(rng: random.Random, value: str, prefix: str) -> tuple[str, str]:
    digits = value[len(prefix) :]
    while True:
        i = rng.randrange(1, len(digits) - 1)
        if digits[i] != digits[i + 1]:
            break
        digits = digits[:i] + str((int(digits[i]) + 3) % 10) + digits[i + 1 :]
    other = digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]
    return prefix + digits, prefix + other


def households(seed: int) -> list[dict]:
    rng = random.Random(seed)
    rows: list[dict] = []
    for n, (locale, a, b) in enumerate(PAIRS):
        L = LABELS[locale]
        c = Case(f"h14-household-{n:02d}", locale, lang(locale), "household", rng, L)
        surname, rsurname = rng.choice(parse(NAMES[locale][S]))
        p0 = Person(locale, a[2], a[0], surname, a[1], rsurname)
        p1 = Person(locale, b[2], b[0], surname, b[1], rsurname)
        c.cache["p0"], c.cache["p1"] = p0, p1
        dom = rng.choice(DOMAINS[locale])
        g0, g1, s = slug(a[1]), slug(b[1]), slug(rsurname)
        if _lev1(g0, g1) and g0 != g1:
            m0, m1 = f"{g0}.{s}@{dom}", f"{g1}.{s}@{dom}"
        else:
            y = rng.randrange(1975, 2000)
            y -= 1 if y % 10 == 9 else 0
            m0, m1 = f"{s}.{g0[:3]}{y}@{dom}", f"{s}.{g0[:3]}{y + 1}@{dom}"
        c.cache[("email", "p0/email")], c.cache[("email", "p1/email")] = m0, m1
        acc = c.acct("x").value
        c.cache[("acct", "p0/account")], c.cache[("acct", "p1/account")] = _swap(rng, acc, "acct_")
        orde = c.order("x").value
        c.cache[("order", "p0/order")], c.cache[("order", "p1/order")] = _swap(rng, orde, "ORD-")
        addr = c.address("household/address")
        first0 = Span("PERSON", p0.given, "p0", "first_name_alone")
        first1 = Span("PERSON", p1.given, "p1", "first_name_alone")
        for who, other in (("p0", "p1"), ("p1", "p0")):
            r = c.record()
            r.line("== ", L["mi_title"], " ==")
            r.line(L["name"], ": ", c.full(who))
            r.line(L["email"], ": ", c.email(f"{who}/email", who))
            r.line(L["mobile"], ": ", c.phone(f"{who}/mobile"))
            r.line(L["address"], ": ", addr)
            r.line(L["account"], ": ", c.acct(f"{who}/account"))
            r.add(L["mi_co"], ": ", c.full(other))
        r = c.record()
        r.line("order_id,customer,email,shipping_address,ip")
        for who in ("p0", "p1"):
            name = c.last_first(who) if locale in ("en_US", "en_AU") else c.full(who)
            quote = '"' if "," in name.value else ""
            r.line(
                c.order(f"{who}/order"),
                ",",
                quote,
                name,
                quote,
                ",",
                c.email(f"{who}/email", who),
                ',"',
                addr,
                '",',
                c.ip("household/ip"),
            )
        r = c.record()
        r.line("[note] ", c.acct("p0/account"), " / ", c.acct("p1/account"))
        r.frame("hello", name=first0)
        r.line()
        r.line(L["mi_co"], ": ", first1, " – ", c.phone("p1/mobile"))
        r.add(L["order"], ": ", c.order("p1/order"), " · ", c.honor("p1"))
        if n % 2 == 0:
            r = c.record()
            r.line("case note · ", c.email("p1/email", "p1"))
            r.add(
                L["account"],
                ": ",
                c.acct("p0/account"),
                " · ",
                c.honor("p0"),
                " · ",
                c.phone("p0/mobile"),
                " · IP ",
                c.ip("household/ip"),
            )
        rows += c.rows()
    return rows
