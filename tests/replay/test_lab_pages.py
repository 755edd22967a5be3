"""The retrieval arms from the page and the command: a lead starts a bm25 k-sweep run and reads
the sweep as a table and plots; the ladder page names what each rung changes and whether the set
resolves it; annotators see none of it."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command

from replay import services
from replay.models import Run

pytestmark = pytest.mark.django_db


def test_lead_starts_a_retriever_run_with_a_k_sweep_and_reads_the_plots(
    world, lead_client, django_capture_on_commit_callbacks
):
    data = {
        "eval_set": world["eval_set"].pk,
        "arm": "followup_only",
        "k": 10,
        "k_sweep": "1,3,5",
        "retriever": "bm25",
        "pool": 6,
        "items": "labelled",
    }
    with django_capture_on_commit_callbacks(execute=True):
        response = lead_client.post("/replay/", data)

    run = Run.objects.get()
    assert response.status_code == 302
    assert run.k == 5 and run.config["retrieval"]["k_sweep"] == [1, 3, 5]
    page = lead_client.get(f"/replay/runs/{run.pk}/").content.decode()
    assert 'id="k-sweep"' in page and 'id="k-sweep-plot"' in page
    assert "bm25; pool 6" in page
    assert page.count('class="series"') == 4  # three metrics and the tokens line


def test_a_bad_retrieval_field_is_shown_on_the_form_and_nothing_is_created(world, lead_client):
    response = lead_client.post(
        "/replay/",
        {
            "eval_set": world["eval_set"].pk,
            "arm": "followup_only",
            "k": 10,
            "items": "labelled",
            "chunking": "tokens:x",
        },
    )

    assert response.status_code == 200
    assert "chunking: expected" in response.content.decode()
    assert not Run.objects.exists()


def test_ladder_page_names_the_change_of_each_rung_and_its_resolution(
    world, lead_client, embedding_model
):
    def run(**retrieval):
        created = services.run_create(
            eval_set=world["eval_set"], arm="followup_only", k=3, retrieval=retrieval
        )
        return services.run_execute(run=created, model=embedding_model)

    a, b, c = run(), run(retriever="hybrid"), run(retriever="hybrid", pool=8)
    page = lead_client.get(f"/replay/ladder/?runs={a.pk},{b.pk},{c.pk}&metric=mrr").content.decode()

    assert "<td>retriever</td>" in page and "<td>pool</td>" in page
    assert 'id="ladder-plot"' in page and "Resolved at n=4?" in page


def test_annotators_cannot_see_the_ladder_or_a_sweep(world, annotator_client):
    assert annotator_client.get("/replay/ladder/?runs=1,2").status_code == 403


def test_command_runs_a_hybrid_sweep_and_prints_it(world, capsys, embedding_model):
    call_command(
        "replay",
        "--set",
        world["eval_set"].name,
        "--arm",
        "followup_only",
        "--k",
        "1,3",
        "--retriever",
        "hybrid",
        "--pool",
        "8",
        "--index",
        json.dumps({"kind": "hnsw", "m": 8}),
    )

    out = capsys.readouterr().out
    run = Run.objects.get()
    assert run.config["retrieval"]["index"]["kind"] == "hnsw"
    assert "retrieval: hybrid; rrf k=60; pool 8" in out
    assert "ANN recall@3 against exhaustive" in out
    assert "k sweep" in out and "  3: " in out
