"""Conversation-aware paired comparisons: cluster bootstrap, sign-flip p-values, corrections,
and sizing a set from its pilot.

Plain Python over plain data: per-item values as ``{item_id: value}`` dicts and, optionally,
``{item_id: cluster}`` (the conversation an item was sampled from).

- **Cluster bootstrap.** Turns of one conversation are correlated, so resampling items
  understates the uncertainty. When some cluster holds more than one item, whole clusters are
  resampled with replacement and each resample's statistic is the mean over the items it drew
  (sum of the drawn clusters' differences / their item count). With one item per cluster this is
  exactly the item bootstrap. ``bootstrap`` in every result says which one was used.
- **Sign-flip test.** Under the null hypothesis that the two arms are exchangeable on each unit,
  the sign of each unit's difference is arbitrary. Units are clusters when the cluster bootstrap
  is used (each cluster's summed difference flips as one), items otherwise. The two-sided
  p-value is ``(1 + #{|T*| >= |T|}) / (1 + resamples)`` (never 0; ``resamples`` seeded draws).
- **Corrections.** Holm (family-wise error) and Benjamini-Hochberg (false discovery rate),
  computed by ``statsmodels``, over every comparison shown together; ``corrected_for`` says how
  many.
- **Sizing.** The minimum detectable paired effect at ``n`` items is
  ``(z_{1-alpha/2} + z_{power}) * sd_eff / sqrt(n)``, where ``sd_eff`` is the pilot's standard
  error of the mean difference times ``sqrt(n_pilot)`` (the sd of per-item differences, inflated
  by the design effect of clustering when the pilot has conversations of several turns).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import asdict, dataclass
from statistics import NormalDist
from typing import Any

import numpy as np
from statsmodels.stats.multitest import multipletests

from replay.stats import (
    DEFAULT_CONFIDENCE,
    DEFAULT_RESAMPLES,
    RESAMPLE_BLOCK,
    _common_items,
    _finite_array,
    _percentile_interval,
)

ItemId = Hashable
CLUSTER = "cluster"
ITEM = "item"


@dataclass(frozen=True)
class PairedTest:
    """``b - a`` over ``n`` common items: bootstrap interval, sign-flip p-value, and how.

    ``bootstrap`` is ``"cluster"`` (whole conversations resampled; ``clusters`` of them) or
    ``"item"`` (items resampled; ``clusters == n``).
    """

    mean_diff: float
    ci_low: float
    ci_high: float
    p_value: float
    n: int
    clusters: int
    bootstrap: str
    only_in_a: int
    only_in_b: int
    resamples: int
    seed: int
    confidence: float
    sd_diff: float
    se_diff: float

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def cluster_sums(
    diffs: np.ndarray, items: Sequence[ItemId], clusters: Mapping[ItemId, Hashable] | None
) -> tuple[np.ndarray, np.ndarray]:
    """Per-cluster sums of ``diffs`` and item counts (clusters in first-seen order).

    ``clusters=None``, or an item missing from it, makes that item its own cluster.
    """
    index: dict[Hashable, int] = {}
    keys = []
    for item in items:
        key = clusters.get(item) if clusters is not None else None
        key = ("item", item) if key is None else ("cluster", key)
        keys.append(index.setdefault(key, len(index)))
    codes = np.asarray(keys, dtype=np.int64)
    sums = np.bincount(codes, weights=diffs, minlength=len(index))
    counts = np.bincount(codes, minlength=len(index)).astype(np.float64)
    return sums, counts


def _cluster_bootstrap_means(
    sums: np.ndarray, counts: np.ndarray, resamples: int, rng: np.random.Generator
) -> np.ndarray:
    c = sums.size
    out = np.empty(resamples, dtype=np.float64)
    for start in range(0, resamples, RESAMPLE_BLOCK):
        size = min(RESAMPLE_BLOCK, resamples - start)
        idx = rng.integers(0, c, size=(size, c))
        out[start : start + size] = sums[idx].sum(axis=1) / counts[idx].sum(axis=1)
    return out


def sign_flip_p(sums: np.ndarray, resamples: int, rng: np.random.Generator) -> float:
    """Two-sided paired randomization p-value of the total of ``sums`` (one value per unit).

    Each unit's value keeps or flips its sign with probability 1/2; the p-value counts the draws
    whose absolute total reaches the observed one, plus one (the observed assignment itself).
    """
    if resamples < 1:
        raise ValueError(f"resamples must be at least 1, got {resamples}")
    observed = abs(float(sums.sum()))
    # Floating sums of the same terms in another order can differ by rounding; a tolerance keeps
    # an all-ties comparison (every difference 0) at p = 1.
    tolerance = 1e-12 * max(1.0, float(np.abs(sums).sum()))
    hits = 0
    for start in range(0, resamples, RESAMPLE_BLOCK):
        size = min(RESAMPLE_BLOCK, resamples - start)
        signs = rng.integers(0, 2, size=(size, sums.size)) * 2 - 1
        hits += int(np.count_nonzero(np.abs(signs @ sums) >= observed - tolerance))
    return (1 + hits) / (1 + resamples)


def paired_test(
    a: Mapping[ItemId, float],
    b: Mapping[ItemId, float],
    *,
    clusters: Mapping[ItemId, Hashable] | None = None,
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = 0,
    use_intersection: bool = False,
    confidence: float = DEFAULT_CONFIDENCE,
    cluster_bootstrap: bool | None = None,
) -> PairedTest:
    """Paired comparison of ``b - a``: percentile bootstrap interval and sign-flip p-value.

    ``clusters`` maps item id -> conversation. ``cluster_bootstrap=None`` (default) resamples
    conversations when some conversation holds several of the compared items, items otherwise;
    ``True``/``False`` forces one. Runs over different items raise ``ValueError`` unless
    ``use_intersection``.
    """
    if resamples < 1:
        raise ValueError(f"resamples must be at least 1, got {resamples}")
    items, dropped = _common_items([a, b], ["A", "B"], use_intersection)
    diffs = _finite_array([b[item] - a[item] for item in items], "paired_test")
    sums, counts = cluster_sums(diffs, items, clusters)
    use_clusters = bool(counts.max() > 1) if cluster_bootstrap is None else cluster_bootstrap
    if not use_clusters:
        sums, counts = diffs, np.ones_like(diffs)
    rng = np.random.default_rng(seed)
    means = _cluster_bootstrap_means(sums, counts, resamples, rng)
    low, high = _percentile_interval(means, confidence)
    p_value = sign_flip_p(sums, resamples, np.random.default_rng([seed, 1]))
    n = len(items)
    return PairedTest(
        mean_diff=float(diffs.mean()),
        ci_low=low,
        ci_high=high,
        p_value=p_value,
        n=n,
        clusters=int(sums.size),
        bootstrap=CLUSTER if use_clusters else ITEM,
        only_in_a=dropped[0],
        only_in_b=dropped[1],
        resamples=resamples,
        seed=seed,
        confidence=confidence,
        sd_diff=float(diffs.std(ddof=1)) if n > 1 else 0.0,
        se_diff=float(means.std(ddof=1)) if resamples > 1 else 0.0,
    )


def adjust_p_values(p_values: Sequence[float]) -> dict[str, Any]:
    """Holm and Benjamini-Hochberg adjusted p-values for comparisons shown together.

    Returns ``{"holm": [...], "bh": [...], "corrected_for": m}`` in the order given (``m`` is
    the number of comparisons; with one comparison both equal the raw p-value).
    """
    values = [float(p) for p in p_values]
    for p in values:
        if not 0.0 <= p <= 1.0:
            raise ValueError(f"adjust_p_values: p-values must lie in [0, 1], got {p!r}")
    if not values:
        return {"holm": [], "bh": [], "corrected_for": 0}
    holm = multipletests(values, method="holm")[1]
    bh = multipletests(values, method="fdr_bh")[1]
    return {
        "holm": [float(p) for p in holm],
        "bh": [float(p) for p in bh],
        "corrected_for": len(values),
    }


def with_adjusted(comparisons: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each comparison dict (with ``p_value``) gains ``p_holm``, ``p_bh`` and ``corrected_for``."""
    adjusted = adjust_p_values([c["p_value"] for c in comparisons])
    return [
        {**c, "p_holm": holm, "p_bh": bh, "corrected_for": adjusted["corrected_for"]}
        for c, holm, bh in zip(comparisons, adjusted["holm"], adjusted["bh"], strict=True)
    ]


# --- Sizing from a pilot -----------------------------------------------------------------------


@dataclass(frozen=True)
class PilotSizing:
    """What a pilot comparison says about the set size a paired comparison needs."""

    pilot_n: int
    pilot_clusters: int
    bootstrap: str
    sd_diff: float
    design_effect: float
    sd_effective: float
    alpha: float
    power: float
    mde_at_pilot: float
    target_effect: float | None
    items_needed: int | None
    items_to_add: int | None
    minutes_per_case: float | None
    labelling_hours: float | None

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _z_sum(alpha: float, power: float) -> float:
    if not 0.0 < alpha < 1.0:
        raise ValueError(f"alpha must lie strictly between 0 and 1, got {alpha!r}")
    if not 0.0 < power < 1.0:
        raise ValueError(f"power must lie strictly between 0 and 1, got {power!r}")
    normal = NormalDist()
    return normal.inv_cdf(1.0 - alpha / 2.0) + normal.inv_cdf(power)


def mde_paired(sd: float, n: int, *, alpha: float = 0.05, power: float = 0.8) -> float:
    """Smallest true mean difference a two-sided paired test at ``alpha`` detects with
    probability ``power`` over ``n`` items whose differences have standard deviation ``sd``."""
    if n < 1:
        raise ValueError(f"mde_paired: n must be at least 1, got {n}")
    if sd < 0 or not math.isfinite(sd):
        raise ValueError(f"mde_paired: sd must be a finite non-negative number, got {sd!r}")
    return _z_sum(alpha, power) * sd / math.sqrt(n)


def items_for_effect(sd: float, effect: float, *, alpha: float = 0.05, power: float = 0.8) -> int:
    """Items a paired comparison needs to detect ``effect`` (the inverse of :func:`mde_paired`)."""
    if not effect > 0 or not math.isfinite(effect):
        raise ValueError(f"items_for_effect: effect must be a positive number, got {effect!r}")
    if sd < 0 or not math.isfinite(sd):
        raise ValueError(f"items_for_effect: sd must be a finite non-negative number, got {sd!r}")
    return max(2, math.ceil((_z_sum(alpha, power) * sd / effect) ** 2))


def pilot_sizing(
    test: PairedTest | Mapping[str, Any],
    *,
    target_effect: float | None = None,
    minutes_per_case: float | None = None,
    alpha: float = 0.05,
    power: float = 0.8,
) -> PilotSizing:
    """Sizing from a pilot's paired comparison (:func:`paired_test` of two runs on the pilot).

    ``sd_effective = se_diff * sqrt(n)`` uses the bootstrap's standard error, so a cluster
    bootstrap carries the design effect ``(sd_effective / sd_diff)^2`` into every figure.
    ``items_needed`` and ``labelling_hours`` (items to add x ``minutes_per_case`` / 60) need a
    target effect; hours also need the measured minutes. ``test`` may be the dict
    :meth:`PairedTest.as_dict` gives (as ``runs_compare`` returns it).
    """
    if isinstance(test, Mapping):
        test = PairedTest(**{name: test[name] for name in PairedTest.__dataclass_fields__})
    if test.n < 2:
        raise ValueError("pilot_sizing: a pilot needs at least two compared items")
    sd_effective = test.se_diff * math.sqrt(test.n)
    design_effect = (sd_effective / test.sd_diff) ** 2 if test.sd_diff > 0 else 1.0
    needed = to_add = hours = None
    if target_effect is not None:
        needed = items_for_effect(sd_effective, target_effect, alpha=alpha, power=power)
        to_add = max(0, needed - test.n)
        if minutes_per_case is not None:
            if minutes_per_case < 0 or not math.isfinite(minutes_per_case):
                raise ValueError(f"minutes_per_case must be non-negative, got {minutes_per_case}")
            hours = to_add * minutes_per_case / 60.0
    return PilotSizing(
        pilot_n=test.n,
        pilot_clusters=test.clusters,
        bootstrap=test.bootstrap,
        sd_diff=test.sd_diff,
        design_effect=design_effect,
        sd_effective=sd_effective,
        alpha=alpha,
        power=power,
        mde_at_pilot=mde_paired(sd_effective, test.n, alpha=alpha, power=power),
        target_effect=target_effect,
        items_needed=needed,
        items_to_add=to_add,
        minutes_per_case=minutes_per_case,
        labelling_hours=hours,
    )
