"""Real-browser journeys (Playwright driving Debian's chromium against the live server).

One browser per module; each test gets a fresh context. A failing test leaves a screenshot in
test-artifacts/.
"""

from __future__ import annotations

import os
import re
import threading
from pathlib import Path

import pytest

from labelling import services
from labelling.models import Heartbeat, Label, QueueItem

from .factories import good_data, make_corpus, make_set

pytestmark = pytest.mark.browser

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
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.fixture(scope="module")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.skip(f"browser test: {CHROMIUM} is missing (apt-get install chromium)")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"  # the sync Playwright API runs an event loop
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture(autouse=True)
def _one_request_at_a_time_on_sqlite(monkeypatch):
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
    job holds ``lock`` (see ``_one_request_at_a_time_on_sqlite``)."""
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


@pytest.fixture
def page(browser, live_server, request):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(10_000)
    page = context.new_page()
    yield page
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    # Let requests in flight (heartbeat, autosave) finish before the live server's database goes.
    page.goto("about:blank")
    page.wait_for_load_state("networkidle")
    context.close()


def log_in(page, live_server, username: str, password: str) -> None:
    page.goto(f"{live_server.url}/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("button[type=submit]")
    page.wait_for_url(re.compile(r".*/$"))


def test_annotator_searches_picks_two_gold_fills_rubric_and_lands_on_next(
    page, live_server, annotator
):
    make_corpus()
    eval_set = make_set(items=2, name="browser-set")
    services.queue_create(eval_set=eval_set)

    log_in(page, live_server, "alice", "pw-alice")
    page.goto(f"{live_server.url}/labelling/")
    page.click("text=Start labelling")
    page.wait_for_url(re.compile(r".*/labelling/work/\d+/$"))
    first_url = page.url
    assert page.locator("mark.trigger").inner_text() == "the second one"

    page.keyboard.press("?")
    assert page.locator("#shortcuts-dialog").is_visible()
    page.keyboard.press("Escape")

    page.keyboard.press("/")
    page.keyboard.type("uptime SLA")
    page.wait_for_selector('#search-results .result[data-chunk-id="docs/kms/regions#0002"]')
    page.click('#search-results .gold-toggle[data-chunk-id="docs/kms/regions#0002"]')
    page.fill("#search-q", "customer-managed keys")
    hit = page.locator('#search-results .result[data-chunk-id="docs/kms/regions#0001"]')
    hit.wait_for()
    hit.focus()
    page.keyboard.press("g")  # toggle the focused result as gold
    assert page.locator("#gold-list input[name=gold]").evaluate_all(
        "els => els.map(e => e.value)"
    ) == ["docs/kms/regions#0002", "docs/kms/regions#0001"]

    page.fill("#id_gt_must", "gives 99.9% for eu-west-1\nnames Dublin")
    page.fill("#id_gt_should", "mentions the multi-AZ SLA")
    page.select_option("#id_rule_code", "")
    page.wait_for_selector("#draft-status:has-text('Draft saved')")
    page.keyboard.press("Control+Enter")

    page.wait_for_url(lambda url: url != first_url and "/labelling/work/" in url)
    assert page.locator(".messages").inner_text().startswith("Label submitted: the item is final.")
    assert (
        "item 1-2" in page.locator("h1").inner_text() or "item " in page.locator("h1").inner_text()
    )
    label = Label.objects.get(status="submitted")
    assert label.gold == ["docs/kms/regions#0002", "docs/kms/regions#0001"]
    assert label.ground_truth == {
        "kind": "rubric",
        "must": ["gives 99.9% for eu-west-1", "names Dublin"],
        "should": ["mentions the multi-AZ SLA"],
    }
    assert label.minutes is not None
    assert Heartbeat.objects.filter(annotator=annotator).exists()
    label.item.refresh_from_db()
    assert label.item.gold == label.gold


def test_lead_adjudicates_a_disagreement(page, live_server, annotator, other_annotator, lead):
    make_corpus()
    eval_set = make_set(items=1, labels_per_item=2, name="double-browser")
    queue = services.queue_create(eval_set=eval_set)
    a = services.assignment_next(queue=queue, user=annotator)
    b = services.assignment_next(queue=queue, user=other_annotator)
    services.label_submit(assignment=a, user=annotator, data=good_data(), version=0)
    services.label_submit(
        assignment=b,
        user=other_annotator,
        data=good_data(gold=["docs/kms/regions#0001"]),
        version=0,
    )

    log_in(page, live_server, "carol", "pw-carol")
    page.goto(f"{live_server.url}/labelling/adjudication/")
    page.click(f"a[href='/labelling/adjudication/{a.entry_id}/']")
    assert page.locator(".label-card").count() == 2
    assert page.locator("tr.differs").count() >= 1
    page.check("text=take bob's label")
    page.fill("#id_reason", "#0001 states the regions; bob is right")
    page.click("text=Record decision")
    page.wait_for_url(f"{live_server.url}/labelling/adjudication/")
    assert "is final" in page.locator(".messages").inner_text()

    entry = QueueItem.objects.get(pk=a.entry_id)
    assert entry.status == "final" and entry.final_label.kind == "adjudication"
    entry.item.refresh_from_db()
    assert entry.item.gold == ["docs/kms/regions#0001"]


def test_annotator_cannot_open_another_annotators_item(
    page, live_server, annotator, other_annotator
):
    make_corpus()
    eval_set = make_set(items=1, name="private")
    queue = services.queue_create(eval_set=eval_set)
    held = services.assignment_next(queue=queue, user=annotator)

    log_in(page, live_server, "bob", "pw-bob")
    response = page.goto(f"{live_server.url}/labelling/work/{held.pk}/")

    assert response.status == 404
    assert "What's the uptime SLA" not in page.content()
