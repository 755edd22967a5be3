"""Celery tasks for replay: thin wrappers over :mod:`replay.services`.

Tasks that embed are named ``embed_*``: the route in settings sends ``replay.tasks.embed_*``
(and ``curation.tasks.embed_corpus_index``) to the ``embeddings`` queue (one worker process per
device, ``--concurrency 1``: the model loads once per process). All of them take ids only, acknowledge late and are safe to run twice.

- ``embed_replay_run``: start or resume a run: build its corpus index if needed, then queue one
  ``embed_replay_batch`` per batch of items still without a result.
- ``embed_replay_batch``: compute and store one batch (idempotent; see the services module).
- ``replay_resume_stalled``: periodic; re-queues runs that stored nothing for a while (their
  worker died and the broker holds the unacknowledged message until its visibility timeout).
"""

from __future__ import annotations

import logging
from datetime import timedelta

from celery import shared_task
from django.conf import settings

from curation.errors import CurationError
from replay import services, system_runs

log = logging.getLogger(__name__)
BATCH_RETRIES = 3


@shared_task(acks_late=True)
def embed_replay_run(run_id: int) -> int:
    """Prepare run ``run_id`` and fan out its pending batches; returns how many were queued."""
    try:
        run, pending = services.run_prepare(run_id=run_id)
    except Exception as exc:
        services.run_fail(run_id=run_id, message=str(exc))
        raise
    if run is None:
        return 0
    parts = services.batches(pending, run.batch_size)
    for part in parts:
        embed_replay_batch.delay(run_id, part, run.config_hash)
    if not parts:
        services.run_finish_if_complete(run_id=run_id)
    return len(parts)


@shared_task(bind=True, acks_late=True, max_retries=BATCH_RETRIES)
def embed_replay_batch(
    self, run_id: int, item_pks: list[int], config_hash: str | None = None
) -> int:
    """Store the results of one batch; transient errors are retried, then fail the run.

    ``config_hash`` guards against a message redelivered long after its run was deleted and the
    id reused (a recreated database): a batch for another config is dropped.
    """
    try:
        return services.run_execute_batch(run_id=run_id, item_pks=item_pks, config_hash=config_hash)
    except CurationError as exc:
        services.run_fail(run_id=run_id, message=str(exc))
        raise
    except Exception as exc:
        if self.request.is_eager or self.request.retries >= self.max_retries:
            services.run_fail(run_id=run_id, message=f"batch failed: {exc}")
            raise
        raise self.retry(exc=exc, countdown=2**self.request.retries) from exc


@shared_task(acks_late=True)
def replay_resume_stalled() -> list[int]:
    """Resume runs with no new result for ASSAY_REPLAY_STALL_SECONDS (beat runs it every
    ASSAY_STALL_CHECK_SECONDS, a minute by default)."""
    stalled_after = timedelta(seconds=settings.ASSAY_REPLAY_STALL_SECONDS)
    resumed = services.runs_resume_stalled(stalled_after=stalled_after)
    if resumed:
        log.warning("resumed stalled replay runs %s", resumed)
    return resumed


# --- System runs (the team's assistant): the default queue, no embedding -----------------------


@shared_task(acks_late=True)
def system_replay_run(run_id: int) -> int:
    """Start or resume system run ``run_id`` and fan out its pending batches."""
    run, pending = system_runs.system_run_start(run_id=run_id)
    if run is None:
        return 0
    parts = services.batches(pending, run.batch_size)
    for part in parts:
        system_replay_batch.delay(run_id, part, run.config_hash)
    if not parts:
        services.run_finish_if_complete(run_id=run_id)
    return len(parts)


@shared_task(bind=True, acks_late=True, max_retries=BATCH_RETRIES)
def system_replay_batch(
    self, run_id: int, item_pks: list[int], config_hash: str | None = None
) -> int:
    """Call the system for one batch's missing repeats. Calls that fail are recorded as the
    repeat's errors (the call itself retries transport errors with backoff); an error outside
    the calls (the database) retries the batch, which redoes only what is missing."""
    try:
        return system_runs.system_execute_batch(
            run_id=run_id, item_pks=item_pks, config_hash=config_hash
        )
    except Exception as exc:
        if self.request.is_eager or self.request.retries >= self.max_retries:
            services.run_fail(run_id=run_id, message=f"batch failed: {exc}")
            raise
        raise self.retry(exc=exc, countdown=2**self.request.retries) from exc
