"""Celery tasks for curation: thin wrappers that load by id, call a service, record progress."""

from __future__ import annotations

from pathlib import Path

from celery import shared_task

from core.jobs import job_run
from core.jsonl import iter_json_lines, open_text

from .search.services import index_build_current
from .services.traces import trace_ingest_lines


@shared_task(acks_late=True)
def ingest_upload(job_id: int) -> None:
    """Ingest the uploaded file a Job points at; re-running it only skips what is stored."""

    def work(job, progress):
        path = Path(job.params["path"])
        with open_text(path) as stream:
            report = trace_ingest_lines(
                lines=iter_json_lines(stream), default_source=job.params.get("source") or None,
                on_progress=progress,
            )
        return report.as_dict()

    job_run(job_id=job_id, work=work)


@shared_task(acks_late=True)
def mine_followups(job_id: int) -> None:
    """Mine follow-up candidates for the Job's source (idempotent: mined turns are skipped)."""
    from .services.followups import followups_mine

    def work(job, progress):
        return followups_mine(source=job.params.get("source") or None, on_progress=progress).as_dict()

    job_run(job_id=job_id, work=work)


@shared_task(acks_late=True)
def embed_corpus_index() -> int:
    """Build the index of the current corpus for the configured model; returns its id.

    Routed to the ``embeddings`` queue (``CELERY_TASK_ROUTES``): the model loads once per worker.
    """
    return index_build_current().pk
