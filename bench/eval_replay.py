"""Replay on real data: MTRAG-UN conversations (IBM, Apache-2.0), with intervals.

    python -m bench.eval_replay [--data ../shared/data/mtrag] [--k 10] [--turns 2]
                                        [--db PATH] [--resamples 10000] [--json]

Runs in a scratch SQLite database in a temporary folder (``--db`` keeps it at PATH instead), so
the working database is never touched. Steps, each through the same services as the app:

1. ingest ``passages.jsonl`` with one chunk per passage (``--no-split``: judgments are per
   passage), so the gold chunk of passage ``D`` is ``D#0001``;
2. turn each conversation into an eval item (the last user message is the follow-up, the earlier
   messages its prefix, the qrels its gold, answerability UNANSWERABLE its verdict; the follow-up
   detector assigns the pattern) and import them with ``import_evalset``'s service;
3. replay ``followup_only``, ``concat_history``, ``frozen`` and, where the data has human
   rewrites, ``gold_rewrite`` (the human-rewrite arm), and print the per-arm table (n,
   mean ± se [95% interval]), the per-pattern and per-collection nDCG@10, and the paired
   bootstrap of concat_history minus followup_only.

Frozen: MTRAG conversations carry no recorded retrieval (they are not production traces), so the
frozen arm has nothing to score and is reported as not available, with the reason. Their
``reference_passages`` are not a substitute: they are the qrels themselves (the script checks
this on the data and says so), and scoring them would score the gold against itself.
Human rewrites: MTRAG ships them apart from the conversations (``<collection>_rewrite.jsonl``,
BEIR query lines ``{"_id": task id, "text": rewrite}``); give them with ``--rewrites PATH`` (or
put ``rewrites.jsonl`` in the data folder), or as a ``rewrite`` field on a conversation or its
last message. Without any, the human-rewrite arm is reported as not available, with the reason.
Conversations judged UNDERSPECIFIED have no qrels and are not unanswerable: they carry no
retrieval truth and are counted as excluded.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

# ../shared/data next to the project root (bench/ sits in the root).
DEFAULT_DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "mtrag"
ARMS = ("followup_only", "concat_history", "frozen")
HUMAN_REWRITE_ARM = "gold_rewrite"
REWRITE_FIELDS = ("rewrite", "human_rewrite", "rewritten_question", "query_rewrite")
TABLE_METRICS = ("ndcg@10", "recall@{k}", "hit@{k}", "mrr")


def _setup_django(db_path: Path, var_dir: Path) -> None:
    """Point Django at the scratch database (eager tasks, no broker) and set it up."""
    os.environ["DATABASE_URL"] = f"sqlite:///{db_path}"
    os.environ["ASSAY_VAR_DIR"] = str(var_dir)
    os.environ["CELERY_BROKER_URL"] = ""
    os.environ.setdefault("DEBUG", "1")
    # import_evalset pseudonymizes by default now; the replay figures are measured on the public
    # text as it is, as before (ASSAY_PSEUDONYMIZE=1 measures them pseudonymized).
    os.environ.setdefault("ASSAY_PSEUDONYMIZE", "0")
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def read_qrels(path: Path) -> dict[str, list[str]]:
    """``{task id: [passage ids with a positive score]}`` from a TSV with a header line."""
    qrels: dict[str, list[str]] = {}
    with path.open(encoding="utf-8") as fh:
        next(fh)
        for line in fh:
            if not line.strip():
                continue
            task_id, doc_id, score = line.rstrip("\n").split("\t")
            if float(score) > 0:
                qrels.setdefault(task_id, []).append(doc_id)
    return qrels


def read_rewrites(path: Path | None) -> dict[str, str]:
    """``{task id: human rewrite}`` from BEIR query lines (``_id``, ``text``); {} without a file."""
    if path is None or not path.exists():
        return {}
    return {str(row["_id"]): row["text"] for row in read_jsonl(path) if row.get("text")}


def human_rewrite(conv: dict[str, Any], rewrites: dict[str, str]) -> str | None:
    """The conversation's human rewrite of its last user turn, where the data has one."""
    if conv["task_id"] in rewrites:
        return rewrites[conv["task_id"]]
    last = conv["messages"][-1] if conv.get("messages") else {}
    for holder in (conv, last):
        for name in REWRITE_FIELDS:
            if isinstance(holder.get(name), str) and holder[name].strip():
                return holder[name]
    return None


def conversation_items(
    conversations: list[dict[str, Any]],
    qrels: dict[str, list[str]],
    patterns: list[str | None],
    rewrites: dict[str, str] | None = None,
) -> list[dict[str, Any]]:
    """Import lines (``import_evalset`` format) for the conversations, in order."""
    from curation.chunking import chunk_id

    items = []
    for conv, pattern in zip(conversations, patterns, strict=True):
        messages = conv["messages"]
        if not messages or messages[-1]["role"] != "user":
            raise ValueError(f"{conv['task_id']}: the last message is not a user turn")
        answerability = conv.get("answerability") or []
        items.append(
            {
                "id": conv["task_id"],
                "prefix": [{"role": m["role"], "content": m["content"]} for m in messages[:-1]],
                "follow_up": messages[-1]["content"],
                "gold": [chunk_id(doc, 1) for doc in qrels.get(conv["task_id"], [])],
                "unanswerable": "UNANSWERABLE" in answerability,
                "source": f"mtrag-un/{conv.get('collection', '')}",
                "pattern": pattern,
            }
        )
        rewrite = human_rewrite(conv, rewrites or {})
        if rewrite:
            items[-1]["gold_rewrite"] = rewrite
    return items


def _reference_check(conversations: list[dict[str, Any]], qrels: dict[str, list[str]]) -> str:
    judged = [c for c in conversations if c["task_id"] in qrels]
    same = sum(
        1
        for c in judged
        if {p if isinstance(p, str) else p.get("doc_id") for p in c.get("reference_passages") or []}
        == set(qrels[c["task_id"]])
    )
    return (
        "not available: MTRAG-UN conversations carry no recorded retrieval (they are not "
        "production traces); their reference_passages equal the qrels on "
        f"{same} of {len(judged)} judged tasks, so scoring them would score the gold against itself"
    )


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--turns", type=int, default=2, help="concat_history: messages kept")
    parser.add_argument("--db", type=Path, default=None, help="keep the scratch database here")
    parser.add_argument("--resamples", type=int, default=10_000)
    parser.add_argument("--json", action="store_true", help="print the full reports as JSON")
    parser.add_argument(
        "--rewrites", type=Path, default=None, help="human rewrites, BEIR query lines"
    )
    args = parser.parse_args(argv)
    if args.rewrites is None:
        args.rewrites = args.data / "rewrites.jsonl"
    elif not args.rewrites.exists():
        parser.error(f"{args.rewrites} not found")
    for name in ("conversations.jsonl", "passages.jsonl", "qrels.tsv"):
        if not (args.data / name).exists():
            parser.error(f"{args.data / name} not found (give --data)")
    return args


def _load(data: Path, rewrites_path: Path | None = None):
    """Ingest the passages and import the conversations as one eval set, each item's pattern
    from the detector; returns (conversations, qrels, the imported item lines, the set)."""
    from core.jsonl import JsonLine
    from curation.followups.detector import get_detector
    from curation.models import EvalSet
    from curation.services.corpus import chunking_from_settings, corpus_ingest_lines
    from curation.services.evalsets import evalset_import_lines

    passages = read_jsonl(data / "passages.jsonl")
    conversations = read_jsonl(data / "conversations.jsonl")
    qrels = read_qrels(data / "qrels.tsv")
    corpus = corpus_ingest_lines(
        lines=(JsonLine(i, p) for i, p in enumerate(passages, start=1)),
        chunking=chunking_from_settings(no_split=True),
    )
    if corpus.rejected:
        print("\n".join(str(p) for p in corpus.problems), file=sys.stderr)
    patterns = [
        r.pattern if r.candidate else None
        for r in get_detector().classify_many(
            (c["messages"][:-1], c["messages"][-1]["content"]) for c in conversations
        )
    ]
    lines = conversation_items(conversations, qrels, patterns, read_rewrites(rewrites_path))
    set_name = "mtrag-un"
    EvalSet.objects.filter(name=set_name).delete()
    eval_set, imported = evalset_import_lines(
        lines=(JsonLine(i, obj) for i, obj in enumerate(lines, start=1)), set_name=set_name
    )
    for problem in imported.problems + imported.warnings:
        print(f"import: {problem}", file=sys.stderr)
    labelled = sum(1 for item in lines if item["gold"] or item["unanswerable"])
    print(
        f"MTRAG-UN: {len(passages)} passages ingested as {corpus.chunks} chunks; "
        f"{imported.added} conversations imported ({labelled} with qrels or UNANSWERABLE, "
        f"{len(lines) - labelled} excluded: no qrels and not unanswerable, i.e. UNDERSPECIFIED); "
        f"gold ids not in the corpus: {imported.unresolved_ids}"
    )
    return conversations, qrels, lines, eval_set


def _print_overall(args, runs, reports, conversations, qrels) -> None:
    from replay.report import estimate_cell, format_table

    names = [m.format(k=args.k) for m in TABLE_METRICS]
    rows, notes = [], []
    for arm, report in reports.items():
        summary = report["summary"]
        counts = summary["counts"]
        if not summary["metrics"]:
            reason = (
                _reference_check(conversations, qrels)
                if arm == "frozen"
                else (
                    "; ".join(f"{n} {r}" for r, n in summary["skipped"].items()) or "nothing scored"
                )
            )
            if arm == HUMAN_REWRITE_ARM:
                reason = "no scored item has a human rewrite"
            rows.append([arm, report["short_hash"], "0", "-", *(["n/a"] * len(names))])
            notes.append(f"{arm}: {reason}")
            continue
        rate = summary["unanswerable_rate"]
        rows.append(
            [
                arm,
                report["short_hash"],
                str(counts["scored"]),
                f"{counts['unanswerable']} ({rate['mean']:.1%})" if rate else "0",
                *(estimate_cell(summary["metrics"][n]["overall"]) for n in names),
            ]
        )
        if summary["truncated"]:
            notes.append(f"{arm}: {summary['truncated']} queries longer than the encoder window")
    print()
    print(
        f"Replay on MTRAG-UN, k={args.k}, model {runs['followup_only'].model_id}, "
        f"concat_history turns={args.turns}; cells: mean ± se [95% interval]"
    )
    print(format_table(["arm", "config", "n", "unanswerable", *names], rows))
    if HUMAN_REWRITE_ARM not in reports:
        notes.append(
            f"{HUMAN_REWRITE_ARM} (human rewrite): not available: the data has no human rewrites "
            "(MTRAG ships them as <collection>_rewrite.jsonl; give --rewrites PATH)"
        )
    for note in notes:
        print(note)


def _print_by_pattern(reports, scored_arms) -> None:
    from replay.report import estimate_cell, format_table

    groups = sorted(
        {
            g
            for arm in scored_arms
            for g in reports[arm]["summary"]["metrics"]["ndcg@10"]["by_group"]
        }
    )
    print()
    print(
        "nDCG@10 by follow-up pattern (detector on the last user turn; (none) = no referring expression found)"
    )
    pattern_rows = []
    for group in groups:
        cells = []
        n = 0
        for arm in scored_arms:
            est = reports[arm]["summary"]["metrics"]["ndcg@10"]["by_group"].get(group)
            n = est["n"] if est else n
            cells.append(estimate_cell(est))
        pattern_rows.append([group, str(n), *cells])
    print(format_table(["pattern", "n", *scored_arms], pattern_rows))


def _print_by_collection(runs, lines, scored_arms) -> None:
    from replay import stats
    from replay.report import estimate_cell, format_table, values_by_item
    from replay.selectors import run_rows

    source = {str(item["id"]): item["source"].split("/")[-1] for item in lines}
    print()
    print("nDCG@10 by collection")
    by_arm = {}
    for arm in scored_arms:
        values = values_by_item(run_rows(runs[arm]), "ndcg@10")
        by_arm[arm] = stats.summarize(values, {i: source[i] for i in values}, bounds=(0.0, 1.0))
    coll_rows = []
    for group in sorted(next(iter(by_arm.values())).by_group):
        cells = [estimate_cell(by_arm[arm].by_group[group].as_dict()) for arm in scored_arms]
        coll_rows.append([group, str(by_arm[scored_arms[0]].by_group[group].n), *cells])
    print(format_table(["collection", "n", *scored_arms], coll_rows))


def _compare(args, runs, scored_arms) -> dict:
    """The arm comparisons printed together, each with its conversation-aware interval and
    p-value, and Holm / BH adjusted p-values over all of them."""
    from replay.comparisons import bootstrap_note
    from replay.selectors import runs_compare
    from replay.significance import with_adjusted

    pairs = []
    if {"followup_only", "concat_history"} <= set(scored_arms):
        for metric in ("ndcg@10", f"recall@{args.k}"):
            pairs.append(
                (
                    f"concat_history - followup_only, {metric}",
                    "followup_only",
                    "concat_history",
                    metric,
                    False,
                )
            )
    if HUMAN_REWRITE_ARM in scored_arms:
        for base in ("followup_only", "concat_history"):
            pairs.append(
                (
                    f"{HUMAN_REWRITE_ARM} (human rewrite) - {base}, ndcg@10",
                    base,
                    HUMAN_REWRITE_ARM,
                    "ndcg@10",
                    True,
                )
            )
    found = [
        runs_compare(
            runs[a], runs[b], metric=metric, resamples=args.resamples, use_intersection=shared
        )
        for _label, a, b, metric, shared in pairs
    ]
    found = with_adjusted(found) if found else []
    comparisons = {}
    if found:
        print()
    for (label, base, b, metric, _shared), c in zip(pairs, found, strict=True):
        key = metric if b == "concat_history" else f"{HUMAN_REWRITE_ARM} - {base}"
        comparisons[key] = c
        print(
            f"{label}: {c['mean_diff']:+.4f} [{c['ci_low']:+.4f}, {c['ci_high']:+.4f}] over "
            f"{c['n']} paired items, p = {c['p_value']:.4f} (Holm {c['p_holm']:.4f}, "
            f"BH {c['p_bh']:.4f}; {bootstrap_note(c)}; {c['resamples']} resamples, seed {c['seed']})"
        )
    if found:
        print(f"p-values adjusted over the {len(found)} comparisons shown")
    return comparisons


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    scratch = tempfile.TemporaryDirectory(prefix="assay-eval-replay-")
    db_path = args.db or Path(scratch.name) / "eval.sqlite3"
    _setup_django(db_path, Path(scratch.name) / "var")
    started = time.perf_counter()

    from core.progress import progress_bar
    from replay import services
    from replay.models import Run
    from replay.selectors import run_report

    conversations, qrels, lines, eval_set = _load(args.data, args.rewrites)
    arms = ARMS + ((HUMAN_REWRITE_ARM,) if any(i.get("gold_rewrite") for i in lines) else ())
    runs: dict[str, Run] = {}
    for arm in arms:
        params = {"turns": args.turns} if arm == "concat_history" else {}
        run = services.run_create(eval_set=eval_set, arm=arm, k=args.k, params=params)
        with progress_bar(run.total_items, f"replay {arm}", "items") as update:
            runs[arm] = services.run_execute(run=run, on_progress=update)
    reports = {arm: run_report(run, resamples=args.resamples) for arm, run in runs.items()}
    from bench.eval_replay_lab import lab_rows, ladder

    lab_reports, lab_notes = lab_rows(args, eval_set, runs)
    reports.update(lab_reports)
    _print_overall(args, runs, reports, conversations, qrels)
    print("\n".join(lab_notes))
    scored_arms = [arm for arm in arms if reports[arm]["summary"]["metrics"]]
    _print_by_pattern(reports, scored_arms)
    _print_by_collection(runs, lines, scored_arms)
    comparisons = _compare(args, runs, scored_arms)
    comparisons["ladder"] = ladder(args, eval_set)
    print(f"\n({time.perf_counter() - started:.0f} s)")
    if args.json:
        print(
            json.dumps({"reports": reports, "comparisons": comparisons}, indent=2, sort_keys=True)
        )
    scratch.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
