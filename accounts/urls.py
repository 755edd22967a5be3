"""Account pages (admins), included under /accounts/."""

from __future__ import annotations

from django.urls import path

from accounts import token_views, views

app_name = "accounts"

urlpatterns = [
    path("users/", views.users, name="users"),
    path("users/<int:pk>/roles/", views.user_roles, name="user-roles"),
    path("tokens/", token_views.tokens, name="tokens"),
    path("tokens/<int:pk>/revoke/", token_views.token_revoke, name="token-revoke"),
]
