"""POST /api/system-runs/ and GET /api/system-runs/<id>/ (leads only)."""

from __future__ import annotations

from replay.models import Run


def test_annotator_may_not_start_a_system_run(annotator_client):
    response = annotator_client.post(
        "/api/system-runs/", {"eval_set": "x", "url": "http://127.0.0.1:9/"}, "application/json"
    )
    assert response.status_code == 403


def test_lead_starts_a_run_and_reads_its_report(system_world, assistant, lead_client):
    response = lead_client.post(
        "/api/system-runs/",
        {
            "eval_set": "replay-test",
            "url": assistant.url,
            "mode": "live",
            "judge_url": assistant.judge_url,
        },
        "application/json",
    )

    assert response.status_code == 201, response.content
    run = Run.objects.get(pk=response.json()["run"])
    detail = lead_client.get(f"/api/system-runs/{run.pk}/").json()
    assert detail["status"] == "done" and detail["done"] == detail["total"] == run.total_items
    assert detail["config"]["repeats"] == 3 and detail["config"]["mode"] == "live"
    assert detail["report"]["pass_rate"]["overall"]["method"] == "wilson"


def test_bad_input_names_the_field(system_world, lead_client):
    response = lead_client.post(
        "/api/system-runs/",
        {"eval_set": "replay-test", "url": "http://127.0.0.1:9/", "repeats": 4},
        "application/json",
    )
    assert response.status_code == 400
    assert response.json()["error"]["fields"] == {"repeats": "invalid"}
    missing = lead_client.post(
        "/api/system-runs/", {"eval_set": "nope", "url": "http://127.0.0.1:9/"}, "application/json"
    )
    assert missing.status_code == 404 and "nope" in missing.json()["error"]["message"]
