"""Migration 0006 marks what older versions stored raw, so exports refuse it until fixed."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("curation", "0005_raw_originals")]
AFTER = [("curation", "0006_no_raw_data")]


@pytest.mark.django_db(transaction=True)
def test_migration_marks_raw_environments_and_raw_imports():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    Trace, EvalSet, EvalItem = (
        old.get_model("curation", m) for m in ("Trace", "EvalSet", "EvalItem")
    )
    private = Trace.objects.create(
        trace_id="t-private",
        content_hash="a",
        pseudonymized=True,
        environment={"model": "m", "customer_name": "Oskar Lindqvist"},
    )
    plain_only = Trace.objects.create(
        trace_id="t-plain",
        content_hash="b",
        pseudonymized=True,
        environment={"model": "m", "prompt_version": "v1"},
    )
    never = Trace.objects.create(
        trace_id="t-never",
        content_hash="c",
        pseudonymized=False,
        environment={"customer_name": "Oskar Lindqvist"},
    )
    eval_set = EvalSet.objects.create(name="s")
    sampled = EvalItem.objects.create(eval_set=eval_set, position=1, trace=private, follow_up="x")
    imported = EvalItem.objects.create(eval_set=eval_set, position=2, follow_up="y")

    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(AFTER)
    new = executor.loader.project_state(AFTER).apps
    Trace, EvalItem = new.get_model("curation", "Trace"), new.get_model("curation", "EvalItem")

    raw = dict(Trace.objects.values_list("trace_id", "environment_raw"))
    assert raw == {private.trace_id: True, plain_only.trace_id: False, never.trace_id: False}
    flags = dict(EvalItem.objects.values_list("pk", "pseudonymized"))
    assert flags == {sampled.pk: True, imported.pk: False}


@pytest.fixture(autouse=True)
def _back_to_the_latest_migrations():
    """Leave the database at the head for the tests that follow (later migrations add columns
    this test's partial migrate leaves out)."""
    yield
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())
