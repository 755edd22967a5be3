"""A TREC CAsT year imported with import_benchmark replays and scores, and its comparisons
resample whole topics (several turns of one conversation)."""

from __future__ import annotations

import pytest

from curation.benchmarks.services import benchmark_import
from replay import services
from replay.selectors import run_report, runs_compare
from tests.curation.benchmarks.test_import_benchmark import CAST

pytestmark = pytest.mark.django_db


def test_cast_turns_score_in_every_arm_and_compare_by_topic(embedding_model):
    eval_set, _report = benchmark_import(fmt="trec-cast", path=CAST, set_name="cast")
    runs = {
        arm: services.run_execute(
            run=services.run_create(eval_set=eval_set, arm=arm, k=5), model=embedding_model
        )
        for arm in ("followup_only", "gold_rewrite")
    }
    for run in runs.values():
        assert run_report(run)["summary"]["counts"]["scored"] == 5

    compared = runs_compare(runs["followup_only"], runs["gold_rewrite"], resamples=500)
    # Five judged turns in two topics: the two topics are resampled whole.
    assert compared["bootstrap"] == "cluster" and compared["clusters"] == 2
    assert compared["n"] == 5 and 0 < compared["p_value"] <= 1
