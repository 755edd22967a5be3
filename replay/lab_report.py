"""What the retrieval arms add to a run's report: the arm in words, the k sweep, the recall an
ANN index costs, and how scoring on spans went. Shared by the command, the page and bench."""

from __future__ import annotations

from typing import Any

from curation.errors import CurationError
from replay import stats
from replay.ksweep import SWEEP_METRICS, sweep_report, sweep_svgs
from replay.models import Run
from replay.retrievers import RETRIEVERS, RetrievalError, describe, parse_k
from replay.selectors import run_rows


def add_retrieval_arguments(parser) -> None:
    """The ``replay`` command's retrieval flags."""
    parser.add_argument("--retriever", choices=RETRIEVERS, default=None)
    parser.add_argument("--pool", type=int, default=None, help="retrieve this many, then keep k")
    parser.add_argument(
        "--reranker", default=None, help="CrossEncoder folder, or an http(s) reranker URL"
    )
    parser.add_argument(
        "--chunking",
        default=None,
        help="ingested (default), UNIT:SIZE[:OVERLAP][:title] (e.g. tokens:60:10), or document",
    )
    parser.add_argument(
        "--index", default=None, help="exhaustive (default), hnsw or ivf; parameters as JSON"
    )
    parser.add_argument("--rrf-k", type=int, default=None, help="hybrid: the RRF constant")
    parser.add_argument("--fusion", choices=("rrf", "weighted"), default=None)
    parser.add_argument("--weights", default=None, help="hybrid weighted: dense,bm25")
    parser.add_argument("--span-threshold", type=float, default=None)


def _index(value: str | None):
    import json

    if not value or not value.lstrip().startswith("{"):
        return value
    try:
        return json.loads(value)
    except json.JSONDecodeError as exc:
        raise CurationError(f"index: not valid JSON ({exc.msg})") from None


def retrieval_options(opts: dict[str, Any]) -> tuple[int, list[int] | None, dict[str, Any]]:
    """``(k, k_sweep, retrieval params)`` from command options (or a form's cleaned data)."""
    try:
        k, sweep = parse_k(opts.get("k") or 10)
    except RetrievalError as exc:
        raise CurationError(str(exc)) from exc
    names = {
        "retriever": "retriever",
        "pool": "pool",
        "reranker": "reranker",
        "chunking": "chunking",
        "rrf_k": "rrf_k",
        "fusion": "fusion",
        "weights": "weights",
        "span_threshold": "span_threshold",
    }
    params = {key: opts[name] for name, key in names.items() if opts.get(name) not in (None, "")}
    if opts.get("index"):
        params["index"] = _index(opts["index"])
    return k, sweep, params


def ann_summary(rows: list[dict[str, Any]]) -> dict[str, Any] | None:
    values = [r["extra"]["ann_recall"] for r in rows if "ann_recall" in (r.get("extra") or {})]
    if not values:
        return None
    return stats.mean_interval(values, bounds=(0.0, 1.0)).as_dict()


def span_summary(run: Run, rows: list[dict[str, Any]]) -> dict[str, Any] | None:
    config = run.config.get("retrieval") or {}
    if config.get("chunking", "ingested") == "ingested":
        return None
    judged = [r for r in rows if r.get("gold") and not r.get("unanswerable")]
    uncovered = sum(len((r.get("extra") or {}).get("uncovered_gold", [])) for r in judged)
    return {
        "threshold": config["span_threshold"],
        "chunking_key": config["chunking"]["key"],
        "gold_spans": sum(len(r["gold"]) for r in judged),
        "uncovered": uncovered,
    }


def lab_report(run: Run) -> dict[str, Any] | None:
    """The retrieval block of a run's report, or None for a default run."""
    config = run.config.get("retrieval")
    if not config:
        return None
    rows = run_rows(run)
    out: dict[str, Any] = {
        "describe": describe(config),
        "ann_recall": ann_summary(rows),
        "spans": span_summary(run, rows),
    }
    if config.get("k_sweep"):
        out["sweep"] = sweep_report(rows, config["k_sweep"])
    return out


def lab_plots(block: dict[str, Any] | None) -> dict[str, str]:
    if not block or "sweep" not in block:
        return {}
    metrics, tokens = sweep_svgs(block["sweep"])
    return {"sweep_metrics": metrics, "sweep_tokens": tokens}


def retrieval_text(run: Run) -> list[str]:
    """Lines for the command's text report."""
    block = lab_report(run)
    if not block:
        return []
    lines = [f"retrieval: {block['describe']}"]
    if block["spans"]:
        s = block["spans"]
        lines.append(
            f"scored on source spans (chunking {s['chunking_key']} is not the labelled one): a "
            f"chunk is relevant when it covers >= {s['threshold']:.0%} of the shorter of it and a "
            f"gold span; {s['uncovered']} of {s['gold_spans']} gold spans no chunk covers"
        )
    if block["ann_recall"]:
        a = block["ann_recall"]
        lines.append(
            f"ANN recall@{run.k} against exhaustive on the same queries: {a['mean']:.3f} "
            f"[{a['ci_low'] if a['ci_low'] is not None else float('nan'):.3f}, "
            f"{a['ci_high'] if a['ci_high'] is not None else float('nan'):.3f}] (n={a['n']})"
        )
    if "sweep" in block:
        lines.append("k sweep: " + " | ".join(("k", *SWEEP_METRICS, "tokens")))
        for k in block["sweep"]["ks"]:
            cell = block["sweep"]["by_k"][str(k)]
            parts = [f"{cell[n]['mean']:.3f}" if n in cell else "-" for n in SWEEP_METRICS]
            tokens = cell.get("tokens", {}).get("mean")
            lines.append(
                f"  {k}: " + " | ".join(parts) + f" | {tokens:.0f}" if tokens is not None else ""
            )
    return lines
