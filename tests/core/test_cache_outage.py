"""Redis unreachable for the cache: pages still answer (sessions and roles come from the
database) and ``/health/`` names what is down. The cache is pointed at a closed port; the shared
Redis is never stopped."""

from __future__ import annotations

import socket

import pytest
from django.core.cache import caches
from django.test import Client

from accounts.roles import user_roles

PAGES = ["/", "/labelling/", "/labelling/guide/", "/curation/followups/", "/replay/"]


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]  # nothing listens once the socket is closed


def _redis_cache(settings, location: str, prefix: str) -> None:
    settings.CACHES = {
        "default": {
            "BACKEND": "core.cache.ResilientRedisCache",
            "LOCATION": location,
            "KEY_PREFIX": prefix,
            "OPTIONS": {"socket_connect_timeout": 0.5, "socket_timeout": 0.5},
        }
    }
    settings.SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"
    settings.ASSAY_ROLE_CACHE_SECONDS = 300


@pytest.mark.django_db
def test_pages_answer_and_health_reports_the_cache_down_when_redis_is_unreachable(settings, lead):
    # given the cache points at a port where nothing listens
    _redis_cache(settings, f"redis://127.0.0.1:{_closed_port()}/0", "outage")
    client = Client()

    # when a lead logs in and walks the main pages
    assert client.login(username="carol", password="pw-carol")
    for url in PAGES:
        assert client.get(url).status_code == 200, url

    # then /health/ answers, naming each dependency and what is down
    response = client.get("/health/")
    body = response.json()
    assert response.status_code == 200
    assert body["status"] == "degraded" and body["ok"] is False
    assert body["checks"]["database"] == "ok"
    assert body["checks"]["cache"].startswith("down: ")
    assert set(body["checks"]) == {"database", "cache", "broker"}


@pytest.mark.django_db
def test_a_logout_during_the_outage_is_not_undone_when_redis_returns(settings, lead):
    if not settings.CELERY_BROKER_URL:
        pytest.skip("needs a real Redis (CI runs it with CELERY_BROKER_URL)")
    working = settings.CELERY_BROKER_URL
    prefix = f"outage-{socket.gethostname()}-{id(settings)}"
    _redis_cache(settings, working, prefix)
    client = Client()
    assert client.login(username="carol", password="pw-carol")
    assert client.get("/labelling/").status_code == 200
    assert user_roles(lead) == {"lead"}  # roles now cached in Redis too
    session_key = client.session.session_key
    backend = caches["default"]

    # Redis goes away for this process (same backend object, pointed at a closed port) ...
    real_servers = backend._servers
    backend._servers = [f"redis://127.0.0.1:{_closed_port()}/0"]
    backend.__dict__.pop("_cache", None)
    assert client.get("/labelling/").status_code == 200
    client.logout()
    # ... and comes back: the session it cached before the outage must not log carol in again
    backend._servers = real_servers
    backend.__dict__.pop("_cache", None)
    backend._down_until = 0.0
    assert backend.get(f"django.contrib.sessions.cached_db{session_key}") is None
    revived = Client()
    revived.cookies["sessionid"] = session_key
    assert revived.get("/labelling/").status_code == 302
    assert client.get("/health/").json()["checks"]["cache"] == "ok"
    client_redis = backend._cache.get_client(write=True)
    for key in client_redis.scan_iter(f"{prefix}:*"):
        client_redis.delete(key)
