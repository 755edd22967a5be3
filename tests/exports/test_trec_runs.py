"""Any replay run exports as a TREC run and qrels that ir-measures and ranx read back unchanged
and score exactly as Assay does."""

from __future__ import annotations

import io

import ir_measures
import pytest
from django.core.management import CommandError, call_command
from ir_measures import RR, R, nDCG
from ranx import Qrels, evaluate
from ranx import Run as RanxRun

from curation.benchmarks.services import benchmark_import
from exports.formats import ExportFormatError
from exports.trec_runs import qrels_lines, run_lines
from replay import services
from replay.report import values_by_item
from replay.selectors import run_rows
from tests.curation.benchmarks.test_import_benchmark import BEIR
from tests.curation.search.conftest import _replay_settings, embedding_model  # noqa: F401

pytestmark = pytest.mark.django_db


def test_run_lines_keep_the_ranking_and_refuse_ids_with_whitespace():
    rows = [
        {
            "item_id": "q1",
            "ranked": ["a#0001", "b#0002", "a#0003"],
            "gold": ["b#0002"],
            "metrics": {},
        },
        {"item_id": "q2", "ranked": ["c#0001"], "gold": [], "metrics": None},  # not scored
    ]
    assert list(run_lines(rows, tag="t")) == [
        "q1 Q0 a#0001 1 3 t\n",
        "q1 Q0 b#0002 2 2 t\n",
        "q1 Q0 a#0003 3 1 t\n",
    ]
    # Documents once each, at their best chunk's rank.
    assert list(run_lines(rows, tag="t", docs=True)) == ["q1 Q0 a 1 2 t\n", "q1 Q0 b 2 1 t\n"]
    assert list(qrels_lines(rows)) == ["q1 0 b#0002 1\n"]
    with pytest.raises(ExportFormatError, match="'bad id'"):
        list(run_lines([{**rows[0], "ranked": ["bad id"]}], tag="t"))


@pytest.fixture
def beir_run(embedding_model):  # noqa: F811
    eval_set, _report = benchmark_import(fmt="beir", path=BEIR, set_name="beir-mini")
    run = services.run_create(eval_set=eval_set, arm="followup_only", k=5)
    return services.run_execute(run=run, model=embedding_model)


def test_exported_run_scores_the_same_in_ir_measures_and_ranx(beir_run, tmp_path):
    run_path, qrels_path = tmp_path / "run.trec", tmp_path / "qrels.trec"
    call_command(
        "export_run",
        str(beir_run.pk),
        "--format",
        "trec",
        "--output",
        str(run_path),
        "--qrels",
        str(qrels_path),
        "--docs",
    )
    rows = run_rows(beir_run)
    assays = {name: values_by_item(rows, name) for name in ("ndcg@10", "mrr", "recall@5")}

    qrels = list(ir_measures.read_trec_qrels(str(qrels_path)))
    run = list(ir_measures.read_trec_run(str(run_path)))
    per_query = {
        (m.query_id, str(m.measure)): m.value
        for m in ir_measures.iter_calc([nDCG @ 10, RR, R @ 5], qrels, run)
    }
    for item_id, value in assays["ndcg@10"].items():
        assert per_query[(item_id, "nDCG@10")] == pytest.approx(value)
        assert per_query[(item_id, "RR")] == pytest.approx(assays["mrr"][item_id])
        assert per_query[(item_id, "R@5")] == pytest.approx(assays["recall@5"][item_id])

    ranx_scores = evaluate(
        Qrels.from_file(str(qrels_path), kind="trec"),
        RanxRun.from_file(str(run_path), kind="trec"),
        ["ndcg@10", "mrr"],
    )
    mean = sum(assays["ndcg@10"].values()) / len(assays["ndcg@10"])
    assert ranx_scores["ndcg@10"] == pytest.approx(mean)
    assert len(assays["ndcg@10"]) == 4


def test_export_run_writes_to_stdout_and_refuses_unknown_runs(beir_run):
    out = io.StringIO()
    call_command("export_run", str(beir_run.pk), stdout=out, stderr=io.StringIO())
    lines = out.getvalue().splitlines()
    assert len(lines) == 4 * 5 and lines[0].split()[1] == "Q0"
    assert lines[0].endswith(f"assay-{beir_run.pk}-followup_only-{beir_run.short_hash}")
    with pytest.raises(CommandError, match="no such run"):
        call_command("export_run", "999999")
