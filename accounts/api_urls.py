"""Accounts API routes, included under /api/ by config/urls.py."""

from __future__ import annotations

from django.urls import path

from accounts import api, api_tokens

urlpatterns = [
    path("users/", api.users, name="users"),
    path("users/me/", api.me, name="users-me"),
    path("users/<int:pk>/roles/", api.user_roles_view, name="user-roles"),
    path("tokens/", api_tokens.tokens, name="tokens"),
    path("tokens/<int:pk>/revoke/", api_tokens.token_revoke, name="token-revoke"),
]
