"""Frozen against live: the same set and system, dependencies frozen in one run and real in the
other. The paired difference per measure says how much of the score moved because the
dependencies moved (the frozen run is the control).

Each measure's interval is conversation-aware (a cluster bootstrap when a conversation holds
several items, :mod:`replay.comparisons`) with its sign-flip p-value, and since the page shows
all measures at once, Holm and Benjamini-Hochberg adjusted p-values over the measures compared.
"""

from __future__ import annotations

from typing import Any

from core.errors import AssayError
from replay import significance
from replay.comparisons import bootstrap_note, paired, run_conversations
from replay.judging import run_coverage
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
    """Live minus frozen for each measure over the items both have: the difference, its
    conversation-aware interval, ``p_value`` and ``p_holm`` / ``p_bh`` over the measures with
    common items (``corrected_for`` of them); ``note`` says which bootstrap was used and
    ``coverage`` gives each run's judged coverage.

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
    clusters = run_conversations(frozen, live)
    tested, empty = [], []
    for measure in MEASURES:
        a, b = _values(frozen, measure), _values(live, measure)
        shared = set(a) & set(b)
        if not shared:
            empty.append({"measure": measure, "n": 0})
            continue
        result = paired(a, b, clusters, resamples=resamples, seed=seed)
        tested.append(
            {
                "measure": measure,
                **result,
                "mean_frozen": sum(a[i] for i in shared) / len(shared),
                "mean_live": sum(b[i] for i in shared) / len(shared),
            }
        )
    tested = significance.with_adjusted(tested)
    order = {m: i for i, m in enumerate(MEASURES)}
    rows = sorted(tested + empty, key=lambda r: order[r["measure"]])
    return {
        "frozen": frozen.pk,
        "live": live.pk,
        "modes": [frozen.arm_params.get("mode"), live.arm_params.get("mode")],
        "rows": rows,
        "corrected_for": len(tested),
        "note": bootstrap_note(tested[0]) if tested else "",
        "coverage": [run_coverage(frozen), run_coverage(live)],
    }
