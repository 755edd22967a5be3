"""Writes exam 13 (direct cases, households, public docs) deterministically; ``--check``
compares the files on disk with a fresh build and prints the counts.

    PYTHONPATH=$PWD python -m bench.data.pii_holdout13.generate [--check]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from .cases import direct
from .docs_text import docs
from .households import households

SEED = 20261213
HERE = Path(__file__).resolve().parent


def dump(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def build() -> dict[str, str]:
    return {
        "direct.jsonl": dump(direct(SEED)),
        "households.jsonl": dump(households(SEED + 1)),
        "public_docs.jsonl": dump(docs()),
    }


def counts(files: dict[str, str]) -> str:
    out = []
    for name, text in files.items():
        rows = [json.loads(line) for line in text.splitlines()]
        spans = [s for r in rows for s in r.get("spans", [])]
        out.append(
            f"{name}: {len(rows)} records, {len({r.get('scope', r['id']) for r in rows})} cases, {len(spans)} spans"
        )
        if spans:
            out.append(
                "  types: "
                + ", ".join(f"{k} {v}" for k, v in Counter(s["type"] for s in spans).most_common())
            )
            person = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
            out.append("  PERSON shapes: " + ", ".join(f"{k} {v}" for k, v in person.most_common()))
            phone = Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER")
            out.append("  phone shapes: " + ", ".join(f"{k} {v}" for k, v in phone.most_common()))
            regions = Counter(s["region"] for s in spans if s["type"] == "PHONE_NUMBER")
            out.append(
                "  phone regions: " + ", ".join(f"{k} {v}" for k, v in sorted(regions.items()))
            )
            out.append(
                "  locales: "
                + ", ".join(f"{k} {v}" for k, v in Counter(r["locale"] for r in rows).items())
            )
            out.append(
                "  genres: "
                + ", ".join(f"{k} {v}" for k, v in Counter(r["genre"] for r in rows).items())
            )
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="compare with the files on disk only")
    args = ap.parse_args()
    files = build()
    if args.check:
        stale = [
            n
            for n, text in files.items()
            if not (HERE / n).exists() or (HERE / n).read_text(encoding="utf-8") != text
        ]
        print(counts(files))
        if stale:
            print("stale:", ", ".join(stale))
            return 1
        print("up to date")
        return 0
    for name, text in files.items():
        (HERE / name).write_text(text, encoding="utf-8")
    print(counts(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
