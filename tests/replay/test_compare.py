"""Comparisons: the paired bootstrap refuses runs over different items unless told to use the
intersection (and says how many items), and a ladder's gaps add up exactly."""

from __future__ import annotations

import json

import pytest
from django.core.management import CommandError, call_command
from django.test import override_settings

from curation.errors import CurationError
from replay import services, stats
from replay.report import values_by_item
from replay.selectors import run_rows, runs_compare, runs_ladder
from tests.replay.conftest import build_world, delete_world

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def runs(django_db_setup, django_db_blocker, embedding_model, tmp_path_factory):
    """Four finished runs, computed once for the module (committed, deleted afterwards)."""
    with (
        django_db_blocker.unblock(),
        override_settings(
            VAR_DIR=tmp_path_factory.mktemp("var"),
            ASSAY_PSEUDONYMIZE=False,
            ASSAY_EMBEDDING_MODEL="",
        ),
    ):
        world = build_world()
        out = {}
        for arm, params in (
            ("followup_only", {}),
            ("concat_history", {"turns": 2}),
            ("recorded_rewrite", {}),
            ("gold_rewrite", {}),
        ):
            run = services.run_create(eval_set=world["eval_set"], arm=arm, params=params)
            out[arm] = services.run_execute(run=run, model=embedding_model)
        yield out
        delete_world()


def test_same_items_compare_with_the_paired_bootstrap_of_the_core(runs):
    a, b = runs["followup_only"], runs["concat_history"]
    result = runs_compare(a, b, resamples=2000, seed=1)

    expected = stats.paired_bootstrap(
        values_by_item(run_rows(a), "ndcg@10"), values_by_item(run_rows(b), "ndcg@10"), 2000, 1
    )
    # Every item here is its own conversation, so the cluster-aware test is the item bootstrap.
    assert result["bootstrap"] == "item" and result["clusters"] == 4
    assert result["mean_diff"] == pytest.approx(expected.mean_diff)
    assert result["ci_low"] == pytest.approx(expected.ci_low)
    assert result["ci_high"] == pytest.approx(expected.ci_high)
    assert result["n"] == 4 and result["only_in_a"] == result["only_in_b"] == 0
    assert 0 < result["p_value"] <= 1


def test_runs_over_different_items_are_refused_with_the_counts(runs):
    with pytest.raises(CurationError) as refused:
        runs_compare(runs["followup_only"], runs["recorded_rewrite"])
    message = str(refused.value)
    assert "3 only in run" in message and "1 shared" in message and "--intersection" in message


def test_intersection_compares_the_shared_items_and_says_how_many(runs):
    result = runs_compare(
        runs["followup_only"], runs["recorded_rewrite"], use_intersection=True, resamples=500
    )
    assert (result["n"], result["only_in_a"], result["only_in_b"]) == (1, 3, 0)


def test_a_metric_the_run_does_not_report_is_refused(runs):
    with pytest.raises(CurationError, match="recall@5"):
        runs_compare(runs["followup_only"], runs["concat_history"], metric="recall@5")


def test_ladder_gaps_add_up_exactly_to_the_total(runs):
    order = [runs["followup_only"], runs["concat_history"], runs["gold_rewrite"]]
    ladder = runs_ladder(order, resamples=500)

    assert ladder["n"] == 2  # gold_rewrite exists for two items only
    assert sum(s["mean_diff"] for s in ladder["steps"]) == ladder["total"]["mean_diff"]
    assert ladder["total"]["mean_diff"] == pytest.approx(ladder["means"][-1] - ladder["means"][0])
    assert ladder["dropped"] == {
        f"#{order[0].pk} followup_only": 2,
        f"#{order[1].pk} concat_history": 2,
        f"#{order[2].pk} gold_rewrite": 0,
    }


def test_compare_runs_command_refuses_then_uses_the_intersection(runs, capsys):
    a, b = runs["followup_only"].pk, runs["recorded_rewrite"].pk
    with pytest.raises(CommandError, match="different items"):
        call_command("compare_runs", str(a), str(b))

    call_command(
        "compare_runs", str(a), str(b), "--intersection", "--resamples", "500", "--seed", "3"
    )
    out = capsys.readouterr().out
    assert "over 1 items (intersection; left out: 3 only in run" in out
    assert "500 resamples, seed 3" in out


def test_compare_runs_command_prints_a_ladder_for_three_runs(runs, capsys):
    ids = [str(runs[arm].pk) for arm in ("followup_only", "concat_history", "gold_rewrite")]
    call_command("compare_runs", *ids, "--resamples", "300", "--metric", "mrr")
    out = capsys.readouterr().out
    assert "mrr ladder over 2 common items" in out and "total" in out
    assert "add up to the total exactly" in out


def test_compare_runs_json_gives_a_p_value_and_several_metrics_are_corrected(runs, capsys):
    a, b = runs["followup_only"].pk, runs["concat_history"].pk
    call_command("compare_runs", str(a), str(b), "--resamples", "300", "--json")
    single = json.loads(capsys.readouterr().out)
    assert 0 < single["p_value"] <= 1 and single["bootstrap"] == "item"
    assert set(single["coverage"]) == {str(a), str(b)}
    assert single["coverage"][str(a)]["k"] == 10

    call_command(
        "compare_runs",
        str(a),
        str(b),
        "--metric",
        "mrr,ndcg@10",
        "--metric",
        "hit@10",
        "--resamples",
        "300",
        "--json",
    )
    several = json.loads(capsys.readouterr().out)
    assert several["corrected_for"] == 3
    assert [c["metric"] for c in several["comparisons"]] == ["mrr", "ndcg@10", "hit@10"]
    for c in several["comparisons"]:
        assert c["p_value"] <= c["p_bh"] <= c["p_holm"] <= 1

    call_command("compare_runs", str(a), str(b), "--metric", "mrr,hit@10", "--resamples", "300")
    text = capsys.readouterr().out
    assert "adjusted over 2 comparisons" in text and "p Holm" in text


def test_ladder_rungs_carry_p_values_corrected_over_the_rungs(runs):
    order = [runs["followup_only"], runs["concat_history"], runs["gold_rewrite"]]
    ladder = runs_ladder(order, resamples=300)
    assert ladder["corrected_for"] == 2 and ladder["bootstrap"] == "item"
    assert all(s["p_value"] <= s["p_holm"] for s in ladder["steps"])
    assert "p_value" in ladder["total"]


def test_ladder_and_compare_say_they_use_only_shared_items(runs):
    ladder = runs_ladder([runs["followup_only"], runs["gold_rewrite"]], resamples=200)
    assert any("only the items every run scored" in c for c in ladder["caveats"])
    result = runs_compare(
        runs["followup_only"], runs["recorded_rewrite"], use_intersection=True, resamples=200
    )
    assert result["caveats"][0].endswith(f"3 of {runs['followup_only'].label} left out")


def test_ceiling_check_says_shared_items_and_a_different_corpus_state(runs):
    from replay.selectors import run_report

    run = runs["followup_only"]
    ceiling = run_report(run, resamples=200)["ceiling"]
    assert ceiling is not None
    assert any("only the items every run scored" in c for c in ceiling["caveats"])
    gold = runs["gold_rewrite"]
    gold.corpus_state = "f" * 64  # in memory only: as if the corpus had changed between runs
    ladder = runs_ladder([run, gold], resamples=200)
    gold.refresh_from_db()
    assert any("different corpus states" in c for c in ladder["caveats"])
