"""Writes the twenty-fifth held-out PII exam (direct.jsonl, households.jsonl, public_docs.jsonl);
``--check`` regenerates in memory, compares with the files and prints the counts.

    PYTHONPATH=$PWD python -m bench.data.pii_holdout25.generate [--check]
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

from .cases import LOCALES, draw_people, draw_values
from .docs_text import DOCS
from .genres import GENRES, LAYOUTS
from .households import household, plan
from .render import leaks, make_case

SEED = 20261225
HERE = Path(__file__).resolve().parent


def direct() -> list[dict]:
    rng = random.Random(SEED)
    out = []
    for loc in LOCALES:
        for g, layout in enumerate(LAYOUTS):
            scope = f"h25-{loc['locale']}-{g:02d}"
            base = {
                "lang": loc["locale"].split("_")[0],
                "locale": loc["locale"],
                "genre": GENRES[g],
            }
            for _ in range(200):
                people = draw_people(rng, loc, nick=g == 0)
                values = draw_values(rng, loc, people, g)
                records = make_case(scope, base, layout(loc, people, values))
                if not leaks(records):
                    break
            else:
                raise AssertionError((scope, leaks(records)))
            out += records
    return out


def households() -> list[dict]:
    rng = random.Random(SEED + 1)
    out = []
    for n, (loc, which) in enumerate(plan()):
        for _ in range(200):
            records = household(rng, n, loc, which)
            if not leaks(records):
                break
        else:
            raise AssertionError((n, leaks(records)))
        out += records
    return out


def public_docs(labelled: list[dict]) -> list[dict]:
    docs = [
        {"id": f"h25-doc-{i:04d}", "domain": f"{lang}_public", "text": text}
        for i, (lang, text) in enumerate(DOCS)
    ]
    values = {s["value"] for r in labelled for s in r["spans"] if len(s["value"]) >= 6}
    for d in docs:
        assert "@" not in d["text"], d["id"]
        assert not [v for v in values if v in d["text"]], (
            d["id"],
            [v for v in values if v in d["text"]],
        )
    return docs


def dump(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def counts(name: str, rows: list[dict]) -> None:
    spans = [s for r in rows for s in r.get("spans", [])]
    print(
        f"{name}: {len(rows)} records, {len({r.get('scope') for r in rows})} cases, {len(spans)} spans"
    )
    print("  types:", dict(Counter(s["type"] for s in spans).most_common()))
    print(
        "  person shapes:",
        dict(Counter(s.get("shape") for s in spans if s["type"] == "PERSON").most_common()),
    )
    print(
        "  phone shapes:",
        dict(Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER").most_common()),
    )
    print("  phone regions:", len({s["region"] for s in spans if s["type"] == "PHONE_NUMBER"}))


def main(argv: list[str]) -> int:
    d, h = direct(), households()
    files = {
        "direct.jsonl": dump(d),
        "households.jsonl": dump(h),
        "public_docs.jsonl": dump(public_docs(d + h)),
    }
    if "--check" in argv:
        stale = [n for n, text in files.items() if (HERE / n).read_text(encoding="utf-8") != text]
        counts("direct.jsonl", d)
        counts("households.jsonl", h)
        print(f"public_docs.jsonl: {len(DOCS)} paragraphs")
        if stale:
            print("stale:", ", ".join(stale))
            return 1
        print("check: files match the generator")
        return 0
    for n, text in files.items():
        (HERE / n).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
