"""A text the pseudonymizer refuses (spaCy's E088, over 1,000,000 characters) costs only its own
line in traces, corpus documents and eval items, when the limits are raised past the validator's
defaults that would otherwise refuse it first. Real presidio and spaCy."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command

from curation.models import Document, EvalItem, Trace
from tests.curation.factories import trace_obj

pytestmark = pytest.mark.django_db

SPACY_TOO_LONG = "Jane Doe wrote. " * 70_000  # 1,120,000 characters


@pytest.fixture(autouse=True)
def _past_the_validator(settings, tmp_path):
    settings.ASSAY_PSEUDONYMIZE = True
    settings.VAR_DIR = tmp_path / "var"
    settings.ASSAY_EMBEDDING_MODEL = ""
    settings.ASSAY_MAX_LINE_BYTES = 4 * 1024 * 1024
    settings.ASSAY_MAX_TEXT_CHARS = 2_000_000
    settings.ASSAY_MAX_DOCUMENT_CHARS = 2_000_000


def _call(capsys, *args) -> tuple[int, str]:
    code = 0
    try:
        call_command(*map(str, args))
    except SystemExit as exc:
        code = exc.code
    return code, capsys.readouterr().err


def _write(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_trace_batch_with_a_text_spacy_refuses_keeps_the_others(tmp_path, capsys):
    long = trace_obj("long")
    long["messages"][2]["content"] = SPACY_TOO_LONG
    rows = [trace_obj("p1"), long, trace_obj("p2")]

    code, err = _call(capsys, "ingest_traces", _write(tmp_path / "t.jsonl", rows))

    assert code == 1
    assert sorted(Trace.objects.values_list("trace_id", flat=True)) == ["p1", "p2"]
    assert set(Trace.objects.values_list("pseudonymized", flat=True)) == {True}
    assert "line 2: $: could not be stored (ValueError); the other lines were kept" in err


def test_personal_corpus_batch_with_a_text_spacy_refuses_keeps_the_others(tmp_path, capsys):
    rows = [
        {"doc_id": "acct/1", "text": "Account of Jane Doe, jane@example.com."},
        {"doc_id": "acct/2", "text": SPACY_TOO_LONG},
        {"doc_id": "acct/3", "text": "Account of Tom Roe."},
    ]

    code, err = _call(capsys, "ingest_corpus", _write(tmp_path / "c.jsonl", rows), "--personal")

    assert code == 1
    assert sorted(Document.objects.values_list("doc_id", flat=True)) == ["acct/1", "acct/3"]
    assert "jane@example.com" not in Document.objects.get(doc_id="acct/1").current_version.text
    assert "line 2: $: could not be stored (ValueError)" in err


def test_import_batch_with_a_text_spacy_refuses_keeps_the_others(tmp_path, capsys):
    def item(item_id, follow_up):
        return {"id": item_id, "prefix": [], "follow_up": follow_up, "gold": ["a#0001"]}

    rows = [item("i1", "and Jane Doe's plan?"), item("i2", SPACY_TOO_LONG), item("i3", "why?")]

    code, err = _call(
        capsys, "import_evalset", _write(tmp_path / "i.jsonl", rows), "--set", "spacy"
    )

    assert code == 1
    assert sorted(EvalItem.objects.values_list("external_id", flat=True)) == ["i1", "i3"]
    assert "line 2: $: could not be stored (ValueError)" in err
