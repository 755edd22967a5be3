"""API tokens through the API: an admin lists, issues (the key once) and revokes them."""

from __future__ import annotations

import pytest
from django.test import Client

from accounts.models import ApiToken
from accounts.tokens import token_hash

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(admin_user):
    client = Client()
    client.force_login(admin_user)
    return client


def test_an_admin_issues_a_token_that_works_until_revoked(admin_client, annotator):
    issued = admin_client.post(
        "/api/tokens/",
        {"user": "alice", "name": "ci", "days": 7},
        content_type="application/json",
    )
    assert issued.status_code == 201 and issued["Cache-Control"].startswith("max-age=0")
    body = issued.json()
    assert body["user"] == "alice" and body["state"] == "active" and body["created_by"] == "dave"
    stored = ApiToken.objects.get(pk=body["id"])
    assert stored.key_hash == token_hash(body["key"]) and body["key"] not in stored.key_hash
    assert (stored.expires_at - stored.created_at).days in (6, 7)

    as_alice = Client(headers={"Authorization": f"Token {body['key']}"})
    assert as_alice.get("/api/users/me/").json()["username"] == "alice"
    listed = admin_client.get("/api/tokens/?user=alice").json()
    assert [t["prefix"] for t in listed] == [body["key"][:8]] and "key" not in listed[0]

    revoked = admin_client.post(f"/api/tokens/{body['id']}/revoke/")
    assert revoked.status_code == 200 and revoked.json()["state"] == "revoked"
    refused = as_alice.get("/api/users/me/")
    assert refused.status_code in (401, 403) and "revoked" in refused.json()["error"]["message"]


def test_bad_input_is_named_and_only_admins_may(admin_client, lead):
    bad = admin_client.post(
        "/api/tokens/", {"user": "nobody", "days": 0}, content_type="application/json"
    )
    assert bad.status_code == 400
    assert set(bad.json()["error"]["fields"]) == {"user", "days"}
    assert admin_client.post("/api/tokens/999999/revoke/").status_code == 404

    lead_client = Client()
    lead_client.force_login(lead)
    assert lead_client.get("/api/tokens/").status_code == 403
    assert lead_client.post("/api/tokens/", {"user": "carol"}).status_code == 403
