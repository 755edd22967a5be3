"""Writes (or with --check compares) exam 19: direct.jsonl, households.jsonl,
public_docs.jsonl. Deterministic: every draw goes through a seeded random.Random."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

from .cases import direct_cases
from .docs_text import DOCS
from .households import households
from .render import ordered

SEED = 20261219
HERE = Path(__file__).resolve().parent


def _lines(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def _spans_in_order(rows: list[dict]) -> list[dict]:
    return [{**r, "spans": [ordered(s) for s in r["spans"]]} for r in rows]


def build() -> dict[str, str]:
    direct = _spans_in_order(direct_cases(random.Random(SEED)))
    house = _spans_in_order(households(random.Random(SEED + 1)))
    docs = [
        {"id": f"h19-doc-{i:04d}", "domain": f"{lang}_public", "text": text}
        for i, (lang, text) in enumerate(DOCS, start=1)
    ]
    text = "\n".join(d["text"] for d in docs)
    assert "@" not in text
    labelled = {s["value"] for r in direct + house for s in r["spans"] if len(s["value"]) >= 6}
    inside = sorted(v for v in labelled if v in text)
    assert not inside, inside
    return {
        "direct.jsonl": _lines(direct),
        "households.jsonl": _lines(house),
        "public_docs.jsonl": _lines(docs),
    }


def counts(files: dict[str, str]) -> str:
    out = []
    for name, body in files.items():
        rows = [json.loads(line) for line in body.splitlines()]
        spans = [s for r in rows for s in r.get("spans", [])]
        out.append(f"{name}: {len(rows)} records, {len(spans)} spans")
        out.append("  types " + str(dict(Counter(s["type"] for s in spans).most_common())))
        people = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
        out.append("  person shapes " + str(dict(people.most_common())))
        phones = Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER")
        out.append("  phone shapes " + str(dict(phones.most_common())))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    files = build()
    if args.check:
        stale = [n for n, body in files.items() if (HERE / n).read_text("utf-8") != body]
        print(counts(files))
        if stale:
            print("differs:", ", ".join(stale))
            return 1
        return 0
    for name, body in files.items():
        (HERE / name).write_text(body, encoding="utf-8")
    print(counts(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
