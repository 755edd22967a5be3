"""Writes the twentieth held-out PII exam: direct.jsonl, households.jsonl, public_docs.jsonl.

PYTHONPATH=$PWD python -m bench.data.pii_holdout20.generate           # rewrite the files
PYTHONPATH=$PWD python -m bench.data.pii_holdout20.generate --check   # compare, print counts
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

from .cases import make_case
from .docs_text import paragraphs
from .genres import GENRES
from .households import households
from .people import LOCALES, ONCE_USED_LANGS
from .render import finish

SEED = 20261220
HERE = Path(__file__).resolve().parent
UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def unlabelled(records: list[dict]) -> list[tuple[str, str]]:
    """Labelled values of a case that also stand unlabelled in one of its texts."""
    found = []
    values = {s["value"] for r in records for s in r["spans"]}
    for r in records:
        for v in values:
            pat = re.escape(v) if UNSPACED.search(v) else rf"(?<!\w){re.escape(v)}(?!\w)"
            flags = re.IGNORECASE if len(v) >= 3 else 0
            for m in re.finditer(pat, r["text"], flags):
                if not any(s["start"] <= m.start() and m.end() <= s["end"] for s in r["spans"]):
                    found.append((r["id"], v))
    return found


def direct() -> tuple[list[dict], int]:
    rng = random.Random(SEED)
    out: list[dict] = []
    redraws = 0
    for loc in LOCALES:
        for n, (genre, layout) in enumerate(GENRES.items()):
            scope = f"h20-{loc['locale']}-{n:02d}"
            for _ in range(50):
                case = make_case(loc, scope, rng, common_friend=genre == "subscription_pause")
                base = {"lang": loc["lang"], "locale": loc["locale"], "genre": genre}
                records = finish(scope, layout(case), base)
                if not unlabelled(records):
                    break
                redraws += 1
            else:
                raise AssertionError((scope, unlabelled(records)))
            out.extend(records)
    return out, redraws


def docs() -> list[dict]:
    return [
        {"id": f"h20-doc-{i:04d}", "domain": domain, "text": text}
        for i, (domain, text) in enumerate(paragraphs())
    ]


def sanity(rows: list[dict], house: list[dict], doc_rows: list[dict]) -> None:
    for r in rows + house:
        spans = sorted(r["spans"], key=lambda s: s["start"])
        for a, b in zip(spans, spans[1:], strict=False):
            assert a["end"] <= b["start"], (r["id"], a, b)
    for scope_rows in _by_scope(house).values():
        assert not unlabelled(scope_rows), unlabelled(scope_rows)
    text = "\n".join(d["text"] for d in doc_rows)
    assert "@" not in text
    values = {s["value"] for r in rows + house for s in r["spans"] if len(s["value"]) >= 6}
    clash = sorted(v for v in values if v in text)
    assert not clash, clash


def _by_scope(rows: list[dict]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for r in rows:
        out.setdefault(r["scope"], []).append(r)
    return out


def dump(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def counts(rows: list[dict], house: list[dict], doc_rows: list[dict]) -> None:
    for name, rs in (("direct", rows), ("households", house)):
        spans = [s for r in rs for s in r["spans"]]
        print(f"{name}: {len(rs)} records, {len(_by_scope(rs))} cases, {len(spans)} spans")
        print("  types:", dict(Counter(s["type"] for s in spans).most_common()))
        shapes = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
        print("  person shapes:", dict(shapes.most_common()))
        phones = Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER")
        print("  phone shapes:", dict(phones.most_common()))
        print("  phone regions:", len({s["region"] for s in spans if "region" in s}))
    once = sum(1 for r in rows if r["lang"] in ONCE_USED_LANGS) // 2
    print(f"cases in once-used languages: {once} of {len(rows) // 2}")
    print(f"docs: {len(doc_rows)}", dict(Counter(d["domain"] for d in doc_rows)))


def main(argv: list[str]) -> int:
    rows, redraws = direct()
    house = households(SEED + 1)
    doc_rows = docs()
    sanity(rows, house, doc_rows)
    files = {"direct.jsonl": rows, "households.jsonl": house, "public_docs.jsonl": doc_rows}
    if "--check" in argv:
        bad = [n for n, rs in files.items() if (HERE / n).read_text(encoding="utf-8") != dump(rs)]
        counts(rows, house, doc_rows)
        print(f"redraws: {redraws}")
        if bad:
            print("differs:", bad)
            return 1
        print("check: files match the generator")
        return 0
    for n, rs in files.items():
        (HERE / n).write_text(dump(rs), encoding="utf-8")
    counts(rows, house, doc_rows)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
