"""Typed readers for settings that come from the environment.

Each raises ``ImproperlyConfigured`` naming the variable when its value is malformed, so a
bad deployment fails at start with a message instead of misbehaving later.
"""

from __future__ import annotations

import os
from urllib.parse import urlparse

from django.core.exceptions import ImproperlyConfigured

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def env_str(name: str, default: str = "") -> str:
    return os.environ.get(name, default)


def env_bool(name: str, default: bool = False) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name}={raw!r} is not a boolean (use 1/0, true/false, yes/no)")


def env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={raw!r} is not an integer") from None


def env_float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        return float(raw)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={raw!r} is not a number") from None


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return [part.strip() for part in raw.split(",") if part.strip()]


def database_from_url(url: str) -> dict:
    """Turn ``DATABASE_URL`` into a Django DATABASES entry, refusing what it cannot parse."""
    import dj_database_url

    parsed = urlparse(url)
    if parsed.scheme not in {"sqlite", "postgres", "postgresql", "pgsql"}:
        raise ImproperlyConfigured(
            f"DATABASE_URL={url!r}: unsupported scheme {parsed.scheme!r} "
            "(use sqlite:///path or postgres://user@host:port/name)"
        )
    if parsed.scheme != "sqlite" and not parsed.path.strip("/"):
        raise ImproperlyConfigured(f"DATABASE_URL={url!r}: no database name after the host")
    try:
        config = dj_database_url.parse(url, conn_max_age=60)
    except ValueError as exc:
        raise ImproperlyConfigured(f"DATABASE_URL={url!r} is malformed: {exc}") from None
    if parsed.scheme != "sqlite" and env_bool("DATABASE_PREPARED", True):
        # Server-side binding lets psycopg prepare a statement once it has run a few times on
        # a connection, so PostgreSQL stops re-planning the same joins on every page (planning
        # the annotation page's five-table join costs more than running it). Set
        # DATABASE_PREPARED=0 behind a transaction-mode pooler such as PgBouncer < 1.21.
        config.setdefault("OPTIONS", {}).update(server_side_binding=True, prepare_threshold=2)
    return config


def redis_url(name: str) -> str:
    """A Redis URL from the environment, or "" when unset (a broker: eager in-process tasks; a
    cache: one memory cache per process). Anything else is refused."""
    raw = os.environ.get(name, "").strip()
    if raw and urlparse(raw).scheme not in {"redis", "rediss"}:
        raise ImproperlyConfigured(f"{name}={raw!r}: expected redis://host:port/db or empty")
    return raw


def proxy_ssl_header(name: str) -> tuple[str, str] | None:
    """``SECURE_PROXY_SSL_HEADER`` as Django wants it, from ``HTTP_X_FORWARDED_PROTO,https``
    (the header a trusted proxy sets, and the value that means HTTPS); empty: None."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return None
    parts = [part.strip() for part in raw.split(",")]
    if len(parts) != 2 or not parts[0].startswith("HTTP_") or not parts[1]:
        raise ImproperlyConfigured(
            f"{name}={raw!r}: expected HEADER,VALUE such as HTTP_X_FORWARDED_PROTO,https"
        )
    return parts[0], parts[1]
