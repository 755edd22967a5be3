"""Corpus ingestion: versioned documents, deterministic chunks, old chunks kept."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from curation.models import Chunk, Document, DocumentVersion

pytestmark = pytest.mark.django_db

TEXT = " ".join(f"word{i}" for i in range(300))


def ingest(capsys, path, *args):
    code = 0
    try:
        call_command("ingest_corpus", str(path), *args)
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


def test_document_is_chunked_with_stable_ids(write_jsonl, capsys):
    path = write_jsonl([{"doc_id": "docs/a", "title": "A", "text": TEXT, "version": "v1"}])

    code, out, _ = ingest(capsys, path, "--size", "100", "--overlap", "10")

    assert code == 0
    chunks = list(Chunk.objects.order_by("ordinal"))
    assert [c.chunk_id for c in chunks][:2] == ["docs/a#0001", "docs/a#0002"]
    assert chunks[0].text.split()[0] == "word0" and chunks[1].text.split()[0] == "word90"
    assert all(TEXT[c.start : c.end] == c.text for c in chunks)
    assert "added 1" in out


def test_reingesting_same_text_adds_nothing(write_jsonl, capsys):
    path = write_jsonl([{"doc_id": "docs/a", "title": "A", "text": TEXT}])
    ingest(capsys, path)

    code, out, _ = ingest(capsys, path)

    assert code == 0 and "unchanged 1" in out
    assert DocumentVersion.objects.count() == 1


def test_changed_document_adds_version_and_keeps_old_chunks(write_jsonl, capsys):
    ingest(capsys, write_jsonl([{"doc_id": "docs/a", "text": TEXT, "version": "v1"}], "a.jsonl"))
    old_ids = set(Chunk.objects.values_list("id", flat=True))

    code, out, _ = ingest(
        capsys,
        write_jsonl([{"doc_id": "docs/a", "text": TEXT + " extra", "version": "v2"}], "b.jsonl"),
    )

    assert code == 0 and "new versions 1" in out
    doc = Document.objects.get()
    assert doc.current_version.version == "v2"
    assert set(Chunk.objects.filter(id__in=old_ids).values_list("is_current", flat=True)) == {False}
    assert Chunk.objects.filter(is_current=True, version=doc.current_version).exists()
    assert Chunk.objects.filter(chunk_id="docs/a#0001").count() == 2  # old one still resolves


def test_rechunking_same_text_adds_a_version(write_jsonl, capsys):
    path = write_jsonl([{"doc_id": "docs/a", "text": TEXT}])
    ingest(capsys, path)

    ingest(capsys, path, "--unit", "sentences", "--size", "3", "--overlap", "0")

    assert DocumentVersion.objects.count() == 2
    assert Document.objects.get().current_version.chunking["unit"] == "sentences"


def test_no_split_keeps_one_chunk_per_document(write_jsonl, capsys):
    ingest(capsys, write_jsonl([{"doc_id": "p1", "text": TEXT}]), "--no-split")

    assert Chunk.objects.get().chunk_id == "p1#0001"


def test_bad_lines_name_line_and_field(write_jsonl, capsys):
    path = write_jsonl(
        [
            {"doc_id": "ok", "text": "fine"},
            {"doc_id": "x"},
            {"doc_id": 5, "text": "t"},
            "[1,2",
            {"doc_id": "m", "text": "t", "metadata": "no"},
        ]
    )

    code, _, err = ingest(capsys, path)

    assert code == 1
    assert "line 2: text: is required" in err
    assert "line 3: doc_id: must be a string, got int" in err
    assert "line 4: $: invalid JSON" in err
    assert "line 5: metadata: must be an object, got str" in err
    assert Document.objects.filter(doc_id="ok").exists()


def test_same_version_label_with_different_text_is_refused(write_jsonl, capsys):
    ingest(capsys, write_jsonl([{"doc_id": "d", "text": "one", "version": "v1"}], "a.jsonl"))

    code, _, err = ingest(
        capsys, write_jsonl([{"doc_id": "d", "text": "two", "version": "v1"}], "b.jsonl")
    )

    assert code == 1
    assert "line 1: version: d version 'v1' was already ingested with different text" in err


def test_bad_chunking_is_a_clear_error(write_jsonl):
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="overlap must be smaller than size"):
        call_command("ingest_corpus", str(write_jsonl([])), "--size", "10", "--overlap", "10")
