"""PostgreSQL: the rows of new traces written with COPY, ids reserved up front.

Row-by-row parameter binding in ``bulk_create`` costs several times the database's own work;
COPY streams the rows as the server reads them, which is what makes ingest keep up with
production trace volumes. The rows are the same as the ORM path in ``traces._write_new``;
``store_raw`` keeps the encrypted originals for both.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from django.db import connection
from django.utils import timezone

from ..models import Message, RawOriginal, RetrievalResult, ToolCall, Trace
from ..tracefmt import TraceRecord

TRACE_COLUMNS = (
    "id, trace_id, source, captured_at, prompt_version, model, "
    "environment, content_hash, pseudonymized, ingested_at"
)
MESSAGE_COLUMNS = "id, trace_id, position, role, content, user_turn, rewrite_query, rewrite_dropped"
RETRIEVAL_COLUMNS = "id, message_id, rank, doc_id, chunk_id, doc_version, score, text"
TOOL_COLUMNS = "id, message_id, position, name, args, response, has_response"


def store_raw(pairs: list[tuple[int, TraceRecord]]) -> None:
    """Keep the encrypted originals of the traces just written (``(trace pk, record)`` pairs)."""

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


@dataclass
class _Rows:
    """The tuples COPY writes, table by table, and the (trace pk, record) pairs for raw copies."""

    traces: list[tuple] = field(default_factory=list)
    messages: list[tuple] = field(default_factory=list)
    retrieval: list[tuple] = field(default_factory=list)
    tools: list[tuple] = field(default_factory=list)
    raw_pairs: list[tuple[int, TraceRecord]] = field(default_factory=list)


def _reserve_all(cur, records: list[TraceRecord]) -> tuple:
    n_msgs = sum(len(r.messages) for r in records)
    n_rr = sum(len(m.retrieval) for r in records for m in r.messages)
    n_tc = sum(len(m.tool_calls) for r in records for m in r.messages)
    return (
        iter(_reserve_ids(cur, Trace._meta.db_table, len(records))),
        iter(_reserve_ids(cur, Message._meta.db_table, n_msgs)),
        iter(_reserve_ids(cur, RetrievalResult._meta.db_table, n_rr)),
        iter(_reserve_ids(cur, ToolCall._meta.db_table, n_tc)),
    )


def _trace_row(tid: int, r: TraceRecord, pseudonymized: bool, now) -> tuple:
    return (
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


def _build_rows(cur, records: list[TraceRecord], pseudonymized: bool) -> _Rows:
    trace_ids, msg_ids, rr_ids, tc_ids = _reserve_all(cur, records)
    rows = _Rows()
    now = timezone.now()
    for r in records:
        tid = next(trace_ids)
        rows.raw_pairs.append((tid, r))
        rows.traces.append(_trace_row(tid, r, pseudonymized, now))
        for m in r.messages:
            mid = next(msg_ids)
            rows.messages.append(
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
            rows.retrieval.extend(
                (next(rr_ids), mid, x.rank, x.doc_id, x.chunk_id, x.doc_version, x.score, x.text)
                for x in m.retrieval
            )
            rows.tools.extend(
                (
                    next(tc_ids),
                    mid,
                    t.position,
                    t.name,
                    _json_or_none(t.args),
                    _json_or_none(t.response),
                    t.has_response,
                )
                for t in m.tool_calls
            )
    return rows


def trace_rows_copy(*, records: list[TraceRecord], pseudonymized: bool) -> None:
    """Write ``records`` (traces, messages, retrieval results, tool calls, raw copies) with COPY.

    Runs inside the caller's transaction; a database error is raised as Django's, so a
    unique-index violation from a concurrent writer is an ``IntegrityError`` that
    ``trace_ingest_records`` knows how to retry.
    """
    with connection.cursor() as django_cur, connection.wrap_database_errors:
        cur = django_cur.cursor
        rows = _build_rows(cur, records, pseudonymized)
        for table, columns, table_rows in (
            (Trace._meta.db_table, TRACE_COLUMNS, rows.traces),
            (Message._meta.db_table, MESSAGE_COLUMNS, rows.messages),
            (RetrievalResult._meta.db_table, RETRIEVAL_COLUMNS, rows.retrieval),
            (ToolCall._meta.db_table, TOOL_COLUMNS, rows.tools),
        ):
            if table_rows:
                with cur.copy(f"COPY {table} ({columns}) FROM STDIN") as cp:
                    for row in table_rows:
                        cp.write_row(row)
    store_raw(rows.raw_pairs)
