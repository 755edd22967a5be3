"""Exports through the API and as downloads in the web app."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from exports.models import EvalSetVersion


@pytest.fixture
def api(lead):
    client = APIClient()
    client.force_authenticate(lead)
    return client


def test_freeze_then_download_through_the_api(labelled_set, api):
    url = f"/api/sets/{labelled_set.pk}/versions/"
    created = api.post(url, {"note": "first"}, format="json")
    again = api.post(url, {}, format="json")

    assert (
        created.status_code == 201
        and created.json()["number"] == 1
        and created.json()["created"] is True
    )
    assert again.status_code == 200 and again.json()["created"] is False
    assert [v["label"] for v in api.get(url).json()] == ["support@v1"]

    response = api.get(f"/api/sets/{labelled_set.pk}/export/?format=trec&version=1")
    lines = b"".join(response.streaming_content).decode().splitlines()
    assert response.status_code == 200 and len(lines) == 4
    assert response["X-Assay-Version"] == "support@v1"
    assert response["X-Assay-Content-Hash"] == EvalSetVersion.objects.get().content_hash


def test_api_names_bad_format_and_missing_version(labelled_set, api):
    bad = api.get(f"/api/sets/{labelled_set.pk}/export/?format=csv")
    assert bad.status_code == 400
    assert bad.json()["error"]["fields"] == {"format": "one of jsonl, cases, trec, got csv"}
    missing = api.get(f"/api/sets/{labelled_set.pk}/export/?format=jsonl")
    assert missing.status_code == 404
    assert missing.json()["error"]["code"] == "not_found"
    assert "has not been frozen yet" in missing.json()["error"]["message"]


def test_exports_are_for_leads(labelled_set, annotator):
    client = APIClient()
    client.force_authenticate(annotator)
    assert client.get(f"/api/sets/{labelled_set.pk}/versions/").status_code == 403
    assert client.get(f"/api/sets/{labelled_set.pk}/export/?format=jsonl").status_code == 403


def test_web_app_freezes_and_downloads(labelled_set, lead_client, annotator):
    freeze = lead_client.post(f"/exports/sets/{labelled_set.pk}/freeze/", {"note": "for the paper"})
    assert freeze.status_code == 302
    page = lead_client.get(f"/exports/sets/{labelled_set.pk}/").content.decode()
    assert "for the paper" in page and f"/exports/sets/{labelled_set.pk}/v1/cases/" in page

    download = lead_client.get(f"/exports/sets/{labelled_set.pk}/v1/jsonl/")
    assert download["Content-Disposition"] == 'attachment; filename="support-v1.jsonl"'
    assert len(b"".join(download.streaming_content).splitlines()) == 3
    assert lead_client.get(f"/exports/sets/{labelled_set.pk}/v9/jsonl/").status_code == 404
    lead_client.force_login(annotator)
    assert lead_client.get(f"/exports/sets/{labelled_set.pk}/v1/jsonl/").status_code == 403
