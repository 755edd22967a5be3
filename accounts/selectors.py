"""Account reads."""

from __future__ import annotations

from django.contrib.auth import get_user_model


def users_with_roles() -> list:
    """Every user by username, with their groups prefetched (one query for all roles)."""
    return list(get_user_model().objects.prefetch_related("groups").order_by("username"))
