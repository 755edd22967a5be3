"""The Content-Security-Policy holds in a real browser: the main pages load, htmx swaps and
posts work, and chromium reports no violation (neither a console error nor a
``securitypolicyviolation`` event)."""

from __future__ import annotations

import re

import pytest

from labelling import services
from tests.browser import chromium as launch_chromium
from tests.browser import log_in
from tests.labelling.factories import make_corpus, make_set
from tests.labelling.test_browser import _one_request_at_a_time_on_sqlite  # noqa: F401 - autouse

pytestmark = pytest.mark.browser

LEAD_PAGES = [
    "/",
    "/labelling/",
    "/labelling/guide/",
    "/labelling/guide/new/",
    "/labelling/sets/",
    "/labelling/adjudication/",
    "/curation/followups/",
    "/curation/traces/upload/",
    "/curation/capture/",
    "/curation/vocabulary/",
    "/replay/",
    "/staleness/",
    "/budgets/",
    "/budgets/sizing/",
    "/exports/",
]
NONCED = {"/curation/traces/upload/", "/labelling/guide/new/", "/staleness/", "/budgets/"}
WATCH = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
});
"""


@pytest.fixture(scope="module")
def chromium():
    yield from launch_chromium()


@pytest.fixture
def tab(chromium, live_server):
    context = chromium.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(10_000)
    page = context.new_page()
    yield page
    page.goto("about:blank")
    page.wait_for_load_state("networkidle")
    context.close()


def _watch(page) -> list[str]:
    errors: list[str] = []
    page.add_init_script(WATCH)
    page.on(
        "console",
        lambda msg: (
            errors.append(msg.text)
            if msg.type == "error" and "Content Security Policy" in msg.text
            else None
        ),
    )
    return errors


def _violations(page) -> list[str]:
    return page.evaluate("window.__csp || []")


def test_main_pages_load_under_the_policy_without_a_violation(tab, live_server, lead):
    page = tab
    errors = _watch(page)
    log_in(page, live_server, "carol", "pw-carol")
    seen = {}
    for url in LEAD_PAGES:
        response = page.goto(f"{live_server.url}{url}")
        assert response.status == 200, url
        policy = dict(
            part.strip().split(" ", 1)
            for part in response.headers["content-security-policy"].split(";")
        )
        assert policy["script-src"].startswith("'self'"), url
        assert "unsafe" not in policy["script-src"] + policy["style-src"], url
        if url in NONCED:  # pages with an inline script or style sheet carry its nonce
            assert "'nonce-" in policy["script-src"], url
        page.wait_for_load_state("networkidle")
        seen[url] = _violations(page)
    assert not {url: v for url, v in seen.items() if v}
    assert errors == []

    # the budgets calculator is an htmx form: changing a field swaps the results in
    page.goto(f"{live_server.url}/budgets/sizing/")
    assert page.evaluate("typeof window.htmx") == "object"
    assert page.evaluate("htmx.config.allowEval") is False
    with page.expect_response(lambda r: "/budgets/sizing/?" in r.url and r.status == 200):
        page.fill("#id_n", "400")
        page.locator("#id_n").dispatch_event("change")
    page.wait_for_selector("#results:has-text('400 items')")
    assert errors == [] and _violations(page) == []


def test_an_annotator_searches_and_autosaves_through_htmx_under_the_policy(
    tab, live_server, annotator
):
    page = tab
    make_corpus()
    eval_set = make_set(items=2, name="csp-set")
    services.queue_create(eval_set=eval_set)
    errors = _watch(page)

    log_in(page, live_server, "alice", "pw-alice")
    page.goto(f"{live_server.url}/labelling/")
    page.click("text=Start labelling")
    page.wait_for_url(re.compile(r".*/labelling/work/\d+/$"))

    # htmx search swaps results in; htmx autosave posts the draft
    page.fill("#search-q", "uptime SLA")
    page.wait_for_selector('#search-results .result[data-chunk-id="docs/kms/regions#0002"]')
    page.click('#search-results .gold-toggle[data-chunk-id="docs/kms/regions#0002"]')
    page.fill("#id_gt_must", "names Dublin")
    page.wait_for_selector("#draft-status:has-text('Draft saved')")

    assert _violations(page) == []
    assert errors == []
