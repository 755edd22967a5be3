"""API tokens: hashed at rest, expiring, issued and revoked by admins, DRF tokens converted."""

from __future__ import annotations

import hashlib
import importlib
from datetime import timedelta

import pytest
from django.apps import apps as global_apps
from django.utils import timezone
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from accounts.models import ApiToken
from accounts.tokens import api_token_issue, api_token_revoke

pytestmark = pytest.mark.django_db


def _get(key: str, url: str = "/api/sets/"):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return client.get(url)


def test_a_token_is_stored_only_as_its_hash_and_authenticates(lead):
    token, key = api_token_issue(user=lead)

    assert _get(key).status_code == 200
    stored = ApiToken.objects.get(pk=token.pk)
    assert stored.key_hash == hashlib.sha256(key.encode()).hexdigest()
    assert key not in str(ApiToken.objects.filter(pk=token.pk).values().first())
    assert stored.last_used_at is not None


def test_an_expired_or_revoked_token_is_refused(lead):
    expired, old_key = api_token_issue(user=lead, days=1)
    ApiToken.objects.filter(pk=expired.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    revoked, revoked_key = api_token_issue(user=lead)
    api_token_revoke(token=revoked)

    assert _get(old_key).json()["error"]["message"] == "Token expired."
    assert _get(revoked_key).json()["error"]["message"] == "Token revoked."
    assert _get("not-a-token").status_code in (401, 403)


def test_an_admin_issues_a_token_shown_once_and_revokes_it(client, admin_user, lead):
    client.force_login(admin_user)
    issued = client.post("/accounts/tokens/", {"user": lead.pk, "name": "ci", "days": 30})
    assert issued.status_code == 200
    key = issued.context["key"]
    assert key and key in issued.content.decode()
    assert "no-cache" in issued["Cache-Control"]
    assert _get(key).status_code == 200

    listing = client.get("/accounts/tokens/").content.decode()
    assert key not in listing and key[:8] in listing

    token = ApiToken.objects.get(user=lead)
    assert timedelta(days=29) < token.expires_at - timezone.now() <= timedelta(days=30)
    client.post(f"/accounts/tokens/{token.pk}/revoke/")
    assert _get(key).status_code in (401, 403)


def test_only_admins_reach_the_tokens_page(client, lead):
    client.force_login(lead)
    assert client.get("/accounts/tokens/").status_code == 403
    assert client.post("/accounts/tokens/", {"user": lead.pk, "days": 30}).status_code == 403


def test_the_migration_converts_drf_tokens_keeping_their_keys_working(lead):
    # given a token as DRF's authtoken stored it (plain key at rest)
    old = Token.objects.create(user=lead)
    migration = importlib.import_module("accounts.migrations.0001_doors_tokens")

    # when the conversion runs
    migration.convert_drf_tokens(global_apps, None)

    # then the same key authenticates, only its hash is stored, and the plain row is gone
    assert not Token.objects.exists()
    assert _get(old.key).status_code == 200
    converted = ApiToken.objects.get(user=lead)
    assert converted.key_hash == hashlib.sha256(old.key.encode()).hexdigest()
    assert converted.expires_at > timezone.now() + timedelta(days=80)
