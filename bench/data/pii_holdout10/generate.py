"""Writes exam 10 (bench/data/pii_holdout10): direct.jsonl, households.jsonl,
public_docs.jsonl and public_docs_words.json. ``--check`` compares instead of writing and
prints the counts; it exits 1 when a file would change.

    PYTHONPATH=$PWD python -m bench.data.pii_holdout10.generate [--check]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

import regex

from bench.data.pii_holdout10.cases import build_direct
from bench.data.pii_holdout10.docs_text import DOCS
from bench.data.pii_holdout10.households import build_households

SEED = 20261210
HERE = Path(__file__).resolve().parent
WORDS = r"[\p{L}\p{N}][\p{L}\p{N}'’._-]*"


def build_docs() -> list[dict]:
    return [
        {
            "id": f"h10-doc-{i:04d}",
            "domain": f"{lang}_{length}",
            "lang": lang,
            "length": length,
            "text": text,
        }
        for i, (lang, length, text) in enumerate(DOCS)
    ]


def jsonl(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def build() -> dict[str, str]:
    docs = build_docs()
    text = "\n".join(d["text"] for d in docs)
    words = {
        "paragraphs": len(docs),
        "words": len(regex.findall(WORDS, text)),
        "words_definition": "regex [\\p{L}\\p{N}][\\p{L}\\p{N}'’._-]* (letters or digits, "
        "with inner apostrophes, dots, hyphens)",
        "whitespace_tokens": len(text.split()),
        "characters": len(text),
        "by_length": dict(Counter(d["length"] for d in docs)),
    }
    return {
        "direct.jsonl": jsonl(build_direct(random.Random(SEED))),
        "households.jsonl": jsonl(build_households(random.Random(SEED + 1))),
        "public_docs.jsonl": jsonl(docs),
        "public_docs_words.json": json.dumps(words, ensure_ascii=False, indent=2) + "\n",
    }


def counts(files: dict[str, str]) -> str:
    lines = []
    for name in ("direct.jsonl", "households.jsonl"):
        rows = [json.loads(x) for x in files[name].splitlines()]
        spans = [s for r in rows for s in r["spans"]]
        lines.append(f"{name}: {len(rows)} records, {len(spans)} spans")
        lines.append("  types " + str(Counter(s["type"] for s in spans).most_common()))
        lines.append("  locales " + str(Counter(r["locale"] for r in rows).most_common()))
        lines.append("  genres " + str(Counter(r["genre"] for r in rows).most_common()))
        shapes = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
        lines.append("  person shapes " + str(shapes.most_common()))
        for t in ("PHONE_NUMBER", "STREET_ADDRESS", "CREDIT_CARD"):
            c = Counter(s.get("shape") for s in spans if s["type"] == t)
            lines.append(f"  {t} shapes " + str(c.most_common()))
        ibans = Counter(s["value"][:2] for s in spans if s["type"] == "IBAN_CODE")
        lines.append("  iban countries " + str(ibans.most_common()))
        regions = Counter(s["region"] for s in spans if s["type"] == "PHONE_NUMBER")
        lines.append("  phone regions " + str(regions.most_common()))
    lines.append(files["public_docs_words.json"])
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare only; exit 1 on a difference")
    args = ap.parse_args(argv)
    files = build()
    changed = [
        n
        for n, text in files.items()
        if not (HERE / n).exists() or (HERE / n).read_text(encoding="utf-8") != text
    ]
    if args.check:
        print(counts(files))
        if changed:
            print("would change: " + ", ".join(changed), file=sys.stderr)
            return 1
        return 0
    for name, text in files.items():
        (HERE / name).write_text(text, encoding="utf-8")
    print(counts(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
