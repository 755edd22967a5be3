"""Judged coverage worked by hand: judged@k, the unjudged top-k chunks and the lower-bound note."""

from __future__ import annotations

import pytest

from replay.coverage import coverage_summary, judged_at_k, unjudged_top_k


def _row(item_id, ranked, scored=True):
    return {"item_id": item_id, "ranked": ranked, "metrics": {"mrr": 0.0} if scored else None}


def test_judged_at_k_is_the_judged_share_of_the_top_k():
    assert judged_at_k(["a", "b", "c", "d"], {"a", "d"}, 3) == pytest.approx(1 / 3)
    assert judged_at_k(["a", "b"], {"a", "b"}, 10) == 1.0  # fewer than k retrieved
    assert judged_at_k([], {"a"}, 5) is None
    with pytest.raises(ValueError, match="k must be"):
        judged_at_k(["a"], set(), 0)


def test_unjudged_top_k_lists_every_unseen_chunk_of_scored_items_in_rank_order():
    rows = [_row("q1", ["a", "x", "b"]), _row("q2", ["y", "a"]), _row("q3", ["z"], scored=False)]
    judged = {"q1": {"a"}, "q2": {"a"}}
    assert unjudged_top_k(rows, judged, 2) == [("q1", "x"), ("q2", "y")]


def test_low_coverage_makes_the_score_a_lower_bound():
    rows = [_row("q1", ["a", "b"]), _row("q2", ["c", "d"])]
    # q1: 1 of 2 judged, q2: 0 of 2 -> mean judged@2 = 0.25.
    summary = coverage_summary(rows, {"q1": {"a"}}, 2)
    assert summary["judged_at_k"]["mean"] == pytest.approx(0.25)
    assert summary["unjudged"] == 3 and summary["unjudged_chunks"] == 3
    assert summary["lower_bound"] is True and "lower bound" in summary["note"]

    full = coverage_summary(rows, {"q1": {"a", "b"}, "q2": {"c", "d"}}, 2)
    assert full["judged_at_k"]["mean"] == 1.0 and full["lower_bound"] is False
    assert full["unjudged"] == 0
