"""Words the bare pseudonymizer changes in public text with no corpus loaded (common-word rule only).

    python -m bench.pii_docs_probe [--data ../shared/data/mtrag] [--half A] [--files GLOB]
                                   [--part tune] [--limit N]

A tuning aid for the precision side: MTRAG passages and user messages of one half (A is the
tuned half), and any ``*.jsonl`` of ``text`` records with no personal data (``--files``), each
pseudonymized as its own case with the default ``Protection()`` (no corpus vocabulary), as the
held-out public documentation is measured. Prints the share of words changed and the most
replaced words with their contexts. Records of ``--files`` with an ``id`` are kept only when
``bench.pii_holdout.docs_part`` puts them in ``--part`` (default ``tune``): the check part of
the public docs is never shown word by word.
"""

from __future__ import annotations

import argparse
import glob
import json
from collections import Counter
from pathlib import Path

from bench.pii_damage import DEFAULT_DATA, KEY, Tally, half, read_jsonl, word_changes
from bench.pii_holdout import docs_part


def texts_of(args) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    if args.half:
        for p in read_jsonl(args.data / "passages.jsonl"):
            if half(p["doc_id"]) == args.half:
                out.append(("passage", p["text"]))
        seen: set[str] = set()
        for c in read_jsonl(args.data / "conversations.jsonl"):
            if half(c["conversation_id"]) == args.half:
                for m in c["messages"]:
                    if m["content"] not in seen:
                        seen.add(m["content"])
                        out.append(("message", m["content"]))
    for pattern in args.files or ():
        for path in sorted(glob.glob(pattern)):
            with open(path, encoding="utf-8") as fh:
                records = [json.loads(line) for line in fh if line.strip()]
            for r in records:
                rid = str(r.get("id", ""))
                if not rid or docs_part(rid, own=rid.startswith("own-")) == args.part:
                    out.append(("doc", r["text"]))
    return out[: args.limit] if args.limit else out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--half", default="A", help="MTRAG half (A tuned, B held out; '' none)")
    parser.add_argument("--files", nargs="*")
    parser.add_argument("--part", default="tune", choices=("tune", "check"))
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--show", type=int, default=40)
    args = parser.parse_args(argv)
    from curation.pii.analyzer import get_analyzer
    from curation.pii.pseudonymizer import Pseudonymizer
    from curation.pii.vocabulary import Protection

    analyzer = get_analyzer()
    protection = Protection()
    tallies: dict[str, Tally] = {}
    contexts: Counter = Counter()
    for kind, text in texts_of(args):
        out = Pseudonymizer(KEY, analyzer=analyzer, protection=protection).pseudonymize_text(text)
        tallies.setdefault(kind, Tally()).add(text, out)
        _, changed = word_changes(text, out)
        for w in changed:
            i = text.find(w)
            contexts[(w, text[max(0, i - 40) : i + len(w) + 30].replace("\n", " / "))] += 1
    for kind, tally in tallies.items():
        print(tally.line(kind))
    for (w, ctx), n in contexts.most_common(args.show):
        print(f"  {w!r:>18} x{n}: ...{ctx}...")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
