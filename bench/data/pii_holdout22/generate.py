"""Writes (or with --check compares) the twenty-second held-out PII exam:
``direct.jsonl``, ``households.jsonl`` and ``public_docs.jsonl``. Deterministic."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

from .docs_text import DOCS, DOMAINS
from .genres import GENRES, LAYOUTS
from .households import household, plan
from .people import LOCALES
from .render import Case, leaks

HERE = Path(__file__).resolve().parent
SEED = 20261222


def one_case(rng: random.Random, loc: dict, g: int) -> list[dict]:
    """A case of genre ``g``, redrawn until no labelled value stands unlabelled in it."""
    from .cases import make_ctx

    while True:
        scope = f"h22-{loc['locale']}-{g:02d}"
        case = Case(scope, {"lang": loc["lang"], "locale": loc["locale"], "genre": GENRES[g]})
        LAYOUTS[g](make_ctx(rng, loc, g), case)
        if not leaks(case.records):
            return case.records


def direct() -> list[dict]:
    rng = random.Random(SEED)
    return [r for loc in LOCALES for g in range(len(GENRES)) for r in one_case(rng, loc, g)]


def households() -> list[dict]:
    rng = random.Random(SEED + 1)
    out = []
    for n, (loc, k) in enumerate(plan()):
        recs = household(rng, n, loc, k)
        assert not leaks(recs), leaks(recs)
        out += recs
    return out


def public_docs(labelled: set[str]) -> list[dict]:
    assert len(DOCS) == len(DOMAINS), (len(DOCS), len(DOMAINS))
    text = "\n".join(DOCS)
    assert "@" not in text
    bad = sorted(v for v in labelled if len(v) >= 6 and v in text)
    assert not bad, bad
    return [
        {"id": f"h22-doc-{i:04d}", "domain": f"{d}_public", "text": t}
        for i, (t, d) in enumerate(zip(DOCS, DOMAINS, strict=True))
    ]


def dumps(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def build() -> dict[str, str]:
    d, h = direct(), households()
    labelled = {s["value"] for r in d + h for s in r["spans"]}
    return {
        "direct.jsonl": dumps(d),
        "households.jsonl": dumps(h),
        "public_docs.jsonl": dumps(public_docs(labelled)),
    }


def counts(files: dict[str, str]) -> str:
    lines = []
    for name, text in files.items():
        rows = [json.loads(x) for x in text.splitlines()]
        spans = [s for r in rows for s in r.get("spans", [])]
        types = Counter(s["type"] for s in spans)
        shapes = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
        phones = Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER")
        lines.append(f"{name}: {len(rows)} records, {len(spans)} spans")
        lines.append(f"  types {dict(types.most_common())}")
        if spans:
            lines.append(f"  person shapes {dict(shapes.most_common())}")
            lines.append(f"  phone shapes {dict(phones.most_common())}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--check", action="store_true", help="compare with the files, write nothing"
    )
    args = parser.parse_args()
    files = build()
    if args.check:
        stale = [
            n
            for n, t in files.items()
            if not (HERE / n).exists() or (HERE / n).read_text(encoding="utf-8") != t
        ]
        print(counts(files))
        if stale:
            print("stale:", ", ".join(stale))
            return 1
        print("ok")
        return 0
    for name, text in files.items():
        (HERE / name).write_text(text, encoding="utf-8")
    print(counts(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
