"""Runs: every arm over a small real corpus with the real MiniLM model, metrics stored per item,
nothing embedded twice, the corpus index built once, batches safe to run twice."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command

from core.outbound import OutboundRefused
from curation.errors import CurationError
from curation.models.search import CorpusIndex, Embedding
from replay import services
from replay.metrics import item_metrics
from replay.models import Run, RunItem
from replay.selectors import run_report, run_rows
from replay.stats import summarize
from tests.curation.search.conftest import DOCS, ingest_docs

pytestmark = pytest.mark.django_db


def _run(world, arm, model, **kwargs):
    run = services.run_create(eval_set=world["eval_set"], arm=arm, **kwargs)
    return services.run_execute(run=run, model=model)


def _results(run) -> dict[str, RunItem]:
    return {r.item_key: r for r in run.results.all()}


def test_followup_only_replays_labelled_items_and_stores_metrics(world, counting_model):
    run = _run(world, "followup_only", counting_model, k=3)

    assert run.status == Run.Status.DONE
    results = _results(run)
    assert set(results) == {"sla", "refund", "password", "mars", "sso"}  # not the unlabelled one
    password = results["password"]
    assert password.query == "How do I reset my password?"
    assert len(password.ranked) == 3 and password.ranked[0] == "auth/password#0001"
    assert password.metrics == item_metrics(password.ranked, ["auth/password#0001"], 3)
    assert password.metrics["gold_ranks"] == {"auth/password#0001": 1}
    assert results["mars"].unanswerable and results["mars"].metrics is None
    assert run.config["arm"] == "followup_only" and run.config["k"] == 3
    assert len(run.config_hash) == 64 and run.job.done == run.job.total == 5


def test_concat_history_and_rewrites_build_their_queries(world, embedding_model):
    concat = _run(world, "concat_history", embedding_model, params={"turns": 1})
    recorded = _run(world, "recorded_rewrite", embedding_model)
    gold = _run(world, "gold_rewrite", embedding_model)

    assert (
        _results(concat)["sla"].query
        == "Frankfurt and Dublin both do.\nWhat's the uptime SLA on the second one?"
    )
    assert _results(recorded)["sla"].query == "uptime SLA Dublin region"
    assert _results(recorded)["sla"].ranked[0] == "kms/sla#0001"
    assert (
        _results(recorded)["refund"].skipped
        == "no recorded rewrite on the turn answering the follow-up"
    )
    assert _results(recorded)["password"].skipped.startswith("no trace")
    assert _results(gold)["sso"].query == "single sign-on SAML plan"
    report = run_report(recorded)
    assert report["summary"]["skipped"] == {
        "no recorded rewrite on the turn answering the follow-up": 1,
        "no trace: the item was imported without a recorded rewrite": 3,
    }


def test_frozen_scores_the_recorded_retrieval_and_reports_drift(world, embedding_model):
    live = _run(world, "recorded_rewrite", embedding_model)
    frozen = _run(world, "frozen", embedding_model)

    sla = _results(frozen)["sla"]
    assert (
        sla.ranked == ["kms/regions#0001", "kms/sla#0001"]
        and sla.query == "uptime SLA Dublin region"
    )
    assert sla.metrics["mrr"] == 0.5
    assert _results(frozen)["refund"].metrics["hit@10"] == 0.0  # production retrieved invoices
    drift = run_report(frozen)["drift"]
    assert drift["run_a"] == live.pk and drift["run_b"] == frozen.pk and drift["n"] == 1
    assert drift["mean_diff"] == pytest.approx(
        _results(frozen)["sla"].metrics["ndcg@10"] - _results(live)["sla"].metrics["ndcg@10"]
    )


def test_ceiling_check_is_gold_rewrite_minus_the_run(world, embedding_model):
    observed = _run(world, "followup_only", embedding_model)
    gold = _run(world, "gold_rewrite", embedding_model)

    ceiling = run_report(observed)["ceiling"]
    shared = ["sla", "sso"]
    expected = (
        sum(
            _results(gold)[i].metrics["ndcg@10"] - _results(observed)[i].metrics["ndcg@10"]
            for i in shared
        )
        / 2
    )
    assert ceiling["run_b"] == gold.pk and ceiling["n"] == 2
    assert ceiling["mean_diff"] == pytest.approx(expected)


def test_report_numbers_come_from_the_stats_core(world, embedding_model):
    run = _run(world, "followup_only", embedding_model)
    rows = [r for r in run_rows(run) if r["metrics"]]
    expected = summarize(
        {r["item_id"]: r["metrics"]["ndcg@10"] for r in rows},
        {r["item_id"]: r["pattern"] or "(none)" for r in rows},
        bounds=(0.0, 1.0),
    ).as_dict()
    summary = run_report(run)["summary"]
    assert summary["metrics"]["ndcg@10"] == expected
    assert summary["counts"] == {
        "items": 5,
        "scored": 4,
        "unanswerable": 1,
        "skipped": 0,
        "no_gold": 0,
    }
    assert summary["unanswerable_rate"]["mean"] == pytest.approx(0.2)


def test_nothing_is_embedded_twice_and_the_index_is_reused(world, counting_model):
    _run(world, "followup_only", counting_model)
    first = list(counting_model.encoded)
    assert sorted(first) == sorted(set(first))  # each distinct text once
    assert set(DOCS.values()) <= set(first)
    assert CorpusIndex.objects.count() == 1
    embeddings = Embedding.objects.count()

    counting_model.encoded.clear()
    _run(world, "followup_only", counting_model)  # same queries, same corpus
    _run(world, "gold_rewrite", counting_model)  # same corpus, two new queries... one already seen?

    assert CorpusIndex.objects.count() == 1
    assert not set(DOCS.values()) & set(counting_model.encoded)  # the corpus was not re-embedded
    assert sorted(counting_model.encoded) == sorted(
        {"uptime SLA of the Dublin region", "single sign-on SAML plan"}
    )
    assert Embedding.objects.count() == embeddings + 2


def test_a_changed_corpus_gets_a_new_index_embedding_only_the_new_text(world, counting_model):
    first = _run(world, "followup_only", counting_model)
    counting_model.encoded.clear()
    ingest_docs({"kms/sla": "The uptime SLA for the Dublin region is now 99.99 percent."})

    second = _run(world, "followup_only", counting_model)

    assert second.corpus_state != first.corpus_state and second.config_hash != first.config_hash
    assert CorpusIndex.objects.count() == 2
    assert counting_model.encoded == ["The uptime SLA for the Dublin region is now 99.99 percent."]


def test_a_batch_run_twice_writes_each_result_once(world, embedding_model):
    run = services.run_create(eval_set=world["eval_set"], arm="followup_only", batch_size=2)
    _run_obj, pending = services.run_prepare(run_id=run.pk, model=embedding_model)
    batch = pending[:2]

    added = services.run_execute_batch(run_id=run.pk, item_pks=batch, model=embedding_model)
    again = services.run_execute_batch(run_id=run.pk, item_pks=batch, model=embedding_model)

    assert (added, again) == (2, 0)
    assert RunItem.objects.filter(run=run).count() == 2
    run.refresh_from_db()
    assert run.status == Run.Status.RUNNING
    services.run_execute(run=run, model=embedding_model)  # resumes: only the missing three
    assert RunItem.objects.filter(run=run).count() == 5
    assert sorted(RunItem.objects.filter(run=run).values_list("item_id", flat=True)) == sorted(
        run.item_pks
    )


def test_eager_enqueue_runs_the_same_services(world, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        run = services.run_create(eval_set=world["eval_set"], arm="followup_only", batch_size=2)
        services.run_enqueue(run)
    run.refresh_from_db()
    assert run.status == Run.Status.DONE and run.results.count() == 5


def test_bad_requests_are_refused_with_the_parameter_named(world):
    with pytest.raises(CurationError, match="k: must be"):
        services.run_create(eval_set=world["eval_set"], arm="followup_only", k=0)
    with pytest.raises(CurationError, match="url"):
        services.run_create(eval_set=world["eval_set"], arm="http")
    assert not Run.objects.exists()


def test_an_http_arm_url_off_the_allow_list_is_refused_before_any_run_exists(world, settings):
    settings.ASSAY_SYSTEM_URLS = ["http://127.0.0.1"]
    with pytest.raises(OutboundRefused, match="url: 'http://169.254.169.254/q' is not on"):
        services.run_create(
            eval_set=world["eval_set"], arm="http", params={"url": "http://169.254.169.254/q"}
        )
    assert not Run.objects.exists()


def test_replay_command_writes_output_lines_and_json_report(world, tmp_path, capsys):
    out = tmp_path / "results.jsonl"
    call_command(
        "replay",
        "--set",
        "replay-test",
        "--arm",
        "followup_only",
        "--k",
        "4",
        "--output",
        str(out),
        "--json",
    )

    report = json.loads(capsys.readouterr().out)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 5
    first = next(line for line in lines if line["item_id"] == "password")
    assert set(first) >= {
        "item_id",
        "query",
        "ranked",
        "gold",
        "unanswerable",
        "pattern",
        "metrics",
    }
    assert len(first["ranked"]) == 4 and first["gold"] == ["auth/password#0001"]
    assert first["config_hash"] == report["config_hash"]
    assert report["summary"]["counts"]["scored"] == 4
    assert set(report["summary"]["metrics"]) == {
        "hit@4",
        "recall@4",
        "mrr",
        "ndcg@10",
        "context_precision@4",
        "context_precision_rw@4",
    }


def test_replay_command_prints_the_per_pattern_table(world, capsys):
    call_command("replay", "--set", "replay-test", "--arm", "followup_only")
    text = capsys.readouterr().out
    assert "overall" in text and "ordinal" in text and "ndcg@10" in text
    assert "mean ± standard error [95% interval]" in text


def test_items_deleted_after_planning_are_dropped_and_reported(world, embedding_model):
    run = services.run_create(eval_set=world["eval_set"], arm="followup_only")
    world["items"]["mars"].delete()

    run = services.run_execute(run=run, model=embedding_model)

    assert run.status == Run.Status.DONE and run.total_items == run.results.count() == 4
    assert run.message == "1 item(s) were deleted from the set after the run was planned"


def test_a_frozen_run_with_both_checks_corrects_their_p_values_together(world, embedding_model):
    _run(world, "recorded_rewrite", embedding_model)
    _run(world, "gold_rewrite", embedding_model)
    frozen = _run(world, "frozen", embedding_model)

    report = run_report(frozen, resamples=200)

    ceiling, drift = report["ceiling"], report["drift"]
    assert ceiling["corrected_for"] == drift["corrected_for"] == 2
    for check in (ceiling, drift):
        assert check["p_value"] <= check["p_holm"] <= 1.0 and check["p_bh"] <= check["p_holm"]
