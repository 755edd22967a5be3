"""Curation API for the team: mining, sampling (preview and create), corpus search, capture."""

from __future__ import annotations

import pytest

from curation.models import EvalSet
from tests.curation.sampling_world import build_mined
from tests.schema_conformance import assert_conforms

pytestmark = pytest.mark.django_db


@pytest.fixture
def mined():
    return build_mined()


def _post(client, url, data):
    return client.post(url, data, content_type="application/json")


def test_preview_then_sample_a_set_with_a_control_slice(mined, lead_client):
    body = {"quotas": {"pronoun": 9, "standalone": 2}, "seed": 3, "with_retrieval": True}
    answer = _post(lead_client, "/api/followups/sample/preview/", body)
    assert_conforms(answer, "POST", "/api/followups/sample/preview/")
    preview = answer.json()
    assert preview["shortfalls"] == {"pronoun": {"quota": 9, "available": 2, "picked": 2}}
    created = _post(lead_client, "/api/followups/sample/", {**body, "name": "api-set"})
    assert created.status_code == 201
    assert_conforms(created, "POST", "/api/followups/sample/")
    assert (
        created.json()["items"]
        == preview["total"]
        == EvalSet.objects.get(name="api-set").items.count()
    )


def test_an_unknown_stratum_is_named(mined, lead_client):
    response = _post(lead_client, "/api/followups/sample/preview/", {"quotas": {"control": 1}})
    assert response.status_code == 400 and "control" in response.json()["error"]["fields"]["quotas"]


def test_mining_starts_a_job_and_the_partition_reads_back(
    mined, lead_client, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        started = _post(lead_client, "/api/followups/mine/", {})
    assert started.status_code == 202
    job = lead_client.get(f"/api/jobs/{started.json()['job']}/").json()
    assert job["status"] == "done"
    partition = lead_client.get("/api/followups/partition/")
    assert_conforms(partition, "GET", "/api/followups/partition/")
    assert partition.json()["total"] > 0
    capture = lead_client.get("/api/capture/")
    assert_conforms(capture, "GET", "/api/capture/")
    assert isinstance(capture.json(), list)


def test_annotators_search_the_corpus_but_cannot_sample(mined, annotator_client):
    words = annotator_client.get("/api/corpus/search/", {"q": "SLA"}).json()
    assert words["mode"] == "words" and words["available"] is True
    meaning = annotator_client.get("/api/corpus/search/", {"q": "SLA", "mode": "meaning"}).json()
    assert meaning["mode"] == "meaning" and isinstance(meaning["hits"], list)
    assert annotator_client.get("/api/corpus/search/", {"mode": "x"}).status_code == 400
    assert (
        _post(annotator_client, "/api/followups/sample/preview/", {"quotas": {}}).status_code == 403
    )
