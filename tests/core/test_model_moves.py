"""An existing database migrates forward into the one-app-per-concern layout with its data.

The database is taken back to the migration head before the move (every model still in
``curation``), filled through that historical state, then migrated to today's head: the rows must
be readable through the moved models, and the content types (with their permissions) must have
followed the models to their new apps.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

# The heads before the move (issue 12). The apps created by the move had no migrations then.
OLD_HEAD = [("curation", "0005_raw_originals"), ("labelling", "0003_chunk_fulltext_index")]
NEW_APPS = ["core", "replay", "staleness", "exports"]
MOVED = {
    "job": "core",
    "run": "replay",
    "runitem": "replay",
    "staleflag": "staleness",
    "stalecheckrun": "staleness",
    "evalsetversion": "exports",
}


def _migrate(targets):
    """Migrate to ``targets`` and return the historical apps at that point."""
    executor = MigrationExecutor(connection)
    executor.migrate(targets)
    executor.loader.build_graph()
    return executor.loader.project_state([t for t in targets if t[1] is not None]).apps


def _fill_old_database(old):
    """One row of every moved model, written as the code before the move wrote them."""
    User = old.get_model("auth", "User")
    ContentType = old.get_model("contenttypes", "ContentType")
    Permission = old.get_model("auth", "Permission")
    lead = User.objects.create(username="old-lead")
    run_type, _ = ContentType.objects.get_or_create(app_label="curation", model="run")
    Permission.objects.get_or_create(
        content_type=run_type, codename="view_run", defaults={"name": "Can view run"}
    )
    EvalSet = old.get_model("curation", "EvalSet")
    EvalItem = old.get_model("curation", "EvalItem")
    eval_set = EvalSet.objects.create(name="before-the-move")
    item = EvalItem.objects.create(
        eval_set=eval_set, external_id="i1", position=0, follow_up="and it?"
    )
    job = old.get_model("curation", "Job").objects.create(kind="replay", created_by=lead, total=3)
    run = old.get_model("curation", "Run").objects.create(
        eval_set=eval_set,
        arm="followup_only",
        model_id="m",
        k=10,
        corpus_state="c" * 64,
        eval_set_version="v" * 64,
        config_hash="h" * 64,
        job=job,
        created_by=lead,
    )
    old.get_model("curation", "RunItem").objects.create(
        run=run, item=item, item_key="i1", ranked=["d1#0"], metrics={"ndcg@10": 0.5}
    )
    old.get_model("curation", "StaleFlag").objects.create(
        item=item, eval_set=eval_set, reason="doc_changed", fingerprint="f" * 64, acted_by=lead
    )
    old.get_model("curation", "StaleCheckRun").objects.create(trigger="nightly", items_checked=1)
    old.get_model("curation", "EvalSetVersion").objects.create(
        eval_set=eval_set, number=1, content_hash="a" * 64, content={"items": []}, n_items=0
    )
    return {"run": run.pk, "job": job.pk, "permission_type": run_type.pk}


@pytest.mark.django_db(transaction=True)
def test_rows_written_before_the_move_are_read_after_it():
    # given a database at the head before the move, with a row of every model that moved
    old = _migrate([(app, None) for app in NEW_APPS] + OLD_HEAD)
    assert "run" in old.all_models["curation"] and "run" not in old.all_models.get("replay", {})
    before = _fill_old_database(old)

    # when it migrates to today's head
    executor = MigrationExecutor(connection)
    new = _migrate(executor.loader.graph.leaf_nodes())

    # then every row reads back through the moved model, relations included
    Run = new.get_model("replay", "Run")
    run = Run.objects.select_related("job", "eval_set", "created_by").get(pk=before["run"])
    assert (run.job.pk, run.job.total, run.eval_set.name, run.created_by.username) == (
        before["job"],
        3,
        "before-the-move",
        "old-lead",
    )
    assert list(
        new.get_model("replay", "RunItem").objects.values_list("item__external_id", "metrics")
    )
    assert new.get_model("replay", "RunItem").objects.get().metrics == {"ndcg@10": 0.5}
    flag = new.get_model("staleness", "StaleFlag").objects.get()
    assert (flag.reason, flag.item.external_id, flag.acted_by.username) == (
        "doc_changed",
        "i1",
        "old-lead",
    )
    assert new.get_model("staleness", "StaleCheckRun").objects.get().items_checked == 1
    assert (
        new.get_model("exports", "EvalSetVersion").objects.get().eval_set.name == "before-the-move"
    )
    assert new.get_model("core", "Job").objects.get().kind == "replay"

    # and the content type moved with its permission instead of a new one being made
    ContentType = new.get_model("contenttypes", "ContentType")
    moved = ContentType.objects.get(pk=before["permission_type"])
    assert (moved.app_label, moved.model) == ("replay", "run")
    assert moved.permission_set.filter(codename="view_run").exists()
    assert not ContentType.objects.filter(app_label="curation", model__in=list(MOVED)).exists()


@pytest.mark.django_db(transaction=True)
def test_the_moved_models_keep_their_tables():
    from django.apps import apps

    tables = {name: apps.get_model(app, name)._meta.db_table for name, app in MOVED.items()}
    assert tables == {name: f"curation_{name}" for name in MOVED}
    assert set(tables.values()) <= set(connection.introspection.table_names())
