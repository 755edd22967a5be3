"""The held-out PII exam: leaks and structure on data nobody tuned on, and damage to public text.

    python -m bench.pii_holdout [--data bench/data/pii_holdout] [--part tune|check]
                                [--arm alone|protected|both] [--no-docs | --docs-only]
                                [--no-headings] [--failures FILE] [--json]

``bench/data/pii_holdout`` was written by someone who never ran the pseudonymizer on it (see its
README). This runs it through the pseudonymizer twice, as the detector alone and with the
protection ingest applies when no corpus is loaded yet (common words of English and no
vocabulary: the state of a fresh deployment), and reports:

- leaks over all direct identifiers, by type, equality and near-duplicates kept, for
  ``direct.jsonl`` and ``households.jsonl`` (records grouped into cases by ``scope``), through
  ``bench.eval_pii``;
- the share of words changed in ``public_docs.jsonl`` (documentation with no personal data, each
  paragraph its own case), split by a stable hash of the paragraph id into a **tune** part and
  a **check** part (``docs_part``): the words changed most are printed for the tune part only,
  so the check part stays unread while the precision rules are tuned on the tune part.
  ``--docs-only`` skips the leak runs (a folder of public text alone, such as
  ``bench/data/pii_docs_own``, needs only ``public_docs.jsonl``).

Exams 1 and 2 became tuning data in issue 11's second round (see their READMEs); a fresh
exam is held out. ``--part`` keeps only the cases whose ``scope`` hashes to the tune side (about
2/3) or the check side (``bench.eval_pii.scope_part``): read failures only on the tune part
(``--failures FILE`` writes them there, and refuses on the check part) and report both parts'
figures. ``--docs-only`` skips the leak runs (a folder of public text alone, such as
``bench/data/pii_docs_own``, needs only ``public_docs.jsonl``), ``--no-docs`` the damage run.
``--no-headings`` drops the Markdown heading lines of the docs first: a heading marks a short page
as documentation (``context.documentation_page``); every paragraph of exam 8 has one (exam 9's
README says the same of its own), so this says how much of such a docs figure the heading carries.
Each figure is printed next to the issue's target.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter
from pathlib import Path

import regex as re

from bench.pii_damage import WORDS_TARGET, word_changes
from bench.pii_structure import render_by_type

DEFAULT_DATA = Path(__file__).resolve().parent / "data" / "pii_holdout"
KEY = "bench-pii-holdout-key"
LEAK_TARGET = 0.005
NEAR_TARGET = 0.95


# Share of public paragraphs in the tune part: 2/3 for the exams' documentation, 1/2 for text
# written for the precision round (``bench/data/pii_docs_own``).
TUNE_THIRDS = 2
PARTS = ("tune", "check")


def docs_part(paragraph_id: str, own: bool = False) -> str:
    """ "tune" or "check" for a public paragraph, by a fixed hash of its id (2/3 tune; 1/2 for
    the own text, whose ids start with ``own-``)."""
    byte = hashlib.sha256(paragraph_id.encode("utf-8")).digest()[0]
    if own:
        return "tune" if byte % 2 == 0 else "check"
    return "tune" if byte % 3 < TUNE_THIRDS else "check"


_HEADING = re.compile(r"^#{1,6}[ \t].*(?:\n|$)", re.MULTILINE)


def without_headings(text: str) -> str:
    """``text`` without its Markdown heading lines: the same words, with nothing on the page
    saying it is documentation (the register a short page gets from a heading)."""
    return _HEADING.sub("", text).lstrip("\n")


def public_docs_damage(path: Path, protection, headings: bool = True) -> dict:
    """Words of ``path``'s paragraphs that the pseudonymizer changes (each paragraph a case),
    per part (``docs_part``) and overall; the most changed words of the tune part only.
    ``headings`` False drops the Markdown heading lines first (``without_headings``)."""
    from curation.pii.analyzer import get_analyzer
    from curation.pii.pseudonymizer import Pseudonymizer

    analyzer = get_analyzer()
    records = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    tallies = {name: Counter() for name in (*PARTS, "all")}
    top: Counter = Counter()
    for i, record in enumerate(records):
        text = record["text"] if headings else without_headings(record["text"])
        rid = str(record.get("id", i))
        part = docs_part(rid, own=rid.startswith("own-"))
        [after] = Pseudonymizer(KEY, analyzer=analyzer, protection=protection).pseudonymize_texts(
            [text]
        )
        n, gone = word_changes(text, after)
        for name in (part, "all"):
            tallies[name].update(
                paragraphs=1, words=n, changed=len(gone), altered_paragraphs=bool(gone)
            )
        if part == "tune":
            top.update(gone)
    out = {
        name: {
            **{k: t[k] for k in ("paragraphs", "words", "changed", "altered_paragraphs")},
            "rate": t["changed"] / t["words"] if t["words"] else None,
        }
        for name, t in tallies.items()
    }
    return {**out.pop("all"), "parts": out, "top": top.most_common(15)}


def run(
    data: Path,
    part: str | None = None,
    arm: str = "both",
    docs: bool = True,
    docs_only: bool = False,
    headings: bool = True,
) -> dict:
    from bench import eval_pii as evaluate
    from curation.pii.vocabulary import Protection

    labelled = [data / "direct.jsonl", data / "households.jsonl"]
    arms = {"detector alone": None, "with default protection": Protection()}
    if arm != "both":
        arms = dict([list(arms.items())[arm == "protected"]])
    out = {}
    for name, protection in arms.items():
        leaks = {}
        if not docs_only:
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
        if docs or docs_only:
            out[name]["public_docs"] = public_docs_damage(
                data / "public_docs.jsonl", protection, headings
            )
    return out


def render(results: dict, data: Path = DEFAULT_DATA) -> str:
    lines = [f"PII data ({data}; public docs: tune part read, check part not)"]
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
            lines.extend(render_by_type(f["pairs_by_type"]))
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
        for part, p in d["parts"].items():
            if p["words"]:
                lines.append(
                    f"  {part} part: {p['changed']} of {p['words']} words = {p['rate']:.4f}; "
                    f"{p['altered_paragraphs']} of {p['paragraphs']} paragraphs altered"
                )
        lines.append("  most changed (tune part): " + ", ".join(f"{w} ({n})" for w, n in d["top"]))
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
    parser.add_argument("--docs-only", action="store_true", help="public docs damage only")
    parser.add_argument(
        "--no-headings",
        action="store_true",
        help="drop the docs' Markdown heading lines first (what the heading's register carries)",
    )
    parser.add_argument(
        "--failures", type=Path, default=None, help="write every leak as JSON lines (tune part)"
    )
    args = parser.parse_args(argv)
    needed = ("public_docs.jsonl",) if args.docs_only else ("direct.jsonl", "households.jsonl")
    needed = tuple(dict.fromkeys((*needed, "public_docs.jsonl")))
    missing = [n for n in needed if not (args.data / n).is_file()]
    if missing:
        print(f"{args.data}: missing {', '.join(missing)}", file=sys.stderr)
        return 2
    if args.failures is not None and args.part != "tune":
        parser.error("--failures reads leaks only on the tune part: pass --part tune")
    results = run(
        args.data, args.part, args.arm, not args.no_docs, args.docs_only, not args.no_headings
    )
    if args.failures is not None:
        with args.failures.open("w", encoding="utf-8") as fh:
            for arm, r in results.items():
                for name, f in r["leaks"].items():
                    for leak in f.pop("failures"):
                        fh.write(json.dumps({"arm": arm, "file": name, **leak}, ensure_ascii=False))
                        fh.write("\n")
                    for pair in f.pop("structure_failures"):
                        fh.write(json.dumps({"arm": arm, "file": name, **pair}, ensure_ascii=False))
                        fh.write("\n")
    for r in results.values():
        for f in r["leaks"].values():
            f.pop("failures", None)
            f.pop("structure_failures", None)
    print(json.dumps(results, indent=2, default=str) if args.json else render(results, args.data))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
