"""Write (or, with --check, compare) the twenty-fourth held-out PII exam: direct.jsonl,
households.jsonl and public_docs.jsonl. Deterministic: every draw goes through a seeded
random.Random, and nothing iterates a set.

    PYTHONPATH=$PWD python -m bench.data.pii_holdout24.generate [--check]
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

from . import render as R
from .cases import LOCALES, draw_case
from .docs_text import paragraphs
from .genres import GENRES, LAYOUTS
from .households import household, plan

SEED = 20261224
HERE = Path(__file__).resolve().parent
FILES = ("direct.jsonl", "households.jsonl", "public_docs.jsonl")


def direct() -> list[dict]:
    rng = random.Random(SEED)
    out: list[dict] = []
    for L in LOCALES:
        for g, (name, layout) in enumerate(zip(GENRES, LAYOUTS, strict=True)):
            scope = f"h24-{L['locale']}-{g:02d}"
            for _ in range(200):
                case = R.Case(scope)
                docs = layout(draw_case(rng, L, g), case)
                fields = {"lang": L["lang"], "locale": L["locale"], "genre": name}
                recs = [d.record(f"{scope}:{k}", **fields) for k, d in enumerate(docs)]
                if not R.leaks(recs):
                    break
            else:
                raise AssertionError((scope, R.leaks(recs)))
            out += recs
    return out


def households() -> list[dict]:
    rng = random.Random(SEED + 1)
    out: list[dict] = []
    for n, (L, names) in enumerate(plan()):
        scope = f"h24-household-{n:02d}"
        fields = {"lang": L["lang"], "locale": L["locale"], "genre": "household"}
        for _ in range(200):
            docs = household(rng, L, names, scope)
            recs = [d.record(f"{scope}:{k}", **fields) for k, d in enumerate(docs)]
            if not R.leaks(recs):
                break
        else:
            raise AssertionError((scope, R.leaks(recs)))
        out += recs
    return out


def public_docs(labelled: list[dict]) -> list[dict]:
    out = [
        {"id": f"h24-doc-{n:04d}", "domain": f"{lang}_public", "text": text}
        for n, (lang, text) in enumerate(paragraphs())
    ]
    blob = "\n".join(d["text"] for d in out)
    values = sorted({s["value"] for r in labelled for s in r["spans"] if len(s["value"]) >= 6})
    found = [v for v in values if v in blob]
    assert not found and "@" not in blob, found
    return out


def dump(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def counts(rows: list[dict], docs: list[dict], homes: list[dict]) -> str:
    spans = [s for r in rows for s in r["spans"]]
    hspans = [s for r in homes for s in r["spans"]]
    shapes = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
    phones = Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER")
    lines = [
        f"direct: {len(rows)} records, {len(spans)} spans",
        "  types: "
        + ", ".join(f"{k} {v}" for k, v in Counter(s["type"] for s in spans).most_common()),
        "  person shapes: " + ", ".join(f"{k} {v}" for k, v in shapes.most_common()),
        "  phone shapes: " + ", ".join(f"{k} {v}" for k, v in phones.most_common()),
        f"households: {len({r['scope'] for r in homes})} households, {len(homes)} records, {len(hspans)} spans",
        "  types: "
        + ", ".join(f"{k} {v}" for k, v in Counter(s["type"] for s in hspans).most_common()),
        f"public_docs: {len(docs)} paragraphs",
    ]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    rows, homes = direct(), households()
    docs = public_docs(rows + homes)
    texts = dict(zip(FILES, (dump(rows), dump(homes), dump(docs)), strict=True))
    if "--check" in argv:
        bad = [n for n, t in texts.items() if (HERE / n).read_text(encoding="utf-8") != t]
        print(counts(rows, docs, homes))
        if bad:
            print("differs:", ", ".join(bad))
            return 1
        print("check: the files match the generator")
        return 0
    for name, text in texts.items():
        (HERE / name).write_text(text, encoding="utf-8")
    print(counts(rows, docs, homes))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
