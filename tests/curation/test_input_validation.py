"""Bad input in corpus and eval-item files, and failures only the database or the pseudonymizer
find: every good line kept, the bad one named, exit status 1, and nothing created for nothing."""

from __future__ import annotations

import gzip
import json

import pytest
from django.core.management import call_command
from django.db import connection

from curation.models import (
    Chunk,
    Document,
    EvalItem,
    EvalSet,
    Message,
    RetrievalResult,
    ToolCall,
    Trace,
)
from curation.services import corpus, evalsets
from curation.services.traces import trace_ingest_records
from curation.tracefmt import FIELD_LENGTHS, parse_trace
from tests.curation.factories import trace_obj

from .hostile import SECRET

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _plain(settings, tmp_path):
    settings.ASSAY_PSEUDONYMIZE = False
    settings.VAR_DIR = tmp_path / "var"
    settings.ASSAY_EMBEDDING_MODEL = ""


def _call(capsys, command, *args) -> tuple[int, str, str]:
    code = 0
    try:
        call_command(command, *map(str, args))
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


def _lines(err: str) -> dict[int, str]:
    """Line number -> problem, from a command's error output (warnings about gold left out)."""
    found = {}
    for row in err.splitlines():
        _, _, rest = row.partition(": line ")
        number, _, problem = rest.partition(": ")
        if rest and not problem.startswith("gold: item "):
            found[int(number)] = problem
    return found


def _bytes(rows) -> bytes:
    return b"".join((r if isinstance(r, bytes) else json.dumps(r).encode()) + b"\n" for r in rows)


def test_field_limits_match_the_model_columns():
    columns = {
        "trace_id": Trace._meta.get_field("trace_id"),
        "source": Trace._meta.get_field("source"),
        "prompt_version": Trace._meta.get_field("prompt_version"),
        "model": Trace._meta.get_field("model"),
        "doc_id": RetrievalResult._meta.get_field("doc_id"),
        "chunk_id": RetrievalResult._meta.get_field("chunk_id"),
        "doc_version": RetrievalResult._meta.get_field("doc_version"),
        "tool_name": ToolCall._meta.get_field("name"),
    }
    assert FIELD_LENGTHS == {name: f.max_length for name, f in columns.items()}
    assert corpus.FIELD_LENGTHS == {
        name: Document._meta.get_field(name).max_length for name in ("doc_id", "title", "url")
    } | {"version": 200}
    assert evalsets.CHUNK_ID_LENGTH == Chunk._meta.get_field("chunk_id").max_length
    assert Message._meta.get_field("content").max_length is None  # text: ASSAY_MAX_TEXT_CHARS


def test_a_row_the_database_refuses_costs_only_its_own_line():
    # Built past the validator, as a bug or a new column would let through: one bad row.
    rows = [(n, parse_trace(trace_obj(f"r{n}"))) for n in range(1, 6)]
    rows[2][1].messages[0].content = "unstorable \ud800"

    results = trace_ingest_records(records=rows, transform=None)

    assert [r.status for r in results] == ["accepted"] * 2 + ["rejected"] + ["accepted"] * 2
    assert results[2].error.startswith("$: could not be stored (")
    assert sorted(Trace.objects.values_list("trace_id", flat=True)) == ["r1", "r2", "r4", "r5"]
    assert Message.objects.count() == 4 * 3  # no half-written trace


@pytest.mark.skipif(connection.vendor != "postgresql", reason="NUL is storable in SQLite")
def test_a_nul_postgresql_refuses_in_copy_costs_only_its_line():
    rows = [(n, parse_trace(trace_obj(f"n{n}"))) for n in range(1, 4)]
    rows[1][1].messages[1].retrieval[0].text = "nul \x00 here"

    results = trace_ingest_records(records=rows, transform=None)

    assert [r.status for r in results] == ["accepted", "rejected", "accepted"]
    assert results[1].error == "$: could not be stored (DataError); the other lines were kept"
    assert Trace.objects.count() == 2


def test_corpus_file_with_hostile_lines_keeps_the_good_documents(tmp_path, capsys):
    good = [{"doc_id": f"docs/{i}", "title": "T", "text": f"Text number {i}."} for i in range(4)]
    rows = [
        good[0],
        {"doc_id": "docs/nul", "text": f"{SECRET}\u0000"},
        good[1],
        {"doc_id": SECRET + "d" * 600, "text": "long id"},
        {"doc_id": "docs/nan", "text": "x", "metadata": {"score": float("nan")}},
        good[2],
        b'{"doc_id": "docs/utf8", "text": "\xff' + SECRET.encode() + b'"}',
        {"doc_id": "docs/huge", "text": SECRET + "x" * 1_000_001},
        good[3],
    ]
    path = tmp_path / "corpus.jsonl"
    path.write_bytes(_bytes(rows))

    code, out, err = _call(capsys, "ingest_corpus", path)

    assert code == 1
    assert sorted(Document.objects.values_list("doc_id", flat=True)) == [d["doc_id"] for d in good]
    assert "added 4" in out and "rejected 5" in out
    problems = _lines(err)
    assert sorted(problems) == [2, 4, 5, 7, 8]
    assert problems[2].startswith("text: holds a NUL character")
    assert problems[4].startswith("doc_id: is longer than 500 characters")
    assert problems[5].startswith("metadata.score: is not a finite number")
    assert problems[7].startswith("$: invalid UTF-8 at byte 34 of the line")
    assert problems[8].startswith("text: is longer than 1,000,000 characters")
    assert SECRET not in err


def test_truncated_corpus_gzip_keeps_every_complete_document(tmp_path, capsys):
    rows = [{"doc_id": f"docs/{i:04d}", "text": f"Document {i} " * 40} for i in range(400)]
    data = gzip.compress(_bytes(rows), compresslevel=1)
    path = tmp_path / "cut.jsonl.gz"
    path.write_bytes(data[: len(data) * 2 // 3])

    code, _, err = _call(capsys, "ingest_corpus", path)

    assert code == 1
    assert "stopped early, documents before it kept: input ends unexpectedly after line" in err
    kept = Document.objects.count()
    complete = int(err.split("after line ")[1].split(":")[0])
    assert 0 < kept == complete < 400


def _item(item_id, **overrides) -> dict:
    row = {
        "id": item_id,
        "prefix": [{"role": "user", "content": "Which plans have SSO?"}],
        "follow_up": "and is it SAML?",
        "gold": ["auth/sso#0001"],
    }
    return row | overrides


def test_import_with_hostile_lines_keeps_the_good_items(tmp_path, capsys):
    rows = [
        _item("a"),
        _item("nul", follow_up=f"{SECRET}\u0000"),
        _item("b"),
        _item("nan", prefix=[{"role": "user", "content": "hi", "t": float("inf")}]),
        _item("long-gold", gold=[SECRET + "g" * 600]),
        b'{"id": "utf8", "follow_up": "\xc3' + SECRET.encode() + b'"}',
        _item("c"),
    ]
    path = tmp_path / "items.jsonl"
    path.write_bytes(_bytes(rows))

    code, out, err = _call(capsys, "import_evalset", path, "--set", "hostile")

    assert code == 1
    assert sorted(EvalItem.objects.values_list("external_id", flat=True)) == ["a", "b", "c"]
    problems = _lines(err)
    assert sorted(problems) == [2, 4, 5, 6]
    assert problems[2].startswith("follow_up: holds a NUL character")
    assert problems[4].startswith("prefix[0].t: is not a finite number")
    assert problems[5].startswith("gold[0]: is longer than 520 characters")
    assert problems[6].startswith("$: invalid UTF-8 at byte 30 of the line")
    assert "added 3" in out and "rejected 4" in out
    assert SECRET not in err


def test_truncated_import_gzip_keeps_every_complete_item(tmp_path, capsys):
    rows = [_item(f"q{i:04d}", follow_up=f"and the {i}th one? " * 5) for i in range(1200)]
    data = gzip.compress(_bytes(rows), compresslevel=1)
    path = tmp_path / "cut.jsonl.gz"
    path.write_bytes(data[: len(data) // 2])

    code, _, err = _call(capsys, "import_evalset", path, "--set", "cut")

    assert code == 1
    assert "stopped early, items before it kept: input ends unexpectedly after line" in err
    complete = int(err.split("after line ")[1].split(":")[0])
    assert EvalItem.objects.count() == complete > 500  # more than one batch, and the tail


def test_import_that_keeps_nothing_creates_no_set(tmp_path, capsys):
    path = tmp_path / "bad.jsonl"
    path.write_bytes(_bytes([_item("x", follow_up=""), b"{nope"]))

    code, _, err = _call(capsys, "import_evalset", path, "--set", "empty")

    assert code == 1
    assert not EvalSet.objects.filter(name="empty").exists()
    assert "nothing was kept, so set 'empty' was not created" in err


def test_import_into_an_existing_set_keeps_it_when_nothing_is_added(tmp_path, capsys):
    EvalSet.objects.create(name="kept")
    path = tmp_path / "bad.jsonl"
    path.write_bytes(_bytes([b"{nope"]))

    code, _, _ = _call(capsys, "import_evalset", path, "--set", "kept")

    assert code == 1
    assert EvalSet.objects.filter(name="kept").exists()
