#!/usr/bin/env python
"""Django's command-line utility for Assay."""

import os
import sys


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    from django.conf import settings
    from django.core.exceptions import ImproperlyConfigured
    from django.core.management import execute_from_command_line

    try:
        settings.INSTALLED_APPS  # noqa: B018 - loads the settings; a bad variable stops here
    except ImproperlyConfigured as exc:
        sys.exit(f"manage.py: {exc}")  # the one-line reason, not a traceback

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
