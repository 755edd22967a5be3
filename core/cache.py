"""A Redis cache that degrades to "no cache" when Redis is unreachable.

Sessions (``cached_db``) and each user's roles are read through the cache and fall back to the
database on a miss, so a cache that answers every read with a miss keeps every page working,
only slower. This backend turns a Redis error into exactly that: reads miss, writes are dropped,
and for ``ASSAY_CACHE_RETRY_SECONDS`` after a failure Redis is not tried at all, so a page does
not pay a connect timeout per cache call. ``settings.py`` uses it whenever ``CACHE_URL`` is set.

Keys a dropped write or delete left stale in Redis (a logout, a role change made during the
outage) are deleted first when Redis answers again, so nothing older than the outage is read
back (per process: a process that dies meanwhile forgets its list; role entries still expire
after ``ASSAY_ROLE_CACHE_SECONDS``).
"""

from __future__ import annotations

import logging
import threading
import time

from django.conf import settings
from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.redis import RedisCache
from redis.exceptions import RedisError

log = logging.getLogger(__name__)


class ResilientRedisCache(RedisCache):
    """``RedisCache`` whose every call survives Redis being down (see the module docstring)."""

    def __init__(self, server, params):
        super().__init__(server, params)
        self._down_until = 0.0
        self._stale: set[str] = set()  # raw keys to delete once Redis is back
        self._lock = threading.Lock()

    def ping(self) -> None:
        """Raise unless Redis answers now (for /health/; bypasses the degraded mode)."""
        self._cache.get_client(write=True).ping()

    def _available(self) -> bool:
        if time.monotonic() < self._down_until:
            return False
        if self._stale:
            with self._lock:
                stale, self._stale = self._stale, set()
            try:
                self._cache.get_client(write=True).delete(*stale)
            except RedisError as exc:
                with self._lock:
                    self._stale |= stale
                self._failed(exc)
                return False
        return True

    def _failed(self, exc: Exception) -> None:
        retry = getattr(settings, "ASSAY_CACHE_RETRY_SECONDS", 5)
        if time.monotonic() >= self._down_until:
            log.warning("cache unreachable, serving from the database for %ss: %s", retry, exc)
        self._down_until = time.monotonic() + retry

    def _call(self, default, fn, *args, stale=()):
        if not self._available():
            self._remember(stale)
            return default
        try:
            return fn(*args)
        except RedisError as exc:
            self._remember(stale)
            self._failed(exc)
            return default

    def _remember(self, keys) -> None:
        if keys:
            with self._lock:
                self._stale.update(keys)

    def _key(self, key, version):
        return self.make_and_validate_key(key, version=version)

    def add(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        k = self._key(key, version)
        timeout = self.get_backend_timeout(timeout)
        return self._call(False, self._cache.add, k, value, timeout, stale=[k])

    def get(self, key, default=None, version=None):
        return self._call(default, self._cache.get, self._key(key, version), default)

    def set(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        k = self._key(key, version)
        self._call(None, self._cache.set, k, value, self.get_backend_timeout(timeout), stale=[k])

    def touch(self, key, timeout=DEFAULT_TIMEOUT, version=None):
        k = self._key(key, version)
        return self._call(False, self._cache.touch, k, self.get_backend_timeout(timeout))

    def delete(self, key, version=None):
        k = self._key(key, version)
        return self._call(False, self._cache.delete, k, stale=[k])

    def get_many(self, keys, version=None):
        return self._call({}, super().get_many, keys, version)

    def has_key(self, key, version=None):
        return self._call(False, self._cache.has_key, self._key(key, version))

    def incr(self, key, delta=1, version=None):
        # No sensible default: a counter that cannot be read is an error for its caller.
        return super().incr(key, delta, version)

    def set_many(self, data, timeout=DEFAULT_TIMEOUT, version=None):
        keys = [self._key(k, version) for k in data]
        failed = self._call(None, super().set_many, data, timeout, version, stale=keys)
        return list(data) if failed is None else failed

    def delete_many(self, keys, version=None):
        keys = list(keys)
        raw = [self._key(k, version) for k in keys]
        self._call(None, super().delete_many, keys, version, stale=raw)

    def clear(self):
        return self._call(False, self._cache.clear)
