"""Fusing rankings from several retrievers: reciprocal-rank fusion and a weighted score sum.

Plain Python over ranked lists of ids (best first). ``rrf`` scores an id ``sum(1 / (c + rank))``
over the lists it appears in (rank from 1, Cormack et al.; ``c`` = 60 by default, ranx's
default too). ``weighted`` min-max normalizes each list's scores to [0, 1] and sums them with
the given weights (an id missing from a list gets 0 there). Ties go to the id seen first in
the first list, then the second, so fusion is deterministic.
"""

from __future__ import annotations

from collections.abc import Sequence

FUSION_METHODS = ("rrf", "weighted")
DEFAULT_RRF_K = 60


def _order(scores: dict[str, float], first_seen: dict[str, int]) -> list[str]:
    return sorted(scores, key=lambda cid: (-scores[cid], first_seen[cid]))


def _first_seen(rankings: Sequence[Sequence[str]]) -> dict[str, int]:
    seen: dict[str, int] = {}
    for ranking in rankings:
        for cid in ranking:
            seen.setdefault(cid, len(seen))
    return seen


def rrf(rankings: Sequence[Sequence[str]], *, c: int = DEFAULT_RRF_K) -> list[str]:
    """Reciprocal-rank fusion of ``rankings``; returns every id that appears, best first."""
    if c < 0:
        raise ValueError(f"rrf: the constant must be 0 or more, got {c}")
    scores: dict[str, float] = {}
    for ranking in rankings:
        for rank, cid in enumerate(dict.fromkeys(ranking), start=1):
            scores[cid] = scores.get(cid, 0.0) + 1.0 / (c + rank)
    return _order(scores, _first_seen(rankings))


def weighted(scored: Sequence[Sequence[tuple[str, float]]], weights: Sequence[float]) -> list[str]:
    """Weighted sum of min-max normalized scores; ``scored[i]`` is list ``i`` as (id, score)."""
    if len(scored) != len(weights):
        raise ValueError(f"weighted: {len(scored)} rankings but {len(weights)} weights")
    total: dict[str, float] = {}
    for pairs, weight in zip(scored, weights, strict=True):
        if not pairs:
            continue
        values = [s for _cid, s in pairs]
        low, high = min(values), max(values)
        span = high - low
        for cid, score in pairs:
            norm = (score - low) / span if span > 0 else 1.0
            total[cid] = total.get(cid, 0.0) + weight * norm
        for cid, _s in pairs:
            total.setdefault(cid, 0.0)
    return _order(total, _first_seen([[cid for cid, _s in pairs] for pairs in scored]))
