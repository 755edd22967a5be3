from __future__ import annotations

import math

import pytest

from budgets.sizing import (
    items_needed,
    minutes_by_slice,
    minutes_summary,
    precision,
    refresh_plan,
    refresh_plan_slices,
    sessions_per_arm,
    standard_error,
    stratum_resolution,
)


def test_score_of_0_6_on_300_items_has_se_2_8_points_and_an_11_point_interval():
    result = precision(0.6, 300)
    assert standard_error(0.6, 300) == pytest.approx(math.sqrt(0.24 / 300))
    assert round(result.se * 100, 1) == 2.8
    assert result.half_width == pytest.approx(1.959964 * 0.0282843, abs=1e-6)
    assert round(result.width * 100) == 11
    assert result.ci_low == pytest.approx(0.6 - result.half_width)
    assert result.ci_high == pytest.approx(0.6 + result.half_width)


def test_items_needed_inverts_the_interval():
    # +-5 points at the worst case p = 0.5 is the textbook 385 (1.96^2 * 0.25 / 0.0025 = 384.1)
    assert items_needed(0.05) == 385
    # the answer really reaches the target, and one item fewer does not
    for p, half in [(0.6, 0.0554), (0.3, 0.03), (0.9, 0.02)]:
        n = items_needed(half, p=p)
        assert precision(p, n).half_width <= half
        assert precision(p, n - 1).half_width > half


def test_60_item_stratum_of_400_is_about_2_6_times_coarser():
    assert stratum_resolution(60, 400) == pytest.approx(2.582, abs=1e-3)
    # and that is exactly the ratio of the interval widths
    assert precision(0.6, 60).width / precision(0.6, 400).width == pytest.approx(
        stratum_resolution(60, 400)
    )
    with pytest.raises(ValueError, match="cannot be larger"):
        stratum_resolution(500, 400)


def test_sessions_per_arm_for_10_to_12_percent():
    # hand computation: (1.95996 * sqrt(2 * .11 * .89) + 0.84162 * sqrt(.09 + .1056))^2 / .02^2
    expected = (1.959964 * math.sqrt(0.1958) + 0.841621 * math.sqrt(0.1956)) ** 2 / 0.0004
    assert expected == pytest.approx(3840.8, abs=0.1)
    assert sessions_per_arm(0.10, 0.12) == 3841
    assert sessions_per_arm(0.12, 0.10) == 3841


def test_sessions_per_arm_grows_with_power_and_shrinking_effects():
    assert sessions_per_arm(0.5, 0.6) < sessions_per_arm(0.5, 0.55)
    assert sessions_per_arm(0.5, 0.6, power=0.9) > sessions_per_arm(0.5, 0.6)
    assert sessions_per_arm(0.5, 0.6, alpha=0.01) > sessions_per_arm(0.5, 0.6)
    with pytest.raises(ValueError, match="equal"):
        sessions_per_arm(0.3, 0.3)


def test_300_items_at_4_minutes_is_20_hours_or_2_5_days():
    plan = refresh_plan(300, 4)
    assert plan.total_minutes == 1200
    assert plan.hours == pytest.approx(20.0)
    assert plan.working_days == pytest.approx(2.5)
    assert refresh_plan(300, 4, hours_per_day=6).working_days == pytest.approx(20 / 6)


def test_147_cases_at_measured_7_4_minutes_against_5_assumed():
    plan = refresh_plan(147, 7.4, assumed_minutes_per_case=5)
    assert plan.hours == pytest.approx(18.13, abs=0.005)
    assert round(plan.hours, 1) == 18.1
    assert plan.assumed_hours == pytest.approx(12.25)
    assert plan.assumed_days == pytest.approx(12.25 / 8)


def test_refresh_priced_per_slice_adds_up():
    plan = refresh_plan_slices(
        {"pronoun": (100, 6.0), "ordinal": (47, 10.0)},
        assumed_minutes_per_case={"pronoun": 5, "ordinal": 5},
    )
    assert plan.cases == 147
    assert plan.hours == pytest.approx(10 + 470 / 60)
    assert plan.working_days == pytest.approx(plan.hours / 8)
    assert plan.assumed_hours == pytest.approx(12.25)
    assert plan.slices["ordinal"].hours == pytest.approx(470 / 60)
    partial = refresh_plan_slices(
        {"a": (10, 3.0), "b": (10, 3.0)}, assumed_minutes_per_case={"a": 2}
    )
    assert partial.assumed_hours is None


def test_minutes_summary_is_robust_to_a_long_tail():
    minutes = [3, 4, 4, 5, 5, 5, 6, 6, 7, 60]
    summary = minutes_summary(minutes)
    assert summary.n == 10
    assert summary.median == pytest.approx(5.0)
    assert summary.mean == pytest.approx(10.5)
    # linear interpolation: position 0.9 * 9 = 8.1 between 7 and 60
    assert summary.p90 == pytest.approx(7 + 0.1 * 53)


def test_minutes_summary_of_nothing_and_bad_minutes():
    assert minutes_summary([]).median is None
    with pytest.raises(ValueError, match="minutes at position 1"):
        minutes_summary([3.0, -1.0])
    with pytest.raises(ValueError, match="minutes at position 0"):
        minutes_summary([float("nan")])


def test_minutes_by_slice():
    rows = [("pronoun", 4.0), ("ordinal", 9.0), ("pronoun", 6.0)]
    result = minutes_by_slice(rows)
    assert list(result) == ["ordinal", "pronoun"]
    assert result["pronoun"].median == pytest.approx(5.0) and result["pronoun"].n == 2


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: standard_error(1.2, 10), "p must be a rate between 0 and 1"),
        (lambda: standard_error(0.5, 0), "n must be a positive whole number"),
        (lambda: items_needed(0.0), "half_width must be a rate strictly between 0 and 1"),
        (lambda: refresh_plan(-1, 4), "cases must be a whole number"),
        (lambda: refresh_plan(10, -4), "minutes_per_case must be a non-negative number"),
    ],
)
def test_bad_inputs_are_refused_with_the_field_named(call, message):
    with pytest.raises(ValueError, match=message):
        call()
