"""Account reads."""

from __future__ import annotations

from django.contrib.auth import get_user_model

from accounts.models import ApiToken

TOKENS_LISTED = 500  # the newest tokens the page and the API list


def users_with_roles() -> list:
    """Every user by username, with their groups prefetched (one query for all roles)."""
    return list(get_user_model().objects.prefetch_related("groups").order_by("username"))


def api_tokens_listed(*, username: str | None = None) -> list[ApiToken]:
    """The newest ``TOKENS_LISTED`` API tokens (newest first, never their keys), of one user
    when ``username`` is given; their user and issuer come in the same query."""
    tokens = ApiToken.objects.select_related("user", "created_by").order_by("-created_at", "-id")
    if username:
        tokens = tokens.filter(user__username=username)
    return list(tokens[:TOKENS_LISTED])
