"""Writes exam 9 (``bench/data/pii_holdout9``): direct cases, households and public docs.

``--check`` compares the files on disk with what the generator writes now and prints the
counts. Deterministic whatever PYTHONHASHSEED is: every draw goes through seeded
``random.Random`` and Faker instances, and nothing iterates a set.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

import regex

from bench.data.pii_holdout9.cases import build_direct
from bench.data.pii_holdout9.docs_text import DOCS
from bench.data.pii_holdout9.households import build_households

SEED = 20261209
HERE = Path(__file__).resolve().parent
WORDS = r"[\p{L}\p{N}][\p{L}\p{N}'’._-]*"
DOCS_PER_LANG = {"en": 17}  # the twelve others: 3 each, 17 + 11 * 3 = 50


def build_docs(rng: random.Random) -> list[dict]:
    docs = []
    for lang, (heads, sentences) in DOCS.items():
        for _ in range(DOCS_PER_LANG.get(lang, 3)):
            body = " ".join(rng.sample(sentences, 3 if lang == "en" else 2))
            docs.append(
                {
                    "id": f"h9-doc-{len(docs):04d}",
                    "domain": f"{lang}_visitor",
                    "text": f"{rng.choice(heads)}\n\n{body}",
                }
            )
    return docs


def jsonl(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def build() -> dict[str, str]:
    docs = build_docs(random.Random(SEED + 2))
    text = "\n".join(d["text"] for d in docs)
    words = {
        "paragraphs": len(docs),
        "words": len(regex.findall(WORDS, text)),
        "words_definition": "regex [\\p{L}\\p{N}][\\p{L}\\p{N}'’._-]* (letters or digits, "
        "with inner apostrophes, dots, hyphens)",
        "whitespace_tokens": len(text.split()),
        "characters": len(text),
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
        lines.append("  types " + str(sorted(Counter(s["type"] for s in spans).items())))
        shapes = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
        lines.append("  person shapes " + str(sorted(shapes.items(), key=str)))
        phones = Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER")
        lines.append("  phone shapes " + str(sorted(phones.items(), key=str)))
        lines.append("  genres " + str(sorted(Counter(r["genre"] for r in rows).items())))
        lines.append("  locales " + str(sorted(Counter(r["locale"] for r in rows).items())))
    lines.append("public_docs_words.json: " + files["public_docs_words.json"].replace("\n", " "))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="compare with the files on disk")
    args = parser.parse_args(argv)
    files = build()
    if args.check:
        stale = [
            n
            for n, body in files.items()
            if not (HERE / n).exists() or (HERE / n).read_text(encoding="utf-8") != body
        ]
        print(counts(files))
        if stale:
            print("stale: " + ", ".join(stale), file=sys.stderr)
            return 1
        return 0
    for name, body in files.items():
        (HERE / name).write_text(body, encoding="utf-8")
    print(counts(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
