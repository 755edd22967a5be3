from __future__ import annotations

from django.apps import AppConfig


class AccountsConfig(AppConfig):
    """Roles (groups), the role cache and the users pages; no models of its own."""

    name = "accounts"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from accounts import signals  # noqa: F401 - connects the role-cache receivers
