"""Set sizing and refresh budgets: how many items a number needs, and what labelling costs.

Plain arithmetic over plain numbers, so leads can plan before labelling and price a refresh from
the minutes annotators really spent.

- Precision of a score: ``se = sqrt(p (1 - p) / n)``; the 95% interval is ``p +- 1.96 se``.
  At p = 0.6 and 300 items se is 2.8 points and the interval about 11 points wide.
- Items needed for a target half-width: ``n = ceil(z^2 p (1 - p) / h^2)`` (p = 0.5 is the worst
  case and the default).
- Stratum resolution: a stratum of ``m`` items in a set of ``n`` has an interval
  ``sqrt(n / m)`` times wider than the whole set's (60 of 400: about 2.6 times coarser).
- Online A/B: sessions per arm to detect a rate moving from p1 to p2 with a two-sided test at
  level alpha and the given power, by the standard two-proportion formula (no continuity
  correction): ``n = (z_{1-a/2} sqrt(2 pbar qbar) + z_{1-b} sqrt(p1 q1 + p2 q2))^2 / (p1 - p2)^2``.
- Refresh planner: cases x minutes per case -> hours and working days (8 hours a day unless
  told otherwise). 300 items at 4 minutes is 20 hours, 2.5 days; 147 cases at 7.4 minutes is
  about 18.1 hours where 5 minutes (12.25 hours) was assumed.
- Minutes per case summaries: n, median, mean and p90 (linear interpolation between order
  statistics, numpy's default), robust to the long tail of hard cases.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass
from statistics import NormalDist

import numpy as np

from replay.stats import z_two_sided

DEFAULT_CONFIDENCE = 0.95
DEFAULT_HOURS_PER_DAY = 8.0


def _check_rate(name: str, p: float, *, open_interval: bool = False) -> None:
    ok = 0.0 < p < 1.0 if open_interval else 0.0 <= p <= 1.0
    if not (isinstance(p, int | float) and not isinstance(p, bool) and ok):
        bounds = "strictly between 0 and 1" if open_interval else "between 0 and 1"
        raise ValueError(f"{name} must be a rate {bounds}, got {p!r}")


def _check_count(name: str, n: int) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"{name} must be a positive whole number, got {n!r}")


def standard_error(p: float, n: int) -> float:
    """``sqrt(p (1 - p) / n)``: standard error of a score ``p`` measured on ``n`` items."""
    _check_rate("p", p)
    _check_count("n", n)
    return math.sqrt(p * (1.0 - p) / n)


@dataclass(frozen=True)
class Precision:
    """What ``n`` items buy for a score ``p``: standard error and interval (rates, not points)."""

    p: float
    n: int
    se: float
    half_width: float
    width: float
    ci_low: float
    ci_high: float


def precision(p: float, n: int, *, confidence: float = DEFAULT_CONFIDENCE) -> Precision:
    """Standard error and normal-approximation interval for score ``p`` on ``n`` items.

    ``precision(0.6, 300)``: se 0.0283, half-width 0.0554, width 0.111 (about 11 points).
    """
    se = standard_error(p, n)
    half = z_two_sided(confidence) * se
    return Precision(
        p=p, n=n, se=se, half_width=half, width=2 * half, ci_low=p - half, ci_high=p + half
    )


def items_needed(
    half_width: float, *, p: float = 0.5, confidence: float = DEFAULT_CONFIDENCE
) -> int:
    """Fewest items whose interval half-width for score ``p`` is at most ``half_width``.

    ``half_width`` is a rate (0.05 for plus or minus 5 points). p = 0.5 is the worst case.
    """
    _check_rate("half_width", half_width, open_interval=True)
    _check_rate("p", p)
    z = z_two_sided(confidence)
    needed = z * z * p * (1.0 - p) / (half_width * half_width)
    # Guard against 384.00000000000006 becoming 385.
    return max(1, math.ceil(needed - 1e-9))


def stratum_resolution(stratum_n: int, set_n: int) -> float:
    """How many times wider a stratum's interval is than the whole set's: ``sqrt(set_n / stratum_n)``."""
    _check_count("stratum_n", stratum_n)
    _check_count("set_n", set_n)
    if stratum_n > set_n:
        raise ValueError(f"stratum of {stratum_n} items cannot be larger than its set of {set_n}")
    return math.sqrt(set_n / stratum_n)


def sessions_per_arm(p1: float, p2: float, *, alpha: float = 0.05, power: float = 0.8) -> int:
    """Sessions per arm for a two-sided two-proportion test to detect ``p1 -> p2``.

    Standard formula without continuity correction (see the module docstring); 10% -> 12% at
    alpha 0.05 and 80% power needs 3,841 sessions per arm.
    """
    _check_rate("p1", p1, open_interval=True)
    _check_rate("p2", p2, open_interval=True)
    _check_rate("alpha", alpha, open_interval=True)
    _check_rate("power", power, open_interval=True)
    if p1 == p2:
        raise ValueError("p1 and p2 are equal: no sample size detects a change of zero")
    z_alpha = NormalDist().inv_cdf(1.0 - alpha / 2.0)
    z_beta = NormalDist().inv_cdf(power)
    p_bar = (p1 + p2) / 2.0
    numerator = (
        z_alpha * math.sqrt(2.0 * p_bar * (1.0 - p_bar))
        + z_beta * math.sqrt(p1 * (1.0 - p1) + p2 * (1.0 - p2))
    ) ** 2
    return math.ceil(numerator / (p1 - p2) ** 2 - 1e-9)


@dataclass(frozen=True)
class RefreshPlan:
    """Labelling cost of ``cases`` at ``minutes_per_case``.

    ``assumed_hours`` / ``assumed_days`` price the same cases at the minutes assumed when the set
    was planned (``None`` when no assumption was given).
    """

    cases: int
    minutes_per_case: float
    total_minutes: float
    hours: float
    working_days: float
    hours_per_day: float
    assumed_minutes_per_case: float | None = None
    assumed_hours: float | None = None
    assumed_days: float | None = None


def _check_minutes(name: str, minutes: float) -> None:
    if (
        isinstance(minutes, bool)
        or not isinstance(minutes, int | float)
        or not (math.isfinite(minutes) and minutes >= 0)
    ):
        raise ValueError(f"{name} must be a non-negative number of minutes, got {minutes!r}")


def refresh_plan(
    cases: int,
    minutes_per_case: float,
    *,
    hours_per_day: float = DEFAULT_HOURS_PER_DAY,
    assumed_minutes_per_case: float | None = None,
) -> RefreshPlan:
    """Hours and working days to label ``cases`` at ``minutes_per_case``.

    ``refresh_plan(300, 4)``: 20 hours, 2.5 days of 8 hours.
    ``refresh_plan(147, 7.4, assumed_minutes_per_case=5)``: 18.13 hours against 12.25 assumed.
    """
    if isinstance(cases, bool) or not isinstance(cases, int) or cases < 0:
        raise ValueError(f"cases must be a whole number of cases (0 or more), got {cases!r}")
    _check_minutes("minutes_per_case", minutes_per_case)
    if not (isinstance(hours_per_day, int | float) and hours_per_day > 0):
        raise ValueError(f"hours_per_day must be positive, got {hours_per_day!r}")
    total = cases * minutes_per_case
    hours = total / 60.0
    assumed_hours = assumed_days = None
    if assumed_minutes_per_case is not None:
        _check_minutes("assumed_minutes_per_case", assumed_minutes_per_case)
        assumed_hours = cases * assumed_minutes_per_case / 60.0
        assumed_days = assumed_hours / hours_per_day
    return RefreshPlan(
        cases=cases,
        minutes_per_case=minutes_per_case,
        total_minutes=total,
        hours=hours,
        working_days=hours / hours_per_day,
        hours_per_day=hours_per_day,
        assumed_minutes_per_case=assumed_minutes_per_case,
        assumed_hours=assumed_hours,
        assumed_days=assumed_days,
    )


@dataclass(frozen=True)
class SlicedRefreshPlan:
    """A refresh priced slice by slice (pattern, set, ...) with totals."""

    slices: dict[Hashable, RefreshPlan]
    cases: int
    hours: float
    working_days: float
    assumed_hours: float | None


def refresh_plan_slices(
    slices: Mapping[Hashable, tuple[int, float]],
    *,
    hours_per_day: float = DEFAULT_HOURS_PER_DAY,
    assumed_minutes_per_case: Mapping[Hashable, float] | None = None,
) -> SlicedRefreshPlan:
    """Price a refresh per slice: ``{slice: (cases, measured minutes per case)}``.

    ``assumed_minutes_per_case`` maps slices to the minutes assumed at planning; the total
    assumed hours are given only when every slice has an assumption.
    """
    assumed = assumed_minutes_per_case or {}
    plans = {
        key: refresh_plan(
            cases,
            minutes,
            hours_per_day=hours_per_day,
            assumed_minutes_per_case=assumed.get(key),
        )
        for key, (cases, minutes) in slices.items()
    }
    hours = sum(plan.hours for plan in plans.values())
    assumed_hours = None
    if plans and all(plan.assumed_hours is not None for plan in plans.values()):
        assumed_hours = sum(plan.assumed_hours or 0.0 for plan in plans.values())
    return SlicedRefreshPlan(
        slices=plans,
        cases=sum(plan.cases for plan in plans.values()),
        hours=hours,
        working_days=hours / hours_per_day,
        assumed_hours=assumed_hours,
    )


@dataclass(frozen=True)
class MinutesSummary:
    """Minutes per case: count, median, mean and 90th percentile (``None`` when n is 0)."""

    n: int
    median: float | None
    mean: float | None
    p90: float | None


def minutes_summary(minutes: Iterable[float]) -> MinutesSummary:
    """Robust summary of minutes per case; refuses negative or non-finite values by position."""
    values = list(minutes)
    for position, value in enumerate(values):
        _check_minutes(f"minutes at position {position}", value)
    if not values:
        return MinutesSummary(n=0, median=None, mean=None, p90=None)
    array = np.asarray(values, dtype=np.float64)
    return MinutesSummary(
        n=len(values),
        median=float(np.median(array)),
        mean=float(array.mean()),
        p90=float(np.percentile(array, 90)),
    )


def minutes_by_slice(rows: Iterable[tuple[Hashable, float]]) -> dict[Hashable, MinutesSummary]:
    """:func:`minutes_summary` per slice from ``(slice, minutes)`` rows, slices sorted as text."""
    grouped: dict[Hashable, list[float]] = {}
    for key, minutes in rows:
        grouped.setdefault(key, []).append(minutes)
    return {key: minutes_summary(grouped[key]) for key in sorted(grouped, key=lambda k: str(k))}
