"""POST /api/traces/: the same service as the CLI, one result per item, roles enforced."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from accounts.tokens import api_token_issue
from curation.models import Trace

from .factories import trace_obj

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _plain_text(settings):
    settings.ASSAY_PSEUDONYMIZE = False


def test_batch_reports_each_item(lead):
    api = APIClient()
    api.force_authenticate(lead)
    bad = trace_obj("t-bad")
    bad["messages"][0]["role"] = "robot"

    response = api.post(
        "/api/traces/", {"traces": [trace_obj("t1"), bad, trace_obj("t1")]}, format="json"
    )

    assert response.status_code == 207
    body = response.json()
    assert (body["accepted"], body["duplicates"], body["rejected"]) == (1, 1, 1)
    assert [r["status"] for r in body["results"]] == ["accepted", "rejected", "duplicate"]
    assert body["results"][1]["error"].startswith("messages[0].role:")
    assert Trace.objects.count() == 1


def test_token_auth_works(lead):
    _, key = api_token_issue(user=lead)
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {key}")

    response = api.post("/api/traces/", [trace_obj("t1")], format="json")

    assert response.status_code == 200
    assert response.json()["accepted"] == 1


def test_anonymous_and_annotators_are_refused(annotator):
    api = APIClient()
    assert api.post("/api/traces/", [trace_obj()], format="json").status_code in (401, 403)
    api.force_authenticate(annotator)
    assert api.post("/api/traces/", [trace_obj()], format="json").status_code == 403
    assert Trace.objects.count() == 0


def test_not_a_list_is_a_clear_400(lead):
    api = APIClient()
    api.force_authenticate(lead)

    response = api.post("/api/traces/", {"traces": "nope"}, format="json")

    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "invalid" and "expected a list" in error["fields"]["traces"]
