"""Intervals, group summaries, paired bootstrap comparisons and config hashes for replay runs.

Inputs are plain data: per-item metric values as ``{item_id: value}`` dicts (one dict per run
and metric) and, for summaries, ``{item_id: group}`` (the follow-up pattern).

Conventions:

- Means come with the standard error ``s / sqrt(n)`` (sample standard deviation, ``ddof=1``)
  and a 95% normal-approximation interval ``mean +- 1.96 se``. That is the default for every
  metric. For 0/1 metrics (``hit@k``) the Wilson score interval is available with
  ``method="wilson"``; it stays inside [0, 1] and behaves at p near 0 or 1 and small n.
- Metrics bounded to [0, 1] (all of replay's) pass ``bounds=(0, 1)``: the normal interval is
  clipped to the bounds, and a group whose items all score the same (sample sd 0, so a
  zero-width normal interval that claims certainty from, say, three items) gets the Wilson
  interval at its mean instead, which still reflects how few items there are.
- Paired differences are ``b - a``: positive means run B scores higher than run A.
- Bootstrap intervals are percentile intervals over resampled item means, seeded, so the same
  inputs and seed always print the same interval.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import asdict, dataclass
from statistics import NormalDist
from typing import Any, Literal

import numpy as np

from core import hashing

ItemId = Hashable
Method = Literal["normal", "wilson"]

DEFAULT_CONFIDENCE = 0.95
DEFAULT_RESAMPLES = 10_000
# Resamples drawn per numpy block: an index block is RESAMPLE_BLOCK x n int64, so 1,000
# resamples over 1,000 items hold 8 MB at a time however many resamples are asked for.
RESAMPLE_BLOCK = 1_000
SHORT_HASH_LENGTH = 12


def z_two_sided(confidence: float) -> float:
    """The normal quantile of a two-sided interval at ``confidence`` (1.96 at 0.95)."""
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must lie strictly between 0 and 1, got {confidence!r}")
    return NormalDist().inv_cdf(0.5 + confidence / 2.0)


def _finite_array(values: Sequence[float] | np.ndarray, what: str) -> np.ndarray:
    array = np.asarray(values, dtype=np.float64)
    if array.ndim != 1:
        raise ValueError(f"{what}: expected a flat list of numbers, got shape {array.shape}")
    if not np.all(np.isfinite(array)):
        raise ValueError(f"{what}: values must be finite numbers (found NaN or infinity)")
    return array


@dataclass(frozen=True)
class Estimate:
    """A mean with its standard error and interval.

    ``se``, ``ci_low`` and ``ci_high`` are ``None`` when they are undefined (normal method with
    a single item).
    """

    n: int
    mean: float
    se: float | None
    ci_low: float | None
    ci_high: float | None
    method: str

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def mean_interval(
    values: Sequence[float] | np.ndarray,
    *,
    method: Method = "normal",
    confidence: float = DEFAULT_CONFIDENCE,
    bounds: tuple[float, float] | None = None,
) -> Estimate:
    """Mean of ``values`` with standard error and interval.

    ``method="normal"`` (default): se = sample sd / sqrt(n), interval mean +- z se; with one
    value se and the interval are ``None``. ``method="wilson"``: values must all be 0 or 1; se is
    the binomial ``sqrt(p(1-p)/n)`` and the interval is the Wilson score interval.
    ``bounds=(low, high)``: the values' possible range; the normal interval is clipped to it and,
    for (0, 1), widened to the Wilson interval at the mean when every value is the same.
    Raises ``ValueError`` on an empty list, non-finite values, values outside ``bounds``, or
    non-0/1 values for Wilson.
    """
    array = _finite_array(values, "mean_interval")
    n = int(array.size)
    if n == 0:
        raise ValueError("mean_interval: no values (n = 0); a mean needs at least one item")
    if bounds is not None and not np.all((array >= bounds[0]) & (array <= bounds[1])):
        raise ValueError(f"mean_interval: values must lie in {list(bounds)}")
    z = z_two_sided(confidence)
    mean = float(array.mean())
    if method == "normal":
        if n < 2:
            return Estimate(n=n, mean=mean, se=None, ci_low=None, ci_high=None, method=method)
        se = float(array.std(ddof=1) / math.sqrt(n))
        low, high = mean - z * se, mean + z * se
        if bounds is not None:
            if se == 0.0 and tuple(bounds) == (0.0, 1.0):
                low, high = _wilson(mean, n, z)
            low, high = max(bounds[0], low), min(bounds[1], high)
        return Estimate(n=n, mean=mean, se=se, ci_low=low, ci_high=high, method=method)
    if method == "wilson":
        if not np.all((array == 0.0) | (array == 1.0)):
            raise ValueError(
                "mean_interval: the Wilson interval is for 0/1 metrics (such as hit@k); "
                "found values other than 0 and 1"
            )
        low, high = wilson_interval(int(array.sum()), n, confidence=confidence)
        se = math.sqrt(mean * (1.0 - mean) / n)
        return Estimate(n=n, mean=mean, se=se, ci_low=low, ci_high=high, method=method)
    raise ValueError(f"mean_interval: unknown method {method!r} (use 'normal' or 'wilson')")


def wilson_interval(
    successes: int, n: int, *, confidence: float = DEFAULT_CONFIDENCE
) -> tuple[float, float]:
    """Wilson score interval for ``successes`` out of ``n`` trials."""
    if n <= 0:
        raise ValueError(f"wilson_interval: n must be positive, got {n}")
    if not 0 <= successes <= n:
        raise ValueError(f"wilson_interval: successes must lie in 0..{n}, got {successes}")
    return _wilson(successes / n, n, z_two_sided(confidence))


def _wilson(p: float, n: int, z: float) -> tuple[float, float]:
    denominator = 1.0 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Summary:
    """Overall estimate plus one estimate per group (groups sorted by name)."""

    overall: Estimate
    by_group: dict[str, Estimate]

    def as_dict(self) -> dict[str, Any]:
        return {
            "overall": self.overall.as_dict(),
            "by_group": {group: est.as_dict() for group, est in self.by_group.items()},
        }


def summarize(
    values: Mapping[ItemId, float],
    groups: Mapping[ItemId, str] | None = None,
    *,
    method: Method = "normal",
    confidence: float = DEFAULT_CONFIDENCE,
    bounds: tuple[float, float] | None = None,
) -> Summary:
    """Summarize per-item values overall and per group (for example per follow-up pattern).

    ``values`` maps item id -> metric value (unanswerable items already left out). ``groups``
    maps item id -> group name; every item in ``values`` must have a group when it is given.
    Each estimate carries n, mean, se and the interval (see :func:`mean_interval`).
    """
    if not values:
        raise ValueError("summarize: no items to summarize")
    kwargs = {"method": method, "confidence": confidence, "bounds": bounds}
    overall = mean_interval(list(values.values()), **kwargs)
    by_group: dict[str, list[float]] = {}
    if groups is not None:
        missing = [item for item in values if item not in groups]
        if missing:
            raise ValueError(
                f"summarize: {len(missing)} item(s) have no group, e.g. {missing[0]!r}"
            )
        for item, value in values.items():
            by_group.setdefault(str(groups[item]), []).append(value)
    return Summary(
        overall=overall,
        by_group={
            group: mean_interval(group_values, **kwargs)
            for group, group_values in sorted(by_group.items())
        },
    )


@dataclass(frozen=True)
class PairedComparison:
    """Paired bootstrap result for ``b - a`` over ``n`` common items.

    ``only_in_a`` / ``only_in_b`` count items that one run has and the other lacks (non-zero
    only when the intersection was asked for).
    """

    mean_diff: float
    ci_low: float
    ci_high: float
    n: int
    only_in_a: int
    only_in_b: int
    resamples: int
    seed: int
    confidence: float

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _sorted_items(items: set[ItemId]) -> list[ItemId]:
    # Sorting fixes the order of items so that a seed gives the same interval whatever order
    # the dicts were built in; str keeps mixed id types sortable.
    return sorted(items, key=lambda item: (str(type(item)), str(item)))


def _common_items(
    runs: Sequence[Mapping[ItemId, float]], names: Sequence[str], use_intersection: bool
) -> tuple[list[ItemId], list[int]]:
    common = set(runs[0])
    union = set(runs[0])
    for run in runs[1:]:
        common &= set(run)
        union |= set(run)
    dropped = [len(set(run) - common) for run in runs]
    if common != union and not use_intersection:
        parts = []
        for name, run in zip(names, runs, strict=True):
            extra = set(run) - common
            if extra:
                example = _sorted_items(extra)[0]
                parts.append(f"{len(extra)} item(s) of {name} missing elsewhere (e.g. {example!r})")
        raise ValueError(
            "runs cover different items: "
            + "; ".join(parts)
            + f". Pass use_intersection=True to compare the {len(common)} item(s) they share."
        )
    if not common:
        raise ValueError("runs share no items: nothing to compare")
    return _sorted_items(common), dropped


def _bootstrap_means(columns: np.ndarray, resamples: int, seed: int) -> np.ndarray:
    """Resampled means of each column of ``columns`` (n items x m series), same indices for all.

    Returns an array of shape (resamples, m).
    """
    if resamples < 1:
        raise ValueError(f"resamples must be at least 1, got {resamples}")
    n = columns.shape[0]
    rng = np.random.default_rng(seed)
    out = np.empty((resamples, columns.shape[1]), dtype=np.float64)
    for start in range(0, resamples, RESAMPLE_BLOCK):
        size = min(RESAMPLE_BLOCK, resamples - start)
        indices = rng.integers(0, n, size=(size, n))
        for j in range(columns.shape[1]):
            out[start : start + size, j] = columns[:, j][indices].mean(axis=1)
    return out


def _percentile_interval(samples: np.ndarray, confidence: float) -> tuple[float, float]:
    z_two_sided(confidence)
    tail = (1.0 - confidence) / 2.0
    low, high = np.quantile(samples, [tail, 1.0 - tail])
    return float(low), float(high)


def paired_bootstrap(
    a: Mapping[ItemId, float],
    b: Mapping[ItemId, float],
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = 0,
    use_intersection: bool = False,
    *,
    confidence: float = DEFAULT_CONFIDENCE,
) -> PairedComparison:
    """Paired bootstrap of the mean per-item difference ``b - a``.

    ``a`` and ``b`` map item id -> metric value for two runs over the same items. Items are
    resampled with replacement ``resamples`` times (vectorized in blocks); the interval is the
    percentile interval of the resampled mean differences. Runs over different item sets raise
    ``ValueError`` naming the difference unless ``use_intersection=True``, in which case the
    result reports how many items were compared and how many each run had on its own.
    """
    items, dropped = _common_items([a, b], ["A", "B"], use_intersection)
    diffs = _finite_array([b[item] - a[item] for item in items], "paired_bootstrap")
    means = _bootstrap_means(diffs[:, None], resamples, seed)[:, 0]
    low, high = _percentile_interval(means, confidence)
    return PairedComparison(
        mean_diff=float(diffs.mean()),
        ci_low=low,
        ci_high=high,
        n=len(items),
        only_in_a=dropped[0],
        only_in_b=dropped[1],
        resamples=resamples,
        seed=seed,
        confidence=confidence,
    )


@dataclass(frozen=True)
class LadderStep:
    """One rung: ``to_run`` minus ``from_run`` with its bootstrap interval."""

    from_run: str
    to_run: str
    mean_diff: float
    ci_low: float
    ci_high: float


@dataclass(frozen=True)
class Ladder:
    """Consecutive gaps between runs; ``sum(step.mean_diff) == total.mean_diff`` (telescoping).

    ``means`` holds each run's mean over the ``n`` common items, in order. ``dropped`` counts,
    per run, the items left out because some other run lacked them.
    """

    runs: list[str]
    means: list[float]
    steps: list[LadderStep]
    total: LadderStep
    n: int
    dropped: dict[str, int]
    resamples: int
    seed: int
    confidence: float

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def ladder(
    runs: Sequence[tuple[str, Mapping[ItemId, float]]],
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = 0,
    *,
    confidence: float = DEFAULT_CONFIDENCE,
) -> Ladder:
    """Gaps between consecutive runs (``runs`` given as ``(name, {item: value})`` in order).

    Computed on the items every run covers (the count left out per run is reported). Each gap is
    the difference of the two runs' means over those items; ``total.mean_diff`` is the sum of
    the gaps (so they add up to it exactly) and equals the first-to-last difference of means up
    to float rounding. Every gap and the total get a
    percentile interval from the same bootstrap resamples, so the intervals are coherent.
    """
    if len(runs) < 2:
        raise ValueError("ladder: give at least two runs")
    names = [name for name, _values in runs]
    if len(set(names)) != len(names):
        raise ValueError(f"ladder: run names must be unique, got {names}")
    items, dropped = _common_items([values for _n, values in runs], names, use_intersection=True)
    matrix = np.column_stack(
        [
            _finite_array([values[item] for item in items], f"ladder run {name}")
            for name, values in runs
        ]
    )
    means = matrix.mean(axis=0)
    resampled = _bootstrap_means(matrix, resamples, seed)

    def step(i: int, j: int) -> LadderStep:
        low, high = _percentile_interval(resampled[:, j] - resampled[:, i], confidence)
        return LadderStep(
            from_run=names[i],
            to_run=names[j],
            mean_diff=float(means[j] - means[i]),
            ci_low=low,
            ci_high=high,
        )

    steps = [step(i, i + 1) for i in range(len(names) - 1)]
    total = step(0, len(names) - 1)
    # The total is the sum of the rungs in order, so a report adding them up gets exactly it;
    # it equals last mean minus first mean up to float rounding (about 1e-16).
    total = LadderStep(
        from_run=total.from_run,
        to_run=total.to_run,
        mean_diff=sum(s.mean_diff for s in steps),
        ci_low=total.ci_low,
        ci_high=total.ci_high,
    )
    return Ladder(
        runs=names,
        means=[float(m) for m in means],
        steps=steps,
        total=total,
        n=len(items),
        dropped=dict(zip(names, dropped, strict=True)),
        resamples=resamples,
        seed=seed,
        confidence=confidence,
    )


def ceiling_check(
    gold_rewrite: Mapping[ItemId, float],
    observed: Mapping[ItemId, float],
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = 0,
    use_intersection: bool = True,
    *,
    confidence: float = DEFAULT_CONFIDENCE,
) -> PairedComparison:
    """``gold_rewrite - observed`` per item, bootstrapped: the most query construction can cost.

    The gold_rewrite arm only exists for items with a hand-written rewrite, so by default the
    comparison runs on the items both have (``n`` says how many).
    """
    return paired_bootstrap(
        observed,
        gold_rewrite,
        resamples=resamples,
        seed=seed,
        use_intersection=use_intersection,
        confidence=confidence,
    )


def _canonical(value: Any, path: str) -> Any:
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"config_hash: {path} is {value!r}; only finite numbers hash stably")
        return value
    if isinstance(value, Mapping):
        for key in value:
            if not isinstance(key, str):
                raise TypeError(f"config_hash: {path} has a non-string key {key!r}")
        return {key: _canonical(item, f"{path}.{key}") for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_canonical(item, f"{path}[{i}]") for i, item in enumerate(value)]
    raise TypeError(
        f"config_hash: {path} is a {type(value).__name__}; convert it to str, number, list or "
        "dict first so the hash cannot depend on its repr"
    )


def canonical_json(config: Mapping[str, Any]) -> str:
    """Canonical JSON of a config: sorted keys, no whitespace, UTF-8 text, tuples as lists."""
    return hashing.canonical_json(_canonical(config, "config"), allow_nan=False)


def config_hash(config: Mapping[str, Any]) -> str:
    """Full sha256 hex digest of :func:`canonical_json` of ``config`` (stable across runs)."""
    return hashing.canonical_hash(_canonical(config, "config"), allow_nan=False)


def short_hash(config_or_digest: Mapping[str, Any] | str) -> str:
    """The 12-hex display form of a config hash (accepts a config or a full digest)."""
    digest = (
        config_or_digest if isinstance(config_or_digest, str) else config_hash(config_or_digest)
    )
    return digest[:SHORT_HASH_LENGTH]
