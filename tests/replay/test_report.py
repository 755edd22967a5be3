"""The run report: means over scored items only, per pattern, with the stats core's intervals."""

from __future__ import annotations

import random

import pytest

from core.charts.intervals import Bar, bar_chart_svg
from replay.report import NO_PATTERN, run_summary, summary_text, values_by_item
from replay.stats import mean_interval, summarize

METRICS = ["hit@10", "ndcg@10"]


def _rows(seed: int = 3, n: int = 60) -> list[dict]:
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        kind = rng.random()
        row = {
            "item_id": f"i{i}",
            "pattern": rng.choice(["pronoun", "ordinal", None]),
            "unanswerable": False,
            "metrics": None,
            "skipped": "",
            "extra": {},
        }
        if kind < 0.15:
            row["unanswerable"] = True
        elif kind < 0.25:
            row["skipped"] = "no recorded rewrite on the turn answering the follow-up"
        else:
            row["metrics"] = {"hit@10": float(rng.random() < 0.6), "ndcg@10": rng.random()}
        rows.append(row)
    return rows


def test_means_are_over_scored_items_and_match_the_stats_core():
    rows = _rows()
    summary = run_summary(rows, METRICS)

    scored = [r for r in rows if r["metrics"]]
    values = {r["item_id"]: r["metrics"]["ndcg@10"] for r in scored}
    groups = {r["item_id"]: r["pattern"] or NO_PATTERN for r in scored}
    expected = summarize(values, groups).as_dict()
    assert summary["metrics"]["ndcg@10"] == expected
    assert summary["metrics"]["ndcg@10"]["overall"]["n"] == len(scored)
    assert set(summary["metrics"]["ndcg@10"]["by_group"]) == {"ordinal", "pronoun", NO_PATTERN}


def test_hit_uses_the_wilson_interval_inside_zero_and_one():
    summary = run_summary(_rows(), METRICS)
    hit = summary["metrics"]["hit@10"]["overall"]
    assert hit["method"] == "wilson"
    assert 0.0 <= hit["ci_low"] <= hit["mean"] <= hit["ci_high"] <= 1.0


def test_unanswerable_items_are_a_rate_not_zeros_in_the_mean():
    rows = _rows()
    summary = run_summary(rows, METRICS)
    unanswerable = sum(1 for r in rows if r["unanswerable"])
    scored = sum(1 for r in rows if r["metrics"])
    assert summary["counts"]["unanswerable"] == unanswerable
    rate = mean_interval([1.0] * unanswerable + [0.0] * scored, method="wilson").as_dict()
    assert summary["unanswerable_rate"] == rate


def test_skipped_items_are_counted_by_reason_and_listed():
    rows = _rows()
    summary = run_summary(rows, METRICS)
    skipped = [r["item_id"] for r in rows if r["skipped"]]
    assert summary["skipped"] == {
        "no recorded rewrite on the turn answering the follow-up": len(skipped)
    }
    assert summary["skipped_items"] == skipped
    assert "skipped" in summary_text(summary, METRICS)


def test_values_by_item_reads_only_scored_rows():
    rows = _rows()
    values = values_by_item(rows, "ndcg@10")
    assert len(values) == sum(1 for r in rows if r["metrics"])


def test_nothing_scored_gives_no_means():
    summary = run_summary(
        [{"item_id": "a", "unanswerable": True, "metrics": None, "skipped": ""}], METRICS
    )
    assert summary["metrics"] == {}
    assert summary["unanswerable_rate"]["mean"] == 1.0
    assert "no scored items" in summary_text(summary, METRICS)


def test_disagreement_is_averaged_over_http_items():
    rows = [
        {
            "item_id": f"i{i}",
            "metrics": {"hit@10": 1.0, "ndcg@10": 1.0},
            "pattern": "",
            "unanswerable": False,
            "skipped": "",
            "extra": {"disagreement": d},
        }
        for i, d in enumerate([0.0, 1 / 3, 0.0, 2 / 3])
    ]
    summary = run_summary(rows, METRICS)
    assert summary["disagreement"]["mean"] == pytest.approx(0.25)
    assert summary["disagreeing_items"] == 2


def test_svg_plot_has_a_bar_and_a_whisker_per_interval_and_escapes_labels():
    svg = bar_chart_svg(
        [Bar("overall", 0.5, 0.4, 0.6, 40), Bar("<pronoun>", 0.7, None, None, 1)], title="ndcg@10"
    )
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count('class="bar"') == 2
    assert svg.count('class="whisker"') == 1
    assert "&lt;pronoun&gt;" in svg and "<pronoun>" not in svg
    assert 'width="180.0"' in svg  # 0.5 of the 360-pixel axis
