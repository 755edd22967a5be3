"""Tasks are registered under their real names, and the routes and the beat schedule name them."""

from __future__ import annotations

from fnmatch import fnmatch

from django.conf import settings

from config.celery import app


def _tasks() -> set[str]:
    """The apps' tasks (not Celery's own, nor the doubles a test module registers)."""
    app.loader.import_default_modules()  # autodiscovers <app>/tasks.py, as a worker does
    return {name for name in app.tasks if not name.startswith(("celery.", "tests."))}


def test_every_task_lives_in_the_tasks_module_of_the_app_its_name_says():
    for name in _tasks():
        module = app.tasks[name].run.__module__
        assert name.rsplit(".", 1)[0] == module and module.endswith(".tasks"), name


def test_each_route_names_real_tasks_and_every_embedding_task_is_routed():
    tasks = _tasks()
    for pattern, route in settings.CELERY_TASK_ROUTES.items():
        assert [t for t in tasks if fnmatch(t, pattern)], f"{pattern} routes no task"
        assert route == {"queue": "embeddings"}
    embedding = {t for t in tasks if t.rsplit(".", 1)[1].startswith("embed_")}
    assert embedding >= {
        "curation.tasks.embed_corpus_index",
        "replay.tasks.embed_replay_run",
        "replay.tasks.embed_replay_batch",
    }
    assert all(any(fnmatch(t, p) for p in settings.CELERY_TASK_ROUTES) for t in embedding)


def test_the_beat_schedule_names_registered_tasks():
    tasks = _tasks()
    scheduled = {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}
    assert scheduled == {"staleness.tasks.flag_stale_nightly", "replay.tasks.replay_resume_stalled"}
    assert scheduled <= tasks
