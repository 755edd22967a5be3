"""Writes the fifth held-out PII exam (``direct.jsonl``, ``households.jsonl``,
``public_docs.jsonl``, ``public_docs_words.json``) deterministically from ``SEED``.

    python -m bench.data.pii_holdout6.generate [--check]

``--check`` rewrites nothing: it rebuilds the files in memory, compares them with the ones on
disk and prints the counts (exit status 1 when a file differs)."""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

import regex

from bench.data.pii_holdout5.direct import build_direct
from bench.data.pii_holdout6.docs_text import EN_DOMAINS, GOV, GOV_STEPS
from bench.data.pii_holdout6.households import build_households

SEED = 20261206
HERE = Path(__file__).resolve().parent
LOCALES = [
    "en_US",
    "en_GB",
    "en_NZ",
    "es_ES",
    "es_MX",
    "fr_FR",
    "de_DE",
    "de_AT",
    "it_IT",
    "pt_PT",
    "pt_BR",
    "nl_NL",
    "nl_BE",
    "pl_PL",
    "sv_SE",
    "tr_TR",
    "cs_CZ",
    "ko_KR",
    "ru_RU",
]
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
WORDS = r"[\p{L}\p{N}][\p{L}\p{N}'’._-]*"


def leaks(records: list[dict]) -> bool:
    """Whether a labelled value of the case also occurs outside every span in one of its
    texts: values of 3+ characters case-insensitively as whole words, shorter ones
    case-sensitively, values in CJK or Hangul script anywhere."""
    values = {s["value"] for r in records for s in r["spans"]}
    for r in records:
        for v in values:
            pat = re.escape(v) if CJK.search(v) else r"(?<!\w)" + re.escape(v) + r"(?!\w)"
            for m in re.finditer(pat, r["text"], re.IGNORECASE if len(v) >= 3 else 0):
                if not any(s["start"] <= m.start() and m.end() <= s["end"] for s in r["spans"]):
                    return True
    return False


def build_docs(rng: random.Random) -> list[dict]:
    plan = [
        (d, "en") for d, n in zip(EN_DOMAINS, (13, 12, 12, 12, 12), strict=True) for _ in range(n)
    ]
    plan += [("gov_service", lang) for lang in GOV for _ in range(3)]
    rng.shuffle(plan)
    docs = []
    for i, (domain, lang) in enumerate(plan):
        if domain == "gov_service":
            headings, sentences = GOV[lang]
            steps = GOV_STEPS[lang]
        else:
            headings, sentences, steps = EN_DOMAINS[domain]
        body = " ".join(rng.sample(sentences, 3 if domain == "gov_service" else rng.choice((3, 4))))
        text = f"{rng.choice(headings)}\n\n{body}"
        if i % 3 == 2:
            text += "\n\n" + "\n".join(f"{n}. {s}" for n, s in enumerate(steps, 1))
        docs.append({"id": f"h6-doc-{i:04d}", "domain": domain, "text": text})
    return docs


def docs_words(docs: list[dict]) -> dict:
    joined = " ".join(d["text"] for d in docs)
    return {
        "paragraphs": len(docs),
        "words": len(regex.findall(WORDS, joined)),
        "words_definition": "regex [\\p{L}\\p{N}][\\p{L}\\p{N}'’._-]* (letters or digits, "
        "with inner apostrophes, dots, hyphens)",
        "whitespace_tokens": len(joined.split()),
        "characters": sum(len(d["text"]) for d in docs),
    }


def jsonl(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def build() -> dict[str, str]:
    rng = random.Random(SEED)
    direct = build_direct(rng, LOCALES, leaks, prefix="h6")
    households = build_households(rng, leaks)
    docs = build_docs(rng)
    return {
        "direct.jsonl": jsonl(direct),
        "households.jsonl": jsonl(households),
        "public_docs.jsonl": jsonl(docs),
        "public_docs_words.json": json.dumps(docs_words(docs), ensure_ascii=False, indent=2) + "\n",
    }


def counts(files: dict[str, str]) -> str:
    lines = []
    for name in ("direct.jsonl", "households.jsonl"):
        rows = [json.loads(x) for x in files[name].splitlines()]
        types = Counter(s["type"] for r in rows for s in r["spans"])
        lines.append(
            f"{name}: {len(rows)} records, {len({r['scope'] for r in rows})} scopes, "
            f"{sum(types.values())} spans {dict(sorted(types.items()))}"
        )
    lines.append(f"public_docs: {files['public_docs_words.json'].strip()}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare only, write nothing")
    args = parser.parse_args(argv)
    files = build()
    stale = [
        n
        for n, body in files.items()
        if not (HERE / n).exists() or (HERE / n).read_text(encoding="utf-8") != body
    ]
    if not args.check:
        for name, body in files.items():
            (HERE / name).write_text(body, encoding="utf-8")
        stale = []
    print(counts(files))
    if stale:
        print(f"stale: {', '.join(stale)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
