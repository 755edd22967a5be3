"""Several comparisons shown at once, with their p-values corrected (Holm and BH) over all of them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from replay import significance
from replay.models import Run
from replay.selectors import runs_compare
from replay.stats import DEFAULT_RESAMPLES


def runs_compare_metrics(
    run_a: Run,
    run_b: Run,
    metrics: Sequence[str],
    *,
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = 0,
    use_intersection: bool = False,
) -> dict[str, Any]:
    """``run_b - run_a`` on several metrics at once: one comparison per metric (as
    :func:`replay.selectors.runs_compare` gives) with Holm and BH adjusted p-values over all of
    them; ``corrected_for`` says how many comparisons were corrected for."""
    results = [
        runs_compare(
            run_a,
            run_b,
            metric=metric,
            resamples=resamples,
            seed=seed,
            use_intersection=use_intersection,
        )
        for metric in metrics
    ]
    results = significance.with_adjusted(results)
    return {"comparisons": results, "corrected_for": len(results)}
