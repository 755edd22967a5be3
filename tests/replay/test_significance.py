"""Cluster bootstrap, sign-flip p-values, Holm / BH corrections and sizing from a pilot, with the
figures worked by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest

from replay import stats
from replay.significance import (
    adjust_p_values,
    items_for_effect,
    mde_paired,
    paired_test,
    pilot_sizing,
    with_adjusted,
)


def test_one_item_per_conversation_is_the_item_bootstrap_of_the_core():
    rng = np.random.default_rng(3)
    a = {f"i{j}": float(v) for j, v in enumerate(rng.random(40))}
    b = {f"i{j}": float(v) for j, v in enumerate(rng.random(40))}
    clusters = {item: f"conv-{item}" for item in a}

    tested = paired_test(a, b, clusters=clusters, resamples=3000, seed=5)
    core = stats.paired_bootstrap(a, b, 3000, 5)

    assert tested.bootstrap == "item" and tested.clusters == 40
    assert tested.mean_diff == pytest.approx(core.mean_diff)
    assert tested.ci_low == pytest.approx(core.ci_low, abs=1e-12)
    assert tested.ci_high == pytest.approx(core.ci_high, abs=1e-12)


def test_turns_of_one_conversation_are_resampled_together_and_widen_the_interval():
    # Ten conversations of five turns; every turn of a conversation moves the same way.
    a, b, clusters = {}, {}, {}
    for c in range(10):
        shift = 0.3 if c % 2 else -0.1
        for t in range(5):
            item = f"c{c}-t{t}"
            a[item], b[item], clusters[item] = 0.5, 0.5 + shift, f"c{c}"

    by_conversation = paired_test(a, b, clusters=clusters, resamples=4000, seed=1)
    by_item = paired_test(a, b, clusters=clusters, resamples=4000, seed=1, cluster_bootstrap=False)

    assert by_conversation.bootstrap == "cluster" and by_conversation.clusters == 10
    assert by_item.bootstrap == "item" and by_item.clusters == 50
    assert by_conversation.mean_diff == pytest.approx(0.1)
    width = by_conversation.ci_high - by_conversation.ci_low
    assert width > 1.8 * (by_item.ci_high - by_item.ci_low)
    # Five correlated turns per conversation: the design effect is about 5.
    assert by_conversation.se_diff**2 / by_item.se_diff**2 == pytest.approx(5, rel=0.2)


def test_sign_flip_p_value_of_three_equal_differences_is_two_in_eight():
    # All 2^3 sign patterns are equally likely; only +++ and --- reach |sum| = 3.
    a = {"x": 0.0, "y": 0.0, "z": 0.0}
    b = {"x": 1.0, "y": 1.0, "z": 1.0}
    result = paired_test(a, b, resamples=40_000, seed=2)
    assert result.p_value == pytest.approx(0.25, abs=0.01)


def test_identical_runs_have_p_value_one_and_a_large_clear_effect_a_small_one():
    a = {f"i{j}": 0.5 for j in range(30)}
    same = paired_test(a, dict(a), resamples=500)
    better = paired_test(a, {item: 0.9 for item in a}, resamples=2000)
    assert same.p_value == 1.0 and same.ci_low == same.ci_high == 0.0
    assert better.p_value == pytest.approx(1 / 2001)


def test_clusters_flip_as_one_unit():
    # Two conversations of 20 identical turns: only 4 sign patterns, so p = 2/4 = 0.5.
    a = {f"c{c}-{t}": 0.0 for c in range(2) for t in range(20)}
    b = {item: 1.0 for item in a}
    clusters = {item: item.split("-")[0] for item in a}
    clustered = paired_test(a, b, clusters=clusters, resamples=20_000, seed=4)
    assert clustered.p_value == pytest.approx(0.5, abs=0.02)
    unclustered = paired_test(a, b, resamples=2000, seed=4)
    assert unclustered.p_value < 0.001


def test_holm_and_benjamini_hochberg_worked_by_hand():
    adjusted = adjust_p_values([0.01, 0.04, 0.03])
    # Holm: sorted 0.01 x 3 = 0.03, 0.03 x 2 = 0.06, 0.04 x 1 = 0.04 -> running max 0.06.
    assert adjusted["holm"] == pytest.approx([0.03, 0.06, 0.06])
    # BH: 0.01 x 3/1 = 0.03, 0.03 x 3/2 = 0.045, 0.04 x 3/3 = 0.04 -> running min from the top.
    assert adjusted["bh"] == pytest.approx([0.03, 0.04, 0.04])
    assert adjusted["corrected_for"] == 3


def test_comparisons_shown_together_carry_their_adjusted_p_values_and_count():
    rows = with_adjusted([{"metric": "mrr", "p_value": 0.02}, {"metric": "hit", "p_value": 0.5}])
    assert [r["p_holm"] for r in rows] == pytest.approx([0.04, 0.5])
    assert all(r["corrected_for"] == 2 for r in rows)


def test_p_values_outside_zero_one_are_refused():
    with pytest.raises(ValueError, match=r"\[0, 1\]"):
        adjust_p_values([0.2, 1.5])


def test_minimum_detectable_effect_and_items_for_a_target_worked_by_hand():
    z = 1.959964 + 0.841621  # z_{0.975} + z_{0.80}
    assert mde_paired(0.2, 100) == pytest.approx(z * 0.2 / 10, rel=1e-5)
    # (2.801585 x 0.2 / 0.05)^2 = 125.6 -> 126 items.
    assert items_for_effect(0.2, 0.05) == 126
    with pytest.raises(ValueError, match="effect"):
        items_for_effect(0.2, 0.0)


def test_pilot_sizing_uses_the_observed_paired_variance_and_prices_the_labelling():
    rng = np.random.default_rng(7)
    a = {f"i{j}": float(v) for j, v in enumerate(rng.random(80))}
    b = {item: min(1.0, v + float(rng.normal(0.02, 0.1))) for item, v in a.items()}
    test = paired_test(a, b, resamples=4000, seed=0)

    sizing = pilot_sizing(test, target_effect=0.02, minutes_per_case=3.0)

    sd_effective = test.se_diff * math.sqrt(80)
    assert sizing.sd_effective == pytest.approx(sd_effective)
    assert sizing.design_effect == pytest.approx((sd_effective / test.sd_diff) ** 2)
    assert sizing.mde_at_pilot == pytest.approx(mde_paired(sd_effective, 80))
    assert sizing.items_needed == items_for_effect(sd_effective, 0.02)
    assert sizing.items_to_add == sizing.items_needed - 80
    assert sizing.labelling_hours == pytest.approx(sizing.items_to_add * 3.0 / 60)
