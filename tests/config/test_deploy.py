"""The documented production environment passes `manage.py check --deploy` with no warning, and
a command run without SECRET_KEY or with a malformed DEBUG prints one line, not a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# The README's production table, as a deployment would set it (placeholders for secrets).
PRODUCTION = {
    "SECRET_KEY": "k3y-" + "x7Qp9vZr2Lm8Tn4Wb6Yc1Hd5Jf0Gs3Ka-Ue" * 2,
    "ASSAY_PSEUDONYM_KEY": "a-pseudonym-key-of-this-deployment",
    "DEBUG": "0",
    "ALLOWED_HOSTS": "assay.example.com",
    "CSRF_TRUSTED_ORIGINS": "https://assay.example.com",
    "SECURE_SSL_REDIRECT": "1",
    "SECURE_HSTS_SECONDS": "31536000",
    "SECURE_HSTS_INCLUDE_SUBDOMAINS": "1",
    "SECURE_HSTS_PRELOAD": "1",
    "SESSION_COOKIE_SECURE": "1",
    "CSRF_COOKIE_SECURE": "1",
    "SECURE_PROXY_SSL_HEADER": "HTTP_X_FORWARDED_PROTO,https",
}


def _manage(*args: str, env: dict, tmp_path) -> subprocess.CompletedProcess:
    base = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("SECURE_", "SESSION_", "CSRF_", "ASSAY_", "DJANGO_"))
        and k not in {"SECRET_KEY", "DEBUG", "ALLOWED_HOSTS"}
    }
    base.update(DJANGO_SETTINGS_MODULE="config.settings", ASSAY_VAR_DIR=str(tmp_path), **env)
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=base,
        capture_output=True,
        text=True,
        timeout=600,
    )


def test_check_deploy_is_clean_under_the_documented_production_environment(tmp_path):
    done = _manage(
        "check", "--deploy", "--fail-level", "WARNING", env=PRODUCTION, tmp_path=tmp_path
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no issues" in done.stdout


def test_check_deploy_names_what_a_bare_environment_lacks(tmp_path):
    bare = {"SECRET_KEY": PRODUCTION["SECRET_KEY"], "ASSAY_PSEUDONYM_KEY": "k"}
    done = _manage("check", "--deploy", "--fail-level", "WARNING", env=bare, tmp_path=tmp_path)
    assert done.returncode == 1
    for warning in ("security.W004", "security.W008", "security.W012", "security.W016"):
        assert warning in done.stderr


def test_a_command_without_secret_key_prints_the_one_line_reason(tmp_path):
    done = _manage("help", env={}, tmp_path=tmp_path)
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        "manage.py: SECRET_KEY is not set. Set SECRET_KEY in the environment, or DEBUG=1 for a "
        "local run."
    ]
    assert "Traceback" not in done.stderr


def test_a_malformed_debug_prints_the_one_line_reason(tmp_path):
    done = _manage("help", env={"DEBUG": "maybe"}, tmp_path=tmp_path)
    assert done.returncode == 1
    assert done.stderr.strip() == (
        "manage.py: DEBUG='maybe' is not a boolean (use 1/0, true/false, yes/no)"
    )
