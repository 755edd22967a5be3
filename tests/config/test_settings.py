"""Settings read from the environment: caches and sessions, PostgreSQL statement preparation."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from config.env import database_from_url, redis_url

ROOT = Path(__file__).resolve().parents[2]  # the project root, where config/ is
PROBE = (
    "import json, django; django.setup(); from django.conf import settings as s; "
    "print(json.dumps({'cache': s.CACHES['default']['BACKEND'], 'session': s.SESSION_ENGINE, "
    "'roles': s.ASSAY_ROLE_CACHE_SECONDS}))"
)


def settings_under(**env: str) -> dict:
    """Load config.settings in a fresh interpreter with ``env`` and report what it chose."""
    clean = {
        k: v for k, v in os.environ.items() if k not in {"CACHE_URL", "DJANGO_SETTINGS_MODULE"}
    }
    clean.update(
        DJANGO_SETTINGS_MODULE="config.settings",
        DEBUG="1",
        ASSAY_VAR_DIR="/tmp/assay-settings",
        **env,
    )
    out = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=ROOT,
        env=clean,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_without_a_cache_url_sessions_and_roles_stay_in_the_database():
    assert settings_under() == {
        "cache": "django.core.cache.backends.locmem.LocMemCache",
        "session": "django.contrib.sessions.backends.db",
        "roles": 0,
    }


def test_a_redis_cache_url_shares_sessions_and_roles_between_processes():
    assert settings_under(CACHE_URL="redis://127.0.0.1:6379/14") == {
        "cache": "core.cache.ResilientRedisCache",
        "session": "django.contrib.sessions.backends.cached_db",
        "roles": 300,
    }


def test_a_cache_url_that_is_not_redis_is_refused_by_name(monkeypatch):
    monkeypatch.setenv("CACHE_URL", "memcached://127.0.0.1:11211")
    with pytest.raises(ImproperlyConfigured, match=r"CACHE_URL='memcached://.*expected redis://"):
        redis_url("CACHE_URL")


def test_postgres_prepares_repeated_statements_unless_told_not_to(monkeypatch):
    url = "postgres://postgres@127.0.0.1:5432/assay"
    monkeypatch.delenv("DATABASE_PREPARED", raising=False)
    options = database_from_url(url)["OPTIONS"]
    assert options["server_side_binding"] is True and options["prepare_threshold"] == 2
    monkeypatch.setenv("DATABASE_PREPARED", "0")
    assert "server_side_binding" not in database_from_url(url).get("OPTIONS", {})
    sqlite = database_from_url("sqlite:////tmp/x.sqlite3")
    assert not sqlite.get("OPTIONS", {}).get("server_side_binding")
