"""Real-browser journeys (Playwright driving Debian's chromium against the live server).

One browser per module; each test gets a fresh context. A failing test leaves a screenshot in
test-artifacts/.
"""

from __future__ import annotations

import re

import pytest

from labelling import services
from labelling.models import Heartbeat, Label, QueueItem
from tests.browser import chromium, log_in, one_request_at_a_time_on_sqlite, open_page

from .factories import good_data, make_corpus, make_set

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def browser():
    yield from chromium()


@pytest.fixture(autouse=True)
def _one_request_at_a_time_on_sqlite(monkeypatch):
    one_request_at_a_time_on_sqlite(monkeypatch)


@pytest.fixture
def page(browser, live_server, request):
    yield from open_page(browser, request, viewport={"width": 1400, "height": 1000})


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
