"""Trace ingestion: the one path by which traces enter Assay (CLI, REST API and upload page).

Lines are validated one by one; good ones are written in batches, each batch in its own
transaction, so a bad line never rolls back the good lines around it and a crash or a truncated
file keeps every batch already committed. Running the same input again skips what is already
stored (same ``trace_id``, same content hash) and refuses a ``trace_id`` whose content changed.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from django.conf import settings
from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from core.jsonl import JsonLine, parse_lines

from ..errors import Problem, RecordInvalid
from ..models import Message, RawOriginal, RetrievalResult, ToolCall, Trace
from ..tracefmt import TraceRecord, parse_trace

log = logging.getLogger(__name__)

# Problems kept in memory for the summary; the count past this is still exact.
MAX_PROBLEMS_KEPT = 1000

Transform = Callable[[list[TraceRecord]], list[TraceRecord]]


class Outcome:
    ACCEPTED = "accepted"
    DUPLICATE = "duplicate"
    REJECTED = "rejected"


@dataclass
class ItemResult:
    """What happened to one input item (a line of a file, an element of an API batch)."""

    index: int
    status: str
    trace_id: str | None = None
    error: str | None = None


@dataclass
class IngestReport:
    accepted: int = 0
    duplicates: int = 0
    rejected: int = 0
    problems: list[Problem] = field(default_factory=list)
    aborted: str | None = None

    def add_problem(self, problem: Problem) -> None:
        self.rejected += 1
        if len(self.problems) < MAX_PROBLEMS_KEPT:
            self.problems.append(problem)

    def as_dict(self) -> dict:
        return {
            "accepted": self.accepted,
            "duplicates": self.duplicates,
            "rejected": self.rejected,
            "problems": [str(p) for p in self.problems],
            "aborted": self.aborted,
        }


def default_transform() -> Transform | None:
    """The pseudonymizer when settings ask for it (the default), else nothing."""
    if not settings.ASSAY_PSEUDONYMIZE:
        return None
    from .pseudonymize import pseudonymize_trace_records

    return pseudonymize_trace_records


def _write_new(records: list[TraceRecord], pseudonymized: bool) -> None:
    if connection.vendor == "postgresql":
        _copy_new(records, pseudonymized)
        return
    traces = Trace.objects.bulk_create(
        [
            Trace(
                trace_id=r.trace_id,
                source=r.source or "",
                captured_at=r.captured_at,
                prompt_version=r.prompt_version,
                model=r.model,
                environment=r.environment,
                content_hash=r.content_hash,
                pseudonymized=pseudonymized,
            )
            for r in records
        ]
    )
    msg_rows: list[Message] = []
    for trace, record in zip(traces, records, strict=True):
        for m in record.messages:
            msg_rows.append(
                Message(
                    trace_id=trace.pk,
                    position=m.position,
                    role=m.role,
                    content=m.content,
                    user_turn=m.user_turn,
                    rewrite_query=m.rewrite_query,
                    rewrite_dropped=m.rewrite_dropped,
                )
            )
    msgs = Message.objects.bulk_create(msg_rows)
    retrieval_rows: list[RetrievalResult] = []
    tool_rows: list[ToolCall] = []
    it = iter(msgs)
    for record in records:
        for m in record.messages:
            pk = next(it).pk
            retrieval_rows.extend(
                RetrievalResult(
                    message_id=pk,
                    rank=r.rank,
                    doc_id=r.doc_id,
                    chunk_id=r.chunk_id,
                    doc_version=r.doc_version,
                    score=r.score,
                    text=r.text,
                )
                for r in m.retrieval
            )
            tool_rows.extend(
                ToolCall(
                    message_id=pk,
                    position=t.position,
                    name=t.name,
                    args=t.args,
                    response=t.response,
                    has_response=t.has_response,
                )
                for t in m.tool_calls
            )
    RetrievalResult.objects.bulk_create(retrieval_rows)
    ToolCall.objects.bulk_create(tool_rows)
    _store_raw([(t.pk, r) for t, r in zip(traces, records, strict=True)])


def _store_raw(pairs: list[tuple[int, TraceRecord]]) -> None:

    RawOriginal.objects.bulk_create(
        [
            RawOriginal(trace_id=pk, ciphertext=r.raw_ciphertext)
            for pk, r in pairs
            if r.raw_ciphertext is not None
        ]
    )


def _reserve_ids(cur, table: str, n: int) -> list[int]:
    if n == 0:
        return []
    cur.execute(
        "SELECT nextval(pg_get_serial_sequence(%s, 'id')) FROM generate_series(1, %s)", [table, n]
    )
    return [row[0] for row in cur.fetchall()]


def _json_or_none(value) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False)


def _copy_new(records: list[TraceRecord], pseudonymized: bool) -> None:
    """PostgreSQL: the same rows as the ORM path, written with COPY (ids reserved up front).

    Row-by-row parameter binding in bulk_create costs several times the database's own work;
    COPY streams the rows as the server reads them, which is what makes ingest keep up with
    production trace volumes.
    """
    n_msgs = sum(len(r.messages) for r in records)
    n_rr = sum(len(m.retrieval) for r in records for m in r.messages)
    n_tc = sum(len(m.tool_calls) for r in records for m in r.messages)
    now = timezone.now()
    # The raw psycopg cursor's errors are not Django's: wrapped, a unique-index violation from
    # a concurrent writer is an IntegrityError that trace_ingest_records knows how to retry.
    with connection.cursor() as django_cur, connection.wrap_database_errors:
        cur = django_cur.cursor
        trace_ids = iter(_reserve_ids(cur, Trace._meta.db_table, len(records)))
        msg_ids = iter(_reserve_ids(cur, Message._meta.db_table, n_msgs))
        rr_ids = iter(_reserve_ids(cur, RetrievalResult._meta.db_table, n_rr))
        tc_ids = iter(_reserve_ids(cur, ToolCall._meta.db_table, n_tc))
        trace_rows, msg_rows, rr_rows, tc_rows = [], [], [], []
        raw_pairs = []
        for r in records:
            tid = next(trace_ids)
            raw_pairs.append((tid, r))
            trace_rows.append(
                (
                    tid,
                    r.trace_id,
                    r.source or "",
                    r.captured_at,
                    r.prompt_version,
                    r.model,
                    _json_or_none(r.environment),
                    r.content_hash,
                    pseudonymized,
                    now,
                )
            )
            for m in r.messages:
                mid = next(msg_ids)
                msg_rows.append(
                    (
                        mid,
                        tid,
                        m.position,
                        m.role,
                        m.content,
                        m.user_turn,
                        m.rewrite_query,
                        m.rewrite_dropped,
                    )
                )
                for x in m.retrieval:
                    rr_rows.append(
                        (
                            next(rr_ids),
                            mid,
                            x.rank,
                            x.doc_id,
                            x.chunk_id,
                            x.doc_version,
                            x.score,
                            x.text,
                        )
                    )
                for t in m.tool_calls:
                    tc_rows.append(
                        (
                            next(tc_ids),
                            mid,
                            t.position,
                            t.name,
                            _json_or_none(t.args),
                            _json_or_none(t.response),
                            t.has_response,
                        )
                    )
        for table, columns, rows in (
            (
                Trace._meta.db_table,
                "id, trace_id, source, captured_at, prompt_version, model, "
                "environment, content_hash, pseudonymized, ingested_at",
                trace_rows,
            ),
            (
                Message._meta.db_table,
                "id, trace_id, position, role, content, user_turn, rewrite_query, rewrite_dropped",
                msg_rows,
            ),
            (
                RetrievalResult._meta.db_table,
                "id, message_id, rank, doc_id, chunk_id, doc_version, score, text",
                rr_rows,
            ),
            (
                ToolCall._meta.db_table,
                "id, message_id, position, name, args, response, has_response",
                tc_rows,
            ),
        ):
            if rows:
                with cur.copy(f"COPY {table} ({columns}) FROM STDIN") as cp:
                    for row in rows:
                        cp.write_row(row)
    _store_raw(raw_pairs)


def trace_ingest_records(
    *, records: list[tuple[int, TraceRecord]], transform: Transform | None
) -> list[ItemResult]:
    """Write one batch of validated traces in a single transaction.

    ``records`` pairs each trace with its input index (a line number or a position in an API
    batch). Returns one result per record: accepted, duplicate (same id, same content) or
    rejected as a conflict (same id, different content, both hashes named).
    """
    transform = _once_per_record(transform)
    for attempt in range(2):
        try:
            with transaction.atomic():
                return _ingest_batch(records, transform)
        except IntegrityError:
            # Another writer stored some of these ids between our check and our insert; the
            # second pass sees them and sorts them into duplicates and conflicts.
            if attempt:
                raise
    raise AssertionError("unreachable")


def _once_per_record(transform: Transform | None) -> Transform | None:
    """``transform``, remembering its output per record, so the second pass after a lost race
    does not pseudonymize the whole batch again (only records it has not seen)."""
    if transform is None:
        return None
    done: dict[int, TraceRecord] = {}

    def run(records: list[TraceRecord]) -> list[TraceRecord]:
        todo = [r for r in records if id(r) not in done]
        if todo:
            for record, out in zip(todo, transform(todo), strict=True):
                done[id(record)] = out
        return [done[id(r)] for r in records]

    return run


def _ingest_batch(
    records: list[tuple[int, TraceRecord]], transform: Transform | None
) -> list[ItemResult]:
    ids = {r.trace_id for _, r in records}
    known = dict(Trace.objects.filter(trace_id__in=ids).values_list("trace_id", "content_hash"))
    results: list[ItemResult] = []
    fresh: list[TraceRecord] = []
    for index, record in records:
        seen = known.get(record.trace_id)
        if seen is None:
            known[record.trace_id] = record.content_hash
            fresh.append(record)
            results.append(ItemResult(index, Outcome.ACCEPTED, record.trace_id))
        elif seen == record.content_hash:
            results.append(ItemResult(index, Outcome.DUPLICATE, record.trace_id))
        else:
            results.append(
                ItemResult(
                    index,
                    Outcome.REJECTED,
                    record.trace_id,
                    f"trace_id: {record.trace_id!r} conflicts with the stored trace "
                    f"(stored content sha256 {seen[:12]}, this one {record.content_hash[:12]})",
                )
            )
    if fresh:
        if transform is not None:
            fresh = transform(fresh)
        _write_new(fresh, pseudonymized=transform is not None)
    return results


def trace_ingest_lines(
    *,
    lines: Iterable[JsonLine],
    default_source: str | None = None,
    batch_size: int | None = None,
    transform: Transform | None | str = "default",
    on_progress: Callable[[int], None] | None = None,
) -> IngestReport:
    """Ingest a stream of JSON lines in batches; returns counts and per-line problems.

    ``on_progress`` is called with the number of lines handled after each batch. An exception
    from the stream (a truncated .gz) stops reading but keeps every committed batch; it is
    recorded in ``report.aborted``.
    """
    if transform == "default":
        transform = default_transform()
    size = batch_size or settings.ASSAY_INGEST_BATCH_SIZE
    report = IngestReport()
    batch: list[tuple[int, TraceRecord]] = []
    handled = 0

    def flush() -> None:
        nonlocal handled
        if not batch:
            return
        for res in trace_ingest_records(records=batch, transform=transform):
            _count(report, res)
        handled += len(batch)
        batch.clear()
        if on_progress:
            on_progress(handled)

    try:

        def parse(obj):
            return parse_trace(obj, default_source=default_source)

        for line_no, record, problem in parse_lines(lines, parse):
            if problem is not None:
                report.add_problem(problem)
                continue
            batch.append((line_no, record))
            if len(batch) >= size:
                flush()
    except Exception as exc:  # the input broke; keep what was committed, finish the batch
        report.aborted = str(exc)
        log.warning("ingest stopped early: %s", exc)
    flush()
    return report


def _count(report: IngestReport, res: ItemResult) -> None:
    if res.status == Outcome.ACCEPTED:
        report.accepted += 1
    elif res.status == Outcome.DUPLICATE:
        report.duplicates += 1
    else:
        field_name, message = res.error.split(": ", 1)
        report.add_problem(Problem(field_name, message, line=res.index))


def trace_ingest_objects(
    *,
    objects: list,
    default_source: str | None = None,
    transform: Transform | None | str = "default",
) -> list[ItemResult]:
    """Ingest an in-memory batch (the REST API); one ``ItemResult`` per element, in order."""
    if transform == "default":
        transform = default_transform()
    results: dict[int, ItemResult] = {}
    good: list[tuple[int, TraceRecord]] = []
    for index, obj in enumerate(objects):
        try:
            good.append((index, parse_trace(obj, default_source=default_source)))
        except RecordInvalid as exc:
            tid = obj.get("trace_id") if isinstance(obj, dict) else None
            results[index] = ItemResult(
                index, Outcome.REJECTED, tid if isinstance(tid, str) else None, str(exc)
            )
    size = settings.ASSAY_INGEST_BATCH_SIZE
    for start in range(0, len(good), size):
        for res in trace_ingest_records(records=good[start : start + size], transform=transform):
            results[res.index] = res
    return [results[i] for i in range(len(objects))]
