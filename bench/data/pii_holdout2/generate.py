"""Writes the second held-out PII exam (bench/data/pii_holdout2), deterministically.

python -m bench.data.pii_holdout2.generate           # rewrite the files
python -m bench.data.pii_holdout2.generate --check   # compare only, print counts
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

import regex

from .direct import build_direct
from .docs_text import DOCS
from .households import build_households

SEED = 20261201
HERE = Path(__file__).resolve().parent
PARAGRAPHS = 150
WORD = regex.compile(r"[\p{L}\p{N}][\p{L}\p{N}'’._-]*")


def _jsonl(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def build_docs(seed: int) -> list[dict]:
    rng = random.Random(seed + 5)
    domains = sorted(DOCS)
    out = []
    for i in range(PARAGRAPHS):
        domain = domains[i % len(domains)]
        sentences = rng.sample(DOCS[domain], rng.randint(3, 5))
        out.append({"id": f"h2-doc-{i:04d}", "domain": domain, "text": " ".join(sentences)})
    return out


def words_summary(docs: list[dict]) -> dict:
    return {
        "paragraphs": len(docs),
        "words": sum(len(WORD.findall(d["text"])) for d in docs),
        "words_definition": "regex [\\p{L}\\p{N}][\\p{L}\\p{N}'’._-]* (letters or digits, with "
        "inner apostrophes, dots, hyphens)",
        "whitespace_tokens": sum(len(d["text"].split()) for d in docs),
        "characters": sum(len(d["text"]) for d in docs),
    }


def build() -> dict[str, str]:
    docs = build_docs(SEED)
    return {
        "direct.jsonl": _jsonl(build_direct(SEED)),
        "households.jsonl": _jsonl(build_households(SEED)),
        "public_docs.jsonl": _jsonl(docs),
        "public_docs_words.json": json.dumps(words_summary(docs), indent=2, ensure_ascii=False)
        + "\n",
    }


def counts(files: dict[str, str]) -> str:
    lines = []
    for name in ("direct.jsonl", "households.jsonl"):
        rows = [json.loads(x) for x in files[name].splitlines()]
        spans = [s for r in rows for s in r["spans"]]
        lines.append(
            f"{name}: {len(rows)} records, {len({r['scope'] for r in rows})} scopes, "
            f"{len(spans)} spans"
        )
        lines.append(
            "  types: "
            + ", ".join(f"{k} {v}" for k, v in sorted(Counter(s["type"] for s in spans).items()))
        )
        lines.append(
            "  genres: "
            + ", ".join(f"{k} {v}" for k, v in sorted(Counter(r["genre"] for r in rows).items()))
        )
        lines.append(
            "  langs: "
            + ", ".join(f"{k} {v}" for k, v in sorted(Counter(r["lang"] for r in rows).items()))
        )
        lines.append(
            "  shapes: "
            + ", ".join(
                f"{k} {v}"
                for k, v in sorted(Counter(s.get("shape") for s in spans if s.get("shape")).items())
            )
        )
    lines.append(f"public_docs.jsonl: {files['public_docs_words.json']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.data.pii_holdout2.generate")
    parser.add_argument("--check", action="store_true", help="compare only, write nothing")
    args = parser.parse_args(argv)
    files = build()
    stale = [
        n
        for n, c in files.items()
        if not (HERE / n).is_file() or (HERE / n).read_text(encoding="utf-8") != c
    ]
    print(counts(files))
    if args.check:
        if stale:
            print(f"differs from the generator: {', '.join(stale)}", file=sys.stderr)
            return 1
        return 0
    for name, content in files.items():
        (HERE / name).write_text(content, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
