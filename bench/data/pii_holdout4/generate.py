"""Writes the fourth held-out PII exam (deterministic, SEED below); --check compares only.

PYTHONPATH=$PWD python -m bench.data.pii_holdout4.generate [--check]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

import regex

from .docs_text import paragraphs
from .households import PAIRS, case_leaks, dumps, household
from .prose import PROSE, STRUCTURED
from .render import Scope, Sp, render
from .values import ABROAD, LOCALES, Values

SEED = 20261204
HERE = Path(__file__).parent
CASES = 75
WORDS = regex.compile(r"[\p{L}\p{N}][\p{L}\p{N}'’._-]*")
WORDS_DEFINITION = "regex [\\p{L}\\p{N}][\\p{L}\\p{N}'’._-]* (letters or digits, with inner apostrophes, dots, hyphens)"


def person_slots(prefix: str, p: dict, ref: str) -> dict:
    def sp(value: str, shape: str) -> list:
        return [Sp("PERSON", value, ref, shape)]

    return {
        f"{prefix}_full": sp(p["full"], "full_name"),
        f"{prefix}_first": sp(p["first"], "first_name_alone"),
        f"{prefix}_last": sp(p["last"], "surname_alone"),
        f"{prefix}_lf": sp(p["lastf"], "last_first"),
        f"{prefix}_init": sp(p["init"], "initial"),
        f"{prefix}_lower": sp(
            p["full"].lower(), "lower_case" if p["full"].lower() != p["full"] else "full_name"
        ),
        f"{prefix}_inst": sp(p.get("inst", p["full"]), "inflected" if "inst" in p else "full_name"),
        f"{prefix}_gen": sp(p.get("gen", p["full"]), "inflected" if "gen" in p else "full_name"),
    }


def case_slots(v: Values, n: int) -> dict:
    a, b, c = v.person(), v.person(), v.person()
    slots = {
        **person_slots("A", a, "customer"),
        **person_slots("B", b, "other"),
        **person_slots("C", c, "staff"),
    }
    ph, region = v.phone()
    ph2, region2 = v.phone(ABROAD[n % len(ABROAD)])
    pc, city = v.postcode_city()
    with_number = v.rng.random() < 0.7
    slots.update(
        phone=[Sp("PHONE_NUMBER", ph, "customer/phone", region=region)],
        phone2=[Sp("PHONE_NUMBER", ph2, "customer/phone2", region=region2)],
        email=[Sp("EMAIL_ADDRESS", v.email(a), "customer/email")],
        email2=[Sp("EMAIL_ADDRESS", v.email(b), "other/email")],
        street=[Sp("STREET_ADDRESS", v.street(with_number), "customer/address")],
        street_nonum=[Sp("STREET_ADDRESS", v.street(False), "customer/address2")],
        pc=[Sp("POSTAL_CODE", pc, "customer/postcode")],
        city=[city],
        iban=[Sp("IBAN_CODE", v.iban(), "customer/iban")],
        card=[Sp("CREDIT_CARD", v.card(), "customer/card")],
        ip=[Sp("IP_ADDRESS", v.ip(), "customer/ip")],
        ip2=[Sp("IP_ADDRESS", v.ip(), "customer/ip2")],
        acct=[Sp("ACCOUNT_ID", v.acct(), "customer/account")],
        ord=[Sp("ORDER_ID", v.order(), "customer/order")],
        ord2=[Sp("ORDER_ID", v.order(), "customer/order2")],
    )
    return slots


def direct_case(rng: random.Random, n: int, locale: str) -> list[dict]:
    scope_name = f"h4-{locale}-{n:02d}"
    for _ in range(100):
        v = Values(rng, locale)
        prose = PROSE[v.lang]
        picks = [("p", prose[(n + k) % len(prose)]) for k in range(3)]
        picks.append(("s", STRUCTURED[n % len(STRUCTURED)]))
        slots = case_slots(v, n)
        scope, rows = Scope(scope_name), []
        for i, (kind, (genre, tpl)) in enumerate(picks):
            text, spans = render(tpl, slots)
            spans = scope.finish(text, spans)
            rows.append(
                {
                    "id": f"{scope_name}:{i}",
                    "text": text,
                    "scope": scope_name,
                    "lang": v.lang if kind == "p" else "und",
                    "locale": locale,
                    "genre": genre,
                    "spans": spans,
                }
            )
        if not case_leaks(rows) and not _people_collide(slots):
            return rows
    raise AssertionError(f"case {scope_name} could not be drawn without a leak")


def _people_collide(slots: dict) -> bool:
    """Two people of a case must not share a written form (the entity table keys on the value)."""
    seen: dict[str, str] = {}
    for pieces in slots.values():
        for p in pieces:
            if isinstance(p, Sp) and p.type == "PERSON":
                if seen.setdefault(p.value, p.ref) != p.ref:
                    return True
    return False


def build() -> dict[str, str]:
    rng = random.Random(SEED)
    locales = list(LOCALES)
    direct = []
    for n in range(CASES):
        direct += direct_case(rng, n, locales[n % len(locales)])
    hh = []
    for n in range(len(PAIRS)):
        hh += household(rng, n)
    docs = paragraphs(random.Random(SEED + 1))
    text = " ".join(d["text"] for d in docs)
    words = {
        "paragraphs": len(docs),
        "words": len(WORDS.findall(text)),
        "words_definition": WORDS_DEFINITION,
        "whitespace_tokens": len(text.split()),
        "characters": sum(len(d["text"]) for d in docs),
    }
    return {
        "direct.jsonl": dumps(direct),
        "households.jsonl": dumps(hh),
        "public_docs.jsonl": dumps(docs),
        "public_docs_words.json": json.dumps(words, ensure_ascii=False, indent=2) + "\n",
    }


def counts(files: dict[str, str]) -> str:
    rows = [json.loads(x) for x in files["direct.jsonl"].splitlines()]
    types = Counter(s["type"] for r in rows for s in r["spans"])
    hh = [json.loads(x) for x in files["households.jsonl"].splitlines()]
    return (
        f"direct: {len(rows)} texts, {len({r['scope'] for r in rows})} cases, {sum(types.values())} spans {dict(types)}\n"
        f"  langs {dict(Counter(r['lang'] for r in rows))}\n  genres {dict(Counter(r['genre'] for r in rows))}\n"
        f"households: {len(hh)} texts, {sum(len(r['spans']) for r in hh)} spans\n"
        f"docs: {files['public_docs_words.json']}"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument(
        "--check", action="store_true", help="compare with the files on disk, write nothing"
    )
    args = ap.parse_args(argv)
    files = build()
    if args.check:
        stale = [n for n, body in files.items() if (HERE / n).read_text(encoding="utf-8") != body]
        print(counts(files))
        if stale:
            print("stale: " + ", ".join(stale), file=sys.stderr)
            return 1
        print("up to date")
        return 0
    for name, body in files.items():
        (HERE / name).write_text(body, encoding="utf-8")
    print(counts(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
