"""Writes the sixteenth held-out PII exam (direct cases, households, public docs), or with
``--check`` compares the files with a fresh build and prints counts. Deterministic whatever
PYTHONHASHSEED is: every draw goes through a seeded ``random.Random``."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from .cases import build_direct
from .docs_text import paragraphs
from .households import build_households

SEED = 20261216
HERE = Path(__file__).resolve().parent


def build() -> dict[str, list[dict]]:
    direct = build_direct(SEED)
    households = build_households(SEED + 1)
    docs = [
        {"id": f"h16-doc-{n:04d}", "domain": f"{lang}_public", "text": text}
        for n, (lang, text) in enumerate(paragraphs())
    ]
    labelled = {s["value"] for r in direct + households for s in r["spans"]}
    text = "\n".join(d["text"] for d in docs)
    leaks = sorted(v for v in labelled if len(v) >= 6 and v in text)
    assert not leaks and "@" not in text, leaks
    return {"direct.jsonl": direct, "households.jsonl": households, "public_docs.jsonl": docs}


def dump(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def counts(files: dict[str, list[dict]]) -> None:
    for name, rows in files.items():
        spans = [s for r in rows for s in r.get("spans", [])]
        print(name, len(rows), "records,", len(spans), "spans")
        if not spans:
            continue
        print("  types:", dict(Counter(s["type"] for s in spans).most_common()))
        shapes = Counter(s["shape"] for s in spans if s["type"] == "PERSON")
        print("  person shapes:", dict(shapes.most_common()))
        phones = Counter(s["shape"] for s in spans if s["type"] == "PHONE_NUMBER")
        print("  phone shapes:", dict(phones.most_common()))
        print("  regions:", dict(Counter(s.get("region") for s in spans if "region" in s)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="compare only, print counts")
    args = parser.parse_args()
    files = build()
    stale = [
        n
        for n, rows in files.items()
        if not (HERE / n).exists() or (HERE / n).read_text(encoding="utf-8") != dump(rows)
    ]
    if args.check:
        counts(files)
        print("stale:", stale or "none")
        return 1 if stale else 0
    for name, rows in files.items():
        (HERE / name).write_text(dump(rows), encoding="utf-8")
    counts(files)
    return 0


if __name__ == "__main__":
    sys.exit(main())
