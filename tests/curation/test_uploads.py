"""Uploaded trace files: private (0600) while they wait, deleted once ingested or failed, and
an upload whose file broke off is reported as failed, never as done."""

from __future__ import annotations

import gzip
import json
import stat

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from core.models import Job
from curation.models import Trace
from curation.services import ingest_parallel
from tests.curation.factories import trace_obj

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _var(settings, tmp_path):
    settings.ASSAY_PSEUDONYMIZE = False
    settings.VAR_DIR = tmp_path / "var"


def waiting_files(settings):
    folder = settings.VAR_DIR / "uploads"
    return sorted(folder.iterdir()) if folder.exists() else []


def jsonl(*ids) -> bytes:
    return "\n".join(json.dumps(trace_obj(i)) for i in ids).encode()


def post(client, content: bytes, name="t.jsonl"):
    return client.post("/curation/traces/upload/", {"file": SimpleUploadedFile(name, content)})


def test_upload_waits_mode_0600_and_is_deleted_once_ingested(
    lead_client, settings, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=False) as queued:
        post(lead_client, jsonl("u1", "u2"))
    [path] = waiting_files(settings)
    mode = stat.S_IMODE(path.stat().st_mode)

    with django_capture_on_commit_callbacks(execute=True):  # the ingest removes it at commit
        for callback in queued:  # the commit queues the ingest job
            callback()

    assert mode == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert Job.objects.get().status == Job.Status.DONE
    assert Trace.objects.count() == 2
    assert waiting_files(settings) == []


def test_failed_job_records_the_error_then_deletes_the_upload(
    lead_client, settings, monkeypatch, django_capture_on_commit_callbacks
):
    def broken_ingest(**kwargs):
        raise RuntimeError("database went away")

    seen_at_delete = []
    real_discard = ingest_parallel.upload_discard

    def discard(path):
        job = Job.objects.get()
        seen_at_delete.append((job.status, job.message))
        real_discard(path)

    monkeypatch.setattr(ingest_parallel, "trace_ingest_records", broken_ingest)
    monkeypatch.setattr(ingest_parallel, "upload_discard", discard)

    with pytest.raises(RuntimeError, match="database went away"):
        with django_capture_on_commit_callbacks(execute=True):
            post(lead_client, jsonl("u1"))

    # the failed batch deletes it, then the upload job records why (deleting again is a no-op)
    assert seen_at_delete and all(
        status == Job.Status.FAILED and "database went away" in message
        for status, message in seen_at_delete
    )
    assert waiting_files(settings) == []


def test_upload_that_broke_off_is_failed_not_done_and_keeps_its_counts(
    lead_client, settings, django_capture_on_commit_callbacks
):
    whole = gzip.compress(jsonl(*(f"g{i}" for i in range(40))))
    with django_capture_on_commit_callbacks(execute=True):
        response = post(lead_client, whole[: len(whole) - 40], name="cut.jsonl.gz")

    job = Job.objects.get()
    page = lead_client.get(response["Location"])

    assert job.status == Job.Status.FAILED
    assert "broke off" in job.message
    assert job.result["aborted"] and job.result["accepted"] == Trace.objects.count()
    assert b">failed<" in page.content and b">done<" not in page.content
    assert b"stopped early" in page.content
    assert waiting_files(settings) == []
