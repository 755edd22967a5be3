"""The k sweep: every k from one ranking, and the per-k report with intervals."""

from __future__ import annotations

import pytest

from replay.ksweep import item_sweep, sweep_report, sweep_svgs


def test_item_sweep_cuts_one_ranking_at_every_k():
    labels = ["g1", "x", "g1", "g2"]  # a gold span covered by two chunks (span scoring)
    deduped = ["g1", "x", "c3", "g2"]
    sweep = item_sweep(labels, deduped, ["g1", "g2"], [1, 2, 4], [10, 20, 30, 40])

    assert sweep["1"] == {
        "tokens": 10.0, "recall": 0.5, "context_precision": 1.0, "context_precision_rw": 1.0
    }  # fmt: skip
    assert sweep["4"]["recall"] == 1.0
    assert sweep["4"]["context_precision"] == pytest.approx(3 / 4)
    assert sweep["4"]["tokens"] == 100.0


def test_unanswerable_items_count_tokens_only():
    assert item_sweep(["a"], ["a"], [], [1], [7]) == {"1": {"tokens": 7.0}}


def test_report_gives_each_k_an_interval_and_two_plots():
    rows = [
        {"extra": {"sweep": item_sweep(["g", "x"], ["g", "x"], ["g"], [1, 2], [5, 5])}},
        {"extra": {"sweep": item_sweep(["x", "g"], ["x", "g"], ["g"], [1, 2], [8, 4])}},
        {"extra": {}},
    ]
    report = sweep_report(rows, [1, 2])

    assert report["n_items"] == 2
    assert report["by_k"]["1"]["recall"]["mean"] == 0.5
    assert report["by_k"]["2"]["recall"]["ci_low"] is not None
    assert report["by_k"]["2"]["tokens"]["mean"] == 11.0
    metrics, tokens = sweep_svgs(report)
    assert metrics.count('class="series"') == 3 and tokens.count('class="series"') == 1
