"""Does ``POST /api/traces/`` fit gunicorn's 30 s timeout? ``python -m bench.api_ingest``

    CELERY_BROKER_URL=redis://127.0.0.1:6379/12 python -m bench.api_ingest [--sync N] [--big 1000]

On a scratch SQLite database (its own temp folder), with pseudonymization on, posts synthetic support traces (``generate_synthetic_traces``:
about 8,700 characters each, names, emails, phones and ids in messages, tool calls and retrieved
texts) through the whole Django stack (URL routing, session auth, role check, body parsing,
validation, pseudonymization, storage):

* one trace in a process that has not loaded the pseudonymizer: answered 202 with a job (its
  load alone, printed next, takes tens of seconds); then the analyzer is loaded, as in a web
  process that has served one before;
* ``--sync`` traces (default ``ASSAY_API_SYNC_TRACES``), the largest body answered at once
  (the bench checks it is under ``ASSAY_API_SYNC_BYTES`` too): its seconds next to the
  ceiling, a third of gunicorn's 30 s timeout (the margin covers a machine busy with other
  work);
* ``--big`` traces (default 1,000, the most a body may hold): the time to answer 202 with a job,
  next to the same ceiling. The batches are queued on the broker, which the bench then purges
  (give it a Redis database of its own); workers would pseudonymize them.

It also prints the seconds per trace and what answering ``--big`` traces at once would take at
that rate, the figure that makes a job necessary.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path

TIMEOUT = 30.0  # gunicorn's default worker timeout
CEILING = TIMEOUT / 3


def _body(n: int, seed: int) -> bytes:
    from demo.generator.traces import generate_synthetic_traces

    return json.dumps(list(generate_synthetic_traces(n, seed=seed))).encode()


def _post(client, body: bytes) -> tuple[float, int, dict]:
    start = time.perf_counter()
    response = client.post("/api/traces/", body, content_type="application/json")
    return time.perf_counter() - start, response.status_code, response.json()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sync", type=int, default=None)
    parser.add_argument("--big", type=int, default=1000)
    args = parser.parse_args()
    if not os.environ.get("CELERY_BROKER_URL"):
        raise SystemExit("set CELERY_BROKER_URL (a Redis database of the bench's own)")
    scratch = Path(tempfile.mkdtemp(prefix="assay-bench-api-"))
    os.environ.update(
        DATABASE_URL=f"sqlite:///{scratch / 'bench.sqlite3'}",
        ASSAY_VAR_DIR=str(scratch),
        DJANGO_SETTINGS_MODULE="config.settings",
        ASSAY_PSEUDONYMIZE="1",
    )
    os.environ.setdefault("DEBUG", "1")
    import django

    django.setup()
    from django.conf import settings
    from django.contrib.auth.models import Group, User
    from django.core.management import call_command
    from django.test import Client

    from config.celery import app

    call_command("migrate", verbosity=0)
    lead = User.objects.create_user("bench-lead")
    lead.groups.add(Group.objects.get_or_create(name="lead")[0])
    client = Client(HTTP_HOST="127.0.0.1")
    client.force_login(lead)
    sync = args.sync or settings.ASSAY_API_SYNC_TRACES

    cold, status, _ = _post(client, _body(1, seed=1))
    assert status == 202, status
    print(f"cold web process (pseudonymizer not loaded): 1 trace answered 202 in {cold:.2f} s")
    from curation.pii.analyzer import get_analyzer
    from curation.services.pseudonymize import pii_config

    start = time.perf_counter()
    get_analyzer(pii_config())
    print(
        f"loading spaCy and presidio: {time.perf_counter() - start:.1f} s (why a cold process hands off)"
    )
    warm, status, _ = _post(client, _body(1, seed=4))
    print(f"warm-up: 1 trace answered at once in {warm:.2f} s, status {status}")
    body = _body(sync, seed=2)
    print(
        f"{sync} traces are {len(body):,} bytes (ASSAY_API_SYNC_BYTES {settings.ASSAY_API_SYNC_BYTES:,})"
    )
    seconds, status, result = _post(client, body)
    assert status == 200 and result["accepted"] == sync, (status, result)
    print(
        f"{sync} traces answered at once: {seconds:6.2f} s   (ceiling {CEILING:.0f} s, "
        f"a third of gunicorn's {TIMEOUT:.0f} s timeout)"
    )
    per_trace = seconds / sync
    print(
        f"per trace: {per_trace:.3f} s; {args.big} traces at once would take about "
        f"{per_trace * args.big:,.0f} s"
    )
    seconds, status, job = _post(client, _body(args.big, seed=3))
    assert status == 202, (status, job)
    print(
        f"{args.big} traces answered with a job (202, {job['url']}): {seconds:6.2f} s   "
        f"(ceiling {CEILING:.0f} s)"
    )
    app.control.purge()  # the bench has no workers; its queued batches are dropped


if __name__ == "__main__":
    main()
