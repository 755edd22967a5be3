"""Writes the eighth held-out PII exam (direct.jsonl, households.jsonl, public_docs.jsonl,
public_docs_words.json) from a fixed seed; ``--check`` compares instead and prints counts.

    PYTHONPATH=$PWD python -m bench.data.pii_holdout8.generate [--check]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections import Counter
from pathlib import Path

import regex

from bench.data.pii_holdout8.cases import build_direct
from bench.data.pii_holdout8.docs_text import DOCS
from bench.data.pii_holdout8.households import build_households

SEED = 20261208
HERE = Path(__file__).resolve().parent
WORDS = r"[\p{L}\p{N}][\p{L}\p{N}'’._-]*"
DOCS_PER_LANG = {"en": 16}  # others 3 each: 16 + 11 * 3 = 49, plus one more English below


def build_docs(rng: random.Random) -> list[dict]:
    """Each paragraph a heading and two of its language's sentences."""
    out = []
    for lang, (head, sentences) in DOCS.items():
        for _ in range(DOCS_PER_LANG.get(lang, 3) + (lang == "en")):
            body = " ".join(rng.sample(sentences, 2))
            out.append({"id": f"h8-doc-{len(out):04d}", "domain": "en_product" if lang == "en" else f"gov_service_{lang}",
                        "text": f"## {head}\n\n{body}"})  # fmt: skip
    return out


def build() -> dict[str, str]:
    """File name -> the exact text written."""
    docs = build_docs(random.Random(SEED + 2))
    texts = [d["text"] for d in docs]
    words = {"paragraphs": len(docs), "words": len(regex.findall(WORDS, " ".join(texts))),
             "words_definition": "regex [\\p{L}\\p{N}][\\p{L}\\p{N}'’._-]* (letters or digits, with inner apostrophes, dots, hyphens)",
             "whitespace_tokens": sum(len(t.split()) for t in texts), "characters": sum(map(len, texts))}  # fmt: skip

    def lines(rows: list[dict]) -> str:
        return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)

    return {
        "direct.jsonl": lines(build_direct(random.Random(SEED))),
        "households.jsonl": lines(build_households(random.Random(SEED + 1))),
        "public_docs.jsonl": lines(docs),
        "public_docs_words.json": json.dumps(words, ensure_ascii=False, indent=2) + "\n",
    }


def main(argv: list[str] | None = None) -> int:
    if os.environ.get("PYTHONHASHSEED") != "0":
        # some Faker locale draws follow set order, so the files are fixed only under one hash seed
        env = {**os.environ, "PYTHONHASHSEED": "0"}
        args = [
            sys.executable,
            "-m",
            "bench.data.pii_holdout8.generate",
            *(sys.argv[1:] if argv is None else argv),
        ]
        os.execve(sys.executable, args, env)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare only; write nothing")
    files = build()
    if not parser.parse_args(argv).check:
        for name, body in files.items():
            (HERE / name).write_text(body, encoding="utf-8")
    for name in ("direct.jsonl", "households.jsonl"):
        rows = [json.loads(x) for x in files[name].splitlines()]
        types = Counter(s["type"] for r in rows for s in r["spans"])
        print(name, len(rows), dict(sorted(types.items())), dict(Counter(r["lang"] for r in rows)))
    stale = [n for n, b in files.items() if (HERE / n).read_text(encoding="utf-8") != b]
    print("stale:", stale, file=sys.stderr) if stale else None
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
