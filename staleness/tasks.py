"""Celery tasks for stale-fixture flags: the nightly run, the ingest trigger, the page's button.

Thin wrappers: they take primitives, call ``stale_check_run`` (safe to run twice) and return its
JSON summary. The nightly schedule is ``CELERY_BEAT_SCHEDULE["flag-stale-nightly"]`` in settings
(ASSAY_STALE_CHECK_HOUR / ASSAY_STALE_CHECK_MINUTE, UTC).
"""

from __future__ import annotations

from celery import shared_task
from django.db import OperationalError

from core.jobs import job_run
from curation.models import EvalSet
from staleness.services import stale_check_run

RETRY = {"autoretry_for": (OperationalError,), "retry_backoff": True, "max_retries": 3}


@shared_task(acks_late=True, **RETRY)
def flag_stale_nightly() -> dict:
    """Check every item of every set."""
    return stale_check_run(trigger="nightly").as_dict()


@shared_task(acks_late=True, **RETRY)
def flag_stale_for_documents(doc_ids: list[str]) -> dict:
    """Check the items that captured or cite the given documents (queued by corpus ingest)."""
    return stale_check_run(trigger="ingest", doc_ids=doc_ids).as_dict()


@shared_task(acks_late=True)
def flag_stale_job(job_id: int) -> None:
    """Run the check for a Job row (the work-queue page's "check now"), with progress."""

    def work(job, progress):
        set_id = job.params.get("set_id")
        eval_set = EvalSet.objects.filter(pk=set_id).first() if set_id else None

        def total(n: int) -> None:
            type(job).objects.filter(pk=job.pk).update(total=n)

        return stale_check_run(
            trigger="page", eval_set=eval_set, on_progress=progress, on_total=total
        ).as_dict()

    job_run(job_id=job_id, work=work)
