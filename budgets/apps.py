from __future__ import annotations

from django.apps import AppConfig


class BudgetsConfig(AppConfig):
    """Minutes per case, refresh plans and the set-sizing calculator (no models)."""

    name = "budgets"
    default_auto_field = "django.db.models.BigAutoField"
