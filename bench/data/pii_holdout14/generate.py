"""Writes exam 14 (direct.jsonl, households.jsonl, public_docs.jsonl); ``--check`` compares
with the files on disk instead and prints the counts. Deterministic: every draw goes through a
seeded ``random.Random`` and nothing iterates a set."""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from . import render
from .cases import direct_cases
from .docs_text import docs
from .households import households

SEED = 20261214
HERE = Path(__file__).resolve().parent


def dumps(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def build() -> dict[str, str]:
    render.reset()
    direct = direct_cases(SEED)
    house = households(SEED + 1)
    return {
        "direct.jsonl": dumps(direct),
        "households.jsonl": dumps(house),
        "public_docs.jsonl": dumps(docs()),
    }


def counts(files: dict[str, str]) -> str:
    out = []
    for name in ("direct.jsonl", "households.jsonl"):
        rows = [json.loads(x) for x in files[name].splitlines()]
        spans = [s for r in rows for s in r["spans"]]
        out.append(
            f"{name}: {len(rows)} records, {len({r['scope'] for r in rows})} cases, "
            f"{len(spans)} spans"
        )
        out.append("  types " + str(Counter(s["type"] for s in spans).most_common()))
        out.append(
            "  person "
            + str(Counter(s.get("shape") for s in spans if s["type"] == "PERSON").most_common())
        )
        out.append(
            "  phone "
            + str(
                Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER").most_common()
            )
        )
        out.append(
            "  regions "
            + str(
                Counter(s.get("region") for s in spans if s["type"] == "PHONE_NUMBER").most_common()
            )
        )
        out.append("  genres " + str(Counter(r["genre"] for r in rows).most_common()))
        out.append("  locales " + str(Counter(r["locale"] for r in rows).most_common()))
    docs_rows = files["public_docs.jsonl"].splitlines()
    out.append(f"public_docs.jsonl: {len(docs_rows)} paragraphs")
    return "\n".join(out)


def main(argv: list[str]) -> int:
    files = build()
    if "--check" in argv:
        bad = [
            n
            for n, text in files.items()
            if not (HERE / n).exists() or (HERE / n).read_text(encoding="utf-8") != text
        ]
        print(counts(files))
        if bad:
            print("differs:", bad)
            return 1
        return 0
    for name, text in files.items():
        (HERE / name).write_text(text, encoding="utf-8")
    print(counts(files))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
