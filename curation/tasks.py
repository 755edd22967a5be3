"""Celery tasks for curation: thin wrappers that load by id, call a service, record progress."""

from __future__ import annotations

from pathlib import Path

from celery import shared_task

from . import staleness_tasks  # noqa: F401  (registers the stale-fixture tasks)
from .jobs import JobFailed, job_run
from .jsonl import iter_json_lines, open_text
from .models import Job
from .services.traces import trace_ingest_lines
from .uploads import upload_discard


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
        if report.aborted:
            raise JobFailed(f"the file broke off: {report.aborted} (committed batches kept)",
                            report.as_dict())
        return report.as_dict()

    # The upload holds raw text: it goes once the job has recorded its outcome, done or failed.
    job = Job.objects.filter(pk=job_id).first()
    path = job.params.get("path") if job is not None else None
    try:
        job_run(job_id=job_id, work=work)
    finally:
        if path:
            upload_discard(path)

from . import replay_tasks  # noqa: E402,F401  (registers the replay tasks)


@shared_task(acks_late=True)
def mine_followups(job_id: int) -> None:
    """Mine follow-up candidates for the Job's source (idempotent: mined turns are skipped)."""
    from .services.followups import followups_mine

    def work(job, progress):
        return followups_mine(source=job.params.get("source") or None, on_progress=progress).as_dict()

    job_run(job_id=job_id, work=work)
