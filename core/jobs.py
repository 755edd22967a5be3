"""Job bookkeeping for long work: create a row, run with progress, record the result."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from django.db import transaction

from core import background
from core.models import Job

log = logging.getLogger(__name__)


def job_create(*, kind: str, total: int = 0, params: dict | None = None, user=None) -> Job:
    """Write the Job row first, so a page can show it before any worker picks it up."""
    return Job.objects.create(
        kind=kind,
        total=total,
        params=params or {},
        created_by=user if user and user.is_authenticated else None,
    )


def job_run(*, job_id: int, work: Callable[[Job, Callable[[int], None]], Any]) -> Job:
    """Run ``work(job, progress)``; ``progress(done)`` saves how far it got.

    The result (a JSON-ready value) lands in ``job.result``; an exception marks the job failed
    with its message and is re-raised so Celery's retry policy sees it.
    """
    job = Job.objects.get(pk=job_id)
    job.status = Job.Status.RUNNING
    job.save(update_fields=["status", "updated_at"])

    def progress(done: int) -> None:
        Job.objects.filter(pk=job_id).update(done=done)

    try:
        result = work(job, progress)
    except Exception as exc:
        Job.objects.filter(pk=job_id).update(status=Job.Status.FAILED, message=str(exc)[:2000])
        log.exception("job %s (%s) failed", job_id, job.kind)
        raise
    job.refresh_from_db()
    job.status = Job.Status.DONE
    job.done = max(job.done, job.total)
    job.result = result if isinstance(result, dict) else {"value": result}
    job.save(update_fields=["status", "done", "result", "updated_at"])
    return job


def job_enqueue(task, job: Job, *args) -> None:
    """Queue ``task(job.pk, *args)`` once the surrounding transaction commits (off the request
    when tasks run eagerly: ``core.background``)."""
    transaction.on_commit(lambda: background.delay(task, job.pk, *args))
