"""Replay writes: plan and create runs, execute them in batches, resume them, finish them.

A run is executed as independent batches of items (``Run.batch_size`` each). A batch skips the
items that already have a result, computes the rest, and writes them in one transaction under the
unique (run, item) constraint, so running a batch twice (a redelivered message after a worker
died, a resume racing a slow worker) never loses or duplicates a result. The run finishes when
every item has exactly one result. The same services serve the management command (in-process,
with a progress bar), the page (Celery tasks on the ``embeddings`` queue) and the demo."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import Max
from django.utils import timezone

from core import background
from core.models import Job
from curation.errors import CurationError
from curation.models import EvalItem, EvalSet
from curation.models.search import CorpusIndex
from curation.search.embedding import EmbeddingModel
from curation.search.indexes import (
    BIG_FIELDS,
    embed_texts,
    get_model,
    index_chunk_ids,
    index_ensure,
    index_matrix,
)
from curation.search.vectors import top_k
from replay import retrievers
from replay.arms import ArmError, ArmQuery, build_query, contextualize
from replay.metrics import item_metrics
from replay.models import Run, RunItem
from replay.planning import run_plan
from replay.retrieval_run import batch_results
from replay.selectors import item_cases

log = logging.getLogger(__name__)


# Items per batch task: a batch embeds its queries in one forward pass (the encoder's own CPU
# batch, so no pass runs half empty) and writes its results in one transaction; 64 results with
# rankings of 10 are well under 1 MB.
DEFAULT_BATCH_SIZE = 64


# Items per batch when a run executes in this process (command, demo): the encoder sorts each
# call's texts by length, so one call over 256 queries pads far less than four calls over 64.
IN_PROCESS_BATCH_SIZE = 256


# Parallel requests to an HTTP contextualizer within one batch.
HTTP_WORKERS = 8


# A run with no new result for this long is considered stalled by runs_resume_stalled.
STALL_AFTER = timedelta(minutes=10)


@transaction.atomic
def run_create(
    *,
    eval_set: EvalSet,
    arm: str,
    k: int = 10,
    params: dict[str, Any] | None = None,
    items: str = "labelled",
    batch_size: int | None = None,
    user=None,
    retrieval: dict[str, Any] | None = None,
    k_sweep: list[int] | None = None,
) -> Run:
    """Write a queued Run (and its Job row for the progress bar). Nothing is computed yet:
    hand it to :func:`run_enqueue` (workers) or :func:`run_execute` (this process)."""
    plan = run_plan(
        eval_set=eval_set,
        arm=arm,
        k=k,
        params=params,
        items=items,
        retrieval=retrieval,
        k_sweep=k_sweep,
    )
    retrievers.record_gold_spans(plan.config, plan.item_pks)
    batch_size = batch_size or getattr(settings, "ASSAY_REPLAY_BATCH_SIZE", DEFAULT_BATCH_SIZE)
    if batch_size < 1:
        raise CurationError(f"batch_size: must be positive, got {batch_size}")
    user = user if user is not None and user.is_authenticated else None
    job = Job.objects.create(
        kind="replay",
        total=len(plan.item_pks),
        created_by=user,
        params={"eval_set": eval_set.name, "arm": arm, "k": k, "name": f"{arm} on {eval_set.name}"},
    )
    run = Run.objects.create(
        eval_set=eval_set,
        arm=arm,
        arm_params=plan.arm_params,
        model_id=plan.model_id,
        k=k,
        corpus_state=plan.corpus_state,
        eval_set_version=plan.eval_set_version,
        config=plan.config,
        config_hash=plan.config_hash,
        item_pks=plan.item_pks,
        total_items=len(plan.item_pks),
        batch_size=batch_size,
        job=job,
        created_by=user,
    )
    Job.objects.filter(pk=job.pk).update(params={**job.params, "run": run.pk})
    return run


def run_enqueue(run: Run) -> None:
    """Queue the run on the workers once the surrounding transaction commits."""
    from replay import tasks as replay_tasks

    run_id = run.pk
    # a system run (the team's assistant) calls HTTP, not the encoder: the default queue
    task = replay_tasks.system_replay_run if run.arm == "system" else replay_tasks.embed_replay_run
    transaction.on_commit(lambda: background.delay(task, run_id))


def pending_item_pks(run: Run) -> list[int]:
    """The run's items that have no result yet, in run order."""
    done = set(RunItem.objects.filter(run=run).values_list("item_id", flat=True))
    return [pk for pk in run.item_pks if pk not in done]


def batches(item_pks: Sequence[int], size: int) -> list[list[int]]:
    return [list(item_pks[i : i + size]) for i in range(0, len(item_pks), size)]


def _set_message(run: Run, message: str) -> None:
    Run.objects.filter(pk=run.pk).update(message=message)
    if run.job_id:
        Job.objects.filter(pk=run.job_id).update(message=message)


def run_prepare(
    *, run_id: int, model: EmbeddingModel | None = None
) -> tuple[Run | None, list[int]]:
    """Start (or restart) a run: mark it running, build its corpus index if it needs one, and
    return the items still without a result. Returns ``(None, [])`` for a run that no longer
    exists (a message redelivered after the run was deleted)."""
    run = Run.objects.filter(pk=run_id).select_related("job").first()
    if run is None:
        log.warning("replay run %s no longer exists; nothing to do", run_id)
        return None, []
    if run.status == Run.Status.DONE:
        return run, []
    Run.objects.filter(pk=run.pk).update(status=Run.Status.RUNNING, message="")
    if run.job_id:
        Job.objects.filter(pk=run.job_id).update(status=Job.Status.RUNNING, message="")
    if run.arm != "frozen":
        index = CorpusIndex.objects.get(corpus_state=run.corpus_state, model_id=run.model_id)
        if index.status != CorpusIndex.Status.READY:
            model = model or get_model()

            def progress(done: int, total: int) -> None:
                _set_message(run, f"embedding the corpus: {done} / {total} new chunk texts")

            index_ensure(index, model=model, on_progress=progress)
            _set_message(run, "")
    existing = set(EvalItem.objects.filter(pk__in=run.item_pks).values_list("pk", flat=True))
    if len(existing) < len(run.item_pks):
        # Items deleted since the run was planned can never get a result: the run covers the
        # others, and says so.
        gone = len(run.item_pks) - len(existing)
        run.item_pks = [pk for pk in run.item_pks if pk in existing]
        run.total_items = len(run.item_pks)
        run.save(update_fields=["item_pks", "total_items"])
        _set_message(run, f"{gone} item(s) were deleted from the set after the run was planned")
        if run.job_id:
            Job.objects.filter(pk=run.job_id).update(total=run.total_items)
    return run, pending_item_pks(run)


def _http_queries(run: Run, cases: list, indices: list[int]) -> dict[int, ArmQuery]:
    url, repeats = run.arm_params["url"], run.arm_params["repeats"]

    def ask(i: int) -> ArmQuery:
        case = cases[i][1]
        try:
            return contextualize(url, case.prefix, case.follow_up, repeats=repeats)
        except ArmError as exc:
            return ArmQuery(skipped=f"contextualizer error: {exc}")

    with ThreadPoolExecutor(max_workers=min(HTTP_WORKERS, max(1, len(indices)))) as pool:
        return dict(zip(indices, pool.map(ask, indices), strict=True))


def _truncated(model: EmbeddingModel, queries: list[str]) -> list[bool]:
    """Which queries are longer than the encoder's window (their end is cut off when embedded)."""
    limit = getattr(model.model, "max_seq_length", None)
    tokenizer = getattr(model.model, "tokenizer", None)
    if not limit or tokenizer is None or not queries:
        return [False] * len(queries)
    lengths = [
        len(ids) for ids in tokenizer(queries, add_special_tokens=True, verbose=False)["input_ids"]
    ]
    return [n > limit for n in lengths]


def run_execute_batch(
    *,
    run_id: int,
    item_pks: Sequence[int],
    model: EmbeddingModel | None = None,
    config_hash: str | None = None,
) -> int:
    """Compute and store the results of ``item_pks`` in run ``run_id``; returns how many were new.

    Idempotent: items that already have a result are skipped, and a concurrent writer of the same
    item loses nothing (the unique (run, item) constraint keeps the first). Finishes the run when
    this batch completes it.
    """
    run = Run.objects.filter(pk=run_id).first()
    if run is None or (config_hash is not None and run.config_hash != config_hash):
        log.warning(
            "replay run %s (config %s) no longer exists; batch dropped", run_id, config_hash
        )
        return 0
    done = set(
        RunItem.objects.filter(run=run, item_id__in=list(item_pks)).values_list(
            "item_id", flat=True
        )
    )
    covered = set(run.item_pks)
    todo = [pk for pk in item_pks if pk not in done and pk in covered]
    if not todo:
        run_finish_if_complete(run_id=run.pk)
        return 0
    cases = item_cases(todo)
    if run.arm == "http":
        by_index = _http_queries(run, cases, list(range(len(cases))))
        outputs = [by_index[i] for i in range(len(cases))]
    else:
        outputs = [build_query(run.arm, case, run.arm_params) for _item, case in cases]
    if run.config.get("retrieval"):
        results = batch_results(run, cases, outputs, model)
    else:
        rankings, truncated = _rank(run, outputs, model)
        results = [
            _result(run, item, case, out, rankings[i] or [], truncated[i])
            for i, ((item, case), out) in enumerate(zip(cases, outputs, strict=True))
        ]
    with transaction.atomic():
        before = RunItem.objects.filter(run=run).count()
        RunItem.objects.bulk_create(results, ignore_conflicts=True)
        added = RunItem.objects.filter(run=run).count() - before
    run_finish_if_complete(run_id=run.pk)
    return added


def _rank(
    run: Run, outputs: list[ArmQuery], model: EmbeddingModel | None
) -> tuple[list[list[str] | None], list[bool]]:
    """Rankings for the queries that need a search (others keep the ranking their arm gave, or
    none), and whether each query was truncated by the encoder."""
    rankings: list[list[str] | None] = [out.ranking for out in outputs]
    truncated = [False] * len(outputs)
    to_search = [
        i
        for i, out in enumerate(outputs)
        if out.query is not None and out.ranking is None and not out.skipped
    ]
    if not to_search:
        return rankings, truncated
    model = model or get_model()
    if model.model_id != run.model_id:
        raise CurationError(
            f"run {run.pk} was planned with model {run.model_id!r} but this worker has "
            f"{model.model_id!r} (ASSAY_EMBEDDING_MODEL differs)"
        )
    index = CorpusIndex.objects.defer(*BIG_FIELDS).get(
        corpus_state=run.corpus_state, model_id=run.model_id
    )
    matrix = index_matrix(index, model=model)
    chunk_ids = index_chunk_ids(index)
    queries = [outputs[i].query for i in to_search]
    vectors = embed_texts(queries, model=model)
    if model.device.startswith("cuda"):
        import torch  # only on a GPU worker

        vectors = torch.from_numpy(vectors).to(model.device)
    top, _scores = top_k(vectors, matrix, run.k)
    for i, row, cut in zip(to_search, top, _truncated(model, queries), strict=True):
        rankings[i] = [chunk_ids[j] for j in row.tolist()]
        truncated[i] = cut
    return rankings, truncated


def _result(run: Run, item, case, out: ArmQuery, ranked: list[str], truncated: bool) -> RunItem:
    metrics = None
    if not out.skipped and not case.unanswerable and case.gold:
        metrics = item_metrics(ranked, case.gold, run.k)
    extra = dict(out.extra)
    if truncated:
        extra["truncated"] = True
    return RunItem(
        run=run,
        item=item,
        item_key=case.item_id,
        query=out.query or "",
        ranked=ranked,
        gold=list(case.gold),
        unanswerable=case.unanswerable,
        pattern=case.pattern,
        metrics=metrics,
        skipped=out.skipped[:300],
        extra=extra,
    )


def run_finish_if_complete(*, run_id: int) -> bool:
    """Record progress and mark the run done once every item has its result (exactly once, even
    when several batches finish together). Returns whether the run is done."""
    run = Run.objects.filter(pk=run_id).first()
    if run is None:
        return False
    count = RunItem.objects.filter(run_id=run_id).count()
    if run.job_id:
        Job.objects.filter(pk=run.job_id).update(done=count)
    if count < run.total_items:
        return False
    now = timezone.now()
    finished = (
        Run.objects.filter(pk=run_id)
        .exclude(status=Run.Status.DONE)
        .update(status=Run.Status.DONE, finished_at=now)
    )
    if finished and run.job_id:
        Job.objects.filter(pk=run.job_id).update(
            status=Job.Status.DONE, done=count, message="", result={"run": run_id}
        )
    return True


def run_fail(*, run_id: int, message: str) -> None:
    """Mark a run (and its job) failed with ``message``; results already stored stay."""
    Run.objects.filter(pk=run_id).exclude(status=Run.Status.DONE).update(
        status=Run.Status.FAILED, message=message[:2000]
    )
    job_id = Run.objects.filter(pk=run_id).values_list("job_id", flat=True).first()
    if job_id:
        Job.objects.filter(pk=job_id).update(status=Job.Status.FAILED, message=message[:2000])


def run_execute(
    *,
    run: Run,
    model: EmbeddingModel | None = None,
    on_progress: Callable[[int], None] | None = None,
) -> Run:
    """Execute a run in this process, batch by batch (the management command and the demo).

    ``on_progress(done)`` is called with the number of items with a result after each batch.
    Any error marks the run failed and is re-raised; a later call resumes where it stopped.
    """
    try:
        run_obj, pending = run_prepare(run_id=run.pk, model=model)
        if run_obj is None:
            raise CurationError(f"run {run.pk} does not exist")
        done = run_obj.total_items - len(pending)
        if on_progress:
            on_progress(done)
        needs_model = run_obj.arm != "frozen"
        model = model or (get_model() if needs_model and pending else None)
        for batch in batches(pending, max(run_obj.batch_size, IN_PROCESS_BATCH_SIZE)):
            run_execute_batch(run_id=run.pk, item_pks=batch, model=model)
            done += len(batch)
            if on_progress:
                on_progress(done)
        run_finish_if_complete(run_id=run.pk)
    except Exception as exc:
        run_fail(run_id=run.pk, message=str(exc))
        raise
    run.refresh_from_db()
    return run


def run_resume(*, run: Run) -> int:
    """Re-queue an unfinished run (queued, running or failed): only items without a result are
    computed again. Returns how many items were pending; 0 and nothing queued when done."""
    if run.status == Run.Status.DONE:
        return 0
    pending = len(pending_item_pks(run))
    if not pending:
        run_finish_if_complete(run_id=run.pk)
        return 0
    Run.objects.filter(pk=run.pk).update(status=Run.Status.QUEUED, message="")
    if run.job_id:
        Job.objects.filter(pk=run.job_id).update(status=Job.Status.QUEUED, message="")
    run_enqueue(run)
    return pending


def runs_resume_stalled(*, stalled_after: timedelta = STALL_AFTER) -> list[int]:
    """Resume the runs that are queued or running but have stored no result for
    ``stalled_after`` (a worker died holding their messages). Returns their ids."""
    cutoff = timezone.now() - stalled_after
    resumed = []
    candidates = Run.objects.filter(status__in=[Run.Status.QUEUED, Run.Status.RUNNING]).annotate(
        last_result=Max("results__created_at")
    )
    for run in candidates:
        last = run.last_result or run.created_at
        if last < cutoff and run_resume(run=run):
            resumed.append(run.pk)
    return resumed
