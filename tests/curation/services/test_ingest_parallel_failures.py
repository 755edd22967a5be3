"""A parallel ingest one of whose batches failed (the database went away mid-batch) is never
shown as done, even when the other batches finish after it; what they stored is counted."""

from __future__ import annotations

import json

import pytest
from django.db import OperationalError

from core.jobs import job_create
from core.models import Job
from curation.ingest_batches import plan_batches
from curation.models import Trace
from curation.services import ingest_parallel
from tests.curation.factories import trace_obj

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _var(settings, tmp_path):
    settings.VAR_DIR = tmp_path / "var"
    settings.ASSAY_PSEUDONYMIZE = False


def test_job_with_a_failed_batch_stays_failed_when_the_last_batch_finishes(tmp_path, monkeypatch):
    path = tmp_path / "t.jsonl"
    path.write_text("".join(json.dumps(trace_obj(f"f{i}")) + "\n" for i in range(6)))
    monkeypatch.setattr(ingest_parallel, "_dispatch", lambda job_id, spans: None)  # plan only
    job = ingest_parallel.trace_ingest_parallel_start(
        job=job_create(kind="ingest_traces", params={"path": str(path)}), path=path, batch_size=2
    )
    spans = plan_batches(path, 2)
    real = ingest_parallel.trace_ingest_records

    def outage(**kwargs):
        raise OperationalError("server closed the connection unexpectedly")

    ingest_parallel.trace_ingest_batch(job_id=job.pk, span=spans[0])
    monkeypatch.setattr(ingest_parallel, "trace_ingest_records", outage)
    with pytest.raises(OperationalError):
        ingest_parallel.trace_ingest_batch(job_id=job.pk, span=spans[1])
    monkeypatch.setattr(ingest_parallel, "trace_ingest_records", real)
    ingest_parallel.trace_ingest_batch(job_id=job.pk, span=spans[2])

    job.refresh_from_db()
    assert job.status == Job.Status.FAILED
    assert "batch 2 (lines 3-4)" in job.message
    assert job.result["accepted"] == Trace.objects.count() == 4
