"""Executing a run's retrieval arm: rank a batch of queries and score them (spans when the run's
chunking is not the labelled one). Called by ``replay.services.run_execute_batch`` for runs whose
config has a ``retrieval`` block; the default dense run keeps its own path."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from curation.errors import CurationError
from curation.search.ann import ann_recall, ann_top_k
from curation.search.bm25 import Bm25Config, bm25_top_k
from curation.search.chunk_indexes import ChunkIndex, chunk_index
from curation.search.chunkings import span_labels
from curation.search.embedding import EmbeddingModel
from curation.search.fusion import rrf, weighted
from curation.search.indexes import embed_texts, get_model
from curation.search.rerank import RerankError, rerank
from curation.search.vectors import top_k
from replay import ksweep
from replay.arms import ArmQuery
from replay.metrics import context_precision, context_precision_rank_weighted, item_metrics
from replay.models import Run, RunItem
from replay.retrievers import chunking_spec


def _bm25_config(config: dict[str, Any]) -> Bm25Config:
    bm = config["bm25"]
    stemmer = "none" if bm["stemmer"] == "none" else bm["stemmer"].rsplit(" ", 1)[-1]
    return Bm25Config(stemmer=stemmer, stopwords=bm["stopwords"], k1=bm["k1"], b=bm["b"])


def _dense(index: ChunkIndex, config, model, queries, depth, k):
    """Dense rows and scores at ``depth`` (exhaustive or ANN), and per-query ANN recall@k."""
    kind = "late" if config["retriever"] == "late_chunking" else "flat"
    matrix = index.late(model) if kind == "late" else index.flat(model)
    vectors = embed_texts(queries, model=model)
    exact, exact_scores = top_k(vectors, matrix, depth)
    if config["index"]["kind"] == "exhaustive":
        return exact, exact_scores, None
    approx, approx_scores = ann_top_k(index.ann(kind, model, config["index"]), vectors, depth)
    keep = min(k, exact.shape[1])
    return approx, approx_scores, ann_recall(approx[:, :keep], exact[:, :keep])


def rank_queries(
    run: Run, queries: Sequence[str], model: EmbeddingModel | None
) -> tuple[ChunkIndex, list[list[str]], list[dict[str, Any]]]:
    """Rankings (``k`` chunk ids each, best first) for ``queries`` under the run's retrieval
    config, and per-query extras (ANN recall, reranker errors)."""
    config = run.config["retrieval"]
    k, depth = run.k, max(run.k, config["pool"])
    index = chunk_index(spec=chunking_spec(config), expected_state=run.corpus_state)
    ids = index.chunks.ids
    extras: list[dict[str, Any]] = [{} for _ in queries]
    pools: list[list[str]] = []
    dense = bm = None
    if config["retriever"] != "bm25":
        model = model or get_model()
        d_idx, d_scores, recall = _dense(index, config, model, list(queries), depth, k)
        dense = [
            [(ids[j], float(s)) for j, s in zip(r, sc, strict=True) if j >= 0]
            for r, sc in zip(d_idx, d_scores, strict=True)
        ]
        if recall is not None:
            for extra, value in zip(extras, recall, strict=True):
                extra["ann_recall"] = float(value)
    if config["retriever"] in ("bm25", "hybrid"):
        b_idx, b_scores = bm25_top_k(index.bm25(_bm25_config(config)), list(queries), depth)
        bm = [
            [(ids[j], float(s)) for j, s in zip(r, sc, strict=True)]
            for r, sc in zip(b_idx, b_scores, strict=True)
        ]
    for i in range(len(queries)):
        if config["retriever"] == "hybrid":
            fusion = config["fusion"]
            if fusion["method"] == "rrf":
                fused = rrf([[c for c, _s in dense[i]], [c for c, _s in bm[i]]], c=fusion["rrf_k"])
            else:
                fused = weighted([dense[i], bm[i]], fusion["weights"])
            pools.append(fused[:depth])
        else:
            pools.append([c for c, _s in (bm or dense)[i]])
    return index, _rerank_all(config, index, queries, pools, extras, k), extras


def _rerank_all(config, index: ChunkIndex, queries, pools, extras, k) -> list[list[str]]:
    spec = config.get("reranker")
    if not spec:
        return [pool[:k] for pool in pools]
    out = []
    for query, pool, extra in zip(queries, pools, extras, strict=True):
        try:
            texts = [(cid, index.chunks.texts[index.row_of[cid]]) for cid in pool]
            out.append(rerank(spec, query, texts)[:k])
        except RerankError as exc:
            extra["reranker_error"] = str(exc)[:300]
            out.append(None)
    return out


def span_ranking(index: ChunkIndex, ranked: Sequence[str], gold_spans, threshold: float):
    """``(labels, deduped, uncovered)``: each ranked chunk named by the gold chunk it covers (or
    itself); ``deduped`` names a gold chunk only at its first rank (later ones keep their own
    id), so hit/recall/MRR/nDCG count a gold span once while context precision counts every
    relevant chunk."""
    rows = [index.row_of[cid] for cid in ranked]
    relevant, uncovered = span_labels(
        index.chunks, gold_spans, threshold=threshold, by_version=index.by_version
    )
    labels = [relevant.get(row, cid) for row, cid in zip(rows, ranked, strict=True)]
    seen: set[str] = set()
    deduped = []
    for label, cid in zip(labels, ranked, strict=True):
        deduped.append(cid if label in seen and label != cid else label)
        seen.add(label)
    return labels, deduped, uncovered


def score_item(run: Run, index: ChunkIndex, item, case, ranked: list[str]):
    """Metrics (or None) and extras for one item's ranking under the run's chunking."""
    config = run.config["retrieval"]
    extra: dict[str, Any] = {}
    labels = deduped = list(ranked)
    if config.get("chunking", "ingested") != "ingested" and case.gold:
        labels, deduped, uncovered = span_ranking(
            index, ranked, item.gold_spans, config["span_threshold"]
        )
        extra["span_scored"] = True
        if uncovered:
            extra["uncovered_gold"] = uncovered
    metrics = None
    if case.gold and not case.unanswerable:
        metrics = item_metrics(deduped, case.gold, run.k)
        metrics[f"context_precision@{run.k}"] = context_precision(labels, case.gold, run.k)
        metrics[f"context_precision_rw@{run.k}"] = context_precision_rank_weighted(
            labels, case.gold, run.k
        )
    if config.get("k_sweep"):
        extra["sweep"] = ksweep.item_sweep(
            labels,
            deduped,
            case.gold if not case.unanswerable else [],
            config["k_sweep"],
            ksweep.token_counts(index, ranked),
        )
    return metrics, extra


def batch_results(
    run: Run, cases: list, outputs: list[ArmQuery], model: EmbeddingModel | None
) -> list[RunItem]:
    """The RunItems of one batch (same shape as the default path's)."""
    todo = [i for i, out in enumerate(outputs) if out.query is not None and not out.skipped]
    if any(out.ranking is not None for out in outputs):
        raise CurationError("retrieval arms do not apply to the frozen arm (it does not search)")
    rankings: dict[int, list[str] | None] = {}
    extras: dict[int, dict[str, Any]] = {}
    index = None
    if todo:
        index, ranked, per_query = rank_queries(run, [outputs[i].query for i in todo], model)
        rankings = dict(zip(todo, ranked, strict=True))
        extras = dict(zip(todo, per_query, strict=True))
    results = []
    for i, ((item, case), out) in enumerate(zip(cases, outputs, strict=True)):
        extra = {**out.extra, **extras.get(i, {})}
        skipped = out.skipped or ("reranker error" if i in rankings and rankings[i] is None else "")
        ranked = rankings.get(i) or []
        metrics = None
        if not skipped and index is not None:
            metrics, scored = score_item(run, index, item, case, ranked)
            extra.update(scored)
        results.append(
            RunItem(
                run=run,
                item=item,
                item_key=case.item_id,
                query=out.query or "",
                ranked=ranked,
                gold=list(case.gold),
                unanswerable=case.unanswerable,
                pattern=case.pattern,
                metrics=metrics,
                skipped=skipped[:300],
                extra=extra,
            )
        )
    return results


__all__ = ["batch_results", "rank_queries", "score_item", "span_ranking", "np"]
