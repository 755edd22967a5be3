"""The judging loop: a lead sends a run's unjudged top-k chunks to annotators, annotators judge
them blind, and the run's judged coverage rises."""

from __future__ import annotations

import pytest

from curation.errors import CurationError
from replay import services
from replay.judging import judgment_submit, judgments_request, open_judgments, run_coverage
from replay.models import ChunkJudgment

pytestmark = pytest.mark.django_db


@pytest.fixture
def run(world, embedding_model):
    created = services.run_create(eval_set=world["eval_set"], arm="followup_only", k=3)
    return services.run_execute(run=created, model=embedding_model)


def test_sending_unjudged_chunks_then_judging_them_raises_coverage(run, annotator):
    before = run_coverage(run)
    assert before["unjudged"] > 0 and before["judged_at_k"]["mean"] < 1.0

    added = judgments_request(run=run)
    assert added == before["unjudged"]
    assert judgments_request(run=run) == 0  # safe to run twice
    assert run_coverage(run)["requested"] == added

    for judgment in ChunkJudgment.objects.all():
        judgment_submit(judgment_id=judgment.pk, relevant=False, user=annotator, minutes=0.5)

    after = run_coverage(run)
    assert after["unjudged"] == 0 and after["judged_at_k"]["mean"] == 1.0
    assert after["lower_bound"] is False and after["requested"] == 0


def test_another_annotators_verdict_is_not_overwritten(run, annotator, other_annotator):
    judgments_request(run=run)
    judgment = ChunkJudgment.objects.first()
    judgment_submit(judgment_id=judgment.pk, relevant=True, user=annotator)
    with pytest.raises(CurationError, match="another annotator"):
        judgment_submit(judgment_id=judgment.pk, relevant=False, user=other_annotator)
    with pytest.raises(CurationError, match="no such judgment"):
        judgment_submit(judgment_id=999_999, relevant=False, user=annotator)


def test_annotator_page_is_blind_and_records_a_verdict(run, annotator_client, lead_client):
    assert annotator_client.post(f"/replay/runs/{run.pk}/judgments/").status_code == 403
    response = lead_client.post(f"/replay/runs/{run.pk}/judgments/")
    assert response.status_code == 302
    open_now = open_judgments()
    assert open_now

    page = annotator_client.get("/replay/judge/").content.decode()
    assert f'id="judgment-{open_now[0]["id"]}"' in page
    assert run.arm not in page and "ndcg" not in page and f"run {run.pk}" not in page

    bad = annotator_client.post("/replay/judge/", {"judgment": open_now[0]["id"]})
    assert bad.status_code == 400 and "relevant: choose" in bad.content.decode()
    done = annotator_client.post(
        "/replay/judge/", {"judgment": open_now[0]["id"], "relevant": "1", "minutes": "1.5"}
    )
    assert done.status_code == 302
    judged = ChunkJudgment.objects.get(pk=open_now[0]["id"])
    assert judged.relevant is True and judged.minutes == 1.5


def test_run_page_shows_judged_coverage_and_the_send_button(run, lead_client):
    page = lead_client.get(f"/replay/runs/{run.pk}/").content.decode()
    assert 'id="run-coverage"' in page and "judged@3" in page
    assert "Send the unjudged top-3 chunks to annotators" in page
