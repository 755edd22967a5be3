from __future__ import annotations

import hashlib
import math

import numpy as np
import pytest

from replay.stats import (
    canonical_json,
    ceiling_check,
    config_hash,
    ladder,
    mean_interval,
    paired_bootstrap,
    short_hash,
    summarize,
    wilson_interval,
)


def test_normal_interval_uses_sample_standard_error():
    values = [0.0, 0.5, 1.0, 1.0]
    est = mean_interval(values)
    sd = math.sqrt(sum((v - 0.625) ** 2 for v in values) / 3)
    assert est.method == "normal"
    assert est.n == 4
    assert est.mean == pytest.approx(0.625)
    assert est.se == pytest.approx(sd / 2)
    assert est.ci_low == pytest.approx(0.625 - 1.959964 * sd / 2, abs=1e-6)
    assert est.ci_high == pytest.approx(0.625 + 1.959964 * sd / 2, abs=1e-6)


def test_single_value_has_a_mean_but_no_interval():
    est = mean_interval([0.7])
    assert est.mean == pytest.approx(0.7)
    assert est.se is None and est.ci_low is None and est.ci_high is None


def test_wilson_interval_matches_textbook_value_for_8_of_10():
    low, high = wilson_interval(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4)
    assert high == pytest.approx(0.9433, abs=1e-4)


def test_wilson_option_for_hit_metrics_stays_inside_zero_one():
    est = mean_interval([1.0] * 20, method="wilson")
    assert est.mean == 1.0
    assert est.ci_high == 1.0
    assert 0.8 < est.ci_low < 1.0
    # the normal approximation collapses to a zero-width interval here
    assert mean_interval([1.0] * 20).ci_low == pytest.approx(1.0)


def test_bounded_normal_interval_is_clipped_to_zero_one():
    values = [1.0, 1.0, 1.0, 0.6]
    free = mean_interval(values)
    bounded = mean_interval(values, bounds=(0.0, 1.0))
    assert free.ci_high > 1.0  # the plain normal interval runs past a perfect score
    assert bounded.ci_high == 1.0
    assert bounded.ci_low == pytest.approx(free.ci_low)
    assert (bounded.mean, bounded.se) == (free.mean, free.se)


def test_bounded_group_that_all_scores_the_same_gets_an_interval_for_its_size():
    three = mean_interval([1.0, 1.0, 1.0], bounds=(0.0, 1.0))
    thirty = mean_interval([1.0] * 30, bounds=(0.0, 1.0))
    assert three.se == 0.0 and three.ci_high == 1.0
    # the Wilson interval at the mean: 3 perfect items prove much less than 30 do
    assert three.ci_low == pytest.approx(wilson_interval(3, 3)[0])
    assert three.ci_low < thirty.ci_low < 1.0
    middle = mean_interval([0.4] * 5, bounds=(0.0, 1.0))
    assert middle.ci_low < 0.4 < middle.ci_high


def test_values_outside_the_bounds_are_refused():
    with pytest.raises(ValueError, match=r"values must lie in \[0.0, 1.0\]"):
        mean_interval([0.5, 1.2], bounds=(0.0, 1.0))


def test_replay_report_keeps_every_metric_interval_inside_zero_one():
    from replay.report import run_summary

    rows = [
        {"item_id": f"i{i}", "pattern": "ordinal" if i < 3 else "pronoun", "metrics": m}
        for i, m in enumerate(
            [{"ndcg@10": 1.0}] * 3 + [{"ndcg@10": 1.0}, {"ndcg@10": 0.9}, {"ndcg@10": 0.2}]
        )
    ]
    report = run_summary(rows, ["ndcg@10"])
    estimates = [report["metrics"]["ndcg@10"]["overall"]]
    estimates += report["metrics"]["ndcg@10"]["by_group"].values()
    for est in estimates:
        assert 0.0 <= est["ci_low"] <= est["mean"] <= est["ci_high"] <= 1.0
    assert report["metrics"]["ndcg@10"]["by_group"]["ordinal"]["ci_low"] < 1.0


def test_wilson_refuses_non_binary_values():
    with pytest.raises(ValueError, match="0/1 metrics"):
        mean_interval([0.5, 1.0], method="wilson")


def test_empty_and_non_finite_values_are_refused():
    with pytest.raises(ValueError, match="n = 0"):
        mean_interval([])
    with pytest.raises(ValueError, match="finite"):
        mean_interval([0.1, float("nan")])


def test_summary_reports_overall_and_each_pattern():
    values = {"i1": 1.0, "i2": 0.0, "i3": 1.0, "i4": 0.5, "i5": 0.25}
    groups = {"i1": "ordinal", "i2": "ordinal", "i3": "pronoun", "i4": "pronoun", "i5": "ellipsis"}
    summary = summarize(values, groups)
    assert summary.overall.n == 5
    assert summary.overall.mean == pytest.approx(2.75 / 5)
    assert list(summary.by_group) == ["ellipsis", "ordinal", "pronoun"]
    assert summary.by_group["ordinal"].n == 2
    assert summary.by_group["ordinal"].mean == pytest.approx(0.5)
    assert summary.by_group["ordinal"].se == pytest.approx(0.5)
    assert summary.by_group["ellipsis"].se is None
    as_dict = summary.as_dict()
    assert as_dict["by_group"]["pronoun"]["mean"] == pytest.approx(0.75)


def test_summary_refuses_items_without_a_group():
    with pytest.raises(ValueError, match="no group, e.g. 'i2'"):
        summarize({"i1": 1.0, "i2": 0.0}, {"i1": "ordinal"})


def _runs(n: int, seed: int, shift: float):
    rng = np.random.default_rng(seed)
    base = rng.random(n)
    better = np.clip(base + shift + rng.normal(0, 0.2, n), 0, 1)
    a = {f"item{i}": float(v) for i, v in enumerate(base)}
    b = {f"item{i}": float(v) for i, v in enumerate(better)}
    return a, b


def test_paired_bootstrap_mean_difference_is_b_minus_a_and_interval_matches_normal_theory():
    # given 1,000 paired items where B is better by about 0.1
    a, b = _runs(1000, seed=1, shift=0.1)
    diffs = np.array([b[k] - a[k] for k in a])
    # when bootstrapped
    result = paired_bootstrap(a, b, resamples=10_000, seed=0)
    # then the point estimate is the plain mean difference
    assert result.mean_diff == pytest.approx(diffs.mean(), abs=1e-12)
    assert result.n == 1000 and result.only_in_a == 0 and result.only_in_b == 0
    # and the percentile interval agrees with mean +- 1.96 se within bootstrap noise
    se = diffs.std(ddof=1) / math.sqrt(len(diffs))
    assert result.ci_low == pytest.approx(diffs.mean() - 1.96 * se, abs=0.15 * 1.96 * se)
    assert result.ci_high == pytest.approx(diffs.mean() + 1.96 * se, abs=0.15 * 1.96 * se)
    assert result.ci_low < result.mean_diff < result.ci_high


def test_paired_bootstrap_is_reproducible_and_independent_of_dict_order():
    a, b = _runs(200, seed=2, shift=0.05)
    first = paired_bootstrap(a, b, resamples=2000, seed=7)
    reordered_a = dict(reversed(list(a.items())))
    again = paired_bootstrap(reordered_a, b, resamples=2000, seed=7)
    other_seed = paired_bootstrap(a, b, resamples=2000, seed=8)
    assert first == again
    assert other_seed.ci_low != first.ci_low


def test_identical_runs_give_a_zero_width_interval_at_zero():
    a, _b = _runs(50, seed=3, shift=0.0)
    result = paired_bootstrap(a, dict(a), resamples=500)
    assert (result.mean_diff, result.ci_low, result.ci_high) == (0.0, 0.0, 0.0)


def test_paired_bootstrap_refuses_different_item_sets_unless_told():
    a = {"i1": 0.1, "i2": 0.2, "i3": 0.3}
    b = {"i2": 0.4, "i3": 0.5, "i4": 0.6, "i5": 0.1}
    with pytest.raises(ValueError, match="different items.*use_intersection=True.*2 item"):
        paired_bootstrap(a, b)
    result = paired_bootstrap(a, b, use_intersection=True, resamples=100)
    assert result.n == 2
    assert result.only_in_a == 1 and result.only_in_b == 2
    assert result.mean_diff == pytest.approx(0.2)


def test_runs_without_common_items_are_refused():
    with pytest.raises(ValueError, match="share no items"):
        paired_bootstrap({"i1": 1.0}, {"i2": 1.0}, use_intersection=True)


def test_ladder_gaps_add_up_to_first_to_last_difference():
    rng = np.random.default_rng(4)
    items = [f"item{i}" for i in range(300)]
    names = ["followup_only", "concat_history", "recorded_rewrite", "gold_rewrite"]
    runs = []
    for level, name in enumerate(names):
        runs.append(
            (name, {item: float(np.clip(rng.random() * 0.5 + 0.1 * level, 0, 1)) for item in items})
        )
    # one run lacks two items: the ladder uses the common items and says so
    del runs[1][1]["item0"], runs[1][1]["item1"]

    result = ladder(runs, resamples=2000, seed=0)

    assert result.n == 298
    assert result.dropped == {
        "followup_only": 2,
        "concat_history": 0,
        "recorded_rewrite": 2,
        "gold_rewrite": 2,
    }
    assert [s.to_run for s in result.steps] == names[1:]
    assert sum(s.mean_diff for s in result.steps) == result.total.mean_diff
    assert result.total.mean_diff == pytest.approx(result.means[-1] - result.means[0], abs=1e-12)
    common = [item for item in items if item not in ("item0", "item1")]
    for step, (name_a, run_a), (_name_b, run_b) in zip(
        result.steps, runs[:-1], runs[1:], strict=True
    ):
        expected = np.mean([run_b[i] - run_a[i] for i in common])
        assert step.mean_diff == pytest.approx(expected, abs=1e-12)
        assert step.ci_low < step.mean_diff < step.ci_high
        assert step.from_run == name_a


def test_ladder_step_interval_matches_a_paired_bootstrap_of_the_same_pair():
    a, b = _runs(400, seed=5, shift=0.1)
    rung = ladder([("a", a), ("b", b)], resamples=4000, seed=0).steps[0]
    pair = paired_bootstrap(a, b, resamples=4000, seed=0)
    assert rung.mean_diff == pytest.approx(pair.mean_diff, abs=1e-12)
    assert rung.ci_low == pytest.approx(pair.ci_low, abs=1e-9)
    assert rung.ci_high == pytest.approx(pair.ci_high, abs=1e-9)


def test_ceiling_check_is_gold_rewrite_minus_observed_on_shared_items():
    observed = {"i1": 0.2, "i2": 0.4, "i3": 0.0}
    gold_rewrite = {"i1": 0.9, "i2": 0.6}
    result = ceiling_check(gold_rewrite, observed, resamples=200)
    assert result.n == 2
    assert result.mean_diff == pytest.approx(((0.9 - 0.2) + (0.6 - 0.4)) / 2)


def test_config_hash_is_stable_under_key_order_and_tuple_vs_list():
    one = {"arm": "followup_only", "k": 10, "model": "all-MiniLM-L6-v2", "set": ["demo", 3]}
    two = {"set": ("demo", 3), "model": "all-MiniLM-L6-v2", "k": 10, "arm": "followup_only"}
    assert (
        canonical_json(one)
        == '{"arm":"followup_only","k":10,"model":"all-MiniLM-L6-v2","set":["demo",3]}'
    )
    assert config_hash(one) == config_hash(two)
    assert config_hash(one) == hashlib.sha256(canonical_json(one).encode()).hexdigest()
    assert short_hash(one) == config_hash(one)[:12]
    assert short_hash(config_hash(one)) == short_hash(one)
    assert config_hash(one) != config_hash({**one, "k": 20})


def test_config_hash_refuses_values_without_a_stable_form():
    with pytest.raises(ValueError, match=r"config\.temperature"):
        config_hash({"temperature": float("nan")})
    with pytest.raises(TypeError, match=r"config\.when is a set"):
        config_hash({"when": {1, 2}})
