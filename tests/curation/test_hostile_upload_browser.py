"""The hostile file uploaded in a real browser (Playwright, Debian's chromium): the job page
shows done, the counts, and every bad line by line, field and rule, with no value echoed."""

from __future__ import annotations

import pytest

from curation.models import Trace
from tests.browser import chromium

from .hostile import SECRET, check_problems, hostile_lines, write_hostile

pytestmark = pytest.mark.browser


@pytest.fixture
def page(live_server, settings, tmp_path):
    settings.ASSAY_PSEUDONYMIZE = False
    settings.VAR_DIR = tmp_path / "var"
    for browser in chromium():
        context = browser.new_context()
        context.set_default_timeout(60_000)
        yield context.new_page()
        context.close()


def test_lead_uploads_hostile_file_and_sees_every_bad_line_named(page, live_server, lead, tmp_path):
    lines = hostile_lines()
    path = write_hostile(tmp_path / "hostile.jsonl", lines)
    page.goto(f"{live_server.url}/login/")
    page.fill("#id_username", "carol")
    page.fill("#id_password", "pw-carol")
    with page.expect_navigation():
        page.click("button[type=submit]")
    assert "/login/" not in page.url

    page.goto(f"{live_server.url}/curation/traces/upload/")
    page.set_input_files("#id_file", str(path))
    page.click("#upload-form button[type=submit]")  # htmx posts it, swaps in the job page
    page.wait_for_selector("#job-progress strong.ok")

    text = page.inner_text("#job-progress")
    good = [line for line in lines if line.good]
    assert "Status: done" in text
    assert f"accepted {len(good)}, duplicates skipped 0, rejected {len(lines) - len(good)}" in text
    check_problems(page.locator("#job-progress li code").all_inner_texts(), lines)
    assert SECRET not in page.content()
    assert Trace.objects.count() == len(good)
