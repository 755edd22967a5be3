from __future__ import annotations

from django.apps import AppConfig


class ExportsConfig(AppConfig):
    """Frozen eval set versions and their downloads."""

    name = "exports"
    default_auto_field = "django.db.models.BigAutoField"
