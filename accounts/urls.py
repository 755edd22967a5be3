"""Account pages (admins), included under /accounts/."""

from __future__ import annotations

from django.urls import path

from accounts import views

app_name = "accounts"

urlpatterns = [
    path("users/", views.users, name="users"),
    path("users/<int:pk>/roles/", views.user_roles, name="user-roles"),
]
