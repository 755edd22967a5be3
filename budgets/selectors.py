"""Budget reads: minutes per case by slice, refresh plans, and replay scores per pattern.

The unit is one submitted annotation label: one annotator's active minutes on one case.
Adjudications are not counted (a lead's time, priced separately), and labels with no active time
recorded (no heartbeats, e.g. given through the API) are left out and counted as ``unrecorded``,
because zero minutes would pull every mean down. A refresh prices a case at the mean minutes per
label times the set's labels per case (2 when every item is double-labelled, 1 + the share
otherwise), because the total of a refresh is n x mean.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from budgets.sizing import (
    MinutesSummary,
    SlicedRefreshPlan,
    minutes_by_slice,
    minutes_summary,
    refresh_plan_slices,
)
from core.charts.intervals import Bar
from curation.models import EvalSet
from exports.selectors import version_for_run
from labelling.models import Label
from replay.models import Run
from replay.report import run_summary
from replay.selectors import DEFAULT_METRIC, run_rows
from staleness.models import StaleFlag
from staleness.selectors import stale_items_by_pattern

DIMENSIONS = ("set", "pattern", "ground_truth_kind", "annotator")
DIMENSION_TITLES = {
    "set": "Set",
    "pattern": "Pattern",
    "ground_truth_kind": "Ground-truth kind",
    "annotator": "Annotator",
}
# A slice with fewer labels than this is priced at its set's mean: a mean of three long-tailed
# values says little.
MIN_SLICE_N = 5
NO_PATTERN = "none"


@dataclass(frozen=True)
class MinutesRow:
    set_id: int
    set_name: str
    pattern: str
    ground_truth_kind: str
    annotator: str
    minutes: float


def minutes_rows(*, eval_set: EvalSet | None = None) -> tuple[list[MinutesRow], int]:
    """``(rows, unrecorded)``: one row per submitted annotation label with active minutes, and
    how many submitted labels had none recorded."""
    labels = Label.objects.filter(status=Label.Status.SUBMITTED, kind=Label.Kind.ANNOTATION)
    if eval_set is not None:
        labels = labels.filter(item__eval_set=eval_set)
    rows, unrecorded = [], 0
    for (
        set_id,
        set_name,
        set_kind,
        ref_type,
        pattern,
        unanswerable,
        truth,
        user,
        minutes,
    ) in labels.values_list(
        "item__eval_set_id",
        "item__eval_set__name",
        "item__eval_set__ground_truth_kind",
        "reference_type",
        "item__pattern",
        "unanswerable",
        "ground_truth",
        "labelled_by__username",
        "minutes",
    ).order_by("item__eval_set__name", "item__position", "id"):
        if not minutes:
            unrecorded += 1
            continue
        kind = "unanswerable" if unanswerable else ((truth or {}).get("kind") or set_kind)
        rows.append(
            MinutesRow(
                set_id, set_name, ref_type or pattern or NO_PATTERN, kind, user, float(minutes)
            )
        )
    return rows, unrecorded


def _key(row: MinutesRow, dimension: str) -> str:
    return {
        "set": row.set_name,
        "pattern": row.pattern,
        "ground_truth_kind": row.ground_truth_kind,
        "annotator": row.annotator,
    }[dimension]


def labels_per_case(eval_set: EvalSet) -> float:
    """Labels an item of the set needs on average: 2, or 1 plus the double-labelled share."""
    return 2.0 if eval_set.labels_per_item == 2 else 1.0 + float(eval_set.double_label_share or 0.0)


@dataclass
class MinutesReport:
    rows: list[MinutesRow]
    unrecorded: int
    by: dict[str, dict[str, MinutesSummary]]
    values: dict[str, dict[str, list[float]]]
    sets: list[dict] = field(default_factory=list)


def minutes_report(*, eval_set: EvalSet | None = None) -> MinutesReport:
    """Minutes per label summarized by set, pattern, ground-truth kind and annotator."""
    rows, unrecorded = minutes_rows(eval_set=eval_set)
    by = {d: minutes_by_slice((_key(r, d), r.minutes) for r in rows) for d in DIMENSIONS}
    values: dict[str, dict[str, list[float]]] = {d: defaultdict(list) for d in DIMENSIONS}
    for r in rows:
        for d in DIMENSIONS:
            values[d][_key(r, d)].append(r.minutes)
    sets_qs = (
        EvalSet.objects.filter(pk=eval_set.pk) if eval_set is not None else EvalSet.objects.all()
    )
    sets = [
        {
            "set": s,
            "assumed": s.assumed_minutes_per_case,
            "labels_per_case": labels_per_case(s),
            "minutes": by["set"].get(s.name, minutes_summary([])),
        }
        for s in sets_qs.order_by("name")
    ]
    return MinutesReport(
        rows=rows,
        unrecorded=unrecorded,
        by=by,
        values={d: dict(v) for d, v in values.items()},
        sets=sets,
    )


@dataclass
class PlannedRefresh:
    eval_set: EvalSet
    plan: SlicedRefreshPlan
    sources: dict[str, str]  # slice -> where its minutes came from
    unpriced: dict[str, int]  # slices with cases but no minutes at all (measured or assumed)


def refresh_for_set(
    *,
    eval_set: EvalSet,
    cases: dict[str, int],
    hours_per_day: float,
    report: MinutesReport | None = None,
) -> PlannedRefresh:
    """Price ``cases`` (per pattern slice) for ``eval_set`` from its measured minutes.

    Each slice uses its own mean when it has at least MIN_SLICE_N labels, else the set's mean,
    else the set's assumed minutes; slices with none of these are listed as unpriced. Raises
    ValueError (from ``budgets.sizing``) for a bad count or hours per day.
    """
    rows = report.rows if report is not None else minutes_rows(eval_set=eval_set)[0]
    mine = [r for r in rows if r.set_id == eval_set.pk]
    by_pattern = minutes_by_slice((r.pattern, r.minutes) for r in mine)
    overall = minutes_summary(r.minutes for r in mine)
    factor = labels_per_case(eval_set)
    assumed = eval_set.assumed_minutes_per_case
    slices, sources, unpriced, assumed_by = {}, {}, {}, {}
    for name, n in sorted(cases.items()):
        if not n:
            continue
        own = by_pattern.get(name)
        if own is not None and own.n >= MIN_SLICE_N:
            minutes, source = own.mean, f"measured: {own.n} labels of this pattern"
        elif overall.n:
            minutes = overall.mean
            source = (
                f"set mean ({own.n if own else 0} labels of this pattern, fewer than {MIN_SLICE_N})"
            )
        elif assumed is not None:
            minutes, source = assumed, "assumed (nothing measured yet)"
        else:
            unpriced[name] = n
            continue
        slices[name] = (int(n), minutes * factor)
        sources[name] = source + (f"; x{factor:g} labels per case" if factor != 1 else "")
        if assumed is not None:
            assumed_by[name] = assumed * factor
    plan = refresh_plan_slices(
        slices, hours_per_day=hours_per_day, assumed_minutes_per_case=assumed_by
    )
    return PlannedRefresh(eval_set=eval_set, plan=plan, sources=sources, unpriced=unpriced)


def stale_refresh(
    *, hours_per_day: float, eval_set: EvalSet | None = None, report: MinutesReport | None = None
) -> list[PlannedRefresh]:
    """The current stale queue (items with a live flag, per pattern) priced set by set."""
    sets = (
        EvalSet.objects.filter(stale_flags__status__in=StaleFlag.LIVE).distinct().order_by("name")
    )
    if eval_set is not None:
        sets = sets.filter(pk=eval_set.pk)
    report = report or minutes_report(eval_set=eval_set)
    return [
        refresh_for_set(
            eval_set=s,
            cases=stale_items_by_pattern(eval_set=s),
            hours_per_day=hours_per_day,
            report=report,
        )
        for s in sets
    ]


def replay_scores(*, eval_set: EvalSet, limit: int = 3) -> list[dict]:
    """Per-pattern means with 95% intervals of the latest finished replay run per arm (up to
    ``limit`` arms), on the replay report's default metric. Empty when no run has finished."""
    latest: dict[str, Run] = {}
    for run in Run.objects.filter(eval_set=eval_set, status=Run.Status.DONE).order_by("-id"):
        latest.setdefault(run.arm, run)
    out = []
    for arm, run in list(latest.items())[:limit]:
        summary = run_summary(run_rows(run), [DEFAULT_METRIC])
        metric = summary["metrics"].get(DEFAULT_METRIC)
        if not metric:
            continue
        bars = [
            Bar(label=group, mean=e["mean"], low=e["ci_low"], high=e["ci_high"], n=e["n"])
            for group, e in metric["by_group"].items()
        ]
        overall = metric["overall"]
        bars.append(
            Bar(
                label="all",
                mean=overall["mean"],
                low=overall["ci_low"],
                high=overall["ci_high"],
                n=overall["n"],
            )
        )
        version = version_for_run(run)
        out.append(
            {"run": run, "arm": arm, "metric": DEFAULT_METRIC, "bars": bars, "version": version}
        )
    return out
