"""The retrieval lab on MTRAG-UN (called by :mod:`bench.eval_replay`): bm25, hybrid and
late_chunking rows next to dense, and one ablation ladder with paired intervals.

Every lab run uses the ``concat_history`` query (the better query arm of the main table), so the
rows differ from its dense row only in the retriever. The ladder changes one thing per rung:
chunks of 120 tokens (overlap 20) -> 60 tokens (overlap 10), dense -> hybrid (RRF, constant 60),
k 10 -> a pool of 50 fused candidates cut to k 10. The passages were ingested one chunk per
passage, so the two chunked rungs are scored on source spans (a chunk is relevant when it covers
at least half of the shorter of it and a gold passage). No reranker ships with Assay and nothing
is downloaded, so the pool rung has no reranker: it measures the deeper fusion pool alone.
"""

from __future__ import annotations

from typing import Any

LAB_ROWS = (
    ("bm25", {"retriever": "bm25"}),
    ("hybrid", {"retriever": "hybrid", "pool": 50}),
    ("late_chunking", {"retriever": "late_chunking"}),
)
LADDER = (
    ("chunks 120", {"chunking": "tokens:120:20"}),
    ("chunks 60", {"chunking": "tokens:60:10"}),
    ("hybrid", {"chunking": "tokens:60:10", "retriever": "hybrid"}),
    ("pool 50 + k 10", {"chunking": "tokens:60:10", "retriever": "hybrid", "pool": 50}),
)


def _run(eval_set, args, retrieval: dict[str, Any], label: str):
    from core.progress import progress_bar
    from replay import services

    run = services.run_create(
        eval_set=eval_set,
        arm="concat_history",
        k=args.k,
        params={"turns": args.turns},
        retrieval=retrieval,
    )
    with progress_bar(run.total_items, f"replay {label}", "items") as update:
        return services.run_execute(run=run, on_progress=update)


def lab_rows(args, eval_set, runs: dict) -> tuple[dict, list[str]]:
    """Run the lab rows; returns ``({label: report}, notes)`` for the main table."""
    from replay.lab_report import lab_report
    from replay.selectors import run_report

    reports, notes = {}, []
    for label, retrieval in LAB_ROWS:
        run = _run(eval_set, args, retrieval, label)
        runs[label] = run
        reports[label] = run_report(run, resamples=args.resamples)
        notes.append(f"{label}: {lab_report(run)['describe']} (query: concat_history)")
    return reports, notes


def ladder(args, eval_set) -> dict:
    """Run the ladder's rungs and print each gap with its paired interval and resolution."""
    from replay.lab_report import lab_report
    from replay.ladder import annotate
    from replay.selectors import runs_ladder

    runs = [_run(eval_set, args, retrieval, label) for label, retrieval in LADDER]
    result = annotate(
        runs_ladder(runs, metric="ndcg@10", resamples=args.resamples), [r.config for r in runs]
    )
    print(f"\nLadder (nDCG@10, concat_history query, {result['n']} items every rung scored)")
    for (label, _r), run, mean in zip(LADDER, runs, result["means"], strict=True):
        spans = lab_report(run)["spans"]
        extra = ""
        if spans:
            extra = (
                f"; scored on spans (threshold {spans['threshold']:.2f}), "
                f"{spans['uncovered']}/{spans['gold_spans']} gold spans uncovered"
            )
        print(f"  {label:<16} {mean:.3f}  [{run.short_hash}]{extra}")
    for (label, _r), step in zip(LADDER[1:], result["steps"], strict=True):
        verdict = (
            "resolved"
            if step["resolved"]
            else f"not resolved (about {step['items_needed']} items for a gap this size)"
        )
        print(
            f"  -> {label:<14} ({step['changes']}): {step['mean_diff']:+.3f} "
            f"[{step['ci_low']:+.3f}, {step['ci_high']:+.3f}] p = {step['p_value']:.4f} "
            f"(Holm {step['p_holm']:.4f}, BH {step['p_bh']:.4f}) {verdict}"
        )
    total = result["total"]
    print(
        f"  total {total['mean_diff']:+.3f} [{total['ci_low']:+.3f}, {total['ci_high']:+.3f}] "
        f"p = {total['p_value']:.4f} = sum of the gaps; {result['bootstrap']} bootstrap over "
        f"{result['clusters']} conversations, {result['resamples']} resamples; p-values adjusted "
        f"over the {result['corrected_for']} gaps"
    )
    return result
