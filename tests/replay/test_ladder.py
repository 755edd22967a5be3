"""The ablation ladder: what each rung changes, and whether the set resolves its gap."""

from __future__ import annotations

from replay.ladder import annotate, ladder_steps, ladder_svg, resolution


def _config(**retrieval):
    return {"arm": "concat_history", "arm_params": {"turns": 2}, "model": "m", "k": 10,
            "retrieval": {"retriever": "dense", "pool": 10, "chunking": "ingested",
                          "index": {"kind": "exhaustive"}, **retrieval}}  # fmt: skip


def test_each_rung_is_named_by_the_one_thing_it_changes():
    configs = [
        _config(chunking={"key": "a"}),
        _config(chunking={"key": "b"}),
        _config(chunking={"key": "b"}, retriever="hybrid"),
        _config(chunking={"key": "b"}, retriever="hybrid", pool=50),
        {**_config(chunking={"key": "b"}), "model": "other"},
    ]

    assert ladder_steps(configs) == ["chunking", "retriever", "pool", "model+retriever+pool"]


def test_a_default_run_and_an_explicit_dense_run_do_not_differ():
    plain = {"arm": "followup_only", "arm_params": {}, "model": "m", "k": 10}
    assert ladder_steps([plain, {**plain, "retrieval": None}]) == ["nothing"]


def test_resolution_says_whether_the_interval_excludes_zero_and_what_size_would():
    assert resolution({"mean_diff": 0.05, "ci_low": 0.01, "ci_high": 0.09}, 100)["resolved"]
    unresolved = resolution({"mean_diff": 0.02, "ci_low": -0.02, "ci_high": 0.06}, 100)

    assert not unresolved["resolved"]
    # half-width 0.04 for a gap of 0.02: four times the items
    assert unresolved["items_needed"] == 401


def test_annotated_ladder_draws_every_gap_and_the_total():
    result = {
        "n": 50,
        "steps": [
            {"mean_diff": 0.1, "ci_low": 0.05, "ci_high": 0.15},
            {"mean_diff": -0.02, "ci_low": -0.06, "ci_high": 0.02},
        ],
        "total": {"mean_diff": 0.08, "ci_low": 0.01, "ci_high": 0.15},
    }
    annotate(result, [_config(), _config(retriever="bm25"), _config(retriever="bm25", pool=20)])
    svg = ladder_svg(result)

    assert [s["changes"] for s in result["steps"]] == ["retriever", "pool"]
    assert svg.count('class="gap"') == 3 and svg.count('class="whisker"') == 3
    assert result["total"]["resolved"] is True
