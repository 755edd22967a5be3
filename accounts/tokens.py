"""API tokens: issue (the key is returned once), revoke, and authenticate by hash.

Clients send ``Authorization: Token <key>`` as they did with DRF's authtoken; the key is hashed
and looked up, and refused when revoked or expired. Tokens that existed under DRF's authtoken
were converted by migration ``accounts.0001_doors_tokens`` (same key, now stored hashed, with
an expiry of ASSAY_TOKEN_DAYS from the migration), so they keep working.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from rest_framework import exceptions
from rest_framework.authentication import TokenAuthentication

from accounts.models import ApiToken
from core.errors import AssayError

# Touch last_used_at at most this often per token: a write per request would cost more than
# the request.
LAST_USED_RESOLUTION = timedelta(minutes=5)


def token_hash(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


@transaction.atomic
def api_token_issue(
    *, user, issued_by=None, name: str = "", days: int | None = None
) -> tuple[ApiToken, str]:
    """Issue a token for ``user``; returns ``(token, key)``. The key is not stored anywhere."""
    days = settings.ASSAY_TOKEN_DAYS if days is None else days
    if not 1 <= days <= 3650:
        raise AssayError(
            f"days: a token lives 1 to 3650 days, not {days}", fields={"days": "1-3650"}
        )
    if not user.is_active:
        raise AssayError(f"user {user.username} is inactive")
    key = secrets.token_hex(20)
    token = ApiToken.objects.create(
        user=user,
        name=name.strip()[:100],
        key_hash=token_hash(key),
        prefix=key[:8],
        created_by=issued_by,
        expires_at=timezone.now() + timedelta(days=days),
    )
    return token, key


@transaction.atomic
def api_token_revoke(*, token: ApiToken) -> ApiToken:
    """Revoke ``token`` now (idempotent: a revoked token keeps its first revocation time)."""
    if token.revoked_at is None:
        token.revoked_at = timezone.now()
        token.save(update_fields=["revoked_at"])
    return token


def token_state(token: ApiToken, now=None) -> str:
    now = now or timezone.now()
    if token.revoked_at is not None:
        return "revoked"
    return "expired" if token.expires_at <= now else "active"


class HashedTokenAuthentication(TokenAuthentication):
    """DRF authentication by ``Token <key>`` against the hashed, expiring ApiToken."""

    def authenticate_credentials(self, key):
        token = ApiToken.objects.select_related("user").filter(key_hash=token_hash(key)).first()
        if token is None:
            raise exceptions.AuthenticationFailed("Invalid token.")
        now = timezone.now()
        state = token_state(token, now)
        if state != "active":
            raise exceptions.AuthenticationFailed(f"Token {state}.")
        if not token.user.is_active:
            raise exceptions.AuthenticationFailed("User inactive or deleted.")
        if token.last_used_at is None or now - token.last_used_at > LAST_USED_RESOLUTION:
            ApiToken.objects.filter(pk=token.pk).update(last_used_at=now)
        return token.user, token
