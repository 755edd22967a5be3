"""Exam 9's direct cases: one customer, their relative, an agent, a colleague and one other
person (landlord or other driver) per case, written into four of the eight genres."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from bench.data.exam_render import Scope, Sp, leaks_outside_spans, render
from bench.data.pii_holdout9 import values as V
from bench.data.pii_holdout9.docs_text import ALL_TEXT
from bench.data.pii_holdout9.genres import GENRES
from bench.data.pii_holdout9.phrases_a import BG, EN, EN_KE, HE, MK, UK
from bench.data.pii_holdout9.phrases_b import AZ, FA, HI, HY, IS, KA, ZH

PHRASES = {
    "en_NG": EN,
    "en_KE": EN_KE,
    "uk": UK,
    "bg": BG,
    "mk": MK,
    "he": HE,
    "ka": KA,
    "hy": HY,
    "az": AZ,
    "is": IS,
    "fa": FA,
    "hi": HI,
    "zh": ZH,
}
CASES_PER_LANG = {"en_NG": 8, "en_KE": 8}  # the eleven others have three each
ISSUERS = ("visa", "mastercard", "amex", "discover", "jcb")
COMPANY = ("vektor-mutual.com", "hearthlet.com", "quill-dev.io")
ORDER = tuple(GENRES)


@dataclass
class Case:
    lang: str
    n: int
    rng: random.Random
    people: dict = field(default_factory=dict)

    def __post_init__(self):
        self.L = PHRASES[self.lang]
        self.region = V.LOCALES[self.lang][1]
        self.has_iban = self.region in V.IBAN_BBAN
        self.fake = V.faker_for(self.lang, self.rng.randrange(10**9))
        self._draw()

    def _draw(self) -> None:
        rng, fake = self.rng, self.fake
        # the texts call the relative her brother: the customer is a woman, he a man
        last = fake.last_name_male()
        cust = V.person(fake, self.lang, rng, last=last, gender="f")
        rel = V.person(fake, self.lang, rng, last=last, gender="m")
        self.people = {"customer": cust, "relative": rel}
        for who in ("agent", "colleague", "other"):
            self.people[who] = self._stranger()
        self.address = V.address(fake, self.lang, rng)
        self.phones = {
            k: V.phone(rng, self.region, "fixed" if k == "landline" else "mobile")
            for k in ("mobile", "landline", "other")
        }
        self.other_shape = rng.choice(("national", "e164", "dotted"))
        self.emails = {
            "customer": V.email(cust, rng, self.region, rng.randrange(4)),
            "relative": V.email(rel, rng, self.region, rng.randrange(4)),
        }
        for who in ("agent", "colleague"):
            p = self.people[who]
            self.emails[who] = (
                V.email(p, rng, self.region, 0).split("@")[0] + "@" + COMPANY[self.n % 3]
            )
        self.usernames = {
            w: V.username(self.people[w], rng.randrange(3))
            for w in ("customer", "agent", "colleague")
        }
        self.acct = f"acct_{rng.randint(10**7, 10**9)}"
        self.order = f"ORD-{rng.randint(10**6, 10**7 - 1)}"
        self.claim = rng.randint(10000, 99999)
        self.sha, self.change = (f"{rng.getrandbits(160):040x}" for _ in range(2))
        if self.has_iban:
            self.pay = ("IBAN_CODE", V.iban(rng, self.region, rng.random() < 0.6))
        else:
            issuer = ISSUERS[self.n % 5]
            self.pay = (
                "CREDIT_CARD",
                V.card(rng, issuer, rng.choice(("spaced", "dashed", "compact"))),
            )

    def _stranger(self) -> V.Person:
        while True:
            p = V.person(self.fake, self.lang, self.rng)
            taken = {(q.first, q.last) for q in self.people.values()}
            names = {x for pair in taken for x in pair}
            if p.first not in names and p.last not in names:
                return p

    def phone(self, key: str, shape: str) -> str:
        return V.write_phone(self.phones[key], shape, self.lang)

    def pay_span(self) -> Sp:
        return Sp(self.pay[0], self.pay[1], "customer/pay")


ARMENIAN_VOWELS = "աեէըիոօ"
ARMENIAN_ENDING = re.compile(r"<<(\w+)>>(ը|ին|ի)(?!\w)")
AFTER_VOWEL = {"ը": "ն", "ին": "յին", "ի": "յի"}


def armenian_endings(template: str, slots: dict) -> str:
    """Armenian endings take their form after a vowel: Սոնան, Սոնային, not Սոնաը, Սոնաին."""

    def fix(m: re.Match) -> str:
        value = slots[m.group(1)][-1].value
        ending = AFTER_VOWEL[m.group(2)] if value[-1] in ARMENIAN_VOWELS else m.group(2)
        return f"<<{m.group(1)}>>{ending}"

    return ARMENIAN_ENDING.sub(fix, template)


def layout(genre: str, case: Case) -> tuple[str, dict]:
    template, slots = GENRES[genre](case)
    if case.lang == "hy":
        template = armenian_endings(template, slots)
    return template, slots


def in_docs(spans: list[dict]) -> bool:
    return any(len(s["value"]) >= 6 and s["value"] in ALL_TEXT for s in spans)


def affixed(text: str, span: dict, lang: str) -> str | None:
    """A name with a case ending or a prefix glued on (Armenian -ին, Hebrew ו-), if any."""
    if lang == "zh" or span["type"] != "PERSON":
        return span["shape"]
    before = text[span["start"] - 1] if span["start"] else " "
    after = text[span["end"] : span["end"] + 1] or " "
    return "affixed" if before.isalpha() or after.isalpha() else span["shape"]


def write_case(lang: str, n: int, k: int, rng: random.Random) -> list[dict]:
    """The case's four records, redrawn until no labelled value stands outside a span."""
    locale = V.LOCALES[lang][0] if not lang.startswith("en") else lang
    scope_id = f"h9-{locale}-{n:02d}"
    genres = [ORDER[(k + j) % len(ORDER)] for j in range(4)]
    while True:
        case = Case(lang, k, rng)
        drafts = [(g, *render(*layout(g, case))) for g in genres]
        values = [s for _, _, spans in drafts for s in spans]
        if not any(leaks_outside_spans(t, values) for _, t, _ in drafts) and not in_docs(values):
            break
    scope = Scope(scope_id)
    out = []
    for i, (genre, text, spans) in enumerate(drafts):
        for s in spans:
            s["shape"] = affixed(text, s, lang)
        out.append(
            {
                "id": f"{scope_id}:{i}",
                "text": text,
                "scope": scope_id,
                "lang": "en" if lang.startswith("en") else lang,
                "locale": locale,
                "genre": genre,
                "spans": scope.finish(text, spans),
            }
        )
    return out


def build_direct(rng: random.Random) -> list[dict]:
    records, k = [], 0
    for lang in V.LOCALES:
        for n in range(CASES_PER_LANG.get(lang, 3)):
            records += write_case(lang, n, k, rng)
            k += 1
    return records
