"""The one parse/ingest loop for line-by-line input: traces, corpus documents and eval items.

``ingest_loop`` reads JSON lines, checks each with ``core.validate`` and the caller's parser,
collects good records into batches and writes each batch with ``write_batch``: the batch is
written in one savepoint, and when it fails on something in the data (a value the database
refuses, a text the pseudonymizer chokes on) it is rolled back and written again line by line,
so only the line that fails is lost and it is reported as ``line N: field: message``. A stream
that breaks off (a truncated .gz, a read error) stops the loop but keeps every good line read
before it, and the reason is returned. Errors of the infrastructure (the database went away)
are not about a line: they propagate, and the batches committed before them stay.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from django.db import DatabaseError, DataError, IntegrityError, transaction

from core.errors import Problem, RecordInvalid
from core.jsonl import JsonLine, parse_lines
from core.validate import Limits

log = logging.getLogger(__name__)

T = TypeVar("T")
R = TypeVar("R")

# What a bad value raises on its way into the database or through the pseudonymizer: these fail
# one line. Anything else (OperationalError, InterfaceError: the database is unreachable) fails
# the run instead of being blamed on each line in turn.
DATA_ERRORS: tuple[type[BaseException], ...] = (
    DataError,
    IntegrityError,
    ValueError,  # includes UnicodeError and RecordInvalid; spaCy's E088 is a ValueError
    TypeError,
    OverflowError,
    RecursionError,
)

# Returned by an ``admit`` callback for a good line that is already stored (not a problem).
SKIP = object()


def failure_problem(exc: BaseException, line: int | None) -> Problem:
    """The problem reported for a line that could not be stored, without echoing its value
    (database messages quote the offending value)."""
    if isinstance(exc, RecordInvalid):
        return Problem(exc.field, exc.message, line=line)
    return Problem(
        "$", f"could not be stored ({type(exc).__name__}); the other lines were kept", line=line
    )


def write_batch(
    items: list[T],
    write: Callable[[list[T]], list[R]],
    fail: Callable[[T, BaseException], R],
) -> list[R]:
    """``write(items)`` in one savepoint; on a data error, ``write([item])`` for each item in a
    savepoint of its own, and ``fail(item, exc)`` for each that still fails.

    Returns what the successful writes returned plus one ``fail`` result per lost item. A
    ``write`` must leave no trace of a failed call outside the database (count into the value it
    returns, not into a shared report), since its savepoint is rolled back.
    """
    try:
        with transaction.atomic():
            return write(items)
    except DATA_ERRORS as exc:
        if len(items) == 1:
            return [fail(items[0], exc)]
        log.warning(
            "a batch of %d failed (%s); writing it again line by line",
            len(items),
            type(exc).__name__,
        )
    results: list[R] = []
    for item in items:
        try:
            with transaction.atomic():
                results.extend(write([item]))
        except DATA_ERRORS as exc:
            results.append(fail(item, exc))
    return results


def _guarded(lines: Iterable[JsonLine], stopped: list[str]) -> Iterator[JsonLine]:
    """``lines``, ending quietly where the stream breaks; the reason lands in ``stopped``."""
    it = iter(lines)
    while True:
        try:
            item = next(it)
        except StopIteration:
            return
        except (DatabaseError, KeyboardInterrupt):
            raise
        except Exception as exc:  # a truncated .gz, a read error: keep what came before
            stopped.append(str(exc) or type(exc).__name__)
            log.warning("input stopped early: %s", stopped[-1])
            return
        yield item


def ingest_loop(
    *,
    lines: Iterable[JsonLine],
    parse: Callable[[Any], T],
    write: Callable[[list[tuple[int, T]]], list[R]],
    fail: Callable[[tuple[int, T], BaseException], R],
    collect: Callable[[list[R]], None],
    on_problem: Callable[[Problem], None],
    batch_size: int,
    limits: Limits | None = None,
    admit: Callable[[int, T], Any] | None = None,
    on_progress: Callable[[int], None] | None = None,
) -> str | None:
    """Parse, validate and store ``lines`` in batches of ``batch_size``; see the module docstring.

    ``parse`` turns one JSON value into a record (``RecordInvalid`` refuses it); ``admit(line,
    record)`` may return a ``Problem`` (refused), ``SKIP`` (already stored) or None (write it);
    ``write`` stores a batch of ``(line, record)`` pairs and returns results that ``collect``
    counts once the batch has committed; ``fail`` makes the result of a pair that could not be
    stored. ``on_progress`` gets the number of lines written after each batch. Returns why the
    input stopped early, or None.
    """
    stopped: list[str] = []
    pending: list[tuple[int, T]] = []
    handled = 0

    def flush() -> None:
        nonlocal handled
        if not pending:
            return
        collect(write_batch(pending, write, fail))
        handled += len(pending)
        pending.clear()
        if on_progress:
            on_progress(handled)

    for line, record, problem in parse_lines(_guarded(lines, stopped), parse, limits=limits):
        if problem is None and admit is not None:
            verdict = admit(line, record)
            if verdict is SKIP:
                continue
            problem = verdict
        if problem is not None:
            on_problem(problem)
            continue
        pending.append((line, record))
        if len(pending) >= batch_size:
            flush()
    flush()
    return stopped[0] if stopped else None
