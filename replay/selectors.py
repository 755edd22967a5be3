"""Replay reads: item snapshots for the arms, recorded tool calls, run rows, reports, comparisons.

These feed the plain-Python cores (arms, report, stats) with plain rows; nothing here writes.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from curation.errors import CurationError
from curation.models import EvalItem, Message, RetrievalResult, ToolCall
from replay import comparisons, significance, stats
from replay.arms import ItemCase
from replay.cassette import Recording
from replay.comparability import caveats, paired_caveats
from replay.metrics import metric_names
from replay.models import Run, RunItem
from replay.report import run_summary, values_by_item
from replay.system_selectors import SYSTEM_METRICS, system_report, system_values

DEFAULT_METRIC = "ndcg@10"
PAGE_RESAMPLES = 10_000


def _turn_messages(items: Sequence[EvalItem]) -> dict[int, list[dict[str, Any]]]:
    """For each item with a follow-up message: the messages after it up to the next user turn
    (the turn that answered it), as dicts with id, role, position, rewrite_query."""
    anchors = {item.pk: (item.trace_id, item.message.position) for item in items if item.message_id}
    if not anchors:
        return {}
    trace_ids = {trace_id for trace_id, _pos in anchors.values()}
    by_trace: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for row in (
        Message.objects.filter(trace_id__in=trace_ids)
        .order_by("trace_id", "position")
        .values("id", "trace_id", "role", "position", "rewrite_query")
    ):
        by_trace[row["trace_id"]].append(row)
    out: dict[int, list[dict[str, Any]]] = {}
    for item_pk, (trace_id, position) in anchors.items():
        turn = []
        for row in by_trace[trace_id]:
            if row["position"] <= position:
                continue
            if row["role"] == Message.Role.USER:
                break
            turn.append(row)
        out[item_pk] = turn
    return out


def item_cases(item_pks: Sequence[int]) -> list[tuple[EvalItem, ItemCase]]:
    """Eval items (in the order given) with the snapshot the arms read.

    The recorded rewrite is the first ``rewrite_query`` logged on an assistant message of the
    turn answering the follow-up; the recorded ranking is the retrieval logged on the first
    assistant message of that turn that logged any (chunk ids by rank).
    """
    items = {
        item.pk: item
        for item in EvalItem.objects.filter(pk__in=list(item_pks)).select_related("message")
    }
    turns = _turn_messages(list(items.values()))
    answer_ids = {
        row["id"]
        for turn in turns.values()
        for row in turn
        if row["role"] == Message.Role.ASSISTANT
    }
    rankings: dict[int, list[str]] = defaultdict(list)
    for message_id, chunk_id in (
        RetrievalResult.objects.filter(message_id__in=answer_ids)
        .order_by("message_id", "rank", "id")
        .values_list("message_id", "chunk_id")
    ):
        rankings[message_id].append(chunk_id)
    out = []
    for pk in item_pks:
        item = items.get(pk)
        if item is None:
            continue
        assistant = [r for r in turns.get(pk, []) if r["role"] == Message.Role.ASSISTANT]
        rewrite = next(
            (r["rewrite_query"] for r in assistant if r["rewrite_query"] is not None), None
        )
        ranking = next((rankings[r["id"]] for r in assistant if r["id"] in rankings), None)
        out.append(
            (
                item,
                ItemCase(
                    item_id=item.item_id,
                    follow_up=item.follow_up,
                    prefix=item.prefix or [],
                    gold=list(item.gold or []),
                    unanswerable=item.unanswerable,
                    pattern=item.pattern or "",
                    gold_rewrite=item.gold_rewrite,
                    has_trace=item.message_id is not None,
                    recorded_rewrite=rewrite,
                    recorded_ranking=ranking,
                ),
            )
        )
    return out


def case_recordings(case: Any) -> list[Recording]:
    """The tool calls a case recorded, oldest first: every call in its trace up to and including
    the turn that answered the follow-up. ``case`` is an EvalItem or its primary key; an item
    without a trace has none."""
    item = case if isinstance(case, EvalItem) else EvalItem.objects.filter(pk=case).first()
    if item is None:
        raise CurationError(f"case {case!r}: no such eval item")
    if item.message_id is None:
        return []
    position = Message.objects.values_list("position", flat=True).get(pk=item.message_id)
    next_user = (
        Message.objects.filter(
            trace_id=item.trace_id, role=Message.Role.USER, position__gt=position
        )
        .order_by("position")
        .values_list("position", flat=True)
        .first()
    )
    calls = ToolCall.objects.filter(message__trace_id=item.trace_id)
    if next_user is not None:
        calls = calls.filter(message__position__lt=next_user)
    return [
        Recording(
            name=name,
            args=args,
            response=response,
            has_response=has_response,
            message_position=message_position,
            call_position=call_position,
        )
        for name, args, response, has_response, message_position, call_position in calls.order_by(
            "message__position", "position"
        ).values_list("name", "args", "response", "has_response", "message__position", "position")
    ]


# --- Runs --------------------------------------------------------------------------------------


def eval_set_version(items: Iterable[EvalItem]) -> str:
    """A hash of what a replay reads from the items (ids, texts, gold, verdicts, patterns)."""
    return stats.config_hash(
        {
            "items": [
                {
                    "id": item.item_id,
                    "prefix": [
                        {"role": str(m.get("role")), "content": str(m.get("content"))}
                        for m in (item.prefix or [])
                    ],
                    "follow_up": item.follow_up,
                    "gold": [str(g) for g in item.gold or []],
                    "gold_rewrite": item.gold_rewrite or "",
                    "unanswerable": bool(item.unanswerable),
                    "pattern": item.pattern or "",
                }
                for item in items
            ]
        }
    )


def run_rows(run: Run) -> list[dict[str, Any]]:
    """One dict per stored result of ``run``, in item order: the ``--output`` line fields plus
    ``skipped``, ``extra`` and ``config_hash``."""
    rows = []
    for r in run.results.order_by("item_id").values(
        "item_key",
        "query",
        "ranked",
        "gold",
        "unanswerable",
        "pattern",
        "metrics",
        "skipped",
        "extra",
    ):
        rows.append(
            {
                "item_id": r["item_key"],
                "query": r["query"],
                "ranked": r["ranked"],
                "gold": r["gold"],
                "unanswerable": r["unanswerable"],
                "pattern": r["pattern"] or None,
                "metrics": r["metrics"],
                "skipped": r["skipped"],
                "extra": r["extra"],
                "config_hash": run.config_hash,
            }
        )
    return rows


def output_line(row: dict[str, Any]) -> dict[str, Any]:
    """The documented ``--output`` JSONL object for one row."""
    line = {
        "item_id": row["item_id"],
        "query": row["query"],
        "ranked": row["ranked"],
        "gold": row["gold"],
        "unanswerable": row["unanswerable"],
        "pattern": row["pattern"],
        "metrics": row["metrics"],
        "config_hash": row["config_hash"],
    }
    if row["skipped"]:
        line["skipped"] = row["skipped"]
    if row["extra"]:
        line["extra"] = row["extra"]
    return line


def _sibling(run: Run, arm: str) -> Run | None:
    """The latest finished run of ``arm`` on the same eval set with the same k and model."""
    return (
        Run.objects.filter(
            eval_set_id=run.eval_set_id,
            arm=arm,
            k=run.k,
            model_id=run.model_id,
            status=Run.Status.DONE,
        )
        .exclude(pk=run.pk)
        .order_by("-pk")
        .first()
    )


def _paired(a: Run, b: Run, metric: str, resamples: int) -> dict[str, Any] | None:
    """``b - a`` over shared items, or None when they share none."""
    values_a = values_by_item(run_rows(a), metric)
    values_b = values_by_item(run_rows(b), metric)
    if not set(values_a) & set(values_b):
        return None
    clusters = comparisons.run_conversations(a, b)
    result = comparisons.paired(values_a, values_b, clusters, resamples=resamples)
    return {
        **result,
        "run_a": a.pk,
        "run_b": b.pk,
        "arm_a": a.arm,
        "arm_b": b.arm,
        "hash_a": a.short_hash,
        "hash_b": b.short_hash,
        "metric": metric,
        "caveats": paired_caveats(a, b, result),
    }


def run_report(
    run: Run, *, metric: str = DEFAULT_METRIC, resamples: int = PAGE_RESAMPLES
) -> dict[str, Any]:
    """Everything the run page and ``replay --json`` show.

    ``summary`` (see :func:`replay.report.run_summary`), ``config`` and its hash, the
    ceiling check (the latest gold_rewrite run of the set minus this run, on ``metric``) and, for
    a frozen run, frozen minus live (the latest recorded_rewrite run: same queries, today's index
    and corpus), which is attributed to index and corpus drift. When both are shown, each also
    carries ``p_holm``, ``p_bh`` and ``corrected_for`` (2).
    """
    names = metric_names(run.k)
    report: dict[str, Any] = {
        "run": run.pk,
        "eval_set": run.eval_set.name,
        "arm": run.arm,
        "status": run.status,
        "config": run.config,
        "config_hash": run.config_hash,
        "short_hash": run.short_hash,
        "metric_names": names,
        "summary": run_summary(run_rows(run), names),
        "ceiling": None,
        "drift": None,
    }
    if run.arm == "system":
        report["system"] = system_report(run)
    if run.status != Run.Status.DONE or metric not in names:
        return report
    if run.arm != "gold_rewrite":
        gold = _sibling(run, "gold_rewrite")
        if gold is not None:
            report["ceiling"] = _paired(run, gold, metric, resamples)
    if run.arm == "frozen":
        live = _sibling(run, "recorded_rewrite")
        if live is not None:
            report["drift"] = _paired(live, run, metric, resamples)
    checks = [name for name in ("ceiling", "drift") if report[name] is not None]
    if len(checks) > 1:
        # The page shows both checks at once, so their p-values are corrected together.
        adjusted = significance.with_adjusted([report[name] for name in checks])
        report.update(zip(checks, adjusted, strict=True))
    return report


def runs_compare(
    run_a: Run,
    run_b: Run,
    *,
    metric: str = DEFAULT_METRIC,
    resamples: int = stats.DEFAULT_RESAMPLES,
    seed: int = 0,
    use_intersection: bool = False,
) -> dict[str, Any]:
    """Paired bootstrap of ``run_b - run_a`` on ``metric`` over their scored items.

    Raises ``CurationError`` when the runs were scored on different items (saying how many each
    has alone and how many they share) unless ``use_intersection``; the result then says how
    many items were compared.
    """
    values_a, values_b = _metric_values(run_a, metric), _metric_values(run_b, metric)
    shared = len(set(values_a) & set(values_b))
    if not use_intersection and set(values_a) != set(values_b):
        raise CurationError(
            f"runs {run_a.pk} and {run_b.pk} were scored on different items: "
            f"{len(set(values_a) - set(values_b))} only in run {run_a.pk}, "
            f"{len(set(values_b) - set(values_a))} only in run {run_b.pk}, {shared} shared. "
            f"Use the intersection (--intersection) to compare the {shared} shared items."
        )
    if not shared:
        raise CurationError(f"runs {run_a.pk} and {run_b.pk} share no scored items")
    clusters = comparisons.run_conversations(run_a, run_b)
    result = comparisons.paired(values_a, values_b, clusters, resamples=resamples, seed=seed)
    return {
        **result,
        "metric": metric,
        "run_a": run_a.pk,
        "run_b": run_b.pk,
        "arm_a": run_a.arm,
        "arm_b": run_b.arm,
        "hash_a": run_a.config_hash,
        "hash_b": run_b.config_hash,
        "mean_a": sum(values_a[i] for i in set(values_a) & set(values_b)) / shared,
        "mean_b": sum(values_b[i] for i in set(values_a) & set(values_b)) / shared,
        "caveats": paired_caveats(run_a, run_b, result),
    }


def _metric_values(run: Run, metric: str) -> dict[str, float]:
    if metric in SYSTEM_METRICS and run.arm == "system":
        if run.status != Run.Status.DONE:
            raise CurationError(f"run {run.pk} is {run.status}, not done: compare finished runs")
        return system_values(run, metric)
    if metric not in metric_names(run.k):
        raise CurationError(
            f"metric {metric!r} is not reported by run {run.pk} (k={run.k}); it has "
            f"{', '.join(metric_names(run.k))}"
        )
    if run.status != Run.Status.DONE:
        raise CurationError(f"run {run.pk} is {run.status}, not done: compare finished runs")
    return values_by_item(run_rows(run), metric)


def runs_ladder(
    runs: Sequence[Run],
    *,
    metric: str = DEFAULT_METRIC,
    resamples: int = stats.DEFAULT_RESAMPLES,
    seed: int = 0,
) -> dict[str, Any]:
    """Consecutive gaps between ``runs`` (in order) on their common scored items; the gaps add
    up exactly to the total. Each run is named ``#<pk> <arm>``."""
    if len(runs) < 2:
        raise CurationError("a ladder needs at least two runs")
    values = [_metric_values(run, metric) for run in runs]
    try:
        ladder = stats.ladder(
            [(run.label, v) for run, v in zip(runs, values, strict=True)], resamples, seed
        )
    except ValueError as exc:
        raise CurationError(str(exc)) from exc
    result = ladder.as_dict()
    result["metric"] = metric
    result["hashes"] = {run.label: run.short_hash for run in runs}
    result["caveats"] = caveats(runs, left_out=result.get("dropped"))
    return comparisons.ladder_tests(result, runs, values, resamples=resamples, seed=seed)


def recent_runs(limit: int = 50) -> list[Run]:
    return list(Run.objects.select_related("eval_set", "job").order_by("-pk")[:limit])


def run_items_page(run: Run, limit: int = 100) -> list[RunItem]:
    return list(run.results.order_by("item_id")[:limit])
