"""Curation pages: who may see them, the upload journey and its progress fragment."""

from __future__ import annotations

import json
import time

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from core.models import Job
from curation.models import Trace
from tests.curation.factories import trace_obj

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _plain_text(settings, tmp_path):
    settings.ASSAY_PSEUDONYMIZE = False
    settings.VAR_DIR = tmp_path


@pytest.fixture
def upload(django_capture_on_commit_callbacks):
    """POST a JSONL upload, running the queued task as the commit would (eager Celery)."""

    def post(client, rows, name="t.jsonl"):
        content = "\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows).encode()
        with django_capture_on_commit_callbacks(execute=True):
            return client.post(
                "/curation/traces/upload/", {"file": SimpleUploadedFile(name, content)}
            )

    return post


def test_anonymous_is_sent_to_login(client):
    for url in ("/", "/curation/traces/upload/", "/curation/capture/"):
        response = client.get(url)
        assert response.status_code == 302
        assert response["Location"].startswith("/login/")


def test_annotator_cannot_upload_or_read_capture_report(annotator_client):
    assert annotator_client.get("/curation/traces/upload/").status_code == 403
    assert annotator_client.get("/curation/capture/").status_code == 403
    assert annotator_client.get("/").status_code == 200


def test_upload_ingests_and_reports_bad_lines(lead_client, upload):
    response = upload(lead_client, [trace_obj("u1"), "{oops", trace_obj("u2")])

    assert response.status_code == 302
    job = Job.objects.get()
    assert response["Location"] == f"/curation/jobs/{job.pk}/"
    assert job.status == Job.Status.DONE  # eager tasks: done by the redirect
    assert Trace.objects.count() == 2
    page = lead_client.get(response["Location"])
    assert b"accepted 2, duplicates skipped 0, rejected 1" in page.content
    assert b"line 2: $: invalid JSON" in page.content


def test_job_page_serves_full_page_or_progress_fragment(lead_client, upload):
    upload(lead_client, [trace_obj("u1")])
    job = Job.objects.get()

    full = lead_client.get(f"/curation/jobs/{job.pk}/")
    fragment = lead_client.get(f"/curation/jobs/{job.pk}/", HTTP_HX_REQUEST="true")

    assert b"<html" in full.content and b'id="job-progress"' in full.content
    assert b"<html" not in fragment.content and b'id="job-progress"' in fragment.content
    assert "HX-Request" in fragment["Vary"]


def test_upload_refuses_other_file_types(lead_client):
    response = lead_client.post(
        "/curation/traces/upload/", {"file": SimpleUploadedFile("t.csv", b"a,b")}
    )
    assert response.status_code == 200
    assert b"expected a .jsonl" in response.content
    assert not Job.objects.exists()


def test_capture_report_page_shows_shares(lead_client, upload):
    upload(lead_client, [trace_obj("u1"), trace_obj("u2", environment={"model": "m"})])

    page = lead_client.get("/curation/capture/")

    assert page.status_code == 200
    assert b"prompt version" in page.content
    assert b"1 / 2" in page.content  # one of two traces carries a prompt version


def test_health_needs_no_login(client):
    assert client.get("/health/").json()["ok"] is True


@pytest.mark.worker
def test_upload_is_ingested_by_a_real_worker(celery_worker, lead, client):
    client.force_login(lead)
    content = "\n".join(json.dumps(trace_obj(f"w{i}")) for i in range(30)).encode()

    client.post("/curation/traces/upload/", {"file": SimpleUploadedFile("w.jsonl", content)})

    job = Job.objects.get()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        job.refresh_from_db()
        if job.status in (Job.Status.DONE, Job.Status.FAILED):
            break
        time.sleep(0.2)
    assert job.status == Job.Status.DONE, job.message
    assert job.result["accepted"] == 30
    assert Trace.objects.count() == 30
