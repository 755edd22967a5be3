"""Browser tests' shared parts: Debian's chromium through Playwright (launch flags that keep it
off the network), one page context per test with a screenshot on failure, and the live
server's requests serialised on SQLite. Each browser test module declares its own fixtures
from these (``yield from chromium()``, an autouse fixture calling
``one_request_at_a_time_on_sqlite``)."""

from __future__ import annotations

import os
import re
import threading
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts"


def chromium():
    """Debian's chromium through Playwright, for a module-scoped ``browser`` fixture (``yield
    from chromium()``); skips when chromium is missing."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"browser test: {CHROMIUM} is missing (apt-get install chromium)")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"  # the sync Playwright API runs an event loop
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


def one_request_at_a_time_on_sqlite(monkeypatch) -> None:
    """Serialise the live server's requests when the test database is SQLite.

    The live server shares an in-memory SQLite database (shared cache) whose concurrent writers
    fail at once with "database table is locked" instead of waiting as they do on the file
    database the app runs on (WAL, busy timeout); the page sends heartbeats, autosaves and
    searches concurrently. PostgreSQL runs them concurrently.

    A job a page queued runs in a background thread (``core.background``, when a test turns it
    on) on a connection of its own: its statements and transactions take the same lock one at a
    time, so requests (the polls watching its progress) run between them, never beside them.
    """
    from django.core.handlers.wsgi import WSGIHandler
    from django.db import connection

    if connection.vendor != "sqlite":
        return
    # Re-entrant: a background transaction's BEGIN runs through the statement wrapper while the
    # thread already holds the lock for that transaction.
    lock = threading.RLock()
    original = WSGIHandler.__call__

    def serial(self, environ, start_response):
        with lock:
            return original(self, environ, start_response)

    monkeypatch.setattr(WSGIHandler, "__call__", serial)
    _background_jobs_take_the_lock(monkeypatch, lock)


def _background_jobs_take_the_lock(monkeypatch, lock) -> None:
    """Each statement outside a transaction, and each outermost transaction, of a background
    job holds ``lock`` (see ``one_request_at_a_time_on_sqlite``)."""
    from django.db import connection, transaction

    from core import background

    job = threading.local()  # .held: one flag per open atomic block of a job's thread
    run, enter, leave = background._run, transaction.Atomic.__enter__, transaction.Atomic.__exit__

    def statement(execute, sql, params, many, context):
        if context["connection"].in_atomic_block:
            return execute(sql, params, many, context)  # its transaction holds the lock
        with lock:
            return execute(sql, params, many, context)

    def locked_run(task, args):
        job.held = []
        with connection.execute_wrapper(statement):
            run(task, args)

    def locked_enter(self):
        held = getattr(job, "held", None)
        if held is None:  # not a background job's thread
            return enter(self)
        outermost = not transaction.get_connection(self.using).in_atomic_block
        if outermost:
            lock.acquire()
        try:
            result = enter(self)
        except BaseException:
            if outermost:
                lock.release()
            raise
        held.append(outermost)
        return result

    def locked_leave(self, *exc):
        try:
            return leave(self, *exc)
        finally:
            held = getattr(job, "held", None)
            if held and held.pop():
                lock.release()

    monkeypatch.setattr(background, "_run", locked_run)
    monkeypatch.setattr(transaction.Atomic, "__enter__", locked_enter)
    monkeypatch.setattr(transaction.Atomic, "__exit__", locked_leave)


def open_page(browser, request, **context_args):
    """A page in a fresh context (10 s default timeout) for one test; on failure a screenshot
    goes to test-artifacts/. Requests in flight (heartbeat, autosave) finish before the live
    server's database goes."""
    context = browser.new_context(**context_args)
    context.set_default_timeout(10_000)
    page = context.new_page()
    yield page
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    page.goto("about:blank")
    page.wait_for_load_state("networkidle")
    context.close()


def log_in(page, live_server, username: str, password: str) -> None:
    page.goto(f"{live_server.url}/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("button[type=submit]")
    page.wait_for_url(re.compile(r".*/$"))
