"""The team's whole journey in a real browser, without a shell: a lead samples a set and opens
its queue, two annotators label it, the lead reviews agreement, adjudicates the disagreement,
browses the items, replays the set and freezes it.

The traces are ingested (pseudonymized) and their follow-ups classified by hand beforehand: the
journey starts where a team starts, with mined traces and a corpus.
"""

from __future__ import annotations

import re

import pytest

from core import background
from curation.models import EvalSet, FollowupCandidate, Message
from curation.services.traces import trace_ingest_objects
from exports.models import EvalSetVersion
from labelling.models import Label, QueueItem
from replay.models import Run

from . import test_browser as shared
from .factories import make_corpus

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# The browser, page and SQLite serialisation fixtures of the other browser tests.
browser = shared.browser
page = shared.page
_one_request_at_a_time_on_sqlite = shared._one_request_at_a_time_on_sqlite
FOLLOW_UPS = ["What's the uptime SLA on it?", "Does it support customer-managed keys?"]


def _mined_traces() -> None:
    traces = [
        {
            "trace_id": f"journey-{i}",
            "source": "support",
            "messages": [
                {"role": "user", "content": "Tell me about Nimbus Block Volumes in eu-west-1."},
                {"role": "assistant", "content": "They are replicated within the region."},
                {"role": "user", "content": text},
                {"role": "assistant", "content": "Yes, 99.9% in eu-west-1."},
            ],
        }
        for i, text in enumerate(FOLLOW_UPS)
    ]
    trace_ingest_objects(objects=traces)
    for message in Message.objects.filter(role="user", user_turn=1).select_related("trace"):
        start = message.content.rindex("it")
        FollowupCandidate.objects.create(
            message=message,
            trace=message.trace,
            candidate=True,
            pattern="pronoun",
            trigger="it",
            trigger_start=start,
            trigger_end=start + 2,
            antecedent_distance=1,
            detector_version="journey",
        )


def _watch(context, errors: list[str]) -> None:
    """Collect every 5xx any page of ``context`` got (polls and htmx requests included)."""
    context.on(
        "response", lambda r: errors.append(f"{r.status} {r.url}") if r.status >= 500 else None
    )


def _as(browser, live_server, username: str, errors: list[str]):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    _watch(context, errors)
    context.set_default_timeout(20_000)
    tab = context.new_page()
    shared.log_in(tab, live_server, username, f"pw-{username}")
    return context, tab


def _label(tab, live_server, chunk_id: str, query: str) -> None:
    """Take the next item of the first queue and submit a rubric label with one gold passage."""
    tab.goto(f"{live_server.url}/labelling/")
    # "Start labelling", or "Continue your item" once a submit has reserved the next one
    tab.click(".queue-card button[type=submit], .queue-card a.button")
    tab.wait_for_url(re.compile(r".*/labelling/work/\d+/$"))
    url = tab.url
    tab.fill("#search-q", query)
    tab.click(f'#search-results .gold-toggle[data-chunk-id="{chunk_id}"]')
    tab.fill("#id_gt_must", "gives the SLA of eu-west-1")
    tab.wait_for_selector("#draft-status:has-text('Draft saved')")
    tab.click("#submit-button")
    tab.wait_for_url(lambda u: u != url)


def _sample_and_open_queue(page, live_server) -> EvalSet:
    page.goto(f"{live_server.url}/curation/followups/")
    page.fill("#id_name", "journey")
    for pattern in ("ordinal", "demonstrative", "ellipsis", "definite_description"):
        page.fill(f"#id_{pattern}", "0")
    page.fill("#id_pronoun", "3")
    page.click("#sample-preview-button")
    page.wait_for_selector("#preview-strata")
    assert "only 2 usable turns for a quota of 3" in page.locator("#sample-preview").inner_text()
    page.click("button[type=submit]:text-is('Sample')")
    page.wait_for_url(re.compile(r".*/labelling/sets/\d+/$"))
    assert "short of its quotas" in page.locator(".messages").inner_text()
    page.select_option("#id_labels_per_item", "2")
    page.select_option("#id_ground_truth_kind", "rubric")
    page.click("text=Save plan")
    page.click("text=Create the labelling queue")
    page.wait_for_selector("#browse-items")
    return EvalSet.objects.get(name="journey")


def test_two_annotators_and_a_lead_take_a_set_from_sampling_to_freezing(
    browser, page, live_server, annotator, other_annotator, lead, settings, tmp_path
):
    settings.VAR_DIR = tmp_path
    settings.ASSAY_EAGER_BACKGROUND = True  # long jobs off the request, as in the demo
    make_corpus()
    _mined_traces()
    errors: list[str] = []
    _watch(page.context, errors)
    shared.log_in(page, live_server, "carol", "pw-carol")
    eval_set = _sample_and_open_queue(page, live_server)
    assert eval_set.items.count() == 2

    # two annotators: both agree on one item, differ on the other
    contexts = []
    for username, picks in (
        ("alice", [("docs/kms/regions#0002", "uptime SLA")] * 2),
        (
            "bob",
            [
                ("docs/kms/regions#0001", "customer-managed keys"),
                ("docs/kms/regions#0002", "uptime SLA"),
            ],
        ),
    ):
        context, tab = _as(browser, live_server, username, errors)
        contexts.append(context)
        for chunk_id, query in picks:
            _label(tab, live_server, chunk_id, query)
    assert Label.objects.filter(status="submitted").count() == 4

    # review: agreement with its drill-down, then adjudication
    page.goto(f"{live_server.url}/labelling/sets/{eval_set.pk}/agreement/")
    page.click("#agreement-figures a[href$='/agreement/gold/']")
    assert page.locator("#disagreeing-items tr").count() == 2  # header + the one item
    page.goto(f"{live_server.url}/labelling/adjudication/")
    page.click("a[href^='/labelling/adjudication/']:not([href='/labelling/adjudication/'])")
    page.check("text=take bob's label")
    page.fill("#id_reason", "#0001 names the keys; bob is right")
    page.click("text=Record decision")
    page.wait_for_url(f"{live_server.url}/labelling/adjudication/")
    assert QueueItem.objects.filter(queue__eval_set=eval_set, status="final").count() == 2

    # the item browser shows both items final
    page.goto(f"{live_server.url}/labelling/sets/{eval_set.pk}/items/?status=final")
    assert "<strong>2</strong> of 2 items match" in page.content()

    # replay the set, then freeze it
    page.goto(f"{live_server.url}/replay/")
    page.select_option("#id_eval_set", str(eval_set.pk))
    page.select_option("#id_arm", "followup_only")
    # As in the demo, the replay runs in a thread of the web process: the page answers at once
    # with the progress bar, which polls until the report replaces it (the first replay also
    # embeds the corpus, so the run takes a while).
    page.click("#run-form button[type=submit]")
    page.wait_for_url(re.compile(r".*/replay/runs/\d+/$"))
    assert page.locator("#run-progress progress").count() == 1
    page.wait_for_selector("#run-report", timeout=180_000)
    background.join_all()
    run = Run.objects.get(eval_set=eval_set)
    assert run.status == Run.Status.DONE and run.results.count() == 2

    page.goto(f"{live_server.url}/exports/sets/{eval_set.pk}/")
    assert page.locator("#freeze-gaps").count() == 0  # everything is labelled
    page.click("text=Freeze the set now")
    page.wait_for_selector(".messages")
    assert "Froze journey as v1" in page.locator(".messages").inner_text()
    version = EvalSetVersion.objects.get(eval_set=eval_set)
    assert version.n_items == 2 and "left_out" not in version.content
    for context in contexts:
        context.close()
    assert not errors  # no request of the journey, the polls included, answered 5xx
