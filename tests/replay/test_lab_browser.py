"""Real browser: a lead starts a bm25 k-sweep run from the replay page and reads the sweep."""

from __future__ import annotations

import pytest

from tests.labelling.test_browser import (  # noqa: F401 - fixtures
    _one_request_at_a_time_on_sqlite,
    browser,
    log_in,
    page,
)
from tests.replay.conftest import build_world

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_lead_runs_a_bm25_k_sweep_from_the_page_and_reads_the_plot(page, live_server, lead):  # noqa: F811
    world = build_world()
    log_in(page, live_server, "carol", "pw-carol")

    page.goto(f"{live_server.url}/replay/")
    page.select_option("#id_eval_set", str(world["eval_set"].pk))
    page.select_option("#id_arm", "followup_only")
    page.select_option("#id_retriever", "bm25")
    page.fill("#id_k_sweep", "1,3,5")
    # eager tasks: the run executes inside the request, so the answer takes a while
    page.click("#run-form button[type=submit]", no_wait_after=True)

    page.wait_for_selector("#k-sweep", timeout=180_000)
    assert page.locator("#k-sweep tr").count() == 4  # header and k = 1, 3, 5
    assert page.locator("#k-sweep-plot svg polyline.series").count() == 3
    assert "bm25; pool 5" in page.locator("#run-retrieval").inner_text()
