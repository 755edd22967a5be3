"""Writes (or with --check compares) the seventeenth held-out PII exam: direct.jsonl,
households.jsonl and public_docs.jsonl. Deterministic whatever PYTHONHASHSEED is."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

from . import langs_a, langs_b, langs_c
from .cases import direct_case
from .docs_text import docs
from .genres import GENRES
from .households import households
from .people import Locale

SEED = 20261217
HERE = Path(__file__).resolve().parent
TABLES = {
    "en_AU": langs_a.EN_AU,
    "en_CA": langs_a.EN_CA,
    "vi_VN": langs_a.VI_VN,
    "id_ID": langs_a.ID_ID,
    "ro_RO": langs_a.RO_RO,
    "el_GR": langs_b.EL_GR,
    "hu_HU": langs_b.HU_HU,
    "tl_PH": langs_b.TL_PH,
    "fi_FI": langs_b.FI_FI,
    "mi_NZ": langs_b.MI_NZ,
    "bo_CN": langs_c.BO_CN,
    "dv_MV": langs_c.DV_MV,
    "or_IN": langs_c.OR_IN,
    "sn_ZW": langs_c.SN_ZW,
    "to_TO": langs_c.TO_TO,
}
LOCALES = {key: Locale(key, table) for key, table in TABLES.items()}


def direct() -> list[dict]:
    rng = random.Random(SEED)
    out = []
    for key, loc in LOCALES.items():
        for n, genre in enumerate(GENRES):
            out += direct_case(rng, loc, genre, f"h17-{key}-{n + 1:02d}")
    return out


def dump(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def files() -> dict[str, str]:
    d = direct()
    h = households(random.Random(SEED + 1), LOCALES)
    values = {s["value"] for r in d + h for s in r["spans"] if len(s["value"]) >= 6}
    p = docs()
    text = "\n".join(x["text"] for x in p)
    clash = sorted(v for v in values if v in text)
    assert not clash and "@" not in text, clash
    return {"direct.jsonl": dump(d), "households.jsonl": dump(h), "public_docs.jsonl": dump(p)}


def counts(out: dict[str, str]) -> None:
    for name, body in out.items():
        rows = [json.loads(line) for line in body.splitlines()]
        spans = [s for r in rows for s in r.get("spans", [])]
        print(name, len(rows), "records", len(spans), "spans")
        print("  types", dict(Counter(s["type"] for s in spans).most_common()))
        shapes = Counter(s.get("shape") for s in spans if s["type"] == "PERSON")
        print("  person shapes", dict(shapes.most_common()))
        phones = Counter(s.get("shape") for s in spans if s["type"] == "PHONE_NUMBER")
        print("  phone shapes", dict(phones.most_common()))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--check", action="store_true", help="compare with the files, write nothing"
    )
    args = parser.parse_args()
    out = files()
    if args.check:
        stale = [n for n, body in out.items() if (HERE / n).read_text(encoding="utf-8") != body]
        counts(out)
        if stale:
            print("stale:", stale)
            return 1
        return 0
    for name, body in out.items():
        (HERE / name).write_text(body, encoding="utf-8")
    counts(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
