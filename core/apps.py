from __future__ import annotations

from django.apps import AppConfig


class CoreConfig(AppConfig):
    """Jobs, the JSON-line loop, canonical hashing, the htmx render helper, charts."""

    name = "core"
    default_auto_field = "django.db.models.BigAutoField"
