"""What ``/health/`` reports: each dependency, checked now, with a short timeout.

The database is required (nothing is served without it); the cache and the broker are not (the
cache degrades to the database, queued work waits), so their being down makes the answer
``degraded`` rather than a failure a load balancer would act on.
"""

from __future__ import annotations

from django.conf import settings
from django.core.cache import caches
from django.db import connection

CHECK_TIMEOUT_S = 0.5


def _database() -> str:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
    return "ok"


def _cache() -> str:
    backend = caches["default"]
    ping = getattr(backend, "ping", None)
    if ping is None:
        return "ok (in-process memory cache)"
    ping()
    return "ok"


def _broker() -> str:
    if not settings.CELERY_BROKER_URL:
        return "ok (no broker: tasks run in-process)"
    import redis

    client = redis.Redis.from_url(
        settings.CELERY_BROKER_URL,
        socket_connect_timeout=CHECK_TIMEOUT_S,
        socket_timeout=CHECK_TIMEOUT_S,
    )
    try:
        client.ping()
    finally:
        client.close()
    return "ok"


CHECKS = {"database": _database, "cache": _cache, "broker": _broker}
REQUIRED = {"database"}


def health_report() -> tuple[dict, bool]:
    """``({"ok", "status", "checks": {name: "ok" | "down: why"}}, serving)``: ``serving`` is
    False only when a required dependency is down."""
    checks = {}
    for name, check in CHECKS.items():
        try:
            checks[name] = check()
        except Exception as exc:  # any failure of a dependency is a report, not a 500
            checks[name] = f"down: {type(exc).__name__}: {exc}"[:300]
    down = {name for name, value in checks.items() if not value.startswith("ok")}
    serving = not (down & REQUIRED)
    status = "ok" if not down else ("degraded" if serving else "down")
    return {"ok": not down, "status": status, "checks": checks}, serving
