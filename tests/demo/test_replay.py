"""The demo helper runs two arms over the labelled items once, then only reports them."""

from __future__ import annotations

from datetime import timedelta

import pytest

from demo.replay import run_demo_replays
from replay import services
from replay.models import Run

pytestmark = pytest.mark.usefixtures("replay_settings")

pytestmark = pytest.mark.django_db


def test_demo_replays_run_two_arms_and_compare_them_idempotently(world, embedding_model):
    first = run_demo_replays(world["eval_set"])
    second = run_demo_replays(world["eval_set"])

    assert Run.objects.count() == 2
    assert set(Run.objects.values_list("arm", flat=True)) == {"followup_only", "concat_history"}
    assert all(
        run.status == Run.Status.DONE and run.results.count() == 5 for run in Run.objects.all()
    )
    assert first == second
    assert "ndcg@10" in first and "over 4 items" in first


def test_stalled_runs_are_resumed_and_fresh_ones_left_alone(
    world, django_capture_on_commit_callbacks
):
    stalled = services.run_create(eval_set=world["eval_set"], arm="followup_only")
    fresh = services.run_create(eval_set=world["eval_set"], arm="gold_rewrite")
    Run.objects.filter(pk=stalled.pk).update(created_at=stalled.created_at - timedelta(hours=1))

    with django_capture_on_commit_callbacks(execute=True):
        resumed = services.runs_resume_stalled(stalled_after=timedelta(minutes=10))

    assert resumed == [stalled.pk]
    stalled.refresh_from_db()
    fresh.refresh_from_db()
    assert stalled.status == Run.Status.DONE and stalled.results.count() == 5
    assert fresh.status == Run.Status.QUEUED and not fresh.results.exists()


def test_demo_replays_are_not_repeated_after_a_corpus_edit(world, embedding_model):
    from tests.curation.search.conftest import ingest_docs

    run_demo_replays(world["eval_set"])
    ingest_docs({"office/lisbon": "Our Lisbon office now opens on public holidays too."})

    run_demo_replays(world["eval_set"])

    assert Run.objects.count() == 2
