"""The work-queue pages, the flag_stale command, and the demo seed."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from core.models import Job
from demo.staleness import CLARIFICATION, seed_demo_staleness
from labelling import services as labelling
from labelling.models import GuideRule
from staleness.models import StaleCheckRun, StaleFlag
from staleness.services import stale_check_run
from tests.staleness.builders import KMS_EDITED, ingest


def test_queue_needs_a_login(client):
    assert client.get("/staleness/")["Location"].startswith("/login/")


def test_queue_is_for_leads_only(annotator_client):
    assert annotator_client.get("/staleness/").status_code == 403
    assert annotator_client.get("/staleness/flags/1/").status_code == 403
    assert annotator_client.post("/staleness/act/", {"action": "dismiss"}).status_code == 403


def test_queue_page_counts_and_lists_flags_and_serves_its_fragment_to_htmx(
    labelled_set, lead_client
):
    ingest({"docs/kms": KMS_EDITED})
    stale_check_run()

    page = lead_client.get("/staleness/")
    body = page.content.decode()
    assert page.status_code == 200 and "<html" in body
    assert "docs/kms v1 -&gt; v2 (captured passage changed)" in body
    assert body.count('name="flag"') == 2 and "<svg" in body
    fragment = lead_client.get("/staleness/?reason=doc_changed", HTTP_HX_REQUEST="true")
    text = fragment.content.decode()
    assert "<html" not in text and text.strip().startswith('<div id="results">')
    assert text.count('name="flag"') == 1 and "HX-Request" in fragment["Vary"]


def test_flag_page_shows_the_passage_diff(labelled_set, lead_client):
    ingest({"docs/kms": KMS_EDITED})
    stale_check_run()
    flag = StaleFlag.objects.get(reason="doc_changed")

    body = lead_client.get(f"/staleness/flags/{flag.pk}/").content.decode()

    assert "<del>99.95%</del>" in body and "<ins>99.99%</ins>" in body


def test_bulk_actions_from_the_page(labelled_set, lead_client):
    ingest({"docs/kms": KMS_EDITED})
    stale_check_run()
    ids = [str(i) for i in StaleFlag.objects.values_list("pk", flat=True)]

    refused = lead_client.post(
        "/staleness/act/", {"action": "requeue", "flag": ids, "note": ""}, follow=True
    )
    assert "say why" in refused.content.decode()
    assert set(StaleFlag.objects.values_list("status", flat=True)) == {"open"}

    done = lead_client.post(
        "/staleness/act/",
        {
            "action": "requeue",
            "flag": ids,
            "note": "SLA changed",
            "next": "/staleness/?status=requeued",
        },
    )
    assert done.status_code == 302 and done["Location"] == "/staleness/?status=requeued"
    assert set(StaleFlag.objects.values_list("status", "note")) == {("requeued", "SLA changed")}


def test_check_now_runs_the_check_as_a_job(
    labelled_set, lead_client, django_capture_on_commit_callbacks
):
    ingest({"docs/kms": KMS_EDITED})
    with django_capture_on_commit_callbacks(execute=True):
        response = lead_client.post("/staleness/check/")

    job = Job.objects.get(kind="flag_stale")
    assert response["Location"] == f"/curation/jobs/{job.pk}/"
    assert job.status == "done" and job.result["added"]["doc_changed"] == 1
    assert StaleCheckRun.objects.filter(trigger="page", items_checked=2).exists()


def test_flag_stale_command_prints_the_counts_as_json(labelled_set, capsys):
    ingest({"docs/kms": KMS_EDITED})

    call_command("flag_stale", "--json")
    first = json.loads(capsys.readouterr().out)
    call_command("flag_stale", "--json")
    second = json.loads(capsys.readouterr().out)

    assert set(first) == {"added", "resolved", "open"}
    assert first["added"] == {
        "doc_changed": 1,
        "gold_unresolved": 0,
        "gold_text_changed": 1,
        "rule_changed": 0,
    }
    assert second["added"] == dict.fromkeys(first["added"], 0) and second["open"] == first["added"]


def test_flag_stale_can_check_one_set_and_names_an_unknown_one(labelled_set, capsys):
    ingest({"docs/kms": KMS_EDITED})
    call_command("flag_stale", "--set", "support")
    out = capsys.readouterr().out
    assert "checked 2 items" in out and out.splitlines()[2].split() == [
        "doc_changed",
        "1",
        "0",
        "1",
    ]
    with pytest.raises(CommandError, match="no eval set named 'nope'"):
        call_command("flag_stale", "--set", "nope")


def test_demo_seed_clarifies_a_rule_flags_its_items_and_is_idempotent(corpus, annotator, lead):
    from curation.models import EvalSet
    from exports.models import EvalSetVersion
    from tests.staleness.builders import label_in_order, make_case

    labelling.guide_rule_create(
        code="LG-02", title="Antecedents", text="Take the most recent.", user=lead
    )
    eval_set = EvalSet.objects.create(name="demo")
    make_case(eval_set, 0, retrieved=["docs/kms#0002"])
    label_in_order(eval_set, annotator, gold_by_position={0: ["docs/kms#0002"]}, rule_code="LG-02")

    first = seed_demo_staleness()
    second = seed_demo_staleness()

    assert (
        first.startswith("LG-02 clarified to v2")
        and "rule_changed 1" in first
        and "demo v1" in first
    )
    assert second.startswith("LG-02 already clarified (v2)") and "demo v1 (unchanged)" in second
    assert CLARIFICATION in GuideRule.objects.get(code="LG-02").text
    assert StaleFlag.objects.filter(reason="rule_changed").count() == 1
    assert EvalSetVersion.objects.filter(eval_set=eval_set).count() == 1
