"""Writes the twenty-third held-out PII exam (direct, households, public docs); ``--check``
compares with the files instead and prints the counts."""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

from .cases import case_holes
from .docs_text import docs
from .genres import GENRES, LAYOUTS
from .households import households
from .people import LOCALES
from .render import fill, finish_case, leaks, overlaps

SEED = 20261223
HERE = Path(__file__).resolve().parent


def one_case(rng, loc: dict, g: int) -> list[dict]:
    """A case of genre ``g`` in ``loc``, redrawn until no labelled value stands unlabelled."""
    scope = f"h23-{loc['locale']}-{g:02d}"
    for _ in range(200):
        gender = "f" if g == 2 and loc["born"] else None
        h = case_holes(rng, loc, gender=gender, nick=g == 4)
        recs = []
        for k, template in enumerate(LAYOUTS[g](loc, h)):
            text, spans = fill(template, h)
            recs.append(
                {
                    "id": f"{scope}:{k}",
                    "text": text,
                    "scope": scope,
                    "lang": loc["lang"],
                    "locale": loc["locale"],
                    "genre": GENRES[g],
                    "spans": spans,
                }
            )
        recs = finish_case(scope, recs)
        if not leaks(recs) and not any(overlaps(r) for r in recs):
            return recs
    raise RuntimeError(scope)


def direct() -> list[dict]:
    rng = random.Random(SEED)
    return [r for loc in LOCALES for g in range(len(GENRES)) for r in one_case(rng, loc, g)]


def dumps(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def counts(name: str, rows: list[dict]) -> None:
    spans = [s for r in rows for s in r.get("spans", ())]
    print(f"{name}: {len(rows)} records, {len(spans)} spans")
    print("  types", dict(Counter(s["type"] for s in spans).most_common()))
    shapes = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
    print("  person shapes", dict(shapes.most_common()))
    phones = Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER")
    print("  phone shapes", dict(phones.most_common()))


def main(argv: list[str]) -> int:
    files = {
        "direct.jsonl": direct(),
        "households.jsonl": households(SEED + 1),
        "public_docs.jsonl": docs(),
    }
    values = {
        s["value"]
        for n in ("direct.jsonl", "households.jsonl")
        for r in files[n]
        for s in r["spans"]
        if len(s["value"]) >= 6
    }
    text = "\n".join(d["text"] for d in files["public_docs.jsonl"])
    bad = sorted(v for v in values if v in text)
    assert not bad and "@" not in text, bad
    ok = True
    for name, rows in files.items():
        counts(name, rows)
        path = HERE / name
        if "--check" in argv:
            same = path.exists() and path.read_text(encoding="utf-8") == dumps(rows)
            print(f"  {name}: {'same' if same else 'DIFFERENT'}")
            ok = ok and same
        else:
            path.write_text(dumps(rows), encoding="utf-8")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
