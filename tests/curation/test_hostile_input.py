"""A file of hostile lines ingests through the CLI, the API and the upload page: every good line
kept, every bad one named with its line, field and rule, and no message echoing a value."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command

from core.models import Job
from curation.models import Trace

from .hostile import SECRET, check_problems, hostile_lines, write_hostile

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _settings(settings, tmp_path):
    settings.ASSAY_PSEUDONYMIZE = False  # storage rules; tests/curation/pii covers surrogates
    settings.VAR_DIR = tmp_path / "var"
    settings.ASSAY_INGEST_WORKER_BATCH_SIZE = 4


@pytest.fixture(scope="module")
def lines():
    return hostile_lines()


def _good_ids(lines) -> set[str]:
    return {line.trace_id for line in lines if line.good}


def _run(capsys, *args) -> tuple[int, str, str]:
    code = 0
    try:
        call_command("ingest_traces", *map(str, args))
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("parallel", [False, True], ids=["serial", "parallel"])
def test_cli_keeps_every_good_line_and_names_every_bad_one(lines, tmp_path, capsys, parallel):
    path = write_hostile(tmp_path / "hostile.jsonl", lines)

    args = [path, "--batch-size", "4"] + (["--parallel"] if parallel else [])
    code, out, err = _run(capsys, *args)

    assert code == 1
    assert set(Trace.objects.values_list("trace_id", flat=True)) == _good_ids(lines)
    bad = len(lines) - len(_good_ids(lines))
    assert f"accepted {len(_good_ids(lines))}, duplicates skipped 0, rejected {bad}" in out
    problems = [
        row.split(": ", 1)[1] for row in err.splitlines() if row.startswith(f"{path}: line ")
    ]
    check_problems(problems, lines)
    assert SECRET not in err


def test_upload_page_and_file_api_report_the_same(
    lines, tmp_path, lead_client, django_capture_on_commit_callbacks
):
    data = write_hostile(tmp_path / "hostile.jsonl", lines).read_bytes()

    with django_capture_on_commit_callbacks(execute=True):
        page = lead_client.post(
            "/curation/traces/upload/",
            {"file": SimpleUploadedFile("hostile.jsonl", data), "source": "page"},
        )
    page_job = Job.objects.get()
    Trace.objects.all().delete()
    with django_capture_on_commit_callbacks(execute=True):
        api = lead_client.post(
            "/api/traces/files/", {"file": SimpleUploadedFile("hostile.jsonl", data)}
        )
    api_job = lead_client.get(api.json()["url"]).json()

    assert page.status_code == 302 and api.status_code == 202
    page_job.refresh_from_db()
    assert page_job.status == api_job["status"] == "done"
    counts = ("accepted", "duplicates", "rejected", "problems")
    assert [page_job.result[k] for k in counts] == [api_job["result"][k] for k in counts]
    assert page_job.result["accepted"] == len(_good_ids(lines))
    check_problems(page_job.result["problems"], lines)
    shown = lead_client.get(f"/curation/jobs/{page_job.pk}/").content.decode()
    for problem in page_job.result["problems"]:
        assert problem.replace("'", "&#x27;").replace("<", "&lt;").replace(">", "&gt;") in shown
    assert f"rejected {page_job.result['rejected']}" in shown
    assert SECRET not in shown


def _json_body(lines) -> bytes:
    return b"[" + b",".join(line.data for line in lines) + b"]"


def test_api_batch_answered_at_once_keeps_good_items_and_names_bad_ones(
    lines, lead_client, settings
):
    settings.ASSAY_API_SYNC_TRACES = 1000
    settings.ASSAY_API_SYNC_BYTES = 100 * 1024 * 1024
    body_lines = [line for line in lines if line.in_json]

    response = lead_client.post(
        "/api/traces/", _json_body(body_lines), content_type="application/json"
    )

    assert response.status_code == 207
    result = response.json()
    assert set(Trace.objects.values_list("trace_id", flat=True)) == _good_ids(body_lines)
    assert result["accepted"] == len(_good_ids(body_lines))
    problems = [
        f"line {r['index'] + 1}: {r['error']}"
        for r in result["results"]
        if r["status"] == "rejected"
    ]
    check_problems(problems, body_lines)
    assert SECRET not in response.content.decode()


def test_api_body_over_the_byte_limit_becomes_a_job_too(
    lead_client, settings, django_capture_on_commit_callbacks
):
    from tests.curation.factories import trace_obj

    settings.ASSAY_API_SYNC_BYTES = 1000
    body = [trace_obj("b1"), trace_obj("b2")]  # two traces, about 2,400 bytes

    with django_capture_on_commit_callbacks(execute=True):
        response = lead_client.post("/api/traces/", body, content_type="application/json")

    assert response.status_code == 202
    assert response.json()["url"] == f"/api/jobs/{response.json()['id']}/"
    assert Job.objects.get().result["accepted"] == Trace.objects.count() == 2


def test_small_body_is_a_job_in_a_process_without_the_pseudonymizer_loaded(
    lead_client, settings, monkeypatch
):
    import sys

    from tests.curation.factories import trace_obj

    settings.ASSAY_PSEUDONYMIZE = True
    monkeypatch.delitem(sys.modules, "curation.pii.analyzer", raising=False)

    response = lead_client.post("/api/traces/", [trace_obj("c1")], content_type="application/json")

    assert response.status_code == 202  # loading spaCy here could outlast the web timeout
    assert Job.objects.get().status == Job.Status.QUEUED
    assert "curation.pii.analyzer" not in sys.modules  # the web process did not load it


def test_large_api_batch_becomes_a_job_with_the_same_report(
    lines, lead_client, settings, django_capture_on_commit_callbacks
):
    settings.ASSAY_API_SYNC_TRACES = 5
    body_lines = [line for line in lines if line.in_json]

    with django_capture_on_commit_callbacks(execute=True):
        response = lead_client.post(
            "/api/traces/", _json_body(body_lines), content_type="application/json"
        )

    assert response.status_code == 202
    job = lead_client.get(response.json()["url"]).json()
    assert job["status"] == "done"
    assert job["result"]["accepted"] == len(_good_ids(body_lines))
    check_problems(job["result"]["problems"], body_lines)
    assert set(Trace.objects.values_list("trace_id", flat=True)) == _good_ids(body_lines)


@pytest.mark.worker
def test_real_worker_keeps_every_good_line_and_names_every_bad_one(lines, tmp_path, celery_worker):
    import time

    from core.jobs import job_create
    from curation.services.ingest_parallel import trace_ingest_parallel_start

    path = write_hostile(tmp_path / "hostile.jsonl", lines)

    job = trace_ingest_parallel_start(
        job=job_create(kind="ingest_traces", params={"path": str(path)}),
        path=path,
        batch_size=4,
        pseudonymize=False,
    )
    deadline = time.monotonic() + 240
    while job.status not in (Job.Status.DONE, Job.Status.FAILED) and time.monotonic() < deadline:
        time.sleep(0.5)
        job.refresh_from_db()

    assert job.status == Job.Status.DONE, job.message
    assert set(job.result["workers"]) != {"local"}  # the batches ran on the worker
    assert set(Trace.objects.values_list("trace_id", flat=True)) == _good_ids(lines)
    assert job.result["accepted"] == len(_good_ids(lines))
    check_problems(job.result["problems"], lines)
