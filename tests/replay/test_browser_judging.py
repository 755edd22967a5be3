"""Real-browser journey: an annotator judges the retrieved chunks a lead sent, blind, and the
htmx queue moves on without a page load."""

from __future__ import annotations

import pytest

from core.jsonl import JsonLine
from curation.models import EvalItem, EvalSet
from curation.services.corpus import chunking_from_settings, corpus_ingest_lines
from replay.models import ChunkJudgment
from tests.labelling.test_browser import (  # noqa: F401 - fixtures
    _one_request_at_a_time_on_sqlite,
    browser,
    log_in,
    page,
)

pytestmark = pytest.mark.browser


def test_annotator_judges_two_chunks_blind_in_the_queue(page, live_server, annotator, settings):  # noqa: F811
    settings.ASSAY_PSEUDONYMIZE = False
    corpus_ingest_lines(
        lines=[
            JsonLine(1, {"doc_id": "kms/rotation", "text": "Keys rotate every 90 days."}),
            JsonLine(2, {"doc_id": "billing/vat", "text": "Invoices show VAT per line."}),
        ],
        chunking=chunking_from_settings(no_split=True),
    )
    eval_set = EvalSet.objects.create(name="judge-browser")
    item = EvalItem.objects.create(
        eval_set=eval_set,
        position=1,
        external_id="q1",
        follow_up="How often do they rotate?",
        prefix=[{"role": "user", "content": "Tell me about managed keys."}],
    )
    first = ChunkJudgment.objects.create(item=item, chunk_id="kms/rotation#0001")
    second = ChunkJudgment.objects.create(item=item, chunk_id="billing/vat#0001")

    log_in(page, live_server, "alice", "pw-alice")
    page.goto(f"{live_server.url}/replay/judge/")
    card = page.locator(f"#judgment-{first.pk}")
    assert "Keys rotate every 90 days." in card.inner_text()
    card.locator("input[name=minutes]").fill("0.5")
    card.locator("button[value='1']").click()
    page.locator(f"#judgment-{first.pk}").wait_for(state="detached")
    page.locator(f"#judgment-{second.pk} button[value='0']").click()
    page.locator("#judge-empty").wait_for()

    first.refresh_from_db()
    second.refresh_from_db()
    assert (first.relevant, first.minutes, second.relevant) == (True, 0.5, False)
