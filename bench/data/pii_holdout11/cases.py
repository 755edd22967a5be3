"""Direct cases of exam 11: per locale, eight cases of two records in two genres that share
one customer and the people around her or him."""

from __future__ import annotations

import random

from bench.data.pii_holdout11 import genres_a, genres_b
from bench.data.pii_holdout11.labels import LABELS
from bench.data.pii_holdout11.names_b import NICKNAMES
from bench.data.pii_holdout11.places import address
from bench.data.pii_holdout11.render import Ctx, mutated, nickname
from bench.data.pii_holdout11.values import (
    IBAN_OF,
    LOCALES,
    REGION,
    account_id,
    card,
    draw_person,
    draw_phone,
    email,
    handle,
    iban,
    ipv4,
    key_of,
    order_id,
)

GENRES = {
    "ride_receipt": genres_a.ride_receipt,
    "vet_record": genres_a.vet_record,
    "cv_application": genres_a.cv_application,
    "library_notice": genres_a.library_notice,
    "mobile_money_sms": genres_b.mobile_money_sms,
    "gedcom_record": genres_b.gedcom_record,
    "sql_insert": genres_b.sql_insert,
    "http_access_log": genres_b.http_access_log,
}
ORDER = list(GENRES)
CARDS = ("visa", "mastercard", "amex", "discover", "jcb", "unionpay")


def lang_of(locale: str) -> str:
    return "en" if locale.startswith("en") else locale[:2]


def pay_for(locale: str, rng: random.Random) -> tuple[str, str]:
    if locale in IBAN_OF and rng.random() < 0.7:
        return "IBAN_CODE", iban(IBAN_OF[locale], rng, grouped=rng.random() < 0.6)
    return "CREDIT_CARD", card(rng.choice(CARDS), rng, rng.choice([" ", " ", "-", ""]))


def _redraw(people: dict, ref: str, ok, locale: str, rng: random.Random, avoid: set) -> None:
    """Draw ``people[ref]`` again (same sex) until ``ok`` holds, at most 60 times."""
    for _ in range(60):
        if ok(people[ref]):
            return
        avoid.discard(people[ref].given)
        avoid.discard(people[ref].surname)
        people[ref] = draw_person(locale, rng, people[ref].female, avoid)


def make_ctx(locale: str, rng: random.Random) -> Ctx:
    avoid: set[str] = set()
    female = rng.random() < 0.5
    people = {
        "customer": draw_person(locale, rng, female, avoid),
        "relative": draw_person(locale, rng, not female, avoid),
        "agent": draw_person(locale, rng, rng.random() < 0.5, avoid),
        "colleague": draw_person(locale, rng, rng.random() < 0.5, avoid),
        "other": draw_person(locale, rng, rng.random() < 0.5, avoid),
    }
    # a relative whose given name has a usual diminutive, where the language has them
    if NICKNAMES.get(key_of(locale)):
        _redraw(people, "relative", lambda p: nickname(p, locale), locale, rng, avoid)
    if locale == "cy_GB":  # Welsh texts mutate these three people's names: give them names that do
        for ref in ("customer", "other", "relative"):
            _redraw(people, ref, lambda p: mutated(p.given), locale, rng, avoid)
    if locale == "en_IE":  # an O'... relative, whose apostrophe SQL dumps double
        _redraw(people, "relative", lambda p: "'" in p.surname, locale, rng, avoid)
    region = REGION[locale]
    phones = {
        "customer/mobile": draw_phone(region, rng),
        "customer/landline": draw_phone(region, rng, mobile=False),
        "relative/mobile": draw_phone(region, rng),
        "other/mobile": draw_phone(region, rng),
        "colleague/mobile": draw_phone(region, rng),
        "agent/landline": draw_phone(region, rng, mobile=False),
    }
    mails = {
        f"{k}/email": email(people[k], locale, rng) for k in ("customer", "agent", "colleague")
    }
    return Ctx(
        locale=locale,
        lang=lang_of(locale),
        region=region,
        rng=rng,
        L=LABELS[lang_of(locale)],
        people=people,
        phones=phones,
        mails=mails,
        addr=address(locale, rng),
        account=account_id(rng),
        order=order_id(rng),
        pay=pay_for(locale, rng),
        ip=ipv4(rng),
        handle=handle(people["customer"], rng),
    )


def finish(scope: str, docs: list[tuple[str, object]], locale: str) -> list[dict]:
    """Records of one case: referents prefixed with the scope, one entity per (type, value)."""
    table: dict[tuple[str, str], str] = {}
    counts: dict[str, int] = {}
    out = []
    for j, (genre, d) in enumerate(docs):
        spans = []
        for s in d.spans:
            key = (s["type"], s["value"])
            if key not in table:
                counts[s["type"]] = counts.get(s["type"], 0) + 1
                table[key] = f"{scope}/{s['type'].lower()}-{counts[s['type']]}"
            span = {k: s[k] for k in ("type", "value", "start", "end")}
            span["entity"] = table[key]
            span["referent"] = f"{scope}/{s['referent']}"
            for k in ("shape", "region"):
                if k in s:
                    span[k] = s[k]
            spans.append(span)
        out.append(
            {
                "id": f"{scope}:{j}",
                "text": d.text(),
                "scope": scope,
                "lang": lang_of(locale),
                "locale": locale,
                "genre": genre,
                "spans": spans,
            }
        )
    return out


def build_direct(rng: random.Random, per_locale: int = 8) -> list[dict]:
    records = []
    for locale in LOCALES:
        for k in range(per_locale):
            c = make_ctx(locale, rng)
            names = [ORDER[k % 8], ORDER[(k + 3) % 8]]
            docs = [(g, GENRES[g](c)) for g in names]
            records.extend(finish(f"h11-{locale}-{k:02d}", docs, locale))
    return records
