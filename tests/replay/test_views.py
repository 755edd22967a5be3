"""Replay pages: leads start runs and read results; annotators cannot."""

from __future__ import annotations

import pytest

from replay import services
from replay.models import Run

pytestmark = pytest.mark.django_db


@pytest.fixture
def start(django_capture_on_commit_callbacks):
    """POST the run form, running the queued tasks as the commit would (eager Celery)."""

    def post(client, **data):
        with django_capture_on_commit_callbacks(execute=True):
            return client.post("/replay/", data)

    return post


def test_annotators_cannot_start_runs_or_read_results(world, annotator_client, embedding_model):
    run = services.run_execute(
        run=services.run_create(eval_set=world["eval_set"], arm="followup_only"),
        model=embedding_model,
    )
    for url in (
        "/replay/",
        f"/replay/runs/{run.pk}/",
        f"/replay/runs/{run.pk}/results.jsonl",
        "/replay/compare/",
        "/replay/ladder/",
    ):
        assert annotator_client.get(url).status_code == 403, url
    response = annotator_client.post(
        "/replay/", {"eval_set": world["eval_set"].pk, "arm": "followup_only", "k": 10}
    )
    assert response.status_code == 403
    assert Run.objects.count() == 1


def test_anonymous_is_sent_to_login(client):
    response = client.get("/replay/")
    assert response.status_code == 302 and response["Location"].startswith("/login/")


def test_lead_starts_a_run_and_reads_per_pattern_results_with_a_plot(world, lead_client, start):
    response = start(
        lead_client,
        eval_set=world["eval_set"].pk,
        arm="concat_history",
        k=5,
        turns=1,
        roles="assistant,user",
        items="labelled",
    )

    run = Run.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/replay/runs/{run.pk}/"
    assert run.status == Run.Status.DONE and run.arm_params == {
        "turns": 1,
        "roles": ["assistant", "user"],
    }
    assert run.created_by.username == "carol"
    page = lead_client.get(response["Location"]).content.decode()
    assert 'id="pattern-table"' in page and "<svg" in page and 'class="whisker"' in page
    assert run.config_hash in page
    assert "1 unanswerable" in page
    for pattern in ("overall", "ordinal", "definite_description", "(none)"):
        assert pattern in page


def test_run_page_serves_the_live_fragment_to_htmx(world, lead_client):
    run = services.run_create(eval_set=world["eval_set"], arm="followup_only")  # queued, not run
    full = lead_client.get(f"/replay/runs/{run.pk}/")
    fragment = lead_client.get(f"/replay/runs/{run.pk}/", HTTP_HX_REQUEST="true")

    assert b"<html" in full.content and b'id="run-live"' in full.content
    assert b"<html" not in fragment.content and b'id="run-live"' in fragment.content
    assert b'hx-trigger="every 1s"' in fragment.content and b"0 / 5 items" in fragment.content
    assert "HX-Request" in fragment["Vary"]


def test_form_errors_are_shown_and_nothing_is_started(world, lead_client, start, settings):
    settings.ASSAY_CONTEXTUALIZER_URL = ""
    response = start(lead_client, eval_set=world["eval_set"].pk, arm="http", k=10, items="labelled")
    assert response.status_code == 200
    assert b"url: the http arm needs the contextualizer" in response.content
    assert not Run.objects.exists()


def test_results_download_is_one_json_line_per_item(world, lead_client, embedding_model):
    run = services.run_execute(
        run=services.run_create(eval_set=world["eval_set"], arm="followup_only"),
        model=embedding_model,
    )
    response = lead_client.get(f"/replay/runs/{run.pk}/results.jsonl")
    lines = b"".join(response.streaming_content).decode().splitlines()
    assert response["Content-Type"] == "application/x-ndjson" and len(lines) == 5


def test_compare_page_refuses_different_items_then_compares_the_intersection(
    world, lead_client, embedding_model
):
    a = services.run_execute(
        run=services.run_create(eval_set=world["eval_set"], arm="followup_only"),
        model=embedding_model,
    )
    b = services.run_execute(
        run=services.run_create(eval_set=world["eval_set"], arm="gold_rewrite"),
        model=embedding_model,
    )
    refused = lead_client.get(f"/replay/compare/?a={a.pk}&b={b.pk}").content.decode()
    shared = lead_client.get(f"/replay/compare/?a={a.pk}&b={b.pk}&intersection=1").content.decode()

    assert 'id="compare-error"' in refused and "2 only in run" in refused
    assert 'id="compare-result"' in shared and "over <strong>2</strong> paired items" in shared
    assert "sign-flip <strong>p = " in shared and "Item bootstrap" in shared
    assert 'id="compare-coverage"' in shared and "judged@10 is" in shared


def test_ladder_page_shows_gaps_and_their_sum(world, lead_client, embedding_model):
    runs = [
        services.run_execute(
            run=services.run_create(eval_set=world["eval_set"], arm=arm), model=embedding_model
        )
        for arm in ("followup_only", "recorded_rewrite", "gold_rewrite")
    ]
    ids = ",".join(str(r.pk) for r in runs)
    page = lead_client.get(f"/replay/ladder/?runs={ids}&metric=mrr").content.decode()
    assert (
        'id="ladder-result"' in page and "total" in page and "add up to the total exactly" in page
    )
    assert 'adjusted over <strong id="ladder-corrected">2 comparisons</strong>' in page
    assert 'id="ladder-coverage"' in page and "judged@10 is" in page
    bad = lead_client.get("/replay/ladder/?runs=999").content.decode()
    assert "no such run(s): 999" in bad


def test_nav_shows_replay_to_leads_only(world, client, lead, annotator):
    client.force_login(lead)
    assert b'href="/replay/"' in client.get("/").content
    client.force_login(annotator)
    assert b'href="/replay/"' not in client.get("/").content
