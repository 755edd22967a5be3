"""Per-item retrieval metrics for replayed eval items.

Everything here works on plain data: a ranking (chunk ids, best first, as retrieval returned
them) and a gold set (the chunk ids an annotator marked as answering the follow-up). Gains are
binary: a chunk is relevant when it is in the gold set.

Definitions (ranks are 1-based):

- ``gold_ranks``: for each gold chunk, its rank in the ranking, or ``None`` when not retrieved.
- ``hit@k``: 1.0 when at least one gold chunk is in the top k, else 0.0.
- ``recall@k``: gold chunks in the top k divided by the number of gold chunks.
- ``mrr``: reciprocal rank of the first relevant chunk anywhere in the ranking, 0.0 if none
  (per item this is the reciprocal rank; its mean over items is the MRR).
- ``ndcg@10``: DCG over the first 10 ranks with gain 1 for relevant chunks and discount
  ``1 / log2(rank + 1)``, divided by the ideal DCG of ``min(|gold|, 10)`` relevant chunks at the
  top. This matches trec_eval's ``ndcg_cut.10`` with binary judgments.
- ``context_precision@k`` (plain): relevant chunks in the top-k context divided by the length of
  that context (which is shorter than k when retrieval returned fewer); 0.0 for an empty context.
- ``context_precision_rw@k`` (rank-weighted): the mean of precision@i over the ranks i (within
  the top k) that hold a relevant chunk; 0.0 when the context holds no relevant chunk.

Items without gold (unanswerable items) have no defined recall or nDCG; callers exclude them
from the means and report them as a rate, so :func:`item_metrics` refuses an empty gold set.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Hashable, Sequence
from typing import Any

NDCG_CUTOFF = 10

ChunkId = Hashable


def _check_ranking(ranked: Sequence[ChunkId]) -> None:
    seen: set[ChunkId] = set()
    for position, chunk_id in enumerate(ranked, start=1):
        if chunk_id in seen:
            raise ValueError(
                f"ranking lists chunk {chunk_id!r} twice (again at rank {position}); "
                "a ranking must name each chunk once"
            )
        seen.add(chunk_id)


def _check_k(k: int) -> None:
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise ValueError(f"k must be a positive integer, got {k!r}")


def _gold_set(gold: Collection[ChunkId]) -> frozenset[ChunkId]:
    gold_set = frozenset(gold)
    if not gold_set:
        raise ValueError(
            "gold set is empty: retrieval metrics are undefined for an item without gold "
            "chunks (exclude unanswerable items and report them as a rate)"
        )
    return gold_set


def gold_ranks(ranked: Sequence[ChunkId], gold: Collection[ChunkId]) -> dict[ChunkId, int | None]:
    """Return the 1-based rank of each gold chunk in ``ranked``, or ``None`` if not retrieved.

    Keys follow the order of ``gold`` as given (deduplicated).
    """
    _check_ranking(ranked)
    position = {chunk_id: rank for rank, chunk_id in enumerate(ranked, start=1)}
    return {chunk_id: position.get(chunk_id) for chunk_id in dict.fromkeys(gold)}


def hit_at_k(ranked: Sequence[ChunkId], gold: Collection[ChunkId], k: int) -> float:
    """1.0 when any gold chunk is among the first ``k`` of ``ranked``, else 0.0."""
    _check_k(k)
    gold_set = _gold_set(gold)
    return 1.0 if any(chunk_id in gold_set for chunk_id in ranked[:k]) else 0.0


def recall_at_k(ranked: Sequence[ChunkId], gold: Collection[ChunkId], k: int) -> float:
    """Share of the gold chunks found among the first ``k`` of ``ranked``."""
    _check_k(k)
    gold_set = _gold_set(gold)
    found = sum(1 for chunk_id in ranked[:k] if chunk_id in gold_set)
    return found / len(gold_set)


def reciprocal_rank(ranked: Sequence[ChunkId], gold: Collection[ChunkId]) -> float:
    """1 / rank of the first gold chunk in the whole ranking; 0.0 when none was retrieved."""
    gold_set = _gold_set(gold)
    for rank, chunk_id in enumerate(ranked, start=1):
        if chunk_id in gold_set:
            return 1.0 / rank
    return 0.0


def ndcg_at(
    ranked: Sequence[ChunkId], gold: Collection[ChunkId], cutoff: int = NDCG_CUTOFF
) -> float:
    """Binary-gain nDCG over the first ``cutoff`` ranks (ideal DCG from ``min(|gold|, cutoff)``)."""
    _check_k(cutoff)
    gold_set = _gold_set(gold)
    dcg = sum(
        1.0 / math.log2(rank + 1)
        for rank, chunk_id in enumerate(ranked[:cutoff], start=1)
        if chunk_id in gold_set
    )
    ideal = sum(1.0 / math.log2(rank + 1) for rank in range(1, min(len(gold_set), cutoff) + 1))
    return dcg / ideal


def context_precision(ranked: Sequence[ChunkId], gold: Collection[ChunkId], k: int) -> float:
    """Plain context precision: relevant chunks in the top-k context / length of that context.

    The context is ``ranked[:k]``; when retrieval returned fewer than ``k`` chunks the
    denominator is what was returned. An empty context scores 0.0.
    """
    _check_k(k)
    gold_set = _gold_set(gold)
    context = ranked[:k]
    if not context:
        return 0.0
    return sum(1 for chunk_id in context if chunk_id in gold_set) / len(context)


def context_precision_rank_weighted(
    ranked: Sequence[ChunkId], gold: Collection[ChunkId], k: int
) -> float:
    """Rank-weighted context precision: mean of precision@i over relevant ranks i <= k.

    For a context ``[r, n, r]`` (relevant, not, relevant) this is ``(1/1 + 2/3) / 2``. It is 0.0
    when the context holds no relevant chunk. Unlike average precision it divides by the number
    of relevant chunks retrieved, not by the size of the gold set.
    """
    _check_k(k)
    gold_set = _gold_set(gold)
    relevant_so_far = 0
    precisions: list[float] = []
    for rank, chunk_id in enumerate(ranked[:k], start=1):
        if chunk_id in gold_set:
            relevant_so_far += 1
            precisions.append(relevant_so_far / rank)
    if not precisions:
        return 0.0
    return sum(precisions) / len(precisions)


def metric_names(k: int) -> list[str]:
    """The keys :func:`item_metrics` returns for a given ``k`` (excluding ``gold_ranks``)."""
    _check_k(k)
    return [
        f"hit@{k}",
        f"recall@{k}",
        "mrr",
        f"ndcg@{NDCG_CUTOFF}",
        f"context_precision@{k}",
        f"context_precision_rw@{k}",
    ]


def item_metrics(
    ranked: Sequence[ChunkId], gold: Collection[ChunkId], k: int = 10
) -> dict[str, Any]:
    """Every per-item metric for one replayed item.

    ``ranked`` is the retrieval result, best first (normally exactly ``k`` chunk ids; a longer
    ranking is cut at ``k`` for the @k metrics and at 10 for nDCG, while ``mrr`` and
    ``gold_ranks`` use all of it). ``gold`` must be non-empty.

    Returns a JSON-serializable dict with keys ``gold_ranks`` (a dict chunk id -> rank or None;
    keys are converted with ``str`` only by the caller if needed) and the floats named by
    :func:`metric_names`.
    """
    _check_k(k)
    _check_ranking(ranked)
    gold_list = list(dict.fromkeys(gold))
    _gold_set(gold_list)
    names = metric_names(k)
    values = [
        hit_at_k(ranked, gold_list, k),
        recall_at_k(ranked, gold_list, k),
        reciprocal_rank(ranked, gold_list),
        ndcg_at(ranked, gold_list, NDCG_CUTOFF),
        context_precision(ranked, gold_list, k),
        context_precision_rank_weighted(ranked, gold_list, k),
    ]
    result: dict[str, Any] = {"gold_ranks": gold_ranks(ranked, gold_list)}
    result.update(zip(names, values, strict=True))
    return result
