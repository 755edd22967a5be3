"""Writes exam 15 (direct.jsonl, households.jsonl, public_docs.jsonl); ``--check`` compares the
files with a fresh generation and prints the counts. Deterministic: seeded draws only."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from .cases import direct_records
from .docs_text import docs_records
from .households import household_records

HERE = Path(__file__).resolve().parent
SEED = 20261215


def dump(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def counts(name: str, rows: list[dict]) -> str:
    spans = [s for r in rows for s in r.get("spans", [])]
    lines = [
        f"{name}: {len(rows)} records, {len({r.get('scope') for r in rows})} cases, "
        f"{len(spans)} spans"
    ]
    lines.append(
        "  types: "
        + ", ".join(f"{k} {v}" for k, v in Counter(s["type"] for s in spans).most_common())
    )
    lines.append(
        "  person shapes: "
        + ", ".join(
            f"{k} {v}"
            for k, v in Counter(
                s.get("shape") for s in spans if s["type"] == "PERSON"
            ).most_common()
        )
    )
    lines.append(
        "  phone shapes: "
        + ", ".join(
            f"{k} {v}"
            for k, v in Counter(
                s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER"
            ).most_common()
        )
    )
    lines.append(
        "  phone regions: "
        + ", ".join(
            f"{k} {v}"
            for k, v in sorted(
                Counter(s.get("region") for s in spans if s["type"] == "PHONE_NUMBER").items()
            )
        )
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    files = {
        "direct.jsonl": direct_records(SEED),
        "households.jsonl": household_records(SEED + 1),
        "public_docs.jsonl": docs_records(),
    }
    bad = 0
    for name, rows in files.items():
        text = dump(rows)
        path = HERE / name
        if args.check:
            same = path.exists() and path.read_text(encoding="utf-8") == text
            bad += not same
            print(("ok   " if same else "DIFF ") + name)
        else:
            path.write_text(text, encoding="utf-8")
        if name != "public_docs.jsonl":
            print(counts(name, rows))
        else:
            print(f"{name}: {len(rows)} paragraphs")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
