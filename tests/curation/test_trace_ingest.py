"""Trace ingestion: the CLI, the service and the API share one path and never lose good lines."""

from __future__ import annotations

import gzip
import json

import pytest
from django.core.management import call_command

from core.jsonl import iter_json_lines, open_text
from curation.models import Message, RetrievalResult, ToolCall, Trace
from curation.services.traces import trace_ingest_lines

from .factories import trace_obj

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _plain_text(settings):
    # These tests are about storage; pseudonymization has its own tests.
    settings.ASSAY_PSEUDONYMIZE = False


def run(capsys, *args):
    code = 0
    try:
        call_command("ingest_traces", *map(str, args))
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


def test_documented_example_is_stored_in_full(write_jsonl, capsys):
    path = write_jsonl([trace_obj("trc_01HQ8Z3M4K2")])

    code, out, _ = run(capsys, path)

    assert code == 0
    assert "accepted 1, duplicates skipped 0, rejected 0" in out
    trace = Trace.objects.get(trace_id="trc_01HQ8Z3M4K2")
    assert (trace.source, trace.prompt_version, trace.model) == (
        "support-assistant",
        "sys-2026-03-02",
        "model-x",
    )
    assert trace.captured_at.isoformat() == "2026-03-11T09:42:17+00:00"
    msgs = list(trace.messages.order_by("position"))
    assert [m.role for m in msgs] == ["user", "assistant", "user"]
    assert [m.user_turn for m in msgs] == [0, None, 1]
    assert msgs[1].rewrite_query == "EU regions customer-managed encryption keys"
    assert msgs[1].rewrite_dropped is False
    rr = RetrievalResult.objects.get()
    assert (rr.rank, rr.chunk_id, rr.doc_version, rr.score) == (
        1,
        "docs/kms/regions#0002",
        "v7",
        0.81,
    )
    call = ToolCall.objects.get()
    assert call.args == {"account_id": "acct_88421"}
    assert call.response["orders"][0]["id"] == "ORD-77120"
    assert call.has_response


def test_only_trace_id_and_messages_are_required(write_jsonl, capsys):
    path = write_jsonl([{"trace_id": "t-min", "messages": [{"role": "user", "content": "hi"}]}])

    code, _, _ = run(capsys, path)

    assert code == 0
    trace = Trace.objects.get(trace_id="t-min")
    assert trace.prompt_version is None and trace.captured_at is None


def test_bad_line_is_reported_and_good_lines_kept(write_jsonl, capsys):
    rows = [trace_obj(f"t{i}") for i in range(5)]
    bad_role = trace_obj("t-bad")
    bad_role["messages"][2]["role"] = "moderator"
    rows.insert(2, bad_role)
    rows.insert(4, "{not json")
    rows.insert(5, json.dumps({"messages": []}))
    path = write_jsonl(rows)

    code, out, err = run(capsys, path, "--batch-size", "2")

    assert code == 1
    assert Trace.objects.count() == 5
    assert "line 3: messages[2].role: must be one of system, user, assistant, tool" in err
    assert "line 5: $: invalid JSON" in err
    assert "line 6: trace_id: is required" in err
    assert "accepted 5, duplicates skipped 0, rejected 3" in out


@pytest.mark.parametrize(
    ("mutate", "expected"),
    [
        (lambda t: t.update(messages="hello"), "messages: must be a list, got str"),
        (
            lambda t: t["messages"][1]["retrieval"][0].update(score="high"),
            "messages[1].retrieval[0].score: must be a number, got str",
        ),
        (
            lambda t: t["messages"][1]["retrieval"][0].pop("chunk_id"),
            "messages[1].retrieval[0].chunk_id: is required",
        ),
        (
            lambda t: t["messages"][1]["tool_calls"][0].update(args=[1]),
            "messages[1].tool_calls[0].args: must be an object, got list",
        ),
        (
            lambda t: t.update(captured_at="yesterday"),
            "captured_at: is not an ISO 8601",
        ),
        (
            lambda t: (
                t["messages"][0].update(retrieval=[])
                or t["messages"][0].update(rewrite={"query": "x"})
            ),
            "messages[0].rewrite: only assistant messages carry it",
        ),
        (lambda t: t["messages"][0].pop("content"), "messages[0].content: is required"),
    ],
)
def test_wrong_types_name_the_field(write_jsonl, capsys, mutate, expected):
    bad = trace_obj("t-x")
    mutate(bad)
    path = write_jsonl([trace_obj("t-ok"), bad])

    code, _, err = run(capsys, path)

    assert code == 1
    assert f"line 2: {expected}" in err
    assert Trace.objects.filter(trace_id="t-ok").exists()


def test_second_run_adds_nothing(write_jsonl, capsys):
    path = write_jsonl([trace_obj(f"t{i}") for i in range(7)])
    run(capsys, path)
    before = (Trace.objects.count(), Message.objects.count(), RetrievalResult.objects.count())

    code, out, _ = run(capsys, path)

    assert code == 0
    assert "accepted 0, duplicates skipped 7, rejected 0" in out
    assert (
        Trace.objects.count(),
        Message.objects.count(),
        RetrievalResult.objects.count(),
    ) == before


def test_same_id_different_content_is_a_conflict_naming_both_hashes(write_jsonl, capsys):
    run(capsys, write_jsonl([trace_obj("t1")], "a.jsonl"))
    stored_hash = Trace.objects.get().content_hash
    changed = trace_obj("t1", source="other")

    code, _, err = run(capsys, write_jsonl([changed], "b.jsonl"))

    assert code == 1
    assert "line 1: trace_id: 't1' conflicts with the stored trace" in err
    assert stored_hash[:12] in err
    assert Trace.objects.get().source == "support-assistant"


def test_duplicate_inside_one_file_is_skipped(write_jsonl, capsys):
    code, out, _ = run(capsys, write_jsonl([trace_obj("t1"), trace_obj("t1")]))

    assert code == 0
    assert "accepted 1, duplicates skipped 1" in out


def test_gzip_input_and_stdin(tmp_path, capsys, monkeypatch):
    path = tmp_path / "traces.jsonl.gz"
    with gzip.open(path, "wt") as fh:
        for i in range(3):
            fh.write(json.dumps(trace_obj(f"g{i}")) + "\n")

    code, out, _ = run(capsys, path)

    assert code == 0 and Trace.objects.count() == 3


def test_truncated_gzip_keeps_committed_batches_and_rerun_finishes(tmp_path, capsys):
    full = tmp_path / "full.jsonl.gz"
    with gzip.open(full, "wt") as fh:
        for i in range(400):
            fh.write(json.dumps(trace_obj(f"z{i:03d}")) + "\n")
    data = full.read_bytes()
    cut = tmp_path / "cut.jsonl.gz"
    cut.write_bytes(data[: len(data) // 2])

    code, _, err = run(capsys, cut, "--batch-size", "50")

    assert code == 1
    assert "stopped early" in err
    kept = Trace.objects.count()
    assert 0 < kept < 400
    code, out, _ = run(capsys, full, "--batch-size", "50")
    assert code == 0
    assert Trace.objects.count() == 400
    assert f"accepted {400 - kept}, duplicates skipped {kept}" in out


def test_crash_mid_file_keeps_earlier_batches(write_jsonl):
    path = write_jsonl([trace_obj(f"c{i}") for i in range(10)])

    def exploding(stream):
        for item in iter_json_lines(stream):
            if item.line == 7:
                raise RuntimeError("disk went away")
            yield item

    with open_text(path) as stream:
        report = trace_ingest_lines(lines=exploding(stream), batch_size=3)

    assert report.aborted == "disk went away"
    # batches of 3 (lines 1-3, 4-6) were committed; line 7 never arrived.
    assert Trace.objects.count() == 6


def test_source_option_fills_only_missing_sources(write_jsonl, capsys):
    named = trace_obj("t-named")
    unnamed = trace_obj("t-unnamed")
    del unnamed["source"]

    run(capsys, write_jsonl([named, unnamed]), "--source", "batch-7")

    assert Trace.objects.get(trace_id="t-named").source == "support-assistant"
    assert Trace.objects.get(trace_id="t-unnamed").source == "batch-7"


def test_missing_file_is_a_clear_error(tmp_path):
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="No such file"):
        call_command("ingest_traces", str(tmp_path / "absent.jsonl"))
