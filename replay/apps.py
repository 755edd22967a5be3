from __future__ import annotations

from django.apps import AppConfig


class ReplayConfig(AppConfig):
    """Replay an eval set in an arm, score it, compare runs; the cassette of recorded tools."""

    name = "replay"
    default_auto_field = "django.db.models.BigAutoField"
