"""Scratch PostgreSQL databases for the benchmarks: made by this run, dropped by this run.

A benchmark never touches data it did not create: the name carries the process id and a random
suffix, ``CREATE DATABASE`` fails rather than reuse an existing one, and only that name is ever
dropped (plain ``DROP``, no ``FORCE``, retried while a backend of this run shuts down).
"""

from __future__ import annotations

import os
import secrets
import time
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import urlparse, urlunparse


def require_postgres(url: str, what: str) -> None:
    if urlparse(url).scheme not in ("postgres", "postgresql", "pgsql"):
        raise SystemExit(f"{what} needs DATABASE_URL=postgres://..., got {url!r}")


def scratch_name(prefix: str) -> str:
    """A database name no one else uses: the prefix, this process and a random suffix."""
    return f"{prefix}_{os.getpid()}_{secrets.token_hex(4)}"


def scratch_url(url: str, name: str) -> str:
    """``url`` pointed at the database ``name`` on the same server."""
    return urlunparse(urlparse(url)._replace(path=f"/{name}"))


def admin(url: str, sql: str) -> None:
    """Run one statement on the server's maintenance database, outside a transaction."""
    import psycopg

    with psycopg.connect(scratch_url(url, "postgres"), autocommit=True) as conn:
        conn.execute(sql)


def drop_scratch(url: str, name: str, *, what: str = "bench") -> None:
    """Drop the scratch database this run created; say so if it cannot be dropped."""
    for attempt in range(10):
        try:
            admin(url, f'DROP DATABASE IF EXISTS "{name}"')
            return
        except Exception as exc:  # noqa: BLE001 - psycopg's "is being accessed by other users"
            if attempt == 9:
                print(f"{what}: could not drop {name} ({exc}); drop it by hand", flush=True)
            time.sleep(1)


@contextmanager
def scratch_database(url: str, prefix: str, *, what: str = "bench") -> Iterator[tuple[str, str]]:
    """Create a database of this run's own next to ``url``; yield (its URL, its name); drop it."""
    name = scratch_name(prefix)
    admin(url, f'CREATE DATABASE "{name}"')  # fails rather than reuse one this run did not make
    try:
        yield scratch_url(url, name), name
    finally:
        from django.conf import settings
        from django.db import connections

        if settings.configured:
            connections.close_all()
        drop_scratch(url, name, what=what)
