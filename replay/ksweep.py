"""A k sweep in one run: recall@k, both context-precision forms and the context tokens per query
at every k of the sweep, from one ranking of the largest k, so "cut k" and "rank better" read on
one page.

Per item (:func:`item_sweep`, stored in ``RunItem.extra["sweep"]``) and per run
(:func:`sweep_report`: mean, se and 95% interval at each k; tokens are counted for every
answered item, the precision metrics on the judged ones). Tokens are counted with the embedder's
tokenizer, or ``ASSAY_CONTEXT_TOKENIZER`` (a Hugging Face tokenizer folder) when set.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from django.conf import settings

from core.charts.lines import Point, line_chart_svg
from curation.search.indexes import get_model
from replay import stats
from replay.metrics import context_precision, context_precision_rank_weighted, recall_at_k

SWEEP_METRICS = ("recall", "context_precision", "context_precision_rw")


def _tokenizer(index):
    def build():
        path = getattr(settings, "ASSAY_CONTEXT_TOKENIZER", "") or ""
        if path:
            from transformers import AutoTokenizer

            return path, AutoTokenizer.from_pretrained(path, local_files_only=True)
        return "embedder", get_model().model.tokenizer

    return index._part(("tokenizer",), build)


def token_counts(index, ranked: Sequence[str]) -> list[int]:
    """Tokens of each ranked chunk's text (cached per chunk index)."""
    _name, tokenizer = _tokenizer(index)
    cache = index._part(("token_counts",), dict)
    missing = [cid for cid in ranked if cid not in cache]
    if missing:
        texts = [index.chunks.texts[index.row_of[cid]] for cid in missing]
        lengths = tokenizer(texts, add_special_tokens=False, verbose=False)["input_ids"]
        cache.update({cid: len(ids) for cid, ids in zip(missing, lengths, strict=True)})
    return [cache[cid] for cid in ranked]


def item_sweep(
    labels: Sequence[str],
    deduped: Sequence[str],
    gold: Sequence[str],
    ks: Sequence[int],
    tokens: Sequence[int],
) -> dict[str, dict[str, float]]:
    """``{str(k): {recall, context_precision, context_precision_rw, tokens}}``; the precision
    metrics only when ``gold`` is non-empty (tokens always)."""
    out = {}
    for k in ks:
        row: dict[str, float] = {"tokens": float(sum(tokens[:k]))}
        if gold:
            row["recall"] = recall_at_k(deduped, gold, k)
            row["context_precision"] = context_precision(labels, gold, k)
            row["context_precision_rw"] = context_precision_rank_weighted(labels, gold, k)
        out[str(k)] = row
    return out


def sweep_report(rows: Iterable[Mapping[str, Any]], ks: Sequence[int]) -> dict[str, Any]:
    """Per k: each sweep metric's estimate (mean, se, 95% interval) over the run's items."""
    rows = [r for r in rows if (r.get("extra") or {}).get("sweep")]
    by_k: dict[str, dict[str, Any]] = {}
    for k in ks:
        cell: dict[str, Any] = {}
        for name in (*SWEEP_METRICS, "tokens"):
            values = [
                r["extra"]["sweep"][str(k)][name]
                for r in rows
                if name in r["extra"]["sweep"].get(str(k), {})
            ]
            if values:
                bounds = None if name == "tokens" else (0.0, 1.0)
                cell[name] = stats.mean_interval(values, bounds=bounds).as_dict()
        by_k[str(k)] = cell
    return {"ks": list(ks), "by_k": by_k, "n_items": len(rows)}


def sweep_svgs(report: Mapping[str, Any]) -> tuple[str, str]:
    """Two plots: the three metrics against k, and context tokens per query against k."""
    ks = report["ks"]

    def points(name):
        return [
            Point(k, c["mean"], c["ci_low"], c["ci_high"])
            for k in ks
            if (c := report["by_k"][str(k)].get(name))
        ]

    metrics = line_chart_svg(
        [(name, points(name)) for name in SWEEP_METRICS],
        title="recall and context precision by k, mean and 95% interval",
    )
    top = max((p.high or p.mean for p in points("tokens")), default=1.0) or 1.0
    tokens = line_chart_svg(
        [("tokens per query", points("tokens"))], title="context tokens per query by k", y_max=top
    )
    return metrics, tokens
