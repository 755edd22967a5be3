"""Writes (or with --check compares) the twenty-first held-out PII exam: direct.jsonl,
households.jsonl and public_docs.jsonl beside this file. Deterministic."""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

from .cases import Case
from .docs_text import docs
from .genres import GENRES, layout
from .households import households
from .people import LOCALES
from .render import finish_case, unlabelled_hits

SEED = 20261221
HERE = Path(__file__).resolve().parent
SPAN_FILES = ("direct.jsonl", "households.jsonl")


def direct() -> list[dict]:
    rng = random.Random(SEED)
    out = []
    for li, loc in enumerate(LOCALES):
        for g, genre in enumerate(GENRES):
            scope = f"h21-{loc.locale}-{g:02d}"
            meta = {"lang": loc.lang, "locale": loc.locale, "genre": genre}
            while True:
                case = Case(rng, loc, g, g == 0 or rng.random() < 0.5)
                recs = finish_case(scope, layout(case, li), meta)
                if not unlabelled_hits(recs):
                    break
            out.extend(recs)
    return out


def dump(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def counts(name: str, rows: list[dict]) -> str:
    spans = [s for r in rows for s in r.get("spans", [])]
    types = Counter(s["type"] for s in spans)
    shapes = Counter(s["shape"] for s in spans if s["type"] == "PERSON")
    phones = Counter(s["shape"] for s in spans if s["type"] == "PHONE_NUMBER")
    lines = [f"{name}: {len(rows)} records, {len(spans)} spans"]
    if spans:
        lines += [f"  types {dict(types.most_common())}", f"  person {dict(shapes.most_common())}"]
        lines.append(f"  phones {dict(phones.most_common())}")
    return "\n".join(lines)


def assert_docs_clean(files: dict[str, list[dict]]) -> None:
    """No labelled value of six or more characters, and no ``@``, in the public docs."""
    text = "\n".join(d["text"] for d in files["public_docs.jsonl"])
    assert "@" not in text
    spans = [s for n in SPAN_FILES for r in files[n] for s in r["spans"]]
    found = sorted({s["value"] for s in spans if len(s["value"]) >= 6 and s["value"] in text})
    assert not found, found


def main(argv: list[str]) -> int:
    files = {
        "direct.jsonl": direct(),
        "households.jsonl": households(SEED + 1),
        "public_docs.jsonl": docs(),
    }
    assert_docs_clean(files)
    bad = []
    for name, rows in files.items():
        print(counts(name, rows))
        text = dump(rows)
        path = HERE / name
        if "--check" in argv:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                bad.append(name)
        else:
            path.write_text(text, encoding="utf-8")
    if bad:
        print("differs:", ", ".join(bad))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
