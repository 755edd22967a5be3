from __future__ import annotations

from django.apps import AppConfig


class CurationConfig(AppConfig):
    name = "curation"
    default_auto_field = "django.db.models.BigAutoField"
