from __future__ import annotations

import pytest
from django.core.management import call_command

from curation.selectors import capture_report
from curation.services.traces import trace_ingest_objects

from .factories import trace_obj

pytestmark = pytest.mark.django_db


def test_shares_count_what_each_source_logged():
    bare = trace_obj("b1", source="sales")
    del bare["environment"]
    bare["messages"][1]["retrieval"][0].pop("score")
    bare["messages"][1].pop("rewrite")
    bare["messages"][1]["tool_calls"][0].pop("response")
    trace_obj_list = [trace_obj("s1"), trace_obj("s2"), bare, trace_obj("s3", source="sales")]
    trace_ingest_objects(objects=trace_obj_list, transform=None)

    report = {entry["source"]: entry for entry in capture_report()}

    support = {f["field"]: f for f in report["support-assistant"]["fields"]}
    sales = {f["field"]: f for f in report["sales"]["fields"]}
    assert report["support-assistant"]["traces"] == 2
    assert all(f["share"] == 1.0 for f in support.values())
    assert report["support-assistant"]["advice"] == []
    assert sales["retrieval_scores"]["share"] == 0.5
    assert sales["tool_responses"]["share"] == 0.5
    assert sales["logged_rewrite"]["share"] == 0.5
    assert sales["prompt_version"]["carried"] == 1
    assert sales["retrieved_text"]["share"] == 1.0
    assert any("retrieval scores" in line for line in report["sales"]["advice"])


def test_command_json_matches_selector(capsys):
    import json

    trace_ingest_objects(objects=[trace_obj("s1")], transform=None)

    call_command("capture_report", "--json")

    assert json.loads(capsys.readouterr().out) == capture_report()
