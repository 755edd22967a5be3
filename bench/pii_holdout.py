"""The held-out PII exam: leaks and structure on data nobody tuned on, and damage to public text.

    python -m bench.pii_holdout [--data bench/data/pii_holdout] [--part tune|check]
                                [--arm alone|protected|both] [--no-docs] [--failures FILE] [--json]

``bench/data/pii_holdout`` was written by someone who never ran the pseudonymizer on it (see its
README). This runs it through the pseudonymizer twice, as the detector alone and with the
protection ingest applies when no corpus is loaded yet (common words of English and no
vocabulary: the state of a fresh deployment), and reports:

- leaks over all direct identifiers, by type, equality and near-duplicates kept, for
  ``direct.jsonl`` and ``households.jsonl`` (records grouped into cases by ``scope``), through
  ``bench.eval_pii``;
- the share of words changed in ``public_docs.jsonl`` (documentation with no personal data, each
  paragraph its own case), with the words changed most.

Each figure is printed next to the issue's target. Exams 1 and 2 are tuning data since issue
11's second recall round (a fresh exam 3 is held out). ``--part`` keeps only the cases whose
``scope`` hashes to the tune side (about 2/3) or the check side (see ``bench.eval_pii.scope_part``):
read failures only on the tune part (``--failures FILE`` writes them there, and refuses on the
check part) and report both parts' figures.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from bench.pii_damage import WORDS_TARGET, word_changes

DEFAULT_DATA = Path(__file__).resolve().parent / "data" / "pii_holdout"
KEY = "bench-pii-holdout-key"
LEAK_TARGET = 0.005
NEAR_TARGET = 0.95


def public_docs_damage(path: Path, protection) -> dict:
    """Words of ``path``'s paragraphs that the pseudonymizer changes (each paragraph a case)."""
    from curation.pii.analyzer import get_analyzer
    from curation.pii.pseudonymizer import Pseudonymizer

    analyzer = get_analyzer()
    texts = [json.loads(line)["text"] for line in path.read_text().splitlines() if line.strip()]
    words = changed = altered = 0
    top: Counter = Counter()
    for text in texts:
        [after] = Pseudonymizer(KEY, analyzer=analyzer, protection=protection).pseudonymize_texts(
            [text]
        )
        n, gone = word_changes(text, after)
        words += n
        changed += len(gone)
        altered += bool(gone)
        top.update(gone)
    return {
        "paragraphs": len(texts),
        "words": words,
        "changed": changed,
        "rate": changed / words if words else None,
        "altered_paragraphs": altered,
        "top": top.most_common(15),
    }


def run(data: Path, part: str | None = None, arm: str = "both", docs: bool = True) -> dict:
    from bench import eval_pii as evaluate
    from curation.pii.vocabulary import Protection

    labelled = [data / "direct.jsonl", data / "households.jsonl"]
    arms = {"detector alone": None, "with default protection": Protection()}
    if arm != "both":
        arms = dict([list(arms.items())[arm == "protected"]])
    out = {}
    for name, protection in arms.items():
        leaks = evaluate.run(
            labelled,
            case="scope",
            key=KEY,
            split="none",
            progress=True,
            protection=protection,
            part=part,
        )
        out[name] = {"leaks": leaks}
        if docs:
            out[name]["public_docs"] = public_docs_damage(data / "public_docs.jsonl", protection)
    return out


def render(results: dict, data: Path = DEFAULT_DATA) -> str:
    lines = [f"PII exam ({data}; tuning data since issue 11's second recall round)"]
    for arm, r in results.items():
        lines.append(f"\n=== {arm}")
        for name, f in r["leaks"].items():
            o = f["overall_leak"]
            nd = f["near_duplicate_preservation"]
            eq = f["equality_preservation"]
            lines.append(
                f"{name}: leaks {o['rate']:.4f} ({o['leaked']}/{o['spans']}; target <= "
                f"{LEAK_TARGET}), equality {eq['rate']:.4f} (target 1.0), near-duplicates kept "
                f"{nd['near_kept']} (target >= {NEAR_TARGET}), over-redaction "
                f"{f['over_redaction']['rate']:.4f}"
            )
            worst = sorted(f["leak_rate"].items(), key=lambda kv: -kv[1]["leaked"])
            lines.append(
                "  by type: "
                + ", ".join(f"{t} {v['leaked']}/{v['spans']}" for t, v in worst if v["spans"])
            )
        d = r.get("public_docs")
        if d is None:
            continue
        lines.append(
            f"public_docs.jsonl: {d['changed']} of {d['words']} words changed = {d['rate']:.4f} "
            f"(target <= {WORDS_TARGET}); {d['altered_paragraphs']} of {d['paragraphs']} "
            "paragraphs altered"
        )
        lines.append("  most changed: " + ", ".join(f"{w} ({n})" for w, n in d["top"]))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.pii_holdout", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--part",
        choices=("tune", "check"),
        default=None,
        help="only the cases whose scope hashes to this side (default: every case)",
    )
    parser.add_argument("--arm", choices=("alone", "protected", "both"), default="both")
    parser.add_argument("--no-docs", action="store_true", help="skip the public docs damage")
    parser.add_argument(
        "--failures", type=Path, default=None, help="write every leak as JSON lines (tune part)"
    )
    args = parser.parse_args(argv)
    missing = [
        n
        for n in ("direct.jsonl", "households.jsonl", "public_docs.jsonl")
        if not (args.data / n).is_file()
    ]
    if missing:
        print(f"{args.data}: missing {', '.join(missing)}", file=sys.stderr)
        return 2
    if args.failures is not None and args.part != "tune":
        parser.error("--failures reads leaks only on the tune part: pass --part tune")
    results = run(args.data, args.part, args.arm, not args.no_docs)
    if args.failures is not None:
        with args.failures.open("w", encoding="utf-8") as fh:
            for arm, r in results.items():
                for name, f in r["leaks"].items():
                    for leak in f.pop("failures"):
                        fh.write(json.dumps({"arm": arm, "file": name, **leak}, ensure_ascii=False))
                        fh.write("\n")
    for r in results.values():
        for f in r["leaks"].values():
            f.pop("failures", None)
    print(json.dumps(results, indent=2, default=str) if args.json else render(results, args.data))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
