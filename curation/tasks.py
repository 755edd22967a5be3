"""Celery tasks for curation: thin wrappers that load by id, call a service, record progress."""

from __future__ import annotations

from pathlib import Path

from celery import shared_task

from . import staleness_tasks  # noqa: F401  (registers the stale-fixture tasks)
from .jobs import job_run
from .uploads import upload_discard


@shared_task(acks_late=True)
def ingest_upload(job_id: int) -> None:
    """Plan the uploaded file a Job points at as batches and queue them (parallel ingest);
    re-running it only skips what is stored."""
    from .models import Job
    from .services.ingest_parallel import trace_ingest_parallel_start

    job = Job.objects.get(pk=job_id)
    try:
        trace_ingest_parallel_start(
            job=job, path=Path(job.params["path"]), default_source=job.params.get("source") or None
        )
    except Exception as exc:
        Job.objects.filter(pk=job_id).update(status=Job.Status.FAILED, message=str(exc)[:2000])
        # The upload holds raw text: it goes once the job has recorded its outcome.
        upload_discard(job.params["path"])
        raise


@shared_task(bind=True, acks_late=True)
def ingest_trace_batch(self, job_id: int, span: list[int]) -> None:
    """Pseudonymize and store one batch of lines of a parallel ingest (see
    ``curation.services.ingest_parallel``); safe to run twice."""
    from .ingest_batches import BatchSpan
    from .services.ingest_parallel import trace_ingest_batch

    worker = "" if self.request.is_eager else (self.request.hostname or "")
    trace_ingest_batch(job_id=job_id, span=BatchSpan.from_args(span), worker=worker)


from . import replay_tasks  # noqa: E402,F401  (registers the replay tasks)


@shared_task(acks_late=True)
def mine_followups(job_id: int) -> None:
    """Mine follow-up candidates for the Job's source (idempotent: mined turns are skipped)."""
    from .services.followups import followups_mine

    def work(job, progress):
        return followups_mine(source=job.params.get("source") or None, on_progress=progress).as_dict()

    job_run(job_id=job_id, work=work)
