"""Correcting a label's minutes through the API: with a reason, audited, as on the label page."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from labelling import services
from labelling.models import MinutesCorrection

from .factories import good_data, make_corpus, make_set

pytestmark = pytest.mark.django_db


@pytest.fixture
def label(annotator):
    make_corpus()
    queue = services.queue_create(eval_set=make_set(items=1))
    held = services.assignment_next(queue=queue, user=annotator)
    return services.label_submit(
        assignment=held, user=annotator, data=good_data(), version=None
    ).label


def _as(user) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def test_an_annotator_corrects_their_minutes_and_the_heartbeat_figure_is_kept(label, annotator):
    before = label.minutes
    response = _as(annotator).post(
        f"/api/labels/{label.pk}/minutes/", {"minutes": 7.5, "reason": "left it open over lunch"}
    )

    assert response.status_code == 200 and response.json()["minutes"] == 7.5
    correction = MinutesCorrection.objects.get(label=label)
    assert (correction.minutes_before, correction.minutes_after) == (before, 7.5)
    assert correction.corrected_by == annotator and correction.reason == "left it open over lunch"


def test_a_correction_needs_a_reason_and_sensible_minutes(label, annotator):
    response = _as(annotator).post(f"/api/labels/{label.pk}/minutes/", {"minutes": -1})

    assert response.status_code == 400
    assert set(response.json()["error"]["fields"]) == {"minutes", "reason"}
    assert not MinutesCorrection.objects.exists()


def test_a_lead_corrects_anyones_and_another_annotator_cannot_see_it(label, lead, other_annotator):
    body = {"minutes": 3, "reason": "timer ran during a call"}
    assert _as(other_annotator).post(f"/api/labels/{label.pk}/minutes/", body).status_code == 404
    assert _as(lead).post(f"/api/labels/{label.pk}/minutes/", body).status_code == 200
    assert MinutesCorrection.objects.get().corrected_by == lead
