"""Judged coverage: how much of what a run retrieved anyone has judged.

Plain Python over plain rows (``item_id``, ``ranked`` as :func:`replay.selectors.run_rows` gives
them) and ``{item_id: judged chunk ids}`` (an item's gold chunks plus every chunk an annotator
has judged relevant or not for it).

- ``judged@k`` of an item: the share of its top ``min(k, len(ranked))`` chunks that carry a
  judgment; an item that retrieved nothing has none and is left out.
- A metric over unjudged chunks counts them as not relevant, so when a run's mean judged@k is
  below :data:`LOW_COVERAGE` its score is reported as a lower bound: judging the unjudged top-k
  chunks can only raise it (or leave it).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

from replay.stats import mean_interval

# Below this mean judged@k a run's score is flagged as a lower bound. Pooling studies (Buckley &
# Voorhees; Sakai's condensed lists) find rankings unstable once about a fifth of the top of a
# run is unjudged.
LOW_COVERAGE = 0.8


def judged_at_k(ranked: Sequence[str], judged: Collection[str], k: int) -> float | None:
    """Share of ``ranked[:k]`` in ``judged``; ``None`` for an empty ranking."""
    if k < 1:
        raise ValueError(f"judged_at_k: k must be a positive integer, got {k!r}")
    top = list(ranked[:k])
    if not top:
        return None
    judged_set = set(judged)
    return sum(1 for chunk_id in top if chunk_id in judged_set) / len(top)


def unjudged_top_k(
    rows: Iterable[Mapping[str, Any]], judged: Mapping[str, Collection[str]], k: int
) -> list[tuple[str, str]]:
    """``(item_id, chunk_id)`` of every top-``k`` chunk of ``rows`` nobody has judged, in rank
    order per item (rows with ``metrics`` None, i.e. unscored, are left out)."""
    out = []
    for row in rows:
        if row.get("metrics") is None:
            continue
        item_id = str(row["item_id"])
        seen = set(judged.get(item_id, ()))
        out += [(item_id, chunk_id) for chunk_id in row["ranked"][:k] if chunk_id not in seen]
    return out


def coverage_summary(
    rows: Sequence[Mapping[str, Any]],
    judged: Mapping[str, Collection[str]],
    k: int,
    *,
    low: float = LOW_COVERAGE,
) -> dict[str, Any]:
    """Judged coverage of a run's scored rows at ``k``.

    Returns ``judged_at_k`` (mean with its interval, or None when nothing was retrieved),
    ``unjudged`` (top-k (item, chunk) pairs without a judgment), ``unjudged_chunks`` (distinct
    chunk ids among them), ``items`` (items with a ranking), ``lower_bound`` (mean judged@k below
    ``low``) and ``note`` (a sentence for pages and commands).
    """
    values = []
    for row in rows:
        if row.get("metrics") is None:
            continue
        value = judged_at_k(row["ranked"], judged.get(str(row["item_id"]), ()), k)
        if value is not None:
            values.append(value)
    missing = unjudged_top_k(rows, judged, k)
    estimate = mean_interval(values, bounds=(0.0, 1.0)).as_dict() if values else None
    lower_bound = estimate is not None and estimate["mean"] < low
    if estimate is None:
        note = "nothing retrieved: no judged coverage"
    elif lower_bound:
        note = (
            f"judged@{k} is {estimate['mean']:.2f} (below {low:.2f}): unjudged chunks count as "
            "not relevant, so every score of this run is a lower bound"
        )
    else:
        note = f"judged@{k} is {estimate['mean']:.2f}"
    return {
        "k": k,
        "judged_at_k": estimate,
        "items": len(values),
        "unjudged": len(missing),
        "unjudged_chunks": len({chunk_id for _item, chunk_id in missing}),
        "lower_bound": lower_bound,
        "threshold": low,
        "note": note,
    }
