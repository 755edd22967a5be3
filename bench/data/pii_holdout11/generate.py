"""Writes exam 11 (``bench/data/pii_holdout11``): direct cases, households and public docs.

``--check`` compares the files on disk with what the generator writes now and prints the
counts. Deterministic whatever PYTHONHASHSEED is: every draw goes through a seeded
``random.Random``, the name lists are ordered strings, and nothing iterates a set.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

from bench.data.pii_holdout11.cases import build_direct
from bench.data.pii_holdout11.docs_text import DOCS
from bench.data.pii_holdout11.households import build_households

SEED = 20261211
HERE = Path(__file__).resolve().parent


def build_docs() -> list[dict]:
    docs = []
    for i, (lang, head, body) in enumerate(DOCS):
        text = f"## {head}\n\n{body}" if head else body
        docs.append({"id": f"h11-doc-{i:04d}", "domain": f"{lang}_public", "text": text})
    return docs


def build() -> dict[str, list[dict]]:
    return {
        "direct.jsonl": build_direct(random.Random(SEED)),
        "households.jsonl": build_households(random.Random(SEED + 1)),
        "public_docs.jsonl": build_docs(),
    }


def dump(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def counts(files: dict[str, list[dict]]) -> str:
    lines = []
    for name, rows in files.items():
        spans = [s for r in rows for s in r.get("spans", [])]
        lines.append(f"{name}: {len(rows)} records, {len(spans)} spans")
        if spans:
            lines.append(
                "  types: "
                + ", ".join(f"{k} {v}" for k, v in Counter(s["type"] for s in spans).most_common())
            )
            person = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
            lines.append(
                "  person shapes: " + ", ".join(f"{k} {v}" for k, v in person.most_common())
            )
            phone = Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER")
            lines.append("  phone shapes: " + ", ".join(f"{k} {v}" for k, v in phone.most_common()))
            other = Counter(
                s.get("shape") for s in spans if s["type"] == "EMAIL_ADDRESS" and s.get("shape")
            )
            if other:
                lines.append(
                    "  email shapes: " + ", ".join(f"{k} {v}" for k, v in other.most_common())
                )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files on disk")
    args = parser.parse_args(argv)
    files = build()
    stale = []
    for name, rows in files.items():
        path = HERE / name
        text = dump(rows)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(name)
        else:
            path.write_text(text, encoding="utf-8")
    print(counts(files))
    if stale:
        print("stale: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
