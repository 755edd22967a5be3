"""Without a broker, tasks a page queues run in a thread: the page answers before they end."""

from __future__ import annotations

import threading

import pytest
from celery import shared_task

from core import background
from core.jobs import job_create, job_enqueue, job_run
from core.models import Job

GATE = threading.Event()
RAN_IN: dict[str, int] = {}


@shared_task(name="tests.core.gated_job")
def gated_job(job_id: int) -> None:
    def work(job, progress):
        RAN_IN["thread"] = threading.get_ident()
        progress(1)
        assert GATE.wait(30), "the test never opened the gate"
        return {"ok": True}

    job_run(job_id=job_id, work=work)


@pytest.fixture
def in_thread(settings):
    settings.ASSAY_EAGER_BACKGROUND = True
    GATE.clear()
    RAN_IN.clear()
    yield
    GATE.set()
    background.join_all()


@pytest.mark.django_db(transaction=True)
def test_an_eager_job_runs_off_the_caller_and_reports_progress(in_thread):
    job = job_create(kind="gated", total=2)
    job_enqueue(gated_job, job)  # no transaction open: on_commit runs it now

    # the caller is back while the job still runs, and its progress is visible
    for _ in range(200):
        job.refresh_from_db()
        if job.done == 1:
            break
        threading.Event().wait(0.05)
    assert job.status == Job.Status.RUNNING and job.done == 1
    assert RAN_IN["thread"] != threading.get_ident()

    GATE.set()
    background.join_all()
    job.refresh_from_db()
    assert job.status == Job.Status.DONE and job.result == {"ok": True}


@pytest.mark.django_db(transaction=True)
def test_with_the_thread_off_an_eager_job_finishes_inside_the_call(settings):
    settings.ASSAY_EAGER_BACKGROUND = False
    GATE.set()
    job = job_create(kind="gated", total=2)
    job_enqueue(gated_job, job)
    job.refresh_from_db()
    assert job.status == Job.Status.DONE and RAN_IN["thread"] == threading.get_ident()
