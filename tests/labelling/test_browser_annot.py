"""Real-browser checks of the annotator's everyday flow: every shortcut on a real item, going
back to a submitted label and editing it, a refresh after a refused submit, the phone width.

Playwright drives Debian's chromium against the live server; the fixtures are those of
``test_browser.py`` (one browser per module, a fresh context per test, a screenshot in
test-artifacts/ on failure).
"""

from __future__ import annotations

import threading
import time

import pytest

from labelling import services
from labelling.models import Label, LabelEdit
from labelling.views import annotate as annotate_views
from tests.browser import chromium, log_in, one_request_at_a_time_on_sqlite, open_page

from .factories import good_data, make_corpus, make_set

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def browser():
    yield from chromium()


@pytest.fixture(autouse=True)
def _one_request_at_a_time_on_sqlite(monkeypatch):
    one_request_at_a_time_on_sqlite(monkeypatch)


@pytest.fixture
def page(browser, live_server, request):
    yield from open_page(browser, request, viewport={"width": 1400, "height": 1000})


@pytest.fixture
def phone(browser, live_server, request):
    yield from open_page(browser, request, viewport=PHONE, is_mobile=True, has_touch=True)


def focused_chunk(page) -> str | None:
    return page.evaluate(
        "() => { const r = document.activeElement && document.activeElement.closest('.result');"
        " return r ? r.dataset.chunkId : null; }"
    )


def checked_pattern(page) -> str | None:
    return page.evaluate(
        "() => { const r = document.querySelector('input[name=reference_type]:checked');"
        " return r ? r.value : null; }"
    )


def test_every_shortcut_works_on_an_item_whose_first_passage_is_in_a_collapsed_turn(
    page, live_server, annotator
):
    make_corpus()
    queue = services.queue_create(eval_set=make_set(items=1, name="keys"))
    held = services.assignment_next(queue=queue, user=annotator)

    log_in(page, live_server, "alice", "pw-alice")
    assert page.url == f"{live_server.url}/labelling/"  # annotators land on their queue
    page.goto(f"{live_server.url}/labelling/work/{held.pk}/")
    earlier = page.locator(".turn-assistant details.fixtures").first
    assert earlier.get_attribute("open") is None  # the first passage sits in a collapsed turn

    page.keyboard.press("j")
    assert focused_chunk(page) == "docs/kms/regions#0001"
    assert earlier.get_attribute("open") is not None  # j opened the turn to reach it
    page.keyboard.press("j")
    assert focused_chunk(page) == "docs/kms/regions#0002"
    page.keyboard.press("k")
    assert focused_chunk(page) == "docs/kms/regions#0001"
    page.keyboard.press("g")
    page.keyboard.press("j")
    page.keyboard.press("g")
    assert page.locator("#gold-list input[name=gold]").evaluate_all(
        "els => els.map(e => e.value)"
    ) == ["docs/kms/regions#0001", "docs/kms/regions#0002"]
    page.keyboard.press("g")  # again: off
    assert page.locator("#gold-list input[name=gold]").count() == 1

    text = page.locator('.result[data-chunk-id="docs/kms/regions#0002"] .result-text')
    page.keyboard.press("e")
    assert "expanded" in text.get_attribute("class")
    page.keyboard.press("e")
    assert "expanded" not in text.get_attribute("class")
    page.locator('.result[data-chunk-id="docs/kms/regions#0001"] .result-text').click()
    assert "expanded" in page.locator(
        '.result[data-chunk-id="docs/kms/regions#0001"] .result-text'
    ).get_attribute("class")  # a click (or tap) expands too

    page.keyboard.press("2")
    assert checked_pattern(page) == "demonstrative"
    page.keyboard.press("5")
    assert checked_pattern(page) == "definite_description"
    page.keyboard.press("0")
    assert checked_pattern(page) == "none"
    page.keyboard.press("u")
    assert page.locator("#id_unanswerable").is_checked()
    assert page.locator(".unanswerable-reason").is_visible()
    page.keyboard.press("u")
    assert not page.locator("#id_unanswerable").is_checked()

    # Never while typing: the keys go into the field.
    page.click("#id_gold_rewrite")
    page.keyboard.type("j2ug0e")
    assert page.input_value("#id_gold_rewrite") == "j2ug0e"
    assert checked_pattern(page) == "none" and not page.locator("#id_unanswerable").is_checked()
    page.keyboard.press("Escape")

    page.keyboard.press("?")
    assert page.locator("#shortcuts-dialog").is_visible()
    assert "stands alone" in page.locator("#shortcuts-dialog").inner_text()
    page.keyboard.press("?")  # toggles
    assert not page.locator("#shortcuts-dialog").is_visible()

    # Autosave (debounced) keeps what the keys chose.
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        draft = Label.objects.filter(assignment=held).first()
        if draft and draft.reference_type == "none" and draft.gold_rewrite == "j2ug0e":
            break
        page.wait_for_timeout(250)
    assert draft.reference_type == "none" and draft.gold == ["docs/kms/regions#0001"]
    assert not draft.unanswerable


def test_annotator_goes_back_edits_a_submitted_label_and_a_refused_submit_survives_refresh(
    page, live_server, annotator
):
    make_corpus()
    queue = services.queue_create(eval_set=make_set(items=3, name="back"))
    first = services.assignment_next(queue=queue, user=annotator)
    done = services.label_submit(assignment=first, user=annotator, data=good_data(), version=0)
    held = services.assignment_next(queue=queue, user=annotator)

    log_in(page, live_server, "alice", "pw-alice")
    page.goto(f"{live_server.url}/labelling/work/{held.pk}/")
    assert page.locator("#progress-mine").get_attribute("value") == "1"

    # A refused submit: the page comes back by GET; a refresh shows the page, not a blank 405.
    assert page.locator("#gold-list .chip").count() == 0  # no gold yet: the submit is refused
    page.fill("#id_gt_must", "typed before the refusal")
    page.click("#submit-button")
    page.wait_for_selector(".card.errors")
    assert "pick the passages" in page.inner_text("#field-gold")
    assert page.input_value("#id_gt_must") == "typed before the refusal"
    assert page.url == f"{live_server.url}/labelling/work/{held.pk}/"  # a GET, not the POST
    response = page.reload()
    assert response.status == 200 and page.locator("#label-form").count() == 1

    page.keyboard.press("p")  # the previous label
    page.wait_for_url(f"{live_server.url}/labelling/labels/{done.label.pk}/")
    page.check("input[name=reference_type][value=pronoun]")
    page.fill("#id_reason", "the pronoun reads better")
    page.click("#save-edit")
    page.wait_for_selector(".messages:has-text('the edit is recorded')")
    assert "Edits after submission" in page.content()

    edit = LabelEdit.objects.get()
    assert edit.changes == {"pattern": ["ordinal", "pronoun"]}
    assert edit.reason == "the pronoun reads better"
    page.click("text=my labels")
    assert page.locator(f"a[href='/labelling/labels/{done.label.pk}/']").count() == 1


def test_phone_width_scrolls_once_and_shows_touch_hints(phone, live_server, annotator):
    make_corpus()
    queue = services.queue_create(eval_set=make_set(items=1, name="phone"))
    held = services.assignment_next(queue=queue, user=annotator)

    log_in(phone, live_server, "alice", "pw-alice")
    phone.goto(f"{live_server.url}/labelling/work/{held.pk}/")
    phone.fill("#search-q", "keys region")
    phone.wait_for_selector("#search-results .result")

    inner_scrollers = phone.evaluate(
        """() => Array.from(document.querySelectorAll('main *')).filter(el => {
             const s = getComputedStyle(el);
             return /(auto|scroll)/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1
               && !el.matches('pre, textarea, dialog, dialog *');
           }).map(el => el.className || el.tagName)"""
    )
    assert inner_scrollers == []
    assert phone.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    assert phone.locator(".touch-hints").is_visible()
    assert not phone.locator("#shortcuts-button").is_visible()
    assert phone.locator(".key-hint:visible").count() == 0  # no key hints on a touch screen
    assert "press /" not in (phone.get_attribute("#search-q", "placeholder") or "")


def test_search_shows_a_spinner_and_no_results_of_the_older_query_while_it_runs(
    page, live_server, annotator, monkeypatch
):
    make_corpus()
    queue = services.queue_create(eval_set=make_set(items=1, name="slow"))
    held = services.assignment_next(queue=queue, user=annotator)
    release = threading.Event()
    original = annotate_views.corpus_search

    def slow_search(query, **kwargs):
        if "slow" in query:  # stands in for the meaning model loading on the first search
            release.wait(10)
        return original(query, **kwargs)

    monkeypatch.setattr(annotate_views, "corpus_search", slow_search)

    log_in(page, live_server, "alice", "pw-alice")
    page.goto(f"{live_server.url}/labelling/work/{held.pk}/")
    page.fill("#search-q", "rotation period")
    page.wait_for_selector('#search-results .result[data-chunk-id="docs/kms/regions#0003"]')

    page.fill("#search-q", "slow keys")
    page.wait_for_selector("#search-spinner.htmx-request")
    assert page.locator("#search-results.loading").count() == 1
    assert not page.locator(
        '#search-results .result[data-chunk-id="docs/kms/regions#0003"]'
    ).is_visible()
    release.set()

    page.wait_for_selector("#search-results:not(.loading)")
    assert not page.locator("#search-spinner").evaluate(
        "el => el.classList.contains('htmx-request')"
    )
    assert page.locator("#search-q").input_value() == "slow keys"
