"""Real Celery workers for the tests that need them: started against the test database, pinged
until they answer, stopped or killed with their whole process group.

Every real-worker test calls ``skip_unless_real_workers(settings)`` first: without a broker (the
zero-setup run) or without PostgreSQL (a worker cannot see an in-memory SQLite test database)
it is skipped, saying why.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest


def skip_unless_real_workers(settings) -> None:
    from django.db import connection

    if not settings.CELERY_BROKER_URL:
        pytest.skip("real-worker test: no CELERY_BROKER_URL configured (CI runs it on Redis)")
    if connection.vendor != "postgresql":
        pytest.skip("real-worker test: needs PostgreSQL so the workers see the test database")


def worker_env(tmp_path, **extra: str) -> dict:
    """The environment of a worker on this test's database, with its own var folder."""
    from django.db import connection

    db = connection.settings_dict
    url = (
        f"postgres://{db['USER'] or 'postgres'}@{db['HOST'] or '127.0.0.1'}:"
        f"{db['PORT'] or 5432}/{db['NAME']}"
    )
    env = dict(
        os.environ,
        DATABASE_URL=url,
        DJANGO_SETTINGS_MODULE="config.test_settings",
        ASSAY_VAR_DIR=str(tmp_path / "worker-var"),
    )
    env.update(extra)
    return env


def start_worker(
    env: dict, name: str, *extra: str, queues: str = "celery,embeddings"
) -> subprocess.Popen:
    """A one-process worker named ``name``, returned once it answers a ping (90 s at most)."""
    from config.celery import app

    proc = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "-Q", queues]
        + ["--concurrency", "1", "--loglevel", "WARNING", "--without-gossip", "--without-mingle"]
        + ["-n", name, *extra],
        env=env,
        start_new_session=True,  # its own process group, so SIGKILL takes the pool too
    )
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if app.control.ping(destination=[name], timeout=0.5):
            return proc
        if proc.poll() is not None:
            raise RuntimeError(f"celery worker exited with {proc.returncode}")
    kill_worker(proc)
    raise RuntimeError(f"celery worker {name} did not answer a ping within 90 s")


def kill_worker(proc: subprocess.Popen) -> None:
    """SIGKILL the worker and its pool, as a crash or an OOM kill would."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait(timeout=30)


def stop_worker(proc: subprocess.Popen) -> None:
    """A warm shutdown (SIGTERM), then SIGKILL if it has not stopped within 30 s."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
    except ProcessLookupError:
        pass
    except subprocess.TimeoutExpired:
        kill_worker(proc)


def wait_for(predicate, timeout: float, poll: float = 0.05):
    """``predicate()`` once it is truthy, or its last value after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(poll)
    return predicate()
