"""Queue a task, and in the zero-setup default (no broker, eager tasks) run it off the request.

With a broker, ``delay`` hands the task to the workers as usual. Without one, Celery runs tasks
eagerly, inside the request that queued them: a 300-item replay then holds the page for half a
minute and its progress bar never moves. ``ASSAY_EAGER_BACKGROUND`` (on by default) runs such
a task in a daemon thread of the web process instead, so the request answers at once and the
job's progress page polls real progress. The thread closes its database connections when the
task ends. It is not a daemon: a management command that queued work (``replay --enqueue``)
exits only once the work is done, as it did when the task ran inline. Tests switch it off (``config/test_settings.py``) so eager tasks finish before the
test reads their outcome; a test that wants the thread turns it on.
"""

from __future__ import annotations

import logging
import threading

from celery import current_app
from django.conf import settings
from django.db import connections

log = logging.getLogger(__name__)
_threads: list[threading.Thread] = []  # live background threads (tests join them)


def _run(task, args: tuple) -> None:
    try:
        task.apply(args=args, throw=True)
    except Exception:  # the task's own Job/Run row already records the failure
        log.exception("background task %s%r failed", task.name, args)
    finally:
        connections.close_all()


def delay(task, *args) -> None:
    """``task.delay(*args)``, or a background thread when tasks run eagerly (see module)."""
    eager = current_app.conf.task_always_eager
    if not (eager and getattr(settings, "ASSAY_EAGER_BACKGROUND", False)):
        task.delay(*args)
        return
    thread = threading.Thread(
        target=_run, args=(task, args), name=f"assay-{task.name}", daemon=False
    )
    _threads[:] = [t for t in _threads if t.is_alive()]
    _threads.append(thread)
    thread.start()


def join_all(timeout: float = 60.0) -> None:
    """Wait for the background threads started so far (tests and management commands)."""
    for thread in list(_threads):
        thread.join(timeout)
