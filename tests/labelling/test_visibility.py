"""What annotators may see: their own progress only, and only the rules in force."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from labelling import services

from .factories import good_data

pytestmark = pytest.mark.django_db


def _client(user) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def _label_one(queue, user):
    held = services.assignment_next(queue=queue, user=user)
    services.label_submit(assignment=held, user=user, data=good_data(), version=0)


def test_an_annotator_sees_only_their_own_row_of_a_queues_progress(
    queue, annotator, other_annotator, lead
):
    _label_one(queue, annotator)
    _label_one(queue, other_annotator)

    mine = _client(annotator).get(f"/api/queues/{queue.pk}/").json()["progress"]
    everyone = _client(lead).get(f"/api/queues/{queue.pk}/").json()["progress"]

    assert [row["username"] for row in mine["annotators"]] == ["alice"]
    assert [row["username"] for row in everyone["annotators"]] == ["alice", "bob"]
    assert mine["final"] == everyone["final"] == 2


def test_an_inactive_rule_is_not_served_to_annotators(rule, lead, annotator, annotator_client):
    services.guide_rule_set_active(rule=rule, active=False, user=lead)

    assert annotator_client.get(f"/labelling/guide/{rule.code}/").status_code == 404
    assert rule.code not in annotator_client.get("/labelling/guide/").content.decode()
    assert _client(annotator).get(f"/api/guide/rules/{rule.code}/").status_code == 404
    assert _client(lead).get(f"/api/guide/rules/{rule.code}/").status_code == 200
