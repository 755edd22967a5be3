"""The unanswerable rate is the set's: an arm that skips unanswerable items reports the same."""

from __future__ import annotations

from replay.report import run_summary

METRICS = ["hit@10"]


def _row(i: int, *, unanswerable: bool, skipped: str = "", scored: bool = True) -> dict:
    return {
        "item_id": f"i{i}",
        "pattern": "pronoun",
        "gold": [] if unanswerable else ["c1"],
        "unanswerable": unanswerable,
        "metrics": {"hit@10": 1.0} if scored and not unanswerable and not skipped else None,
        "skipped": skipped,
        "extra": {},
    }


def test_an_arm_that_skips_unanswerable_items_reports_the_sets_rate():
    # given 7 items with gold and 3 unanswerable ones
    replayed = [_row(i, unanswerable=i < 3) for i in range(10)]
    skipping = [
        _row(
            i, unanswerable=i < 3, skipped="no gold rewrite written for this item" if i < 3 else ""
        )
        for i in range(10)
    ]
    # when both are summarised
    a = run_summary(replayed, METRICS)["unanswerable_rate"]
    b = run_summary(skipping, METRICS)["unanswerable_rate"]
    # then the rate is 0.3 in both
    assert a["mean"] == b["mean"] == 0.3
    assert a["n"] == b["n"] == 10


def test_a_skipped_item_with_gold_still_counts_as_answerable():
    rows = [_row(0, unanswerable=True), _row(1, unanswerable=False, skipped="no trace")]
    rate = run_summary(rows, METRICS)["unanswerable_rate"]
    assert rate["mean"] == 0.5 and rate["n"] == 2


def test_a_row_without_a_verdict_is_left_out_of_the_rate():
    rows = [
        _row(0, unanswerable=True),
        {**_row(1, unanswerable=False), "gold": [], "metrics": None},
    ]
    rate = run_summary(rows, METRICS)["unanswerable_rate"]
    assert rate["n"] == 1
