"""core.ingest_loop.write_batch: a batch that fails on one item's data is rolled back and
written again item by item, so only that item is lost; other failures are not blamed on items."""

from __future__ import annotations

import pytest
from django.db import OperationalError

from core.ingest_loop import failure_problem, write_batch
from core.models import Job

pytestmark = pytest.mark.django_db


def _write(items):
    for item in items:
        if item == "bad":
            raise ValueError("a value the database refuses: jane@example.com")
        Job.objects.create(kind=item)
    return [f"stored {item}" for item in items]


def test_batch_with_a_bad_item_keeps_every_other_item():
    results = write_batch(["a", "b", "bad", "c"], _write, lambda item, exc: f"lost {item}")

    assert results == ["stored a", "stored b", "lost bad", "stored c"]
    assert sorted(Job.objects.values_list("kind", flat=True)) == ["a", "b", "c"]


def test_good_batch_is_written_once():
    calls = []

    def write(items):
        calls.append(list(items))
        return _write(items)

    write_batch(["a", "b"], write, lambda item, exc: None)

    assert calls == [["a", "b"]]


def test_infrastructure_error_propagates_and_is_not_blamed_on_a_line():
    def write(items):
        raise OperationalError("server closed the connection")

    with pytest.raises(OperationalError):
        write_batch(["a", "b"], write, lambda item, exc: "lost")


def test_failure_problem_names_the_line_but_not_the_value():
    problem = failure_problem(ValueError("jane@example.com is too long"), 7)

    assert str(problem).startswith("line 7: $: could not be stored (ValueError)")
    assert "jane" not in str(problem)
