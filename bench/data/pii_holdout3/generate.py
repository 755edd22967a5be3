"""Writes the third held-out PII exam: direct.jsonl, households.jsonl, public_docs.jsonl and
public_docs_words.json. Deterministic for SEED and Faker 40.63.0; `--check` only compares the
files on disk with a fresh build and prints the counts.

    PYTHONPATH=$PWD python -m bench.data.pii_holdout3.generate [--check]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

import regex

from .direct import direct_records
from .docs_text import DOCS
from .households import household_records

SEED = 20261203
HERE = Path(__file__).resolve().parent
PARAGRAPHS = 150
WORD = regex.compile(r"[\p{L}\p{N}][\p{L}\p{N}'’._-]*")
WORDS_DEFINITION = (
    "regex [\\p{L}\\p{N}][\\p{L}\\p{N}'’._-]* (letters or digits, with inner apostrophes, dots, "
    "hyphens)"
)


def public_docs(seed: int) -> list[dict]:
    """150 paragraphs: a heading, three or four sentences of one domain, and every third
    paragraph a step list."""
    rng = random.Random(f"{seed}/docs")
    domains = sorted(DOCS)
    out = []
    for p in range(PARAGRAPHS):
        domain = domains[p % len(domains)]
        d = DOCS[domain]
        parts = [d["headings"][(p // len(domains)) % len(d["headings"])]]
        parts.append(" ".join(rng.sample(d["sentences"], rng.choice([3, 4]))))
        if p % 3 == 0:
            parts.append(d["steps"][(p // 3) % len(d["steps"])])
        out.append({"id": f"h3-doc-{p:04d}", "domain": domain, "text": "\n\n".join(parts)})
    return out


def words_summary(docs: list[dict]) -> dict:
    texts = [d["text"] for d in docs]
    return {
        "paragraphs": len(docs),
        "words": sum(len(WORD.findall(t)) for t in texts),
        "words_definition": WORDS_DEFINITION,
        "whitespace_tokens": sum(len(t.split()) for t in texts),
        "characters": sum(len(t) for t in texts),
    }


def jsonl(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def build(seed: int = SEED) -> dict[str, str]:
    """File name -> content."""
    docs = public_docs(seed)
    return {
        "direct.jsonl": jsonl(direct_records(seed)),
        "households.jsonl": jsonl(household_records(seed)),
        "public_docs.jsonl": jsonl(docs),
        "public_docs_words.json": json.dumps(words_summary(docs), ensure_ascii=False, indent=2)
        + "\n",
    }


def counts(files: dict[str, str]) -> str:
    lines = []
    for name in ("direct.jsonl", "households.jsonl"):
        rows = [json.loads(x) for x in files[name].splitlines()]
        spans = [s for r in rows for s in r["spans"]]
        lines.append(f"{name}: {len(rows)} records, {len({r['scope'] for r in rows})} scopes, {len(spans)} spans")  # fmt: skip
        lines.append("  types: " + ", ".join(f"{k} {v}" for k, v in Counter(s["type"] for s in spans).most_common()))  # fmt: skip
        lines.append("  genres: " + ", ".join(f"{k} {v}" for k, v in sorted(Counter(r["genre"] for r in rows).items())))  # fmt: skip
        lines.append("  langs: " + ", ".join(f"{k} {v}" for k, v in sorted(Counter(r["lang"] for r in rows).items())))  # fmt: skip
    lines.append("public_docs_words.json: " + files["public_docs_words.json"].replace("\n", " "))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files on disk")
    args = parser.parse_args(argv)
    files = build()
    if args.check:
        stale = [n for n, c in files.items() if not (HERE / n).exists() or (HERE / n).read_text(encoding="utf-8") != c]  # fmt: skip
        print(counts(files))
        if stale:
            print(f"out of date: {', '.join(stale)} (rerun without --check)", file=sys.stderr)
            return 1
        print("up to date")
        return 0
    for name, content in files.items():
        (HERE / name).write_text(content, encoding="utf-8")
    print(counts(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
