"""Celery tasks for curation: thin wrappers that load by id, call a service, record progress."""

from __future__ import annotations

from celery import shared_task

from core.jobs import job_run

from .ingest_batches import BatchSpan
from .search.embedding import choose_device
from .search.services import index_build_current
from .search.shards import shard_search


@shared_task(acks_late=True)
def ingest_upload(job_id: int) -> None:
    """Plan the uploaded file a Job points at as batches and queue them (parallel ingest);
    re-running it only skips what is stored."""
    from .services.ingest_parallel import trace_ingest_upload

    trace_ingest_upload(job_id=job_id)


@shared_task(bind=True, acks_late=True)
def ingest_trace_batch(self, job_id: int, span: list[int]) -> None:
    """Pseudonymize and store one batch of lines of a parallel ingest (see
    ``curation.services.ingest_parallel``); safe to run twice."""
    from .services.ingest_parallel import trace_ingest_batch

    worker = "" if self.request.is_eager else (self.request.hostname or "")
    trace_ingest_batch(job_id=job_id, span=BatchSpan.from_args(span), worker=worker)


@shared_task(acks_late=True)
def mine_followups(job_id: int) -> None:
    """Mine follow-up candidates for the Job's source (idempotent: mined turns are skipped)."""
    from .services.followups import followups_mine

    def work(job, progress):
        return followups_mine(
            source=job.params.get("source") or None, on_progress=progress
        ).as_dict()

    job_run(job_id=job_id, work=work)


@shared_task(acks_late=True)
def embed_corpus_index() -> int:
    """Build the index of the current corpus for the configured model; returns its id.

    Routed to the ``embeddings`` queue (``CELERY_TASK_ROUTES``): the model loads once per worker.
    """
    return index_build_current().pk


@shared_task
def search_shard(**kwargs) -> dict:
    """One shard of a sharded exhaustive search (``curation.search.shards``): this worker's block
    of the matrix, held in memory, searched for the query batch; on its GPU when it has one."""
    return shard_search(device=kwargs.pop("device", None) or choose_device(), **kwargs)
