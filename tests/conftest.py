"""Shared fixtures: a user for every role, so each permission test is two lines."""

from __future__ import annotations

import json
import os

import pytest
from django.contrib.auth.models import Group, User


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Each phase's report on the test item (``item.rep_call``...), so a browser test's page
    fixture can tell a failed test and leave its screenshot in test-artifacts/."""
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report


os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
os.environ.setdefault("HF_HUB_OFFLINE", "1")


@pytest.fixture(autouse=True)
def _eager_unless_worker(request):
    """Tests run tasks in-process unless marked ``worker``, which talk to a real worker."""
    from config.celery import app

    eager = request.node.get_closest_marker("worker") is None
    old = app.conf.task_always_eager
    app.conf.task_always_eager = eager or old
    yield
    app.conf.task_always_eager = old


def _user(username: str, *roles: str) -> User:
    user = User.objects.create_user(username=username, password="pw-" + username)
    for role in roles:
        user.groups.add(Group.objects.get_or_create(name=role)[0])
    return user


@pytest.fixture
def annotator(db) -> User:
    return _user("alice", "annotator")


@pytest.fixture
def other_annotator(db) -> User:
    return _user("bob", "annotator")


@pytest.fixture
def lead(db) -> User:
    return _user("carol", "lead")


@pytest.fixture
def admin_user(db) -> User:
    return _user("dave", "admin")


@pytest.fixture
def lead_client(client, lead):
    client.force_login(lead)
    return client


@pytest.fixture
def annotator_client(annotator):
    from django.test import Client

    client = Client()  # its own session, so a test can hold a lead and an annotator at once
    client.force_login(annotator)
    return client


@pytest.fixture
def write_jsonl(tmp_path):
    """Write a list of objects (or raw strings, written as-is) as a JSONL file."""

    def write(rows, name="data.jsonl"):
        path = tmp_path / name
        with path.open("w") as fh:
            for row in rows:
                fh.write((row if isinstance(row, str) else json.dumps(row)) + "\n")
        return path

    return write


@pytest.fixture
def celery_worker(transactional_db, settings):
    """A real Celery worker process on the configured broker, reading the test database.

    Skipped, saying so, when no CELERY_BROKER_URL is configured (the zero-setup run); CI runs
    these tests on Redis and PostgreSQL.
    """
    import subprocess
    import sys
    import time

    from django.db import connection

    if not settings.CELERY_BROKER_URL:
        pytest.skip("real-worker test: no CELERY_BROKER_URL configured (CI runs it on Redis)")
    db = connection.settings_dict
    if db["ENGINE"] != "django.db.backends.postgresql":
        pytest.skip("real-worker test: needs PostgreSQL so the worker sees the test database")
    url = f"postgres://{db['USER'] or 'postgres'}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
    env = dict(os.environ, DATABASE_URL=url, DJANGO_SETTINGS_MODULE="config.test_settings")
    from config.celery import app

    app.control.purge()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "config",
            "worker",
            "-Q",
            "celery,embeddings",
            "--concurrency",
            "1",
            "--loglevel",
            "WARNING",
            "--without-gossip",
            "--without-mingle",
            "-n",
            f"test-{os.getpid()}@%h",
        ],
        env=env,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if app.control.ping(timeout=0.5):
            break
        if proc.poll() is not None:
            raise RuntimeError(f"celery worker exited with {proc.returncode}")
    else:
        proc.kill()
        raise RuntimeError("celery worker did not answer a ping within 60 s")
    yield proc
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
