"""Rank fusion: reciprocal rank and weighted sums, checked against ranx's implementations."""

from __future__ import annotations

import pytest

from curation.search.fusion import rrf, weighted


def test_rrf_matches_ranx_on_two_rankings():
    from ranx import Run, fuse

    dense = ["a", "b", "c", "d"]
    sparse = ["c", "a", "e"]
    ours = rrf([dense, sparse], c=60)

    runs = [
        Run({"q": {cid: float(len(r) - i) for i, cid in enumerate(r)}}) for r in (dense, sparse)
    ]
    theirs = fuse(runs, method="rrf", params={"k": 60}).to_dict()["q"]
    assert ours == sorted(theirs, key=lambda cid: -theirs[cid])
    assert ours[:2] == ["a", "c"]


def test_rrf_breaks_ties_by_first_appearance():
    assert rrf([["x", "y"], ["y", "x"]]) == ["x", "y"]


def test_weighted_sum_normalizes_each_list_then_weights_it():
    fused = weighted([[("a", 10.0), ("b", 0.0)], [("b", 3.0), ("c", 1.0)]], [0.3, 0.7])

    # a: 0.3*1 ; b: 0.3*0 + 0.7*1 ; c: 0.7*0
    assert fused == ["b", "a", "c"]


def test_weighted_refuses_a_weight_count_that_does_not_match():
    with pytest.raises(ValueError, match="weights"):
        weighted([[("a", 1.0)]], [0.5, 0.5])
