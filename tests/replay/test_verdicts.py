"""Majority verdicts, disagreement and the pass-rate summary (plain Python)."""

from __future__ import annotations

import pytest

from replay.verdicts import disagreement, majority, verdict_summary


@pytest.mark.parametrize(
    "verdicts, expected",
    [
        ([True, True, False], True),
        ([False, True, False], False),
        ([True], True),
        ([True, None, True], None),  # ungraded repeats: no verdict yet
        ([], None),
        ([True, False], False),  # a tie is not a majority
    ],
)
def test_majority_needs_every_repeat_graded_and_a_strict_majority(verdicts, expected):
    assert majority(verdicts) is expected


def test_disagreement_is_the_share_of_repeats_off_the_majority():
    assert disagreement([True, True, False]) == pytest.approx(1 / 3)
    assert disagreement([False, False, False]) == 0.0
    assert disagreement([True, None, False]) is None


def _row(item, pattern, verdicts, should=None, errors=()):
    return {
        "item_id": item,
        "pattern": pattern,
        "verdicts": verdicts,
        "should_scores": should or [None] * len(verdicts),
        "errors": list(errors),
        "gradable": True,
    }


def test_summary_gives_wilson_pass_rate_disagreement_and_lists_loud_failures_apart():
    rows = [
        _row("a", "pronoun", [True, True, True], should=[1.0, 0.5, 0.5]),
        _row("b", "pronoun", [True, False, True]),
        _row("c", "ordinal", [False, False, False], errors=[{"repeat": 2, "message": "x"}]),
        _row("d", "ordinal", [True, None, True]),
    ]

    summary = verdict_summary(rows)

    assert summary["graded"] == 3 and summary["ungraded"] == 1
    overall = summary["pass_rate"]["overall"]
    assert overall["n"] == 3 and overall["mean"] == pytest.approx(2 / 3)
    assert overall["method"] == "wilson" and 0 < overall["ci_low"] < 2 / 3 < overall["ci_high"] < 1
    assert summary["pass_rate"]["by_group"]["pronoun"]["mean"] == 1.0
    assert summary["disagreement"]["overall"]["mean"] == pytest.approx(1 / 3)
    assert summary["should_score"]["overall"]["mean"] == pytest.approx(2 / 3)
    assert [f["item_id"] for f in summary["failed_loudly"]] == ["c"]


def test_items_without_ground_truth_are_counted_apart_not_as_waiting():
    rows = [_row("a", "", [None]), {**_row("b", "", [None]), "gradable": False}]
    summary = verdict_summary(rows)
    assert (summary["ungraded"], summary["no_ground_truth"], summary["pass_rate"]) == (1, 1, None)
