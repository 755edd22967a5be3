"""The labelling API: token auth, scoping to the annotator's own work, conflicts, the schema."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from accounts.tokens import api_token_issue
from curation.models import EvalSet
from labelling import services
from labelling.models import Label, LabelEdit

from .factories import good_data

pytestmark = pytest.mark.django_db


def api(user=None) -> APIClient:
    client = APIClient()
    if user is not None:
        _, key = api_token_issue(user=user)
        client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return client


def body(data=None, version=0):
    data = data or good_data()
    return {**data.as_dict(), "version": version}


def test_every_endpoint_needs_authentication(queue):
    for url in (
        "/api/queues/",
        "/api/assignments/",
        "/api/items/",
        "/api/labels/",
        "/api/guide/rules/",
        "/api/sets/",
    ):
        assert api().get(url).status_code in (401, 403), url


def test_annotator_labels_an_item_through_the_api(queue, annotator):
    client = api(annotator)
    reserved = client.post(f"/api/queues/{queue.pk}/next/")
    assert reserved.status_code == 200
    assignment = reserved.json()
    assert assignment["item"]["follow_up"] == "What's the uptime SLA on the second one?"
    assert "gold" not in assignment["item"]  # annotators never see an item's truth

    draft = client.post(
        f"/api/assignments/{assignment['id']}/draft/",
        body(good_data(gold=["docs/kms/regions"])),
        format="json",
    )
    assert draft.status_code == 200
    assert "whole document" in draft.json()["errors"]["gold"]
    assert draft.json()["label"]["version"] == 1

    heartbeat = client.post(f"/api/assignments/{assignment['id']}/heartbeat/")
    assert heartbeat.json() == {"minutes": 0.0}

    submitted = client.post(
        f"/api/assignments/{assignment['id']}/submit/", body(version=1), format="json"
    )
    assert submitted.status_code == 200
    assert submitted.json()["outcome"] == "final"
    assert submitted.json()["label"]["gold"] == ["docs/kms/regions#0002"]


def test_submit_problems_and_conflicts_come_back_as_400_and_409(queue, annotator):
    client = api(annotator)
    assignment = client.post(f"/api/queues/{queue.pk}/next/").json()
    client.post(f"/api/assignments/{assignment['id']}/draft/", body(), format="json")

    stale = client.post(
        f"/api/assignments/{assignment['id']}/submit/", body(version=0), format="json"
    )
    assert stale.status_code == 409
    conflict = stale.json()["error"]
    assert conflict["code"] == "conflict" and "nothing was overwritten" in conflict["message"]
    assert conflict["your_version"] == 0 and conflict["current"]["version"] == 1

    invalid = client.post(
        f"/api/assignments/{assignment['id']}/submit/",
        body(good_data(gold=[]), version=1),
        format="json",
    )
    assert invalid.status_code == 400 and "gold" in invalid.json()["error"]["fields"]


def test_annotator_sees_only_their_own_assignments_items_and_labels(
    queue, annotator, other_annotator
):
    mine = services.assignment_next(queue=queue, user=annotator)
    theirs = services.assignment_next(queue=queue, user=other_annotator)
    services.label_submit(assignment=theirs, user=other_annotator, data=good_data(), version=0)
    client = api(annotator)

    assert [a["id"] for a in client.get("/api/assignments/").json()["results"]] == [mine.pk]
    assert client.get(f"/api/assignments/{theirs.pk}/").status_code == 404
    assert [i["id"] for i in client.get("/api/items/").json()["results"]] == [mine.entry.item_id]
    assert client.get(f"/api/items/{theirs.entry.item_id}/").status_code == 404
    assert client.get("/api/labels/").json()["results"] == []
    label = Label.objects.get()
    assert client.get(f"/api/labels/{label.pk}/").status_code == 404
    assert (
        client.post(f"/api/assignments/{theirs.pk}/submit/", body(), format="json").status_code
        == 404
    )


def test_lead_sees_everything_and_corrects_a_label_with_its_version(queue, annotator, lead):
    held = services.assignment_next(queue=queue, user=annotator)
    label = services.label_submit(
        assignment=held, user=annotator, data=good_data(), version=0
    ).label
    client = api(lead)

    assert client.get("/api/labels/?final=1").json()["results"][0]["id"] == label.pk
    assert client.get(f"/api/items/{held.entry.item_id}/").json()["gold"] == [
        "docs/kms/regions#0002"
    ]
    no_version = client.patch(f"/api/labels/{label.pk}/", good_data().as_dict(), format="json")
    assert no_version.status_code == 400 and "version" in no_version.json()["error"]["fields"]
    stale = client.patch(
        f"/api/labels/{label.pk}/", {**body(version=99), "reason": "a fix"}, format="json"
    )
    assert stale.status_code == 409
    changed = body(good_data(gold=["docs/kms/regions#0001"]), version=label.version)
    no_reason = client.patch(f"/api/labels/{label.pk}/", changed, format="json")
    assert no_reason.status_code == 400 and "reason" in no_reason.json()["error"]["fields"]
    ok = client.patch(
        f"/api/labels/{label.pk}/", {**changed, "reason": "#0001 names the keys"}, format="json"
    )
    assert ok.status_code == 200 and ok.json()["gold"] == ["docs/kms/regions#0001"]
    edit = LabelEdit.objects.get(label=label)  # recorded as the label page records it
    assert edit.edited_by == lead and edit.reason == "#0001 names the keys"


def test_annotator_changes_their_submitted_label_until_frozen_but_cannot_manage_queues(
    queue, annotator, other_annotator, eval_set
):
    held = services.assignment_next(queue=queue, user=annotator)
    label = services.label_submit(
        assignment=held, user=annotator, data=good_data(), version=0
    ).label
    client = api(annotator)
    changed = body(good_data(gold=["docs/kms/regions#0001"]), version=label.version)

    assert api(other_annotator).patch(
        f"/api/labels/{label.pk}/", changed, format="json"
    ).status_code in (403, 404)
    mine = client.patch(f"/api/labels/{label.pk}/", changed, format="json")
    assert mine.status_code == 200 and LabelEdit.objects.get(label=label).edited_by == annotator
    EvalSet.objects.filter(pk=eval_set.pk).update(status=EvalSet.Status.FROZEN)
    frozen = client.patch(
        f"/api/labels/{label.pk}/", body(version=mine.json()["version"]), format="json"
    )
    assert frozen.status_code == 403 and "frozen" in frozen.json()["error"]["message"]
    assert client.post("/api/queues/", {"eval_set": eval_set.pk}).status_code == 403
    assert (
        client.patch(f"/api/queues/{queue.pk}/", {"is_open": False}, format="json").status_code
        == 403
    )
    assert client.get("/api/sets/").status_code == 403


def test_lead_manages_sets_queues_and_the_guide(eval_set, lead):
    client = api(lead)
    sets = client.get("/api/sets/").json()["results"]
    assert sets[0]["items"] == 4 and sets[0]["queue"] == eval_set.queue.pk
    assert (
        client.post(
            f"/api/sets/{eval_set.pk}/plan/",
            {"labels_per_item": 2, "double_label_share": 0, "ground_truth_kind": "reference"},
        ).json()["labels_per_item"]
        == 2
    )
    detail = client.get(f"/api/queues/{eval_set.queue.pk}/").json()
    assert detail["progress"]["labels_needed"] == 8
    assert (
        client.patch(f"/api/queues/{eval_set.queue.pk}/", {"is_open": False}, format="json").json()[
            "is_open"
        ]
        is False
    )

    created = client.post(
        "/api/guide/rules/", {"code": "LG-07", "title": "Tables", "text": "Gold is the row."}
    )
    assert created.status_code == 201 and created.json()["version"] == 1
    changed = client.patch(
        "/api/guide/rules/LG-07/",
        {"title": "Tables", "text": "Gold is the row and its header."},
        format="json",
    )
    assert changed.json()["version"] == 2
    assert [v["version"] for v in client.get("/api/guide/rules/LG-07/versions/").json()] == [2, 1]
    assert client.get("/api/guide/rules/LG-07/outdated/").json() == []
    bad = client.post("/api/guide/rules/", {"code": "nope", "title": "t", "text": "x"})
    assert bad.status_code == 400 and "code" in bad.json()["error"]["fields"]


def test_skip_through_the_api(queue, annotator):
    client = api(annotator)
    assignment = client.post(f"/api/queues/{queue.pk}/next/").json()
    assert (
        client.post(f"/api/assignments/{assignment['id']}/skip/", {"reason": ""}).status_code == 400
    )
    skipped = client.post(f"/api/assignments/{assignment['id']}/skip/", {"reason": "unreadable"})
    assert skipped.json()["status"] == "skipped"


def test_schema_documents_the_labelling_endpoints(lead):
    response = api(lead).get("/api/schema/?format=json")

    assert response.status_code == 200
    paths = response.json()["paths"]
    for path in (
        "/api/queues/{id}/next/",
        "/api/assignments/{id}/submit/",
        "/api/labels/{id}/",
        "/api/guide/rules/{code}/versions/",
        "/api/sets/{id}/plan/",
        "/api/items/",
    ):
        assert path in paths, path
    assert "409" in paths["/api/assignments/{id}/submit/"]["post"]["responses"]


@pytest.mark.parametrize(("sent", "is_open"), [("false", False), ("0", False), ("true", True)])
def test_a_form_encoded_patch_opens_or_closes_the_queue_as_written(eval_set, lead, sent, is_open):
    client = api(lead)
    client.patch(f"/api/queues/{eval_set.queue.pk}/", {"is_open": not is_open}, format="json")

    response = client.patch(f"/api/queues/{eval_set.queue.pk}/", {"is_open": sent})

    assert response.status_code == 200 and response.json()["is_open"] is is_open
    eval_set.queue.refresh_from_db()
    assert eval_set.queue.is_open is is_open


def test_queue_writes_name_the_missing_or_bad_field(eval_set, lead):
    client = api(lead)

    missing = client.patch(f"/api/queues/{eval_set.queue.pk}/", {}, format="json")
    unknown = client.post("/api/queues/", {"eval_set": 999999}, format="json")

    assert missing.status_code == 400 and set(missing.json()["error"]["fields"]) == {"is_open"}
    assert unknown.status_code == 400 and set(unknown.json()["error"]["fields"]) == {"eval_set"}


def test_refusals_and_missing_things_have_the_one_error_shape(queue, annotator, lead):
    held = services.assignment_next(queue=queue, user=annotator)
    label = services.label_submit(
        assignment=held, user=annotator, data=good_data(), version=0
    ).label
    EvalSet.objects.filter(pk=label.item.eval_set_id).update(status=EvalSet.Status.FROZEN)

    forbidden = api(annotator).patch(
        f"/api/labels/{label.pk}/", body(version=label.version), format="json"
    )
    missing = api(lead).get("/api/labels/999999/")
    anonymous = APIClient().get("/api/labels/")

    for response, code in ((forbidden, "forbidden"), (missing, "not_found")):
        assert set(response.json()) == {"error"}
        assert response.json()["error"]["code"] == code
        assert set(response.json()["error"]) == {"code", "message", "fields"}
    assert "the set is frozen" in forbidden.json()["error"]["message"]
    assert anonymous.status_code in (401, 403)
    assert anonymous.json()["error"]["code"] in ("not_authenticated", "authentication_failed")


def test_list_filters_are_validated_and_applied(queue, annotator, lead):
    held = services.assignment_next(queue=queue, user=annotator)
    services.label_submit(assignment=held, user=annotator, data=good_data(), version=0)
    client = api(lead)

    other_set = client.get("/api/labels/?eval_set=999999").json()["results"]
    this_item = client.get(f"/api/labels/?item={held.entry.item_id}&final=true").json()
    bad = client.get("/api/labels/?item=first")

    assert other_set == [] and len(this_item["results"]) == 1
    assert bad.status_code == 400 and set(bad.json()["error"]["fields"]) == {"item"}
