"""Lead endpoints of the labelling API: agreement, adjudication, the item browser, bulk actions."""

from __future__ import annotations

import pytest

from labelling.models import Assignment, QueueItem
from tests.schema_conformance import assert_conforms

from .factories import good_data
from .test_adjudication import label_both

pytestmark = pytest.mark.django_db


def _post(client, url, data):
    return client.post(url, data, content_type="application/json")


@pytest.fixture
def disagreed(double_set, annotator, other_annotator):
    """Item 1 agreed; item 2's labels differ in gold (waiting for adjudication)."""
    label_both(double_set, annotator, other_annotator, good_data(), good_data())
    entry, _, _ = label_both(
        double_set,
        annotator,
        other_annotator,
        good_data(),
        good_data(gold=["docs/kms/regions#0001"]),
    )
    return double_set, entry


def test_agreement_has_intervals_unanswerable_and_the_disagreeing_items(disagreed, lead_client):
    eval_set, entry = disagreed
    answer = lead_client.get(f"/api/sets/{eval_set.pk}/agreement/")
    assert_conforms(answer, "GET", "/api/sets/{id}/agreement/")
    body = answer.json()
    assert body["gold"]["n_items"] == 2 and body["disagreeing"]["gold"] == [entry.item_id]
    assert body["unanswerable"]["n"] == 2 and "jaccard" in body["intervals"]


def test_a_lead_adjudicates_by_picking_a_label(disagreed, lead_client):
    eval_set, entry = disagreed
    waiting = lead_client.get("/api/adjudications/", {"eval_set": eval_set.pk}).json()
    assert [w["id"] for w in waiting] == [entry.pk]
    label = entry.item.labels.filter(kind="annotation").order_by("id").first()
    decided = _post(
        lead_client,
        f"/api/adjudications/{entry.pk}/decide/",
        {"picked": label.pk, "reason": "closer"},
    )
    assert decided.status_code == 200, decided.content
    assert QueueItem.objects.get(pk=entry.pk).status == QueueItem.Status.FINAL
    again = _post(
        lead_client, f"/api/adjudications/{entry.pk}/decide/", {"picked": label.pk, "reason": "x"}
    )
    assert (
        again.status_code == 400
        and "not waiting for adjudication" in again.json()["error"]["message"]
    )


def test_the_browser_filters_and_bulk_assigns(disagreed, lead_client, annotator):
    eval_set, entry = disagreed
    answer = lead_client.get(f"/api/sets/{eval_set.pk}/browse/", {"disagreement": "true"})
    assert_conforms(answer, "GET", "/api/sets/{id}/browse/")
    rows = answer.json()
    assert [r["pk"] for r in rows["rows"]] == [entry.item_id]
    third = eval_set.items.order_by("position").last()
    done = _post(
        lead_client,
        f"/api/sets/{eval_set.pk}/browse/bulk/",
        {"action": "assign", "items": [third.pk], "annotator": annotator.username},
    ).json()
    assert done == {"done": 1, "not_done": {}}
    assert Assignment.objects.filter(
        entry__item=third, annotator=annotator, status="active"
    ).exists()
    bad = _post(
        lead_client,
        f"/api/sets/{eval_set.pk}/browse/bulk/",
        {"action": "assign", "items": [third.pk]},
    )
    assert bad.status_code == 400 and "annotator" in bad.json()["error"]["fields"]
    assert lead_client.get(f"/api/sets/{eval_set.pk}/browse/", {"status": "x"}).status_code == 400


def test_annotators_cannot_use_lead_endpoints(disagreed, annotator_client):
    eval_set, entry = disagreed
    for url in (
        f"/api/sets/{eval_set.pk}/agreement/",
        f"/api/sets/{eval_set.pk}/browse/",
        "/api/adjudications/",
    ):
        assert annotator_client.get(url).status_code == 403, url
    assert (
        _post(
            annotator_client, f"/api/adjudications/{entry.pk}/decide/", {"reason": "x"}
        ).status_code
        == 403
    )


def test_an_items_case_has_its_trace_transcript_retrieval_and_tool_calls(
    disagreed, lead_client, annotator_client
):
    eval_set, entry = disagreed
    case = lead_client.get(f"/api/items/{entry.item_id}/case/").json()
    assert case["trace_id"] == entry.item.trace.trace_id
    answer = case["answer"][0]
    assert answer["is_answer"] and answer["retrieval"][0]["chunk_id"].startswith("docs/")
    assert answer["tool_calls"] and "args" in answer["tool_calls"][0]
    # annotators read only the items they hold
    assert annotator_client.get(f"/api/items/{entry.item_id}/case/").status_code == 404
