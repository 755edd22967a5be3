"""Test overrides only: the database and broker still come from the environment."""

from __future__ import annotations

import os

os.environ.setdefault("DEBUG", "0")
os.environ.setdefault("SECRET_KEY", "test-secret-key")
os.environ.setdefault("ASSAY_TESTING", "1")
os.environ.setdefault("ASSAY_PSEUDONYM_KEY", "test-pseudonym-key")
os.environ.setdefault("ASSAY_DEMO", "1")  # the demo commands are tested too

from .settings import *  # noqa: E402,F403
from .settings import CELERY_BROKER_URL  # noqa: E402

# Tests run their fake services on the loopback address.
ASSAY_SYSTEM_URLS = ["http://127.0.0.1", "http://localhost"]

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
# Eager tasks propagate errors in tests; with a broker configured, worker tests use it.
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL
CELERY_TASK_EAGER_PROPAGATES = True
# Eager tasks finish before a test reads their outcome; tests of the thread turn it on.
ASSAY_EAGER_BACKGROUND = False

# Tests never serve collected static files.
MIDDLEWARE = [m for m in MIDDLEWARE if "whitenoise" not in m]  # noqa: F405
