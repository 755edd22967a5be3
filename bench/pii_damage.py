"""What pseudonymization breaks that is not personal data, measured on MTRAG-UN.

    python -m bench.pii_damage [--data ../shared/data/mtrag] [--baseline] [--zipf 4.0]
                               [--min-docs 3] [--skip-replay]

MTRAG-UN (IBM, Apache-2.0) holds public text: ClapNQ Wikipedia passages and FiQA finance posts,
and real multi-turn conversations about them. None of it is personal data, so every word the
pseudonymizer changes is damage. The data is split in two halves by a hash of the
conversation id (conversations) and of the doc id (passages); the protection rules and
settings were tuned on half A only, half B is reported as held out.

1. Bare pseudonymizer on the passage texts, each its own case, with the leave-one-document-out
   corpus vocabulary (a passage's own words do not protect it), so the chunk shortcut does not
   apply: share of words changed, passages altered, most replaced words.
2. Ingest (scratch SQLite, the app's services): the passages as the corpus (one chunk each),
   the conversations as traces with their reference answer and reference passages as the
   recorded retrieval of a final assistant turn, pseudonymized at ingest; the share of words
   changed in messages and retrieved passages as stored.
3. Replay ``followup_only`` and ``concat_history`` (MiniLM, k=10) on items built from the stored
   traces (the last user turn is the follow-up, qrels the gold) with pseudonymization on
   against off: recall@10 and nDCG@10 per half, and the ratio on/off.

``--baseline`` also measures the pseudonymizer without any protection or chunk shortcut (main
before this change). Targets (issue 11): at most 0.2% of words changed in public documentation
text; recall@10 with pseudonymization on at least 0.98 of raw.
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import regex as re

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "mtrag"
WORDS_TARGET = 0.002
RECALL_TARGET = 0.98
KEY = "bench-pii-damage-key"
_WORD = re.compile(r"[\p{L}\p{N}][\p{L}\p{M}\p{N}'’]*")


def half(value: str) -> str:
    """ "A" (tuned on) or "B" (held out), by a fixed hash of ``value``."""
    return "A" if hashlib.sha256(value.encode("utf-8")).digest()[0] % 2 == 0 else "B"


def word_changes(before: str, after: str) -> tuple[int, list[str]]:
    """(number of words of ``before``, the words of ``before`` that ``after`` changed)."""
    a = _WORD.findall(before)
    b = _WORD.findall(after)
    changed: list[str] = []
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    for tag, i1, i2, _, _ in matcher.get_opcodes():
        if tag in ("replace", "delete"):
            changed.extend(a[i1:i2])
    return len(a), changed


class Tally:
    def __init__(self) -> None:
        self.words = 0
        self.changed = 0
        self.texts = 0
        self.altered = 0
        self.top: Counter = Counter()

    def add(self, before: str, after: str) -> None:
        n, changed = word_changes(before, after)
        self.words += n
        self.changed += len(changed)
        self.texts += 1
        self.altered += before != after
        self.top.update(changed)

    def line(self, label: str) -> str:
        share = self.changed / self.words if self.words else 0.0
        verdict = "meets" if share <= WORDS_TARGET else "misses"
        top = ", ".join(f"{w} {c}" for w, c in self.top.most_common(12))
        return (
            f"  {label}: {self.changed}/{self.words} words changed = {share:.4%} "
            f"(ceiling {WORDS_TARGET:.1%}: {verdict}); {self.altered}/{self.texts} texts altered"
            + (f"\n      most replaced: {top}" if top else "")
        )


def read_jsonl(path: Path) -> list[dict]:
    import json

    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def passage_text(p: dict) -> str:
    return f"{p['title']}\n{p['text']}" if p.get("title") else p["text"]


def bare_passages(
    passages, protected: bool, zipf: float, min_docs: int, name_min_docs: int
) -> dict[str, Tally]:
    """Part 1: each passage pseudonymized alone, leave-one-out vocabulary."""
    from curation.pii.analyzer import get_analyzer
    from curation.pii.pseudonymizer import Pseudonymizer
    from curation.pii.vocabulary import Protection, VocabularyCounts

    analyzer = get_analyzer()
    counts = VocabularyCounts.build(passage_text(p) for p in passages)
    tallies = {"A": Tally(), "B": Tally()}
    texts = [p["text"] for p in passages]
    analyzer.analyze_batch(texts)  # warm spaCy
    for p in passages:
        protection = (
            Protection(
                counts.without(passage_text(p), min_docs, name_min_docs),
                zipf_threshold=zipf if zipf else None,
                dictionary=analyzer.common_words,
            )
            if protected
            else None
        )
        out = Pseudonymizer(KEY, analyzer=analyzer, protection=protection).pseudonymize_text(
            p["text"]
        )
        tallies[half(p["doc_id"])].add(p["text"], out)
    return tallies


def trace_objects(conversations, passages_by_id, prefix: str) -> list[dict]:
    out = []
    for conv in conversations:
        refs = [
            r if isinstance(r, str) else r.get("doc_id")
            for r in conv.get("reference_passages") or []
        ]
        retrieval = [
            {
                "doc_id": d,
                "chunk_id": f"{d}#0001",
                "text": passages_by_id[d]["text"],
            }
            for d in refs
            if d in passages_by_id
        ]
        messages = [{"role": m["role"], "content": m["content"]} for m in conv["messages"]]
        answer = conv.get("reference_answer") or ""
        if isinstance(answer, list):
            answer = " ".join(str(a) for a in answer)
        messages.append({"role": "assistant", "content": str(answer), "retrieval": retrieval})
        out.append(
            {"trace_id": f"{prefix}{conv['task_id']}", "source": prefix, "messages": messages}
        )
    return out


def _setup(args, scratch: Path) -> None:
    """Point Django at a scratch SQLite database and the protection settings asked for."""
    os.environ["DATABASE_URL"] = f"sqlite:///{scratch / 'damage.sqlite3'}"
    os.environ["ASSAY_VAR_DIR"] = str(scratch / "var")
    os.environ["CELERY_BROKER_URL"] = ""
    os.environ["ASSAY_PSEUDONYM_KEY"] = KEY
    if args.zipf is not None:
        os.environ["ASSAY_VOCAB_ZIPF"] = str(args.zipf)
    if args.min_docs is not None:
        os.environ["ASSAY_VOCAB_MIN_DOCS"] = str(args.min_docs)
    if args.name_min_docs is not None:
        os.environ["ASSAY_VOCAB_NAME_MIN_DOCS"] = str(args.name_min_docs)
    os.environ.setdefault("DEBUG", "1")
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"
    import django

    django.setup()


def _ingest_variants(args, passages, conversations, by_id) -> list:
    """Ingest the corpus, then the conversations as traces raw, pseudonymized (and unprotected)."""
    from core.jsonl import JsonLine
    from curation.pii.analyzer import get_analyzer
    from curation.pii.pseudonymizer import Pseudonymizer
    from curation.services.corpus import chunking_from_settings, corpus_ingest_lines
    from curation.services.pseudonymize import pseudonymize_record
    from curation.services.traces import trace_ingest_objects

    corpus = corpus_ingest_lines(
        lines=(JsonLine(i, p) for i, p in enumerate(passages, start=1)),
        chunking=chunking_from_settings(no_split=True),
    )
    assert not corpus.rejected, corpus.problems

    def bare_transform(records):
        analyzer = get_analyzer()
        return [pseudonymize_record(r, Pseudonymizer(KEY, analyzer=analyzer)) for r in records]

    variants = [("raw", None), ("on", "default")]
    if args.baseline:
        variants.append(("on-unprotected", bare_transform))
    for name, transform in variants:
        t0 = time.perf_counter()
        results = trace_ingest_objects(
            objects=trace_objects(conversations, by_id, f"{name}:"), transform=transform
        )
        bad = [r for r in results if r.status != "accepted"]
        if bad:
            print(f"{name}: {len(bad)} traces not accepted: {bad[:3]}", file=sys.stderr)
        print(f"  ingested {len(results)} traces ({name}) in {time.perf_counter() - t0:.1f} s")

    return variants


def _print_stored(stored, variants, halves) -> None:
    """Words changed in the stored messages and retrieved passages, per half and variant."""
    raw = stored("raw:")
    print("\n2. Ingested traces as stored (messages; retrieved passages)")
    for name, _ in variants[1:]:
        pseudo = stored(f"{name}:")
        for h in ("A", "B"):
            msg, ret = Tally(), Tally()
            for task, trace in pseudo.items():
                if halves[task] != h:
                    continue
                before = {m.position: m for m in raw[task].messages.all()}
                for m in trace.messages.all():
                    msg.add(before[m.position].content, m.content)
                    old = {r.rank: r.text for r in before[m.position].retrieval.all()}
                    for r in m.retrieval.all():
                        ret.add(old[r.rank] or "", r.text or "")
            print(msg.line(f"{name}, half {h}, messages"))
            print(ret.line(f"{name}, half {h}, retrieved passages"))


def _parse_args(argv: list[str] | None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--baseline", action="store_true", help="also measure no protection")
    parser.add_argument("--zipf", type=float, default=None, help="ASSAY_VOCAB_ZIPF (0: off)")
    parser.add_argument("--min-docs", type=int, default=None, help="ASSAY_VOCAB_MIN_DOCS")
    parser.add_argument("--name-min-docs", type=int, default=None, help="ASSAY_VOCAB_NAME_MIN_DOCS")
    parser.add_argument("--skip-replay", action="store_true")
    parser.add_argument("--skip-bare", action="store_true", help="skip part 1")
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument(
        "--pii-data",
        type=Path,
        default=None,
        help="also run bench.eval_pii on this folder without and with the protection "
        "(MTRAG passages as the deployment's corpus): what protection costs in recall",
    )
    args = parser.parse_args(argv)
    for name in ("conversations.jsonl", "passages.jsonl", "qrels.tsv"):
        if not (args.data / name).exists():
            parser.error(f"{args.data / name} not found (give --data)")

    return args


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    scratch = tempfile.TemporaryDirectory(prefix="assay-pii-damage-")
    _setup(args, Path(scratch.name))
    from django.conf import settings
    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)
    started = time.perf_counter()
    zipf, min_docs = settings.ASSAY_VOCAB_ZIPF, settings.ASSAY_VOCAB_MIN_DOCS
    name_min_docs = settings.ASSAY_VOCAB_NAME_MIN_DOCS

    passages = read_jsonl(args.data / "passages.jsonl")
    conversations = read_jsonl(args.data / "conversations.jsonl")
    by_id = {p["doc_id"]: p for p in passages}
    halves = {c["task_id"]: half(c["conversation_id"]) for c in conversations}
    n_a = sum(1 for h in halves.values() if h == "A")
    print(
        f"MTRAG-UN: {len(passages)} passages, {len(conversations)} conversations; "
        f"half A (tuned on): {n_a} conversations, "
        f"{sum(half(p['doc_id']) == 'A' for p in passages)} passages; half B (held out): the rest. "
        f"ASSAY_VOCAB_ZIPF={zipf}, ASSAY_VOCAB_MIN_DOCS={min_docs}, "
        f"ASSAY_VOCAB_NAME_MIN_DOCS={name_min_docs}"
    )

    bare = [] if args.skip_bare else [("protected", True)]
    if bare and args.baseline:
        bare.append(("no protection", False))
    if bare:
        print("\n1. Bare pseudonymizer on passage texts (own case each, leave-one-out vocabulary)")
    for label, protected in bare:
        tallies = bare_passages(passages, protected, zipf, min_docs, name_min_docs)
        for h in ("A", "B"):
            print(tallies[h].line(f"{label}, half {h}"))

    # 2. ingest -----------------------------------------------------------------------------
    from curation.models import Message, Trace

    variants = _ingest_variants(args, passages, conversations, by_id)

    def stored(prefix: str) -> dict[str, Trace]:
        return {
            t.trace_id.split(":", 1)[1]: t
            for t in Trace.objects.filter(source=prefix).prefetch_related(
                "messages", "messages__retrieval"
            )
        }

    _print_stored(stored, variants, halves)

    if not args.skip_replay:
        _replay(args, conversations, halves, [n for n, _ in variants], stored, Message)
    if args.pii_data is not None:
        _pii_cost(args.pii_data, passages, zipf, min_docs, name_min_docs)
    print(f"\n({time.perf_counter() - started:.0f} s)")
    scratch.cleanup()
    return 0


def _replay(args, conversations, halves, names, stored, Message) -> None:
    from django.test import override_settings

    from bench.eval_replay import read_qrels
    from core.jsonl import JsonLine
    from curation.services.evalsets import evalset_import_lines
    from replay import services
    from replay.report import values_by_item
    from replay.selectors import run_rows

    qrels = read_qrels(args.data / "qrels.tsv")
    unanswerable = {
        c["task_id"] for c in conversations if "UNANSWERABLE" in (c.get("answerability") or [])
    }
    scores: dict[tuple[str, str, str], dict[str, float]] = {}
    for name in names:
        lines = []
        for task, trace in sorted(stored(f"{name}:").items()):
            msgs = sorted(trace.messages.all(), key=lambda m: m.position)[:-1]  # drop the answer
            lines.append(
                {
                    "id": task,
                    "prefix": [{"role": m.role, "content": m.content} for m in msgs[:-1]],
                    "follow_up": msgs[-1].content,
                    "gold": [f"{d}#0001" for d in qrels.get(task, [])],
                    "unanswerable": task in unanswerable,
                }
            )
        # the items are the stored (already pseudonymized or raw) texts: import them as they are
        with override_settings(ASSAY_PSEUDONYMIZE=False):
            eval_set, _ = evalset_import_lines(
                lines=(JsonLine(i, o) for i, o in enumerate(lines, 1)), set_name=f"mtrag-{name}"
            )
        for arm in ("followup_only", "concat_history"):
            params = {"turns": 2} if arm == "concat_history" else {}
            run = services.run_create(eval_set=eval_set, arm=arm, k=args.k, params=params)
            run = services.run_execute(run=run)
            rows = run_rows(run)
            for metric in (f"recall@{args.k}", "ndcg@10"):
                scores[(name, arm, metric)] = values_by_item(rows, metric)
    print(f"\n3. Replay, k={args.k} (items from the stored traces; mean over judged items)")
    for arm in ("followup_only", "concat_history"):
        for metric in (f"recall@{args.k}", "ndcg@10"):
            for h in ("A", "B"):
                cells = []
                base = None
                for name in names:
                    vals = [v for i, v in scores[(name, arm, metric)].items() if halves[i] == h]
                    mean = sum(vals) / len(vals) if vals else float("nan")
                    if name == "raw":
                        base = mean
                        cells.append(f"raw {mean:.3f} (n={len(vals)})")
                    else:
                        ratio = mean / base if base else float("nan")
                        verdict = "meets" if ratio >= RECALL_TARGET else "misses"
                        cells.append(
                            f"{name} {mean:.3f} = {ratio:.3f} of raw"
                            + (
                                f" (floor {RECALL_TARGET}: {verdict})"
                                if metric.startswith("recall")
                                else ""
                            )
                        )
                print(f"  {arm:15s} {metric:9s} half {h}: " + "; ".join(cells))


def _pii_cost(data: Path, passages, zipf: float, min_docs: int, name_min_docs: int) -> None:
    from bench import eval_pii as evaluate
    from curation.pii.vocabulary import Protection, VocabularyCounts

    vocab = VocabularyCounts.build(passage_text(p) for p in passages).vocabulary(
        min_docs, name_min_docs
    )
    protection = Protection(vocab, zipf_threshold=zipf if zipf else None)
    print(
        f"\n4. Recall cost on {data} (bench.eval_pii; protection = MTRAG passages as the "
        f"corpus, {len(vocab.words)} words / {len(vocab.phrases)} phrases, Zipf >= {zipf})"
    )
    files = evaluate.data_files(data, [])
    before = evaluate.run(files, case="scope", split="none", progress=False)
    after = evaluate.run(files, case="scope", split="none", progress=False, protection=protection)
    for name in before:
        b, a = before[name], after[name]
        print(f"  {name}:")
        for group, v in b["leak_rate"].items():
            w = a["leak_rate"][group]
            print(
                f"    leak {group:<14} without {v['rate']:.4f} ({v['leaked']}/{v['spans']})"
                f"  with {w['rate']:.4f} ({w['leaked']}/{w['spans']})"
            )
        for key in ("equality_preservation", "over_redaction"):
            print(f"    {key:<22} without {b[key]['rate']}  with {a[key]['rate']}")
        nb, na = b["near_duplicate_preservation"], a["near_duplicate_preservation"]
        print(f"    near-duplicates kept   without {nb['near_kept']}  with {na['near_kept']}")
        for group, examples in a["leaked_examples"].items():
            print(f"    leaked with protection, {group}: " + "; ".join(repr(x) for x in examples))


if __name__ == "__main__":
    raise SystemExit(main())
