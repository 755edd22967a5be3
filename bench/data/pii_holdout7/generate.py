"""Writes the seventh held-out PII exam (direct.jsonl, households.jsonl, public_docs.jsonl,
public_docs_words.json) from fixed seeds; ``--check`` only compares the files with what would be
written and prints the counts.

    PYTHONPATH=$PWD python -m bench.data.pii_holdout7.generate [--check]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

import regex

from bench.data.pii_holdout7.direct import build_direct
from bench.data.pii_holdout7.docs_text import ENGLISH, GOV
from bench.data.pii_holdout7.households import build_households

SEED = 20261207
HERE = Path(__file__).resolve().parent
WORDS = r"[\p{L}\p{N}][\p{L}\p{N}'’._-]*"
WORDS_DEFINITION = "regex [\\p{L}\\p{N}][\\p{L}\\p{N}'’._-]* (letters or digits, with inner apostrophes, dots, hyphens)"
PER_ENGLISH_DOMAIN = 6
PER_LANGUAGE = 3


def build_docs(rng: random.Random, prefix: str = "h7") -> list[dict]:
    """Paragraphs of a heading and three of a domain's (or language's) sentences, shuffled."""
    drawn = []
    for domain, (headings, sentences) in ENGLISH.items():
        for _ in range(PER_ENGLISH_DOMAIN):
            drawn.append((domain, rng.choice(headings), rng.sample(sentences, 3)))
    for _, (headings, sentences) in GOV.items():
        for _ in range(PER_LANGUAGE):
            drawn.append(("gov_service", rng.choice(headings), rng.sample(sentences, 3)))
    rng.shuffle(drawn)
    return [
        {"id": f"{prefix}-doc-{i:04d}", "domain": domain, "text": f"## {head}\n\n" + " ".join(body)}
        for i, (domain, head, body) in enumerate(drawn)
    ]


def words_summary(docs: list[dict]) -> dict:
    texts = [d["text"] for d in docs]
    return {
        "paragraphs": len(docs),
        "words": len(regex.findall(WORDS, " ".join(texts))),
        "words_definition": WORDS_DEFINITION,
        "whitespace_tokens": sum(len(t.split()) for t in texts),
        "characters": sum(len(t) for t in texts),
    }


def _lines(records: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def build() -> dict[str, str]:
    """File name -> the exact text the generator writes."""
    direct = build_direct(random.Random(SEED))
    households = build_households(random.Random(SEED + 1))
    docs = build_docs(random.Random(SEED + 2))
    return {
        "direct.jsonl": _lines(direct),
        "households.jsonl": _lines(households),
        "public_docs.jsonl": _lines(docs),
        "public_docs_words.json": json.dumps(words_summary(docs), ensure_ascii=False, indent=2)
        + "\n",
    }


def counts(files: dict[str, str]) -> str:
    out = []
    for name in ("direct.jsonl", "households.jsonl"):
        rows = [json.loads(line) for line in files[name].splitlines()]
        types = Counter(s["type"] for r in rows for s in r["spans"])
        out.append(
            f"{name}: {len(rows)} records, {len({r['scope'] for r in rows})} scopes, "
            f"{sum(types.values())} spans {dict(sorted(types.items()))}"
        )
        out.append(f"  by genre {dict(sorted(Counter(r['genre'] for r in rows).items()))}")
        out.append(f"  by locale {dict(sorted(Counter(r['locale'] for r in rows).items()))}")
    out.append("public_docs: " + files["public_docs_words.json"].strip())
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare only; write nothing")
    args = parser.parse_args(argv)
    files = build()
    stale = [
        n
        for n, body in files.items()
        if not (HERE / n).exists() or (HERE / n).read_text(encoding="utf-8") != body
    ]
    if args.check:
        print(counts(files))
        if stale:
            print(f"stale: {stale}", file=sys.stderr)
            return 1
        return 0
    for name, body in files.items():
        (HERE / name).write_text(body, encoding="utf-8")
    print(counts(files))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
