"""Writes for ``system`` runs: replay each case through the team's assistant, repeats and all.

A system run is a :class:`~replay.models.Run` with ``arm="system"``. Its batches (items) call
the system once per missing repeat in a bounded thread pool, store each answer as it arrives
under the unique (run, item, repeat) constraint, grade it by the judge when there is one, and
write the item's :class:`~replay.models.RunItem` (the first repeat's passages scored as a
ranking) once every repeat is stored. Running a batch twice (a redelivered message after a
worker died, a resume) only calls what is missing, and never stores a repeat twice.
"""

from __future__ import annotations

import logging
import secrets
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from core.errors import AssayError
from core.models import Job
from core.outbound import check_outbound_url
from curation.models import EvalItem, EvalSet
from replay import stats
from replay.judge import Grade, ground_truth_kind, judge_call
from replay.metrics import item_metrics
from replay.models import CassetteMiss, CassetteToken, Run, RunItem, SystemAnswer
from replay.selectors import eval_set_version
from replay.services import batches, run_fail, run_finish_if_complete
from replay.system import MAX_REPEATS, MODES, SystemCallError, SystemCase, call_system
from replay.system_selectors import system_cases

log = logging.getLogger(__name__)

SYSTEM_K = 10
DEFAULT_REPEATS = 3
# Items per batch task: with 3 repeats a batch is 48 calls, about a second of a fast system.
SYSTEM_BATCH_SIZE = 16
# In this process (command, demo, bench): items whose snapshots are read, and whose calls are all
# queued, at once (one chunk's cases and answers are a few MB), and items stored per transaction
# as their answers come in. Reading and storing in the same interpreter as the calling threads
# waits for its lock at every query, so the pool is given a whole chunk of calls up front and
# is never left waiting for the database; the storing after the last call is one small slice.
IN_PROCESS_CHUNK = 512
IN_PROCESS_STORE = 32
CONFIG_VERSION = 1


def _setting(name: str, default: Any) -> Any:
    return getattr(settings, name, default)


def _select_items(eval_set: EvalSet) -> list[EvalItem]:
    """Items an answer can be graded for: those with a ground truth (or gold passages)."""
    return [
        item
        for item in eval_set.items.order_by("position")
        if item.ground_truth or item.gold or item.unanswerable
    ]


def _check_params(url: str, mode: str, repeats: int, judge_url: str | None) -> None:
    if mode not in MODES:
        raise AssayError(f"mode: expected frozen or live, got {mode!r}", fields={"mode": "invalid"})
    if (
        isinstance(repeats, bool)
        or not isinstance(repeats, int)
        or not 1 <= repeats <= MAX_REPEATS
        or repeats % 2 == 0
    ):
        raise AssayError(
            f"repeats: an odd number from 1 to {MAX_REPEATS} (so a majority exists), "
            f"got {repeats!r}",
            fields={"repeats": "invalid"},
        )
    check_outbound_url(url, field="url")
    if judge_url:
        check_outbound_url(judge_url, field="judge_url")


@transaction.atomic
def system_run_create(
    *,
    eval_set: EvalSet,
    url: str,
    mode: str = "frozen",
    repeats: int = DEFAULT_REPEATS,
    judge_url: str | None = None,
    system_version: str = "",
    tools_base: str | None = None,
    batch_size: int | None = None,
    user=None,
) -> Run:
    """Write a queued system run, its Job (progress) and, in frozen mode, its cassette token.

    The config hash covers the set version, the URL, the mode, the repeats, the judge and the
    declared system version. ``tools_base`` is the address the system reaches Assay at (default
    ``ASSAY_PUBLIC_URL``); it is not part of the config. Raises ``AssayError`` naming the field.
    """
    _check_params(url, mode, repeats, judge_url)
    items = _select_items(eval_set)
    if not items:
        raise AssayError(f"eval set {eval_set.name!r} has no items with a ground truth to replay")
    config = {
        "eval_set": eval_set.name,
        "eval_set_version": eval_set_version(items),
        "arm": "system",
        "url": url,
        "mode": mode,
        "repeats": repeats,
        "judge_url": judge_url or "",
        "system_version": system_version or "",
        "config_version": CONFIG_VERSION,
    }
    user = user if user is not None and user.is_authenticated else None
    name = f"system ({mode}) on {eval_set.name}"
    job = Job.objects.create(
        kind="replay", total=len(items), created_by=user, params={"name": name, "arm": "system"}
    )
    run = Run.objects.create(
        eval_set=eval_set,
        arm="system",
        arm_params={
            "url": url,
            "mode": mode,
            "repeats": repeats,
            "judge_url": judge_url or "",
            "system_version": system_version or "",
            "tools_base": (tools_base or _setting("ASSAY_PUBLIC_URL", "")).rstrip("/"),
        },
        model_id="",
        k=SYSTEM_K,
        corpus_state="",
        eval_set_version=config["eval_set_version"],
        config=config,
        config_hash=stats.config_hash(config),
        item_pks=[item.pk for item in items],
        total_items=len(items),
        batch_size=batch_size or SYSTEM_BATCH_SIZE,
        job=job,
        created_by=user,
    )
    Job.objects.filter(pk=job.pk).update(params={**job.params, "run": run.pk})
    if mode == "frozen":
        ttl = timedelta(hours=_setting("ASSAY_CASSETTE_TOKEN_HOURS", 24))
        CassetteToken.objects.create(
            run=run, token=secrets.token_urlsafe(32), expires_at=timezone.now() + ttl
        )
    return run


def system_run_start(*, run_id: int) -> tuple[Run | None, list[int]]:
    """Mark the run running and return its items without a result (``(None, [])`` when the
    run no longer exists)."""
    run = Run.objects.filter(pk=run_id).first()
    if run is None:
        return None, []
    if run.status == Run.Status.DONE:
        return run, []
    Run.objects.filter(pk=run.pk).update(status=Run.Status.RUNNING, message="")
    if run.job_id:
        Job.objects.filter(pk=run.job_id).update(status=Job.Status.RUNNING, message="")
    done = set(RunItem.objects.filter(run=run).values_list("item_id", flat=True))
    existing = set(EvalItem.objects.filter(pk__in=run.item_pks).values_list("pk", flat=True))
    return run, [pk for pk in run.item_pks if pk not in done and pk in existing]


def _tools_url(run: Run, token: str | None, case: SystemCase, repeat: int) -> str | None:
    base = run.arm_params.get("tools_base") or ""
    if not token or not base:
        return None
    return f"{base}/api/cassettes/{token}/{case.pk}/?repeat={repeat}"


def _ask(run: Run, case: SystemCase, repeat: int, tools_url: str | None) -> dict[str, Any]:
    """One call to the system (in a pool thread: no database access here)."""
    params = run.arm_params
    timeout = float(_setting("ASSAY_SYSTEM_TIMEOUT_S", 30.0))
    retries = int(_setting("ASSAY_SYSTEM_RETRIES", 2))
    try:
        answer, latency = call_system(
            params["url"],
            case,
            repeat=repeat,
            mode=params["mode"],
            tools_url=tools_url,
            timeout=timeout,
            retries=retries,
        )
    except SystemCallError as exc:
        return {"answer": {}, "errors": [exc.as_error(repeat)], "latency": None, "grade": None}
    result: dict[str, Any] = {"answer": answer, "errors": [], "latency": latency, "grade": None}
    if params.get("judge_url") and gradable(case):
        try:
            result["grade"] = judge_call(
                params["judge_url"],
                case,
                repeat=repeat,
                answer=answer,
                timeout=timeout,
                retries=retries,
            )
        except (SystemCallError, ValueError) as exc:
            kind = getattr(exc, "kind", "judge_bad_response")
            result["judge_error"] = {"kind": kind, "repeat": repeat, "message": str(exc)[:500]}
    return result


def gradable(case: SystemCase) -> bool:
    """Whether the case has a ground truth an answer can be graded by."""
    try:
        ground_truth_kind(case.ground_truth)
    except ValueError:
        return False
    return True


def _misses(run: Run, item_pks: Sequence[int]) -> dict[tuple[int, int], list[dict[str, Any]]]:
    """The unrecorded tool calls of these items' repeats, each call once, as item errors."""
    out: dict[tuple[int, int], list[dict[str, Any]]] = {}
    seen = set()
    for item_id, repeat, call, recorded in CassetteMiss.objects.filter(
        run=run, item_id__in=list(item_pks)
    ).values_list("item_id", "repeat", "call", "recorded"):
        key = (item_id, repeat, stats.canonical_json({"c": call}))
        if key in seen:
            continue
        seen.add(key)
        names = ", ".join(r["name"] for r in recorded) or "nothing"
        out.setdefault((item_id, repeat), []).append(
            {
                "kind": "unrecorded_tool_call",
                "repeat": repeat,
                "call": call,
                "message": f"unrecorded tool call {call.get('name')}; recorded: {names}",
            }
        )
    return out


def _answer_row(
    run: Run, case: SystemCase, repeat: int, result: dict, misses: list
) -> SystemAnswer:
    """One repeat's row: a repeat with errors is a fail whatever it answered."""
    errors = list(result["errors"]) + misses
    grade: Grade | None = result["grade"]
    fields: dict[str, Any] = {}
    if errors:
        fields = {"verdict": False, "graded_by": "error", "reason": errors[0]["message"][:500]}
    elif grade is not None:
        fields = {
            "verdict": grade.verdict,
            "must": grade.must,
            "should": grade.should,
            "should_score": grade.should_score,
            "grounded": grade.grounded,
            "reason": grade.reason[:2000],
            "graded_by": "judge",
            "graded_at": timezone.now(),
        }
    if result.get("judge_error") and not errors:
        errors.append(result["judge_error"])
    return SystemAnswer(
        run_id=run.pk,  # the id: the relation descriptor costs more than the row
        item_id=case.pk,
        repeat=repeat,
        answer=result["answer"],
        errors=errors,
        latency_ms=result["latency"],
        **fields,
    )


def _item_result(run: Run, case: SystemCase, first: SystemAnswer | None) -> RunItem:
    passages = (first.answer.get("passages") if first else None) or []
    ranked = list(dict.fromkeys(p["chunk_id"] for p in passages))
    metrics = None
    if case.gold and not case.unanswerable and first is not None and not first.errors:
        metrics = item_metrics(ranked, case.gold, run.k)
    return RunItem(
        run_id=run.pk,
        item_id=case.pk,
        item_key=case.case_id,
        query=(first.answer.get("rewrite") or "") if first else "",
        ranked=ranked,
        gold=list(case.gold),
        unanswerable=case.unanswerable,
        pattern=case.pattern,
        metrics=metrics,
        extra={"system": True},
    )


@dataclass
class _Batch:
    """One batch's work: its cases, the repeats still missing and their cassette URLs."""

    run: Run
    cases: list[SystemCase]
    repeats: int
    jobs: list[tuple[SystemCase, int, str | None]]


def _prepare(run: Run, item_pks: Sequence[int]) -> _Batch:
    covered = set(run.item_pks)
    cases = system_cases([pk for pk in item_pks if pk in covered])
    repeats = int(run.arm_params["repeats"])
    have = set(
        SystemAnswer.objects.filter(run=run, item_id__in=[c.pk for c in cases]).values_list(
            "item_id", "repeat"
        )
    )
    token = CassetteToken.objects.filter(run=run).values_list("token", flat=True).first()
    jobs = [
        (c, r, _tools_url(run, token, c, r))
        for c in cases
        for r in range(1, repeats + 1)
        if (c.pk, r) not in have
    ]
    return _Batch(run=run, cases=cases, repeats=repeats, jobs=jobs)


def _commit(batch: _Batch, answers: Sequence[dict[str, Any]]) -> None:
    """Store the batch's answers (after its calls returned, so every cassette miss is in) and
    the results of its complete items, in one transaction."""
    run = batch.run
    misses = _misses(run, [c.pk for c in batch.cases])
    rows = [
        _answer_row(run, case, repeat, result, misses.get((case.pk, repeat), []))
        for (case, repeat, _url), result in zip(batch.jobs, answers, strict=True)
    ]
    with transaction.atomic():
        # when two writers race (a redelivered batch), the unique constraint keeps the first
        SystemAnswer.objects.bulk_create(rows, ignore_conflicts=True)
        _write_results(run, batch.cases, batch.repeats)


def _pool_size(calls: int) -> int:
    return max(1, min(int(_setting("ASSAY_SYSTEM_CONCURRENCY", 8)), calls or 1))


def _finish(run: Run) -> None:
    if run_finish_if_complete(run_id=run.pk):
        CassetteToken.objects.filter(run=run).update(expires_at=timezone.now())


def system_execute_batch(
    *, run_id: int, item_pks: Sequence[int], config_hash: str | None = None
) -> int:
    """Call the system for every missing repeat of ``item_pks`` and store what it answered;
    returns how many repeats were called. Idempotent (see the module docstring)."""
    run = Run.objects.filter(pk=run_id).first()
    if run is None or (config_hash is not None and run.config_hash != config_hash):
        log.warning("system run %s (config %s) is gone; batch dropped", run_id, config_hash)
        return 0
    batch = _prepare(run, item_pks)
    with ThreadPoolExecutor(max_workers=_pool_size(len(batch.jobs))) as pool:
        answers = list(pool.map(lambda job: _ask(run, *job), batch.jobs))
    _commit(batch, answers)
    _finish(run)
    return len(batch.jobs)


def _write_results(run: Run, cases: Sequence[SystemCase], repeats: int) -> None:
    """The per-item results of the cases whose repeats are all stored, from the stored first
    repeat (whoever wrote it)."""
    pks = [c.pk for c in cases]
    counts = Counter(
        SystemAnswer.objects.filter(run=run, item_id__in=pks).values_list("item_id", flat=True)
    )
    complete = [c for c in cases if counts[c.pk] >= repeats]
    first = {
        a.item_id: a
        for a in SystemAnswer.objects.filter(
            run=run, item_id__in=[c.pk for c in complete], repeat=1
        ).only("item_id", "answer", "errors")
    }
    results = [_item_result(run, c, first.get(c.pk)) for c in complete]
    RunItem.objects.bulk_create(results, ignore_conflicts=True)


def _slices(batch: _Batch, futures: list, size: int):
    """The batch as sub-batches of ``size`` cases, each with the futures of its jobs."""
    by_case: dict[int, list[int]] = {}
    for i, (case, _repeat, _url) in enumerate(batch.jobs):
        by_case.setdefault(case.pk, []).append(i)
    for start in range(0, len(batch.cases), size):
        cases = batch.cases[start : start + size]
        idx = [i for c in cases for i in by_case.get(c.pk, [])]
        part = _Batch(
            run=batch.run, cases=cases, repeats=batch.repeats, jobs=[batch.jobs[i] for i in idx]
        )
        yield part, [futures[i] for i in idx]


def system_run_execute(*, run: Run, on_progress: Callable[[int], None] | None = None) -> Run:
    """Execute a system run in this process (the command, the demo, the bench).

    Items go in chunks of ``IN_PROCESS_CHUNK``: a chunk's snapshots are read and all its calls
    queued on one bounded pool, then the previous chunk is stored ``IN_PROCESS_STORE`` items at
    a time as its answers arrive, so the calls never wait for the database and only the last
    small slice is stored after the last call. Any error marks the run failed and is re-raised;
    a later call resumes where it stopped.
    """
    try:
        run_obj, pending = system_run_start(run_id=run.pk)
        if run_obj is None:
            raise AssayError(f"run {run.pk} does not exist")
        done = run_obj.total_items - len(pending)
        if on_progress:
            on_progress(done)
        with ThreadPoolExecutor(max_workers=_pool_size(len(pending) * 3)) as pool:
            flying = None
            # the first chunk is one store slice, so the calls start after a small read
            head, rest = pending[:IN_PROCESS_STORE], pending[IN_PROCESS_STORE:]
            for part in [*batches(head, IN_PROCESS_STORE), *batches(rest, IN_PROCESS_CHUNK), None]:
                nxt = None
                if part is not None:
                    batch = _prepare(run_obj, part)
                    nxt = (batch, [pool.submit(_ask, run_obj, *job) for job in batch.jobs])
                if flying is not None:
                    for piece, futures in _slices(*flying, IN_PROCESS_STORE):
                        _commit(piece, [f.result() for f in futures])
                        _finish(run_obj)  # progress for the page, and done once complete
                        done += len(piece.cases)
                        if on_progress:
                            on_progress(done)
                flying = nxt
        _finish(run_obj)
    except Exception as exc:
        run_fail(run_id=run.pk, message=str(exc))
        raise
    run.refresh_from_db()
    return run
