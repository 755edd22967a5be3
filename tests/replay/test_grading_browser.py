"""A grader grades one case of a system run in a real browser (Playwright, Debian's chromium)."""

from __future__ import annotations

import re

import pytest

from replay.models import SystemAnswer
from replay.system_runs import system_run_create, system_run_execute
from replay.system_selectors import system_rows
from tests.labelling.test_browser import log_in

pytestmark = pytest.mark.browser


def test_grader_ticks_the_rubric_of_one_case_and_its_minutes_are_recorded(
    page, live_server, system_world, assistant, annotator
):
    run = system_run_execute(
        run=system_run_create(
            eval_set=system_world["eval_set"], url=assistant.url, mode="live", repeats=3
        )
    )
    errors = [e for row in system_rows(run) for e in row["errors"]]
    assert errors == []
    log_in(page, live_server, "alice", "pw-alice")

    page.goto(f"{live_server.url}/replay/grading/")
    assert "which system or run wrote them is not shown" in page.inner_text("#grading-remaining")
    assert run.short_hash not in page.content()
    answers = page.locator(".grading-answer")
    assert answers.count() == 3
    # tick every must of every answer (rubric) or pass (pass/fail, reference)
    for box in page.locator("input[type=checkbox][name*='-must-']").all():
        box.check()
    for radio in page.locator("input[type=radio][value=pass]").all():
        radio.check()
    ids = [
        int(v)
        for v in page.locator("input[name=answer]").evaluate_all("els => els.map(e => e.value)")
    ]
    page.click("#grading-submit")
    page.wait_for_url(re.compile(r".*/replay/grading/$"))

    assert "answer(s) graded" in page.inner_text(".messages")
    graded = list(SystemAnswer.objects.filter(pk__in=ids))
    assert len(graded) == 3
    assert all(a.verdict is True and a.graded_by == "person" for a in graded)
    assert all(a.grading_minutes is not None and a.grading_minutes >= 0 for a in graded)
    assert {a.grader.username for a in graded} == {"alice"}
