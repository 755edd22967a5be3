"""Writes the eighteenth held-out PII exam: ``direct.jsonl`` (105 cases of two records),
``households.jsonl`` (20 households of five records) and ``public_docs.jsonl`` (60 paragraphs).

    PYTHONPATH=$PWD python -m bench.data.pii_holdout18.generate          # rewrite the files
    PYTHONPATH=$PWD python -m bench.data.pii_holdout18.generate --check  # compare, print counts

Deterministic whatever PYTHONHASHSEED is: every draw goes through a seeded `random.Random`, and
nothing iterates a set."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

from bench.data.pii_holdout18.cases import direct_cases
from bench.data.pii_holdout18.docs_text import paragraphs
from bench.data.pii_holdout18.households import household_cases

SEED = 20261218
HERE = Path(__file__).resolve().parent


def public_docs() -> list[dict]:
    return [
        {"id": f"h18-doc-{i:04d}", "domain": f"{lang}_public", "text": text}
        for i, (lang, text) in enumerate(paragraphs(), start=1)
    ]


def assert_docs_clean(docs: list[dict], records: list[dict]) -> None:
    text = "\n".join(d["text"] for d in docs)
    assert "@" not in text
    values = sorted({s["value"] for r in records for s in r["spans"] if len(s["value"]) >= 6})
    leaked = [v for v in values if v in text]
    assert not leaked, leaked


def build() -> dict[str, list[dict]]:
    direct = direct_cases(random.Random(SEED))
    households = household_cases(random.Random(SEED + 1))
    docs = public_docs()
    assert_docs_clean(docs, direct + households)
    return {"direct.jsonl": direct, "households.jsonl": households, "public_docs.jsonl": docs}


def dump(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def counts(files: dict[str, list[dict]]) -> list[str]:
    lines = []
    for name in ("direct.jsonl", "households.jsonl"):
        rows = files[name]
        spans = [s for r in rows for s in r["spans"]]
        types = Counter(s["type"] for s in spans)
        persons = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
        phones = Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER")
        lines.append(f"{name}: {len(rows)} records, {len(spans)} spans")
        lines.append("  types: " + ", ".join(f"{k} {n}" for k, n in types.most_common()))
        lines.append("  person shapes: " + ", ".join(f"{k} {n}" for k, n in persons.most_common()))
        lines.append("  phone shapes: " + ", ".join(f"{k} {n}" for k, n in phones.most_common()))
        regions = Counter(s["region"] for s in spans if s["type"] == "PHONE_NUMBER")
        lines.append(f"  phone regions: {len(regions)}")
    docs = files["public_docs.jsonl"]
    langs = Counter(d["domain"] for d in docs)
    lines.append(
        f"public_docs.jsonl: {len(docs)} paragraphs, "
        + ", ".join(f"{k} {n}" for k, n in sorted(langs.items()))
    )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files, write none")
    args = parser.parse_args(argv)
    files = build()
    stale = []
    for name, rows in files.items():
        path = HERE / name
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != dump(rows):
                stale.append(name)
        else:
            path.write_text(dump(rows), encoding="utf-8")
    print("\n".join(counts(files)))
    if stale:
        print("differs from the generator: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
