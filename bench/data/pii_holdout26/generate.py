"""Writes the twenty-sixth held-out PII exam (``direct.jsonl``, ``households.jsonl``,
``public_docs.jsonl``) deterministically; ``--check`` compares with the files and prints counts.

    PYTHONPATH=$PWD python -m bench.data.pii_holdout26.generate [--check]
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

from .cases import ORDER, case_values
from .docs_text import paragraphs
from .genres import GENRES, LAYOUTS
from .households import household, plan
from .render import finish, leaks

SEED = 20261226
HERE = Path(__file__).resolve().parent


def direct() -> list[dict]:
    rng = random.Random(SEED)
    out = []
    for code in ORDER:
        for n, genre in enumerate(GENRES):
            scope = f"h26-{code}-{n:02d}"
            while True:
                c = case_values(rng, code, n)
                meta = {"lang": c["loc"]["lang"], "locale": code, "genre": genre}
                recs = finish(LAYOUTS[n](c), scope, meta, scope)
                if not leaks(recs):
                    break
            out.extend(recs)
    return out


def households() -> list[dict]:
    rng = random.Random(SEED + 1)
    out = []
    for n, (code, pair) in enumerate(plan()):
        scope = f"h26-household-{n:02d}"
        while True:
            recs, meta = household(rng, code, pair)
            rows = finish(recs, scope, meta, scope)
            if not leaks(rows):
                break
        out.extend(rows)
    return out


def docs(labelled: set[str]) -> list[dict]:
    out = []
    for n, (lang, text) in enumerate(paragraphs()):
        assert "@" not in text, n
        hit = [v for v in labelled if v in text]
        assert not hit, (n, hit)
        out.append({"id": f"h26-doc-{n:04d}", "domain": f"{lang}_public", "text": text})
    return out


def build() -> dict[str, list[dict]]:
    d, h = direct(), households()
    labelled = {s["value"] for r in d + h for s in r["spans"] if len(s["value"]) >= 6}
    return {"direct.jsonl": d, "households.jsonl": h, "public_docs.jsonl": docs(labelled)}


def dump(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def counts(files: dict[str, list[dict]]) -> None:
    for name in ("direct.jsonl", "households.jsonl"):
        rows = files[name]
        spans = [s for r in rows for s in r["spans"]]
        print(
            name,
            len(rows),
            "records",
            len({r["scope"] for r in rows}),
            "cases",
            len(spans),
            "spans",
        )
        print("  types", dict(Counter(s["type"] for s in spans).most_common()))
        person = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
        print("  person shapes", dict(person.most_common()))
        phones = [s for s in spans if s["type"] == "PHONE_NUMBER"]
        print("  phone shapes", dict(Counter(s["shape"] for s in phones).most_common()))
        print("  phone regions", len({s["region"] for s in phones}))
    print("public_docs.jsonl", len(files["public_docs.jsonl"]), "paragraphs")


def main(argv: list[str]) -> int:
    files = build()
    if "--check" in argv:
        bad = [n for n, rows in files.items() if (HERE / n).read_text("utf-8") != dump(rows)]
        counts(files)
        if bad:
            print("differs:", bad)
            return 1
        print("ok: files match")
        return 0
    for name, rows in files.items():
        (HERE / name).write_text(dump(rows), encoding="utf-8")
    counts(files)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
