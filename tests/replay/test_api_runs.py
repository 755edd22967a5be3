"""Replay runs through the API: create, status, report, per-item results, compare, ladder."""

from __future__ import annotations

import pytest

from replay import services
from replay.models import Run
from tests.schema_conformance import assert_conforms

pytestmark = pytest.mark.django_db


@pytest.fixture
def api_post(django_capture_on_commit_callbacks):
    def post(client, url, data):
        with django_capture_on_commit_callbacks(execute=True):
            return client.post(url, data, content_type="application/json")

    return post


def test_a_lead_creates_a_run_and_reads_its_status_report_and_results(world, lead_client, api_post):
    response = api_post(
        lead_client,
        "/api/runs/",
        {"eval_set": world["eval_set"].pk, "arm": "concat_history", "k": 5},
    )
    assert response.status_code == 201, response.content
    run_id = response.json()["id"]
    status = lead_client.get(f"/api/runs/{run_id}/").json()
    assert status["status"] == "done" and status["done_items"] == status["total_items"] > 0
    answer = lead_client.get(f"/api/runs/{run_id}/report/")
    assert_conforms(answer, "GET", "/api/runs/{id}/report/")
    report = answer.json()
    assert report["summary"]["counts"]["items"] == status["total_items"]
    answer = lead_client.get(f"/api/runs/{run_id}/results/")
    assert_conforms(answer, "GET", "/api/runs/{id}/results/")
    results = answer.json()
    assert len(results) == status["total_items"] and {"item_id", "ranked"} <= set(results[0])


def test_compare_and_ladder_answer_with_their_caveats(world, lead_client, embedding_model):
    a, b = (
        services.run_execute(
            run=services.run_create(eval_set=world["eval_set"], arm=arm), model=embedding_model
        )
        for arm in ("followup_only", "recorded_rewrite")
    )
    refused = lead_client.get("/api/runs/compare/", {"a": a.pk, "b": b.pk})
    assert refused.status_code == 400 and "--intersection" in refused.json()["error"]["message"]
    answer = lead_client.get(
        "/api/runs/compare/", {"a": a.pk, "b": b.pk, "intersection": "true", "resamples": 200}
    )
    assert_conforms(answer, "GET", "/api/runs/compare/")
    shared = answer.json()
    assert shared["n"] == 1 and "only the items every run scored" in shared["caveats"][0]
    assert 0.0 <= shared["p_value"] <= 1.0
    assert set(shared["coverage"]) == {str(a.pk), str(b.pk)}
    assert shared["coverage"][str(a.pk)]["k"] == a.k
    answer = lead_client.get("/api/runs/ladder/", {"runs": [a.pk, b.pk], "resamples": 200})
    assert_conforms(answer, "GET", "/api/runs/ladder/")
    ladder = answer.json()
    assert ladder["n"] == 1 and ladder["caveats"]
    assert set(ladder["coverage"]) == {str(a.pk), str(b.pk)}


def test_bad_input_is_a_400_naming_the_field(world, lead_client):
    response = lead_client.post(
        "/api/runs/",
        {"eval_set": world["eval_set"].pk, "arm": "nope"},
        content_type="application/json",
    )
    assert response.status_code == 400 and "arm" in response.json()["error"]["fields"]
    assert lead_client.get("/api/runs/compare/", {"a": "x", "b": 1}).status_code == 400
    assert lead_client.get("/api/runs/999999/report/").status_code == 404


def test_annotators_cannot_use_the_runs_api(world, annotator_client):
    assert annotator_client.get("/api/runs/").status_code == 403
    response = annotator_client.post(
        "/api/runs/",
        {"eval_set": world["eval_set"].pk, "arm": "followup_only"},
        content_type="application/json",
    )
    assert response.status_code == 403 and Run.objects.count() == 0
