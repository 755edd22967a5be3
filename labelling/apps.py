from __future__ import annotations

from django.apps import AppConfig


class LabellingConfig(AppConfig):
    name = "labelling"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from . import signals  # noqa: F401 - connects the role-cache receivers
