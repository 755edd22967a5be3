"""A frozen set moves between deployments whole: exported in the ``cases`` shape, imported with
``import_evalset`` into an emptied database, it replays frozen against the reference assistant
on 127.0.0.1 with the same inputs, answers, verdicts, ranked lists and unrecorded calls."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
from django.core.management import call_command

from curation.models import Document, EvalItem, EvalSet, Trace
from exports.models import EvalSetVersion
from exports.services import evalset_export, evalset_freeze
from replay.models import Run
from replay.system_runs import system_run_create, system_run_execute
from replay.system_selectors import system_cases, system_rows
from tests.curation.search.conftest import DOCS, ingest_docs

SCHEMA = json.loads(
    (Path(__file__).resolve().parents[2] / "docs" / "cases.schema.json").read_text()
)

# What the system is sent and scored by, per case (the pk differs between databases).
INPUTS = ("case_id", "messages", "follow_up", "environment", "retrieval", "tools", "gold")
INPUTS += ("ground_truth", "pattern", "unanswerable")


def _replay(eval_set, assistant, live_server) -> tuple[Run, dict[str, dict], dict[str, dict]]:
    run = system_run_create(
        eval_set=eval_set,
        url=assistant.url,
        judge_url=assistant.judge_url,
        tools_base=live_server.url,
    )
    run = system_run_execute(run=run)
    inputs = {
        c.case_id: {k: getattr(c, k) for k in INPUTS} for c in system_cases(list(run.item_pks))
    }
    rows = {r["item_id"]: r for r in system_rows(run)}
    return run, inputs, rows


def _export(eval_set) -> list[dict]:
    version, _ = evalset_freeze(eval_set=eval_set)
    return [json.loads(line) for line in evalset_export(version=version, fmt="cases")]


def _import(tmp_path, lines: list[dict], set_name: str, capsys) -> tuple[int, str]:
    path = tmp_path / "cases.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    try:
        call_command("import_evalset", str(path), "--set", set_name)
    except SystemExit as exc:
        return int(exc.code), capsys.readouterr().err
    return 0, capsys.readouterr().err


def _comparable(line: dict) -> dict:
    return {k: v for k, v in line.items() if k not in ("eval_set", "pseudonymized")}


def test_cases_export_moves_a_frozen_set_whole_to_an_empty_database(
    system_world, assistant, live_server, tmp_path, capsys
):
    # given the replay world's set (its synthetic traces count as pseudonymized), replayed
    # frozen with the judge and exported in the cases shape
    Trace.objects.update(pseudonymized=True)
    EvalItem.objects.filter(trace__isnull=True).update(pseudonymized=True)
    eval_set = system_world["eval_set"]
    first_run, first_inputs, first_rows = _replay(eval_set, assistant, live_server)
    exported = _export(eval_set)
    validator = jsonschema.Draft202012Validator(SCHEMA, format_checker=jsonschema.FormatChecker())
    for line in exported:
        validator.validate(line)  # docs/cases.schema.json holds for the export

    # when everything is deleted (runs, versions, sets, traces, the corpus), the corpus is
    # ingested again (a deployment has its own; the reference assistant titles its passages
    # from it) and the export is imported with import_evalset
    Run.objects.all().delete()
    EvalSetVersion.objects.all().delete()
    EvalSet.objects.all().delete()
    Trace.objects.all().delete()
    Document.objects.all().delete()
    ingest_docs(DOCS)
    code, err = _import(tmp_path, exported, "moved", capsys)

    # then every case is back, and a frozen replay sends the same inputs and gets the same
    # answers, verdicts, ranked lists and unrecorded-call errors
    assert code == 0, err
    imported = EvalSet.objects.get(name="moved")
    assert imported.items.count() == len(exported)
    run, inputs, rows = _replay(imported, assistant, live_server)
    assert inputs == first_inputs
    assert run.config["eval_set_version"] == first_run.config["eval_set_version"]
    assert set(rows) == set(first_rows) and rows
    for case_id, row in rows.items():
        before = first_rows[case_id]
        for name in ("ranked", "answers", "verdicts", "verdict", "should_score", "errors"):
            assert row[name] == before[name], (case_id, name)
    assert any(row["errors"] for row in rows.values())  # the sla case's unrecorded call
    # and the imported set exports again as it came in (labelling metadata, source trace ids,
    # tools recorded on earlier turns)
    again = _export(imported)
    assert [_comparable(line) for line in again] == [_comparable(line) for line in exported]
    sla = next(line for line in again if line["case_id"] == "sla")
    assert sla["source_trace_id"] == "t-sla"
    assert {t["turn"] for t in sla["fixtures"]["tools"]} == {"earlier", "answer"}
