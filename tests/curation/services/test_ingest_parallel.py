"""Parallel ingest with eager tasks: batches run one after another and behave as one ingest."""

from __future__ import annotations

import gzip
import json

import pytest
from django.core.management import call_command

from core.jobs import job_create
from core.models import Job
from curation.models import Trace
from curation.services.ingest_parallel import trace_ingest_parallel_start
from tests.curation.factories import trace_obj

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _var(settings, tmp_path):
    settings.VAR_DIR = tmp_path / "var"
    settings.ASSAY_PSEUDONYMIZE = False


def _file(tmp_path, rows, name="t.jsonl"):
    path = tmp_path / name
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n")
    return path


def _start(path, **kwargs) -> Job:
    job = job_create(kind="ingest_traces", params={"path": str(path)})
    return trace_ingest_parallel_start(job=job, path=path, **kwargs)


def _mixed_rows():
    """30 lines over batches of 4: good lines, bad ones, a duplicate and a conflict that sit in
    other batches than the line they repeat."""
    rows = [trace_obj(f"p{i:02d}") for i in range(24)]
    rows.insert(5, "{not json")  # line 6
    rows.insert(9, trace_obj("p99", messages=[]))  # line 10: messages empty
    rows.insert(14, trace_obj("p01"))  # line 15: duplicate of line 2
    rows.insert(20, trace_obj("p02", source="other"))  # line 21: conflict with line 3
    rows.insert(26, json.dumps({"messages": []}))  # line 27: no trace_id
    rows.insert(29, "")  # line 30: blank, not an error
    return rows


def test_batches_keep_every_good_line_once_and_report_original_line_numbers(tmp_path):
    path = _file(tmp_path, _mixed_rows())

    job = _start(path, batch_size=4)

    assert job.status == Job.Status.DONE
    assert job.params["batches"] == 8
    assert job.total == 30 and job.done == 30  # the blank last line counts as a line
    assert sorted(Trace.objects.values_list("trace_id", flat=True)) == [
        f"p{i:02d}" for i in range(24)
    ]
    assert Trace.objects.get(trace_id="p02").source == "support-assistant"
    result = job.result
    assert (result["accepted"], result["duplicates"], result["rejected"]) == (24, 1, 4)
    lines = [p.split(":")[0] for p in result["problems"]]
    assert lines == ["line 6", "line 10", "line 21", "line 27"]
    assert "conflicts with the stored trace" in result["problems"][2]
    assert (
        "(stored content sha256 " in result["problems"][2]
        and ", this one " in result["problems"][2]
    )
    assert result["workers"] == {"local": 8}


def test_rerun_skips_everything(tmp_path):
    path = _file(tmp_path, _mixed_rows())
    _start(path, batch_size=4)

    again = _start(path, batch_size=4)

    assert (again.result["accepted"], again.result["duplicates"]) == (0, 25)
    assert again.result["rejected"] == 4
    assert Trace.objects.count() == 24


def test_redelivered_batch_is_not_counted_twice(tmp_path):
    from curation.ingest_batches import plan_batches
    from curation.services.ingest_parallel import trace_ingest_batch

    path = _file(tmp_path, [trace_obj(f"r{i}") for i in range(6)])
    job = _start(path, batch_size=3)

    trace_ingest_batch(job_id=job.pk, span=plan_batches(path, 3)[0])

    job.refresh_from_db()
    assert job.result["accepted"] == 6 and job.result["duplicates"] == 0
    assert Trace.objects.count() == 6


def test_rerun_of_a_started_job_queues_only_unfinished_batches(tmp_path):
    from curation.services import ingest_parallel

    path = _file(tmp_path, [trace_obj(f"q{i}") for i in range(9)])
    job = job_create(kind="ingest_traces", params={"path": str(path)})
    sent = []
    real = ingest_parallel._dispatch
    ingest_parallel._dispatch = lambda job_id, spans: sent.append([s.index for s in spans])
    try:
        trace_ingest_parallel_start(job=job, path=path, batch_size=3)
        job.refresh_from_db()
        job.result["batches_done"] = [1]
        job.save(update_fields=["result"])
        trace_ingest_parallel_start(job=job, path=path, batch_size=3)
    finally:
        ingest_parallel._dispatch = real

    assert sent == [[0, 1, 2], [0, 2]]


def test_restarting_a_finished_job_changes_nothing(tmp_path):
    path = _file(tmp_path, [trace_obj(f"d{i}") for i in range(4)])
    job = _start(path, batch_size=2)
    report = dict(job.result)

    again = trace_ingest_parallel_start(job=job, path=path, batch_size=2)

    assert again.status == Job.Status.DONE and again.result == report
    assert report["accepted"] == 4


def test_truncated_gzip_keeps_what_came_before_and_says_so(
    tmp_path, django_capture_on_commit_callbacks
):
    full = tmp_path / "full.jsonl.gz"
    with gzip.open(full, "wt") as fh:
        for i in range(300):
            fh.write(json.dumps(trace_obj(f"z{i:03d}")) + "\n")
    cut = tmp_path / "cut.jsonl.gz"
    cut.write_bytes(full.read_bytes()[: full.stat().st_size // 2])

    with django_capture_on_commit_callbacks(execute=True):
        job = _start(cut, batch_size=50)

    assert job.status == Job.Status.FAILED and "broke off" in job.message
    assert job.result["aborted"].startswith("input ends unexpectedly after line ")
    kept = Trace.objects.count()
    assert 0 < kept < 300 and job.result["accepted"] == kept and job.result["rejected"] == 0
    assert not list((tmp_path / "var" / "ingest-spool").iterdir())  # the spool is removed


def test_empty_file_is_done_at_once(tmp_path):
    path = tmp_path / "empty.jsonl"
    path.write_text("")

    job = _start(path)

    assert job.status == Job.Status.DONE
    assert job.result["accepted"] == 0 and job.result["batches"] == 0


def test_pseudonymizes_each_batch(tmp_path, settings):
    settings.ASSAY_PSEUDONYMIZE = True
    rows = [
        trace_obj(
            f"s{i}",
            messages=[
                {
                    "role": "user",
                    "content": f"Hi, this is Margaret Oyelaran, call me on +44 20 7946 0{i:03d}.",
                }
            ],
        )
        for i in range(4)
    ]
    path = _file(tmp_path, rows)

    from curation.pii import analyzer as analyzer_module

    built = []
    real_init = analyzer_module.PiiAnalyzer.__init__

    def counting_init(self, *args, **kwargs):
        built.append(1)
        real_init(self, *args, **kwargs)

    analyzer_module.PiiAnalyzer.__init__ = counting_init
    try:
        job = _start(path, batch_size=2)
    finally:
        analyzer_module.PiiAnalyzer.__init__ = real_init

    assert job.result["accepted"] == 4
    assert len(built) <= 1  # spaCy and the recognizers load once per process, not per batch
    stored = [t.messages.get().content for t in Trace.objects.order_by("trace_id")]
    assert all("Oyelaran" not in c and "7946" not in c for c in stored)
    assert all(t.pseudonymized for t in Trace.objects.all())


def test_cli_parallel_option_reports_like_the_serial_path(tmp_path, capsys):
    path = _file(tmp_path, _mixed_rows())

    with pytest.raises(SystemExit) as exit_:
        call_command("ingest_traces", str(path), "--parallel", "--batch-size", "4")

    out = capsys.readouterr()
    assert exit_.value.code == 1
    assert "accepted 24, duplicates skipped 1, rejected 4" in out.out
    assert f"{path}: line 6: $: invalid JSON" in out.err
    assert f"{path}: line 27: trace_id: " in out.err
    assert "8 batches" in out.err


def test_cli_parallel_missing_file_is_a_clear_error(tmp_path):
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="nope.jsonl"):
        call_command("ingest_traces", str(tmp_path / "nope.jsonl"), "--parallel")
    assert Job.objects.get().status == Job.Status.FAILED
