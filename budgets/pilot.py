"""Sizing a set from its own pilot: two runs compared on the pilot items give the variance of
per-item differences (conversation-aware), and the set's measured minutes price the labelling.

The arithmetic is :func:`replay.significance.pilot_sizing`.
"""

from __future__ import annotations

from typing import Any

from budgets.selectors import labels_per_case, minutes_report
from replay.models import Run
from replay.selectors import DEFAULT_METRIC, runs_compare
from replay.significance import pilot_sizing
from replay.stats import DEFAULT_RESAMPLES


def minutes_per_case(run: Run) -> tuple[float | None, str]:
    """Minutes one case of the run's set costs, and where the figure came from: the measured
    mean minutes per label times the labels each case needs, else the minutes assumed when the
    set was planned, else ``None``."""
    eval_set = run.eval_set
    measured = minutes_report(eval_set=eval_set).by["set"].get(eval_set.name)
    per_case = labels_per_case(eval_set)
    if measured is not None and measured.mean is not None:
        return measured.mean * per_case, f"measured: {measured.n} labels, x{per_case:g} per case"
    if eval_set.assumed_minutes_per_case:
        return float(eval_set.assumed_minutes_per_case), "assumed when the set was planned"
    return None, "no minutes measured or assumed"


def sizing_from_pilot(
    *,
    run_a: Run,
    run_b: Run,
    metric: str = DEFAULT_METRIC,
    target_effect: float | None = None,
    minutes: float | None = None,
    alpha: float = 0.05,
    power: float = 0.8,
    resamples: int = DEFAULT_RESAMPLES,
) -> dict[str, Any]:
    """The pilot comparison (``run_b - run_a`` on ``metric``, their shared items) and what it
    implies: the minimum detectable effect at the pilot's size, the items a ``target_effect``
    needs at ``power``, and the labelling hours of the items to add (at ``minutes`` per case,
    default the set's measured minutes)."""
    compared = runs_compare(run_a, run_b, metric=metric, resamples=resamples, use_intersection=True)
    source = "given"
    if minutes is None:
        minutes, source = minutes_per_case(run_a)
    sizing = pilot_sizing(
        compared, target_effect=target_effect, minutes_per_case=minutes, alpha=alpha, power=power
    )
    return {"pilot": compared, "sizing": sizing.as_dict(), "minutes_source": source}
