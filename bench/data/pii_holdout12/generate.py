"""Write (or, with --check, compare) the twelfth held-out PII exam: direct.jsonl,
households.jsonl, public_docs.jsonl. Deterministic: every draw goes through a seeded Random."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from .cases import direct
from .docs_text import docs
from .households import households

SEED = 20261212
HERE = Path(__file__).resolve().parent


def dumps(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def counts(rows: list[dict]) -> str:
    spans = [s for r in rows for s in r.get("spans", [])]
    types = Counter(s["type"] for s in spans)
    person = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
    phone = Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER")
    scopes = len({r.get("scope") for r in rows})
    return (
        f"{len(rows)} records, {scopes} cases, {len(spans)} spans\n  types {dict(types.most_common())}"
        f"\n  person {dict(person.most_common())}\n  phone {dict(phone.most_common())}"
    )


def build() -> dict[str, str]:
    rows = direct(SEED)
    homes = households(SEED + 1)
    paragraphs = docs()
    text = "\n".join(d["text"] for d in paragraphs)
    values = {s["value"] for r in rows + homes for s in r["spans"]}
    leaked = sorted(v for v in values if len(v) >= 6 and v in text)
    if leaked or "@" in text:
        raise SystemExit(f"labelled values in the public docs: {leaked}")
    return {
        "direct.jsonl": dumps(rows),
        "households.jsonl": dumps(homes),
        "public_docs.jsonl": dumps(paragraphs),
    }


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="compare with the files, write nothing")
    args = ap.parse_args()
    files = build()
    bad = []
    for name, text in files.items():
        path = HERE / name
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                bad.append(name)
        else:
            path.write_text(text, encoding="utf-8")
        rows = [json.loads(line) for line in text.splitlines()]
        print(name, counts(rows))
    if bad:
        print("differs:", ", ".join(bad))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
