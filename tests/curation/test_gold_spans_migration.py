"""Migration 0009_lab_gold_spans records every gold chunk as (document version, character span),
backfilled from the gold chunk ids; an id naming no current chunk gets no span."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("curation", "0008_merge_layout_and_pii")]
AFTER = [("curation", "0009_lab_gold_spans")]


@pytest.mark.django_db(transaction=True)
def test_backfill_records_the_span_of_each_resolvable_gold_chunk():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    Document, Version, Chunk = (
        old.get_model("curation", m) for m in ("Document", "DocumentVersion", "Chunk")
    )
    EvalSet, EvalItem = old.get_model("curation", "EvalSet"), old.get_model("curation", "EvalItem")
    doc = Document.objects.create(doc_id="lease/4")
    version = Version.objects.create(document=doc, version="v1", content_hash="h", text="abc def")
    Chunk.objects.create(
        version=version, chunk_id="lease/4#0001", ordinal=1, text="abc", start=0, end=3
    )
    Chunk.objects.create(
        version=version, chunk_id="lease/4#0002", ordinal=2, text="def", start=4, end=7
    )
    eval_set = EvalSet.objects.create(name="s")
    item = EvalItem.objects.create(
        eval_set=eval_set, position=1, follow_up="x", gold=["lease/4#0002", "gone#0001"]
    )
    empty = EvalItem.objects.create(eval_set=eval_set, position=2, follow_up="y")

    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(AFTER)
    EvalItem = executor.loader.project_state(AFTER).apps.get_model("curation", "EvalItem")

    assert EvalItem.objects.get(pk=item.pk).gold_spans == [
        {
            "chunk_id": "lease/4#0002",
            "doc_id": "lease/4",
            "version": version.pk,
            "start": 4,
            "end": 7,
        }
    ]
    assert EvalItem.objects.get(pk=empty.pk).gold_spans == []


@pytest.fixture(autouse=True)
def _back_to_the_latest_migrations():
    yield
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())
