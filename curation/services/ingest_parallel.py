"""Parallel ingest: a trace file cut into batches that Celery workers pseudonymize and store.

Pseudonymization costs far more than storage (tens of traces a second per core against about a
thousand), so a large file or upload is planned as batches of lines (byte ranges of the file,
see ``curation.ingest_batches``) and each batch becomes one task. Every worker process
validates, pseudonymizes and writes its batch through ``trace_ingest_records``, the same path
as a serial ingest, so the same rules hold across batches and workers:

* same ``trace_id`` and same content is skipped as a duplicate, other content is a conflict
  naming both hashes; two workers writing one id at once meet on the unique index, and the one
  that loses re-reads and sorts its lines into duplicates and conflicts;
* a bad line is reported as ``line N: field: message`` with its line in the original file.

One difference from a serial ingest: when two lines of one file share a ``trace_id`` with
different content and sit in batches that run at the same time, the one whose batch commits
first is stored and the other is the reported conflict (serially, the earlier line always
wins). Nothing is lost silently either way.

One ``Job`` row carries the whole ingest: ``total`` is the file's lines, ``done`` the sum over
finished batches, and ``result`` the running counts. A batch's traces and its share of the
counts commit in one transaction, so a batch redelivered after a crash is recognised (its index
is recorded) and never counted twice. The last batch to finish writes the final report (the
same keys as ``IngestReport.as_dict``, problems sorted by line) and removes the spool file.

With eager tasks (no broker, the SQLite default) the batches simply run one after another in
the calling process. With a broker, workers must see the file at the same path (one machine or
a shared volume, as uploads already require).
"""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Iterable
from pathlib import Path

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from core.jobs import job_create, job_enqueue
from core.jsonl import parse_lines
from core.models import Job

from ..errors import CurationError, Problem
from ..ingest_batches import BatchSpan, needs_spool, plan_batches, read_batch, spool_plain
from ..tracefmt import parse_trace
from ..uploads import upload_discard, upload_store
from .traces import MAX_PROBLEMS_KEPT, Outcome, default_transform, trace_ingest_records

log = logging.getLogger(__name__)

JOB_KIND = "ingest_traces"


def _spool_dir() -> Path:
    return Path(settings.VAR_DIR) / "ingest-spool"


def trace_ingest_parallel_start(
    *,
    job: Job,
    path: str | Path,
    default_source: str | None = None,
    batch_size: int | None = None,
    pseudonymize: bool | None = None,
) -> Job:
    """Plan ``path`` as batches and queue one ingest task per batch under ``job``.

    ``path`` is a plain JSONL file, a .gz, or ``-`` (standard input); the last two are first
    spooled to a private plain file. ``batch_size`` defaults to
    ``ASSAY_INGEST_WORKER_BATCH_SIZE``; ``pseudonymize`` to ``ASSAY_PSEUDONYMIZE``. Returns the
    job (already done when tasks are eager). Raises ``CurationError`` for an unreadable path.
    """
    if job.params.get("batches") is not None:  # planned before: a redelivered start task
        return job if job.status == Job.Status.DONE else _resume(job)
    size = batch_size or settings.ASSAY_INGEST_WORKER_BATCH_SIZE
    if pseudonymize is None:
        pseudonymize = settings.ASSAY_PSEUDONYMIZE
    spool = None
    aborted = None
    try:
        if needs_spool(path):
            spool = _spool_dir() / f"{job.pk}-{uuid.uuid4().hex}.jsonl"
            aborted = spool_plain(path, spool)
            data_path = spool
        else:
            data_path = Path(path).resolve()
        spans = plan_batches(data_path, size)
    except OSError as exc:
        raise CurationError(f"{path}: {exc.strerror or exc}") from None
    job.total = sum(s.lines for s in spans)
    job.done = 0
    job.status = Job.Status.RUNNING
    job.params = {
        **job.params,
        "data_path": str(data_path),
        "spool": str(spool) if spool else None,
        "source": default_source or job.params.get("source") or "",
        "pseudonymize": bool(pseudonymize),
        "batches": len(spans),
        "batch_size": size,
        "started_at": timezone.now().isoformat(),
    }
    job.result = {
        "accepted": 0,
        "duplicates": 0,
        "rejected": 0,
        "problems": [],
        "aborted": aborted,
        "batches_done": [],
        "workers": {},
    }
    job.save(update_fields=["total", "done", "status", "params", "result", "updated_at"])
    if not spans:
        with transaction.atomic():
            _finish(Job.objects.select_for_update().get(pk=job.pk))
        job.refresh_from_db()
        return job
    _dispatch(job.pk, spans)
    job.refresh_from_db()
    return job


def trace_ingest_upload(*, job_id: int) -> Job:
    """Plan and queue the parallel ingest of the uploaded file ``job_id`` points at.

    If planning fails, the job is marked failed with the reason and the upload (raw text) is
    deleted before the error is re-raised; batches delete it when the last one commits or one
    fails (see ``trace_ingest_batch``).
    """
    job = Job.objects.get(pk=job_id)
    try:
        return trace_ingest_parallel_start(
            job=job, path=Path(job.params["path"]), default_source=job.params.get("source") or None
        )
    except Exception as exc:
        Job.objects.filter(pk=job_id).update(status=Job.Status.FAILED, message=str(exc)[:2000])
        upload_discard(job.params["path"])
        raise


UPLOAD_SUFFIXES = (".jsonl", ".jsonl.gz", ".json", ".gz")


def trace_file_ingest_start(
    *, chunks: Iterable[bytes], name: str, source: str = "", user=None
) -> Job:
    """Store an uploaded trace file privately and queue its parallel ingest; returns the Job.

    The file is written mode 0600 under ``VAR_DIR/uploads`` and removed when the last batch is
    stored. ``name`` (the client's file name) decides plain or gzip; anything but .jsonl,
    .json or .gz is refused with ``CurationError``.
    """
    from ..tasks import ingest_upload

    if not name.endswith(UPLOAD_SUFFIXES):
        raise CurationError(f"file: expected a .jsonl or .jsonl.gz file, got {name!r}")
    path = upload_store(chunks=chunks, gzipped=name.endswith(".gz"))
    job = job_create(
        kind=JOB_KIND,
        user=user,
        params={"path": str(path), "source": source, "name": name, "delete_when_done": True},
    )
    job_enqueue(ingest_upload, job)
    return job


def _json_lines(objects: list) -> Iterable[bytes]:
    for obj in objects:
        # ensure_ascii: a lone surrogate travels as its escape, for the validator to name.
        yield json.dumps(obj, ensure_ascii=True).encode("ascii") + b"\n"


def trace_objects_ingest_start(*, objects: list, source: str = "", user=None) -> Job:
    """Queue the parallel ingest of an API batch too large to answer at once; returns the Job.

    The objects are written one per line to a private upload file, so line N of the job's
    report is the N-th object, and go through the same validation, batches and report as a
    file upload (``trace_file_ingest_start``).
    """
    return trace_file_ingest_start(
        chunks=_json_lines(objects), name="api-batch.jsonl", source=source, user=user
    )


def _resume(job: Job) -> Job:
    """The start ran before (a redelivered task): queue again only the batches not recorded."""
    spans = plan_batches(job.params["data_path"], job.params["batch_size"])
    done = set(job.result.get("batches_done", []))
    _dispatch(job.pk, [s for s in spans if s.index not in done])
    job.refresh_from_db()
    return job


def _dispatch(job_id: int, spans: list[BatchSpan]) -> None:
    from celery import current_app

    from ..tasks import ingest_trace_batch

    def send() -> None:
        for span in spans:
            ingest_trace_batch.delay(job_id, span.as_args())

    if current_app.conf.task_always_eager:
        send()  # batch after batch, here and now
    else:
        transaction.on_commit(send)  # workers must see the committed plan


def trace_ingest_batch(*, job_id: int, span: BatchSpan, worker: str = "") -> None:
    """Validate, pseudonymize and store one batch of a parallel ingest, then add its counts.

    Safe to run twice: a batch whose index is already recorded is skipped, and the traces of a
    batch that crashed before committing are written again by its retry.
    """
    job = Job.objects.get(pk=job_id)
    if job.status == Job.Status.DONE or span.index in job.result.get("batches_done", []):
        return
    params = job.params
    problems: list[Problem] = []
    records = []

    def parse(obj):
        return parse_trace(obj, default_source=params.get("source") or None)

    for line_no, record, problem in parse_lines(read_batch(params["data_path"], span), parse):
        if problem is not None:
            problems.append(problem)
        else:
            records.append((line_no, record))
    transform = default_transform() if params.get("pseudonymize") else None
    try:
        with transaction.atomic():
            results = trace_ingest_records(records=records, transform=transform) if records else []
            locked = Job.objects.select_for_update().get(pk=job_id)
            if locked.status == Job.Status.DONE or span.index in locked.result.get(
                "batches_done", []
            ):
                return  # a redelivered copy finished first; its traces are the same rows
            _merge(locked, span, results, problems, worker)
            if len(locked.result["batches_done"]) >= locked.params["batches"]:
                _finish(locked)
            else:
                locked.save(update_fields=["done", "result", "updated_at"])
    except Exception as exc:
        last = span.first_line + span.lines - 1
        Job.objects.filter(pk=job_id).update(
            status=Job.Status.FAILED,
            message=f"batch {span.index + 1} (lines {span.first_line}-{last}): {exc}"[:2000],
        )
        log.exception("ingest job %s: batch %s failed", job_id, span.index)
        if params.get("delete_when_done"):  # a failed upload must not leave raw text behind
            upload_discard(params["path"])
        raise


def _merge(job: Job, span: BatchSpan, results, problems: list[Problem], worker: str) -> None:
    result = job.result
    kept = [tuple(p) for p in result["problems"]]
    for res in results:
        if res.status == Outcome.ACCEPTED:
            result["accepted"] += 1
        elif res.status == Outcome.DUPLICATE:
            result["duplicates"] += 1
        else:
            field_name, message = res.error.split(": ", 1)
            problems.append(Problem(field_name, message, line=res.index))
    result["rejected"] += len(problems)
    kept.extend((p.line, str(p)) for p in problems)
    # The lowest line numbers are kept, so the report does not depend on which batch ran first.
    kept.sort()
    result["problems"] = [list(p) for p in kept[:MAX_PROBLEMS_KEPT]]
    result["batches_done"].append(span.index)
    workers = result.setdefault("workers", {})
    workers[worker or "local"] = workers.get(worker or "local", 0) + 1
    job.done = min(job.done + span.lines, job.total)


def _finish(job: Job) -> None:
    """The last batch: the final report, the job done, the spool removed."""
    result = job.result
    started = job.params.get("started_at")
    seconds = None
    if started:
        from datetime import datetime

        seconds = round((timezone.now() - datetime.fromisoformat(started)).total_seconds(), 3)
    job.result = {
        "accepted": result["accepted"],
        "duplicates": result["duplicates"],
        "rejected": result["rejected"],
        "problems": [text for _, text in result["problems"]],
        "aborted": result.get("aborted"),
        "batches": job.params.get("batches", 0),
        "workers": result.get("workers", {}),
        "seconds": seconds,
    }
    # A file that broke off is never "done": the committed batches stay and the job says why.
    aborted = result.get("aborted")
    job.status = Job.Status.FAILED if aborted else Job.Status.DONE
    job.done = job.total
    job.message = f"the file broke off: {aborted} (committed batches kept)" if aborted else ""
    job.save(update_fields=["status", "done", "result", "message", "updated_at"])
    done_with = [job.params.get("spool")]
    if job.params.get("delete_when_done"):
        done_with.append(job.params.get("path"))
    for leftover in filter(None, done_with):
        transaction.on_commit(lambda p=leftover: upload_discard(p))
