"""Writes (or, with ``--check``, compares) the twenty-seventh held-out PII exam: direct cases,
households and public documentation. Deterministic: every draw goes through a seeded
``random.Random``; nothing iterates a set.

    PYTHONPATH=$PWD python -m bench.data.pii_holdout27.generate [--check]
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

from bench.data.pii_holdout27.cases import LOCALES, draw_case
from bench.data.pii_holdout27.docs_text import ENGLISH, OTHER
from bench.data.pii_holdout27.genres import GENRES, LAYOUTS
from bench.data.pii_holdout27.households import households
from bench.data.pii_holdout27.render import finish, leaks, record

HERE = Path(__file__).resolve().parent
SEED = 20261227


def direct(seed: int) -> list[dict]:
    """15 locales x 7 genres, one case of two records each; a case whose labelled value would
    also stand unlabelled in its texts is redrawn."""
    rng = random.Random(seed)
    out: list[dict] = []
    for loc in LOCALES:
        for g, (genre, layout) in enumerate(zip(GENRES, LAYOUTS, strict=True)):
            scope = f"h27-{loc['locale']}-{g:02d}"
            while True:
                docs = layout(draw_case(rng, loc, scope, g))
                recs = [record(f"{scope}:{k}", scope, loc, genre, d) for k, d in enumerate(docs)]
                if not leaks(recs):
                    break
            out += finish(recs)
    return out


def public_docs(labelled: list[dict]) -> list[dict]:
    """30 English paragraphs, then two per language; none holds a labelled value of six or
    more characters, nor an ``@``."""
    texts = [("en", t) for t in ENGLISH]
    texts += [(lang, t) for lang, pair in OTHER.items() for t in pair]
    values = sorted({s["value"] for r in labelled for s in r["spans"] if len(s["value"]) >= 6})
    docs = []
    for i, (lang, text) in enumerate(texts):
        assert "@" not in text, text
        hits = [v for v in values if v in text]
        assert not hits, (text, hits)
        docs.append({"id": f"h27-doc-{i:04d}", "domain": f"{lang}_public", "text": text})
    return docs


def dumps(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def counts(name: str, rows: list[dict]) -> str:
    spans = [s for r in rows for s in r.get("spans", [])]
    types = Counter(s["type"] for s in spans)
    person = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
    phone = Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER")
    regions = len({s["region"] for s in spans if s["type"] == "PHONE_NUMBER"})
    scopes = len({r.get("scope", r["id"]) for r in rows})
    lines = [f"{name}: {len(rows)} records, {scopes} scopes, {len(spans)} spans"]
    if spans:
        lines.append(f"  types {dict(types.most_common())}")
        lines.append(f"  person shapes {dict(person.most_common())}")
        lines.append(f"  phone shapes {dict(phone.most_common())}, {regions} regions")
        v6 = sum(1 for s in spans if s["type"] == "IP_ADDRESS" and ":" in s["value"])
        cards = {re.sub(r"\D", "", s["value"]) for s in spans if s["type"] == "CREDIT_CARD"}
        lines.append(f"  IPv6 spans {v6}, distinct cards {len(cards)}")
    return "\n".join(lines)


def build() -> dict[str, list[dict]]:
    d = direct(SEED)
    h = households(SEED + 1)
    return {"direct.jsonl": d, "households.jsonl": h, "public_docs.jsonl": public_docs(d + h)}


def main(argv: list[str]) -> int:
    files = build()
    check = "--check" in argv
    ok = True
    for name, rows in files.items():
        path = HERE / name
        text = dumps(rows)
        if check:
            same = path.exists() and path.read_text(encoding="utf-8") == text
            ok &= same
            print(("same " if same else "DIFFERS ") + name)
        else:
            path.write_text(text, encoding="utf-8")
        print(counts(name, rows))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
