"""POST /api/traces/files/ and GET /api/jobs/<id>/: a file ingested in batches, by leads only."""

from __future__ import annotations

import gzip
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from core.models import Job
from curation.models import Trace
from tests.curation.factories import trace_obj

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _settings(settings, tmp_path):
    settings.ASSAY_PSEUDONYMIZE = False
    settings.VAR_DIR = tmp_path / "var"
    settings.ASSAY_INGEST_WORKER_BATCH_SIZE = 2


def _content(rows) -> bytes:
    return ("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n").encode()


def test_file_is_ingested_in_batches_and_its_job_reports_lines(
    lead_client, django_capture_on_commit_callbacks, tmp_path
):
    rows = [
        trace_obj("f1"),
        "{oops",
        trace_obj("f2"),
        trace_obj("f3", messages=[]),
        trace_obj("f4"),
    ]

    with django_capture_on_commit_callbacks(execute=True):
        response = lead_client.post(
            "/api/traces/files/",
            {"file": SimpleUploadedFile("t.jsonl", _content(rows)), "source": "api-upload"},
        )

    assert response.status_code == 202
    job_url = response.json()["url"]
    job = lead_client.get(job_url).json()
    assert job["status"] == "done" and job["percent"] == 100
    assert (job["result"]["accepted"], job["result"]["rejected"]) == (3, 2)
    assert job["result"]["batches"] == 3
    assert [p.split(":")[0] for p in job["result"]["problems"]] == ["line 2", "line 4"]
    assert Trace.objects.count() == 3
    assert not list((tmp_path / "var" / "uploads").iterdir())  # removed once ingested


def test_gzip_file_is_accepted(lead_client, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        response = lead_client.post(
            "/api/traces/files/",
            {"file": SimpleUploadedFile("t.jsonl.gz", gzip.compress(_content([trace_obj("g1")])))},
        )

    assert response.status_code == 202
    assert Job.objects.get().result["accepted"] == 1


def test_upload_waits_private_until_ingested(lead_client, tmp_path):
    response = lead_client.post(
        "/api/traces/files/", {"file": SimpleUploadedFile("t.jsonl", _content([trace_obj("p1")]))}
    )

    assert response.status_code == 202  # queued on commit, which this test never reaches
    (waiting,) = (tmp_path / "var" / "uploads").iterdir()
    assert waiting.stat().st_mode & 0o777 == 0o600


def test_other_file_types_and_missing_file_are_refused(lead_client):
    csv = lead_client.post("/api/traces/files/", {"file": SimpleUploadedFile("t.csv", b"a,b")})
    missing = lead_client.post("/api/traces/files/", {"source": "x"})

    assert csv.status_code == 400 and "expected a .jsonl" in csv.json()["error"]["message"]
    assert missing.status_code == 400 and set(missing.json()["error"]["fields"]) == {"file"}
    assert not Job.objects.exists()


def test_only_leads_may_upload_or_read_jobs(annotator_client, client, lead):
    job = Job.objects.create(kind="ingest_traces", created_by=lead)
    upload = {"file": SimpleUploadedFile("t.jsonl", _content([trace_obj("x")]))}

    assert annotator_client.post("/api/traces/files/", upload).status_code == 403
    assert annotator_client.get(f"/api/jobs/{job.pk}/").status_code == 403
    assert client.get(f"/api/jobs/{job.pk}/").status_code in (401, 403)
    assert not Trace.objects.exists()
