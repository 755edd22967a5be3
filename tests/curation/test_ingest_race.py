"""Two writers storing the same trace ids at the same moment (PostgreSQL, where workers race):
each id is stored once, the loser sorts its lines into duplicates and conflicts."""

from __future__ import annotations

import threading

import pytest
from django.db import connection, connections

from curation.models import Trace
from curation.services.traces import Outcome, trace_ingest_records
from curation.tracefmt import parse_trace

from .factories import trace_obj


@pytest.fixture
def postgres(transactional_db):
    if connection.vendor != "postgresql":
        pytest.skip("the race needs two real connections: PostgreSQL only (set DATABASE_URL)")


def test_concurrent_batches_store_each_id_once_and_report_conflicts(postgres):
    ids = [f"race{i}" for i in range(6)]
    batch_a = [(i + 1, parse_trace(trace_obj(t))) for i, t in enumerate(ids)]
    # The second writer has the same first three traces and other content for the last three.
    batch_b = [
        (i + 101, parse_trace(trace_obj(t, source="other" if i >= 3 else "support-assistant")))
        for i, t in enumerate(ids)
    ]
    both_checked = threading.Barrier(2, timeout=20)
    calls = {"a": 0, "b": 0}
    results: dict[str, list] = {}
    errors: list[BaseException] = []

    def transform_for(name):
        def transform(records):
            calls[name] += 1
            if calls[name] == 1:
                both_checked.wait()  # both have looked up the ids and found none
            return records

        return transform

    def writer(name, batch):
        try:
            results[name] = trace_ingest_records(records=batch, transform=transform_for(name))
        except BaseException as exc:  # noqa: BLE001 - reported by the test thread
            errors.append(exc)
        finally:
            connections.close_all()

    threads = [
        threading.Thread(target=writer, args=("a", batch_a)),
        threading.Thread(target=writer, args=("b", batch_b)),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)

    assert not errors, errors
    assert sorted(Trace.objects.values_list("trace_id", flat=True)) == ids
    winner, loser = ("a", "b") if results["a"][0].status == Outcome.ACCEPTED else ("b", "a")
    assert [r.status for r in results[winner]] == [Outcome.ACCEPTED] * 6
    assert [r.status for r in results[loser]] == [Outcome.DUPLICATE] * 3 + [Outcome.REJECTED] * 3
    assert all("stored content sha256" in r.error for r in results[loser][3:])
    assert calls[loser] == 1  # the second pass after the lost race reused its transform output
