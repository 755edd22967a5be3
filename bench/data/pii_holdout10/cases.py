"""Direct cases of exam 10: one customer with a relative, an agent, a colleague and another
party, written out in four consecutive genres of the eight."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import regex

from bench.data.exam_render import Scope, leaks_outside_spans, render
from bench.data.pii_holdout10 import values as V
from bench.data.pii_holdout10.docs_text import ALL_TEXT
from bench.data.pii_holdout10.genres import GENRES
from bench.data.pii_holdout10.phrases import PHRASES

LANGS = ("en_PH", "en_ZA", "ar", "ru", "th", "bn", "ta", "ur", "sw", "sq", "ca", "eu", "ms", "ga")
CASES_PER_LANG = {"en_PH": 7, "en_ZA": 7}  # the twelve others have three each: 14 + 36 = 50
ORDER = tuple(GENRES)
CARRIERS = ("SV", "TG", "BG", "AI", "PK", "TC", "TK", "IB", "MH", "EI", "PR", "SA", "QR", "EK")
ROUTES = (
    "JEDKUL",
    "SVOBKK",
    "DACDXB",
    "MAAKUL",
    "LHEIST",
    "DARNBO",
    "TIAFCO",
    "BCNORY",
    "BIOLHR",
    "KULSIN",
    "DUBBOS",
    "MNLHKG",
    "JNBCPT",
    "DOHMAA",
)


@dataclass
class Case:
    lang: str
    P: dict
    region: str
    people: dict
    addr: dict
    phones: dict
    emails: dict
    account: str
    order: str
    pay_kind: str
    pay: str
    issuer: str | None
    num: int
    code: str
    carrier: str
    flight: str
    route: str
    day: str
    reading: str
    extra: dict = field(default_factory=dict)


def draw_case(lang: str, rng: random.Random) -> Case:
    fake_seed = rng.randrange(2**31)
    fake = V.faker_for(lang, fake_seed)
    _, region, pay_kind, countries = V.LOCALES[lang]
    while True:  # the customer and her brother, who shares her family name
        sister = V.person(lang, rng, fake, True)
        brother = V.sibling(sister, V.person(lang, rng, fake, False))
        if brother is not None:
            break
    people = {"customer": sister, "relative": brother}
    for who in ("agent", "colleague", "other"):
        # five people with five different given names and family names, so that no two
        # referents share a written value
        while True:
            p = V.person(lang, rng, fake, rng.random() < 0.5)
            if not any(p.first == q.first or p.last == q.last for q in people.values()):
                break
        people[who] = p
    phones = {
        "mobile": V.phone(rng, region),
        "landline": V.phone(rng, region, "fixed"),
        "relative": V.phone(rng, region),
        "other": V.phone(rng, region),
    }
    emails = {who: V.email(people[who], rng, rng.randrange(4)) for who in people}
    if pay_kind == "iban":
        pay, issuer = V.iban(rng, rng.choice(countries), rng.random() < 0.6), None
    else:
        issuer = rng.choice(V.CARD_ISSUERS[lang])
        pay = V.card(rng, issuer, rng.choice(("spaced", "dashed", "plain")))
    i = LANGS.index(lang)
    return Case(
        lang=lang,
        P=PHRASES[lang],
        region=region,
        people=people,
        addr=V.address(lang, rng, fake),
        phones=phones,
        emails=emails,
        account=f"acct_{rng.randint(10_000_000, 999_999_999)}",
        order=f"ORD-{rng.randint(1_000_000, 9_999_999)}",
        pay_kind=pay_kind,
        pay=pay,
        issuer=issuer,
        num=rng.randint(1000, 9999),
        code="".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6)),
        carrier=CARRIERS[i],
        flight=str(rng.randint(100, 999)),
        route=ROUTES[i],
        day=f"{rng.randint(10, 28)}{rng.choice(('JAN', 'FEB', 'MAR', 'APR', 'MAY'))}",
        reading=f"{rng.randint(1000, 48000)}.{rng.randint(0, 9)}",
    )


def in_docs(spans: list[dict]) -> bool:
    return any(len(s["value"]) >= 6 and s["value"] in ALL_TEXT for s in spans)


GLUED = regex.compile(r"\p{L}")
THAI = regex.compile(r"\p{Thai}")


def stray(text: str, spans: list[dict], every: list[dict]) -> list[str]:
    """Values of the case found in ``text`` outside its spans: the shared check (whole words),
    and Thai values anywhere, since Thai does not separate words."""
    others = [{**s, "start": -1, "end": -1} for s in every]
    bad = leaks_outside_spans(text, spans + others)
    for value in dict.fromkeys(s["value"] for s in every if THAI.search(s["value"])):
        for m in regex.finditer(regex.escape(value), text):
            if not any(t["start"] <= m.start() and m.end() <= t["end"] for t in spans):
                bad.append(value)
    return bad


def mark_affixed(text: str, spans: list[dict]) -> None:
    """A name with a letter glued on either side (Thai runs words together) is ``affixed``;
    the span holds the bare name."""
    for s in spans:
        if s["type"] != "PERSON" or s["shape"] not in ("first_name_alone", "full_name", "nasab"):
            continue  # declined, nickname, common_word and the rest keep their own shape
        before = text[s["start"] - 1] if s["start"] else ""
        after = text[s["end"]] if s["end"] < len(text) else ""
        if GLUED.fullmatch(before or "-") or GLUED.fullmatch(after or "-"):
            s["shape"] = "affixed"


def write_case(lang: str, n: int, k: int, rng: random.Random) -> list[dict]:
    """Case ``n`` of ``lang`` in four genres starting at ``k``; redrawn while a labelled value
    of six characters or more occurs in the public docs or outside its spans."""
    while True:
        c = draw_case(lang, rng)
        locale = V.LOCALE_NAME[lang]
        scope = Scope(f"h10-{locale}-{n:02d}")
        rendered = []
        for j in range(4):
            genre = ORDER[(k + j) % len(ORDER)]
            text, spans = render(*GENRES[genre](c))
            mark_affixed(text, spans)
            rendered.append((genre, text, spans))
        every = [s for _, _, spans in rendered for s in spans]
        if in_docs(every):
            continue
        if any(stray(t, spans, every) for _, t, spans in rendered):
            continue
        break
    out = []
    for j, (genre, text, spans) in enumerate(rendered):
        out.append(
            {
                "id": f"{scope.scope}:{j}",
                "text": text,
                "scope": scope.scope,
                "lang": lang.split("_")[0],
                "locale": locale,
                "genre": genre,
                "spans": scope.finish(text, spans),
            }
        )
    return out


def build_direct(rng: random.Random) -> list[dict]:
    """Every language's first two cases cover the eight genres between them."""
    records = []
    for i, lang in enumerate(LANGS):
        for n in range(CASES_PER_LANG.get(lang, 3)):
            records += write_case(lang, n, (4 * n + i) % len(ORDER), rng)
    return records
