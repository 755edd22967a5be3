"""Evidence marks: annotators mark answer sentences and evidence groups inside a gold document,
and a run's evidence report is built from them."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import CommandError, call_command

from core.jsonl import JsonLine
from curation.errors import CurationError
from curation.models import Document, EvalItem, EvalSet
from curation.services.corpus import chunking_from_settings, corpus_ingest_lines
from replay.evidence_marks import evidence_mark_submit, evidence_truths, run_evidence
from replay.metrics import item_metrics
from replay.models import Run, RunItem

pytestmark = pytest.mark.django_db

TEXT = (
    "Keys can be rotated every 90 days. "
    "Rotation keeps the old key for decryption. "
    "Automatic rotation is set in the console. "
    "Manual rotation uses the rotate command."
)


@pytest.fixture
def marked(settings, tmp_path, annotator):
    settings.VAR_DIR = tmp_path
    settings.ASSAY_PSEUDONYMIZE = False
    corpus_ingest_lines(
        lines=[
            JsonLine(1, {"doc_id": "guide/keys", "text": TEXT}),
            JsonLine(2, {"doc_id": "other/doc", "text": "Unrelated text about invoices."}),
        ],
        chunking=chunking_from_settings(unit="sentences", size=1, overlap=0),
    )
    eval_set = EvalSet.objects.create(name="evidence")
    item = EvalItem.objects.create(
        eval_set=eval_set,
        position=1,
        external_id="q1",
        follow_up="How do I rotate it?",
        gold=["guide/keys#0001"],
    )
    return item, Document.objects.get(doc_id="guide/keys")


def _run(item, ranked):
    run = Run.objects.create(
        eval_set=item.eval_set,
        arm="followup_only",
        model_id="m",
        k=10,
        corpus_state="c",
        eval_set_version="v",
        config_hash="h" * 12,
        status=Run.Status.DONE,
    )
    metrics = item_metrics(ranked, item.gold, 10)
    metrics["gold_ranks"] = {str(k): v for k, v in metrics["gold_ranks"].items()}
    RunItem.objects.create(
        run=run, item=item, item_key=item.item_id, ranked=ranked, gold=item.gold, metrics=metrics
    )
    return run


def test_marks_become_chunk_truth_and_the_run_report_works_the_formulas(marked, annotator):
    item, document = marked
    # Sentence 0 answers; group 1: sentence 2 or 3 (either way of rotating); group 2: sentence 1.
    evidence_mark_submit(
        item=item, document=document, answer_sentences=[0], groups=[[2, 3], [1]], user=annotator
    )
    truth = evidence_truths([item.pk])["q1"]
    assert truth.answer_chunks == {"guide/keys#0001"}
    assert truth.groups == (
        frozenset({"guide/keys#0003", "guide/keys#0004"}),
        frozenset({"guide/keys#0002"}),
    )

    run = _run(item, ["other/doc#0001", "guide/keys#0001", "guide/keys#0004", "guide/keys#0002"])
    report = run_evidence(run, ks=(1, 2))
    m = report["metrics"]
    assert report["n"] == 1
    assert m["document@1"]["mean"] == 0.0 and m["document@2"]["mean"] == 1.0
    assert m["answer@1"]["mean"] == 0.0 and m["answer@2"]["mean"] == 1.0
    # Gold chunks after the top answer chunk: #0004 (group 1), #0002 (group 2).
    assert m["evidence_recall@1"]["mean"] == 0.5 and m["evidence_recall@2"]["mean"] == 1.0
    assert m["all_evidence@1"]["mean"] == 0.0 and m["all_evidence@2"]["mean"] == 1.0

    assert report["table"][1] == {
        "k": 2,
        "cells": [m["document@2"], m["answer@2"], m["evidence_recall@2"], m["all_evidence@2"]],
    }

    out = io.StringIO()
    call_command("evidence_report", str(run.pk), "--k", "2", "--json", stdout=out)
    assert json.loads(out.getvalue())["metrics"]["evidence_recall@2"]["mean"] == 1.0
    with pytest.raises(CommandError, match="--k"):
        call_command("evidence_report", str(run.pk), "--k", "0")


def test_run_page_shows_the_evidence_table(marked, annotator, lead_client):
    item, document = marked
    evidence_mark_submit(
        item=item, document=document, answer_sentences=[0], groups=[[1]], user=annotator
    )
    run = _run(item, ["guide/keys#0001", "guide/keys#0002"])
    page = lead_client.get(f"/replay/runs/{run.pk}/").content.decode()
    assert 'id="run-evidence"' in page and "1 items with evidence marks" in page


def test_bad_marks_are_refused_naming_the_field(marked, annotator):
    item, document = marked
    with pytest.raises(CurationError, match="groups\\[0\\]: sentence 9 is not in the document"):
        evidence_mark_submit(
            item=item, document=document, answer_sentences=[0], groups=[[9]], user=annotator
        )
    with pytest.raises(CurationError, match="answer_sentences: mark at least one"):
        evidence_mark_submit(
            item=item, document=document, answer_sentences=[], groups=[], user=annotator
        )
    other = Document.objects.get(doc_id="other/doc")
    with pytest.raises(CurationError, match="holds none of the item's gold chunks"):
        evidence_mark_submit(
            item=item, document=other, answer_sentences=[0], groups=[], user=annotator
        )


def test_annotator_marks_evidence_on_the_page(marked, annotator_client, client):
    item, _document = marked
    url = f"/replay/evidence/items/{item.pk}/"
    assert client.get(url).status_code == 302  # anonymous: to the login page
    page = annotator_client.get(url).content.decode()
    assert "Rotation keeps the old key for decryption." in page and 'name="group_3"' in page

    bad = annotator_client.post(url, {"document": "guide/keys", "group_1": "x"})
    assert bad.status_code == 400 and "group numbers are 1, 2" in bad.content.decode()
    done = annotator_client.post(
        url, {"document": "guide/keys", "answer": ["0"], "group_2": "1", "group_3": "1"}
    )
    assert done.status_code == 302
    mark = item.evidence_marks.get()
    assert mark.answer_sentences == [0] and mark.groups == [[2, 3]]
