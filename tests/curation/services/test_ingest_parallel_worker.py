"""Parallel ingest with two real Celery workers on Redis and PostgreSQL: one file split over
batches, every good line kept exactly once, bad lines reported with their original numbers,
and a second run skipping everything."""

from __future__ import annotations

import json
import os
import socket
import time

import pytest

from core.jobs import job_create
from core.models import Job
from curation.models import Trace
from curation.services.ingest_parallel import trace_ingest_parallel_start
from tests.curation.factories import trace_obj
from tests.workers import skip_unless_real_workers, start_worker, stop_worker, worker_env

BATCH = 5


def _wait_done(job: Job, timeout: float) -> Job:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        job.refresh_from_db()
        if job.status in (Job.Status.DONE, Job.Status.FAILED):
            break
        time.sleep(0.2)
    return job


def _rows():
    rows = []
    for i in range(40):
        rows.append(
            trace_obj(
                f"w{i:02d}",
                messages=[
                    {
                        "role": "user",
                        "content": f"Hello, I'm Ingrid Halvorsen, account acct_{40000 + i}.",
                    },
                    {"role": "assistant", "content": "Thanks Ingrid, I can see the account."},
                ],
            )
        )
    rows.insert(7, "{not json")  # line 8
    rows.insert(18, trace_obj("w03"))  # line 19: other content than line 4
    rows.insert(23, json.dumps(rows[30]))  # line 24: same as line 31 (w27)
    rows.insert(33, json.dumps({"trace_id": "wx"}))  # line 34: no messages
    return rows


def _assert_problems_keep_their_line_numbers(problems: list[str]) -> None:
    # Lines 4 and 19 hold w03 with two contents: whichever batch commits first is stored,
    # the other line is the conflict, naming both hashes.
    conflict_line = int(problems[0 if problems[0].startswith("line 4:") else 1].split()[1][:-1])
    assert [p.split(":")[0] for p in problems] == sorted(
        ["line 8", f"line {conflict_line}", "line 34"], key=lambda s: int(s.split()[1])
    )
    assert conflict_line in (4, 19)
    conflict = next(p for p in problems if p.startswith(f"line {conflict_line}:"))
    assert "'w03' conflicts with the stored trace (stored content sha256 " in conflict
    w03_kept_from_line_4 = Trace.objects.get(trace_id="w03").messages.count() == 2
    assert w03_kept_from_line_4 == (conflict_line == 19)
    assert next(p for p in problems if p.startswith("line 8:")).startswith(
        "line 8: $: invalid JSON"
    )
    assert next(p for p in problems if p.startswith("line 34:")).startswith("line 34: messages: ")


@pytest.mark.worker
def test_two_workers_ingest_a_split_file_once_with_original_line_numbers(
    transactional_db, settings, tmp_path
):

    from config.celery import app

    skip_unless_real_workers(settings)
    settings.VAR_DIR = tmp_path / "var"
    path = tmp_path / "traces.jsonl"
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in _rows()) + "\n")
    env = worker_env(tmp_path, ASSAY_VAR_DIR=str(tmp_path / "var"), ASSAY_PSEUDONYMIZE="1")
    app.control.purge()
    workers = []
    try:
        for letter in "ab":
            workers.append(
                start_worker(
                    env, f"ingest-{letter}-{os.getpid()}@{socket.gethostname()}", queues="celery"
                )
            )

        job = trace_ingest_parallel_start(
            job=job_create(kind="ingest_traces", params={"path": str(path)}),
            path=path,
            batch_size=BATCH,
            pseudonymize=True,
        )
        job = _wait_done(job, timeout=240)

        assert job.status == Job.Status.DONE, job.message
        assert job.result["batches"] == 9 and job.done == job.total == 44
        assert len(job.result["workers"]) == 2, job.result["workers"]  # both took batches
        assert sum(job.result["workers"].values()) == 9
        ids = list(Trace.objects.values_list("trace_id", flat=True))
        assert sorted(ids) == [f"w{i:02d}" for i in range(40)]  # each good line exactly once
        assert (job.result["accepted"], job.result["duplicates"], job.result["rejected"]) == (
            40,
            1,
            3,
        )
        _assert_problems_keep_their_line_numbers(job.result["problems"])
        stored = " ".join(
            Trace.objects.get(trace_id="w05").messages.values_list("content", flat=True)
        )
        assert "Halvorsen" not in stored and "acct_40005" not in stored
        assert all(Trace.objects.values_list("pseudonymized", flat=True))

        again = trace_ingest_parallel_start(
            job=job_create(kind="ingest_traces", params={"path": str(path)}),
            path=path,
            batch_size=BATCH,
            pseudonymize=True,
        )
        again = _wait_done(again, timeout=240)

        assert again.status == Job.Status.DONE, again.message
        assert (again.result["accepted"], again.result["duplicates"]) == (0, 41)
        assert again.result["rejected"] == 3
        assert Trace.objects.count() == 40
    finally:
        for proc in workers:
            stop_worker(proc)
        app.control.purge()
