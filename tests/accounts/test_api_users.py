"""Users and roles through the API: admins only."""

from __future__ import annotations

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(admin_user):
    client = Client()
    client.force_login(admin_user)
    return client


def test_an_admin_creates_a_user_and_changes_their_roles(admin_client):
    created = admin_client.post(
        "/api/users/",
        {"username": "erin", "password": "long-enough", "roles": ["annotator"]},
        content_type="application/json",
    )
    assert created.status_code == 201 and created.json()["roles"] == ["annotator"]
    pk = created.json()["id"]
    changed = admin_client.put(
        f"/api/users/{pk}/roles/", {"roles": ["lead"]}, content_type="application/json"
    )
    assert changed.json()["roles"] == ["lead"]
    names = {u["username"]: u["roles"] for u in admin_client.get("/api/users/").json()}
    assert names["erin"] == ["lead"]


def test_a_bad_role_is_named(admin_client):
    response = admin_client.post(
        "/api/users/",
        {"username": "x", "password": "long-enough", "roles": ["boss"]},
        content_type="application/json",
    )
    assert response.status_code == 400 and "roles" in str(response.json()["error"]["fields"])


def test_leads_cannot_manage_users_but_anyone_reads_who_they_are(lead_client):
    assert lead_client.get("/api/users/").status_code == 403
    assert lead_client.get("/api/users/me/").json()["roles"] == ["lead"]
