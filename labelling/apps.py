from __future__ import annotations

from django.apps import AppConfig


class LabellingConfig(AppConfig):
    name = "labelling"
    default_auto_field = "django.db.models.BigAutoField"
