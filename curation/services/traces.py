"""Trace ingestion: the one path by which traces enter Assay (CLI, REST API and upload page).

Lines are validated one by one (``core.validate``, then ``parse_trace``); good ones are written
in batches, each batch in its own transaction, so a bad line never rolls back the good lines
around it, a batch that still fails on one line's data is written again line by line
(``core.ingest_loop``), and a crash or a truncated file keeps every batch already committed. Running the same input again skips what is already
stored (same ``trace_id``, same content hash) and refuses a ``trace_id`` whose content changed.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from django.conf import settings
from django.db import IntegrityError, connection, transaction

from core.ingest_loop import failure_problem, ingest_loop, write_batch
from core.jsonl import JsonLine
from core.validate import check_object_size, check_value, limits_from_settings

from ..errors import Problem, RecordInvalid
from ..models import Message, RetrievalResult, ToolCall, Trace
from ..tracefmt import TraceRecord, parse_trace
from .trace_copy import store_raw, trace_rows_copy

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


def pseudonymizer_loaded() -> bool:
    """Whether pseudonymizing now would not first load spaCy and presidio in this process (tens
    of seconds): pseudonymization is off, or the analyzer is already in memory. Never imports
    presidio itself."""
    if not settings.ASSAY_PSEUDONYMIZE:
        return True
    analyzer = sys.modules.get("curation.pii.analyzer")
    return analyzer is not None and analyzer.analyzer_loaded()


def _write_new(records: list[TraceRecord], pseudonymized: bool) -> None:
    if connection.vendor == "postgresql":
        trace_rows_copy(records=records, pseudonymized=pseudonymized)
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
    store_raw([(t.pk, r) for t, r in zip(traces, records, strict=True)])


def trace_ingest_records(
    *, records: list[tuple[int, TraceRecord]], transform: Transform | None
) -> list[ItemResult]:
    """Write one batch of validated traces in a single transaction.

    ``records`` pairs each trace with its input index (a line number or a position in an API
    batch). Returns one result per record: accepted, duplicate (same id, same content) or
    rejected as a conflict (same id, different content, both hashes named). When the batch
    fails on one record's data (a value the database or the pseudonymizer refuses), it is
    rolled back and written again record by record, so only that record is rejected.
    """
    transform = _once_per_record(transform)
    return write_batch(records, lambda batch: _ingest_racing(batch, transform), _unstorable)


def _unstorable(item: tuple[int, TraceRecord], exc: BaseException) -> ItemResult:
    problem = failure_problem(exc, item[0])
    log.warning("ingest: item %s could not be stored (%s)", item[0], type(exc).__name__)
    return ItemResult(
        item[0], Outcome.REJECTED, item[1].trace_id, f"{problem.field}: {problem.message}"
    )


def _ingest_racing(
    records: list[tuple[int, TraceRecord]], transform: Transform | None
) -> list[ItemResult]:
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

    Every line is checked by ``core.validate`` and ``parse_trace``; a batch that fails on one
    line is written again line by line (``core.ingest_loop``). ``on_progress`` is called with
    the number of lines handled after each batch. A stream that breaks off (a truncated .gz)
    stops reading but keeps every good line before it; the reason is in ``report.aborted``.
    """
    if transform == "default":
        transform = default_transform()
    report = IngestReport()
    report.aborted = ingest_loop(
        lines=lines,
        parse=lambda obj: parse_trace(obj, default_source=default_source),
        write=lambda batch: trace_ingest_records(records=batch, transform=transform),
        fail=_unstorable,
        collect=lambda results: [_count(report, res) for res in results],
        on_problem=report.add_problem,
        batch_size=batch_size or settings.ASSAY_INGEST_BATCH_SIZE,
        on_progress=on_progress,
    )
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
    limits = limits_from_settings()
    for index, obj in enumerate(objects):
        try:
            check_object_size(obj, max_bytes=limits.line_bytes)  # as a line of a file is
            check_value(obj, limits=limits)
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
