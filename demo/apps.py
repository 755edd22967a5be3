from __future__ import annotations

from django.apps import AppConfig


class DemoConfig(AppConfig):
    """The seeded demo: ``make_demo`` and ``demo_logins`` (not installed with the apps)."""

    name = "demo"
