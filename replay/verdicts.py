"""Verdicts over repeats: the majority, how much the repeats disagree, and the run's pass rate.

Plain Python over plain rows. A row is one item: ``item_id``, ``pattern``, ``verdicts`` (one
per repeat: True, False or None while ungraded), ``should_scores`` (one per repeat, None where
there is none), ``grounded`` and ``context_precision`` (or None), ``errors``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from replay.report import NO_PATTERN
from replay.stats import mean_interval, summarize


def majority(verdicts: Sequence[bool | None]) -> bool | None:
    """The majority verdict of the repeats, or None while any repeat is ungraded (or none
    exist). A tie (an even number of repeats) counts as a fail: a pass needs a strict majority."""
    if not verdicts or any(v is None for v in verdicts):
        return None
    passes = sum(1 for v in verdicts if v)
    return passes * 2 > len(verdicts)


def disagreement(verdicts: Sequence[bool | None]) -> float | None:
    """The share of repeats whose verdict differs from the majority (None while ungraded)."""
    verdict = majority(verdicts)
    if verdict is None:
        return None
    return sum(1 for v in verdicts if v != verdict) / len(verdicts)


def mean_or_none(values: Sequence[float | None]) -> float | None:
    kept = [v for v in values if v is not None]
    return sum(kept) / len(kept) if kept else None


def _block(values: Mapping[str, float], groups: Mapping[str, str], method: str) -> dict | None:
    if not values:
        return None
    return summarize(values, groups, method=method, bounds=(0.0, 1.0)).as_dict()


def verdict_summary(rows: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Pass rate of the majority verdicts (Wilson interval), mean should score (normal interval,
    clipped to [0, 1]), the share of items whose repeats disagree (Wilson), mean groundedness and
    context precision, overall and per pattern; items that failed loudly listed apart.

    Ungraded items are counted, not scored.
    """
    groups = {str(r["item_id"]): r.get("pattern") or NO_PATTERN for r in rows}
    passed: dict[str, float] = {}
    disagrees: dict[str, float] = {}
    should: dict[str, float] = {}
    grounded: dict[str, float] = {}
    precision: dict[str, float] = {}
    gradable = [r for r in rows if r.get("gradable", True)]
    for row in gradable:
        key = str(row["item_id"])
        verdict = majority(row["verdicts"])
        if verdict is not None:
            passed[key] = 1.0 if verdict else 0.0
            disagrees[key] = 1.0 if disagreement(row["verdicts"]) else 0.0
        for target, value in (
            (should, mean_or_none(row.get("should_scores") or [])),
            (grounded, row.get("grounded")),
            (precision, row.get("context_precision")),
        ):
            if value is not None:
                target[key] = float(value)
    loud = [{"item_id": r["item_id"], "errors": r["errors"]} for r in rows if r.get("errors")]
    return {
        "items": len(rows),
        "graded": len(passed),
        "ungraded": len(gradable) - len(passed),
        "no_ground_truth": len(rows) - len(gradable),
        "pass_rate": _block(passed, groups, "wilson"),
        "should_score": _block(should, groups, "normal"),
        "disagreement": _block(disagrees, groups, "wilson"),
        "grounded": _block(grounded, groups, "normal"),
        "context_precision": _block(precision, groups, "normal"),
        "failed_loudly": loud,
    }


def mean_estimate(values: Sequence[float], method: str = "normal") -> dict[str, Any] | None:
    return mean_interval(list(values), method=method).as_dict() if values else None
