"""Frozen against live: the same set and system, dependencies frozen in one run and real in the
other. The paired difference per measure says how much of the score moved because the
dependencies moved (the frozen run is the control)."""

from __future__ import annotations

from typing import Any

from core.errors import AssayError
from replay import stats
from replay.models import Run
from replay.report import values_by_item
from replay.selectors import run_rows
from replay.system_selectors import system_values

COMPARE_RESAMPLES = 5_000
MEASURES = ("verdict", "should_score", "grounded", "ndcg@10", "hit@10")


def _values(run: Run, measure: str) -> dict[str, float]:
    if measure in ("verdict", "should_score", "grounded"):
        return system_values(run, measure)
    return values_by_item(run_rows(run), measure)


def system_compare(
    frozen: Run, live: Run, *, resamples: int = COMPARE_RESAMPLES, seed: int = 0
) -> dict[str, Any]:
    """Paired bootstrap of live minus frozen for each measure over the items both have.

    Refuses runs that are not finished system runs on the same eval set version. A measure
    without common items is reported with ``n`` 0.
    """
    for run in (frozen, live):
        if run.arm != "system" or run.status != Run.Status.DONE:
            raise AssayError(
                f"run {run.pk}: compare finished system runs ({run.arm}, {run.status})"
            )
    if frozen.eval_set_version != live.eval_set_version:
        raise AssayError(
            f"runs {frozen.pk} and {live.pk} replayed different versions of the set "
            f"({frozen.eval_set_version[:12]} and {live.eval_set_version[:12]})"
        )
    rows = []
    for measure in MEASURES:
        a, b = _values(frozen, measure), _values(live, measure)
        shared = set(a) & set(b)
        if not shared:
            rows.append({"measure": measure, "n": 0})
            continue
        result = stats.paired_bootstrap(a, b, resamples, seed, use_intersection=True)
        rows.append(
            {
                "measure": measure,
                **result.as_dict(),
                "mean_frozen": sum(a[i] for i in shared) / len(shared),
                "mean_live": sum(b[i] for i in shared) / len(shared),
            }
        )
    return {
        "frozen": frozen.pk,
        "live": live.pk,
        "modes": [frozen.arm_params.get("mode"), live.arm_params.get("mode")],
        "rows": rows,
    }
