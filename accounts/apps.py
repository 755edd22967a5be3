from __future__ import annotations

from django.apps import AppConfig


class AccountsConfig(AppConfig):
    """Roles (groups), the role cache, the users and tokens pages, the login throttle."""

    name = "accounts"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.contrib import admin

        from accounts import (
            signals,  # noqa: F401 - connects the role-cache receivers
            throttle,  # connects the login-throttle receivers
        )

        # The admin's login names a lockout in words too (the backend refuses it either way).
        admin.site.login_form = throttle.ThrottledAdminAuthenticationForm
