"""Schemathesis over the OpenAPI schema at /api/schema/: no generated request gets a 5xx, and
every answer's body matches the schema documented for its status.

The schema is fetched through the app as the user (it is behind login), then every operation
gets ``EXAMPLES`` valid and ``EXAMPLES`` invalid requests (wrong types, missing fields, lists
for objects, odd ids and parameters) sent in-process through Django's WSGI handler, once
authenticated as an admin and once as an annotator, over a small world with real ids (a set
with a queue, items, a rule, a trace). Every 5xx, and every body that breaks the response schema
of its status (schemathesis' ``response_schema_conformance``; statuses the schema does not
document are not checked), is collected with a curl line to replay it, and the test fails
listing them all. It prints how many requests it sent and how many answered
5xx (the README's reliability section quotes it).
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from contextlib import contextmanager

import pytest
import schemathesis
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from rest_framework.test import APIClient
from schemathesis.checks import FailureGroup
from schemathesis.generation import GenerationMode
from schemathesis.specs.openapi.checks import response_schema_conformance

from accounts.tokens import api_token_issue
from labelling import services as labelling_services
from tests.labelling.factories import make_corpus, make_set

pytestmark = pytest.mark.django_db

# Examples per operation, mode and user (70 operations x 2 modes x 8, some 1,000 requests per
# user); ASSAY_FUZZ_EXAMPLES raises it for a longer hunt.
EXAMPLES = int(os.environ.get("ASSAY_FUZZ_EXAMPLES", "8"))
# A valid trace batch is pseudonymized (presidio, spaCy): seconds per request, so fewer.
HEAVY = {"POST /api/traces/": 3}
REVOKE = "POST /api/tokens/{id}/revoke/"


@contextmanager
def _test_connection_kept():
    """Requests go through Django's WSGIHandler, whose request signals close a database
    connection that is not in autocommit: on PostgreSQL that would drop the test's transaction
    after the first request. Django's test client disconnects them the same way (and connects
    them again after each of its own requests, so this wraps the WSGI requests only)."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


@pytest.fixture
def world(lead):
    make_corpus()
    eval_set = make_set(items=3, name="fuzz-set")
    labelling_services.queue_create(eval_set=eval_set)
    labelling_services.guide_rule_create(
        code="LG-01", title="Antecedents", text="Take the most recent entity.", user=lead
    )
    return eval_set


def _schema(key: str):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    response = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200, response.content[:300]
    schema = schemathesis.openapi.from_dict(json.loads(response.content))
    schema.app = WSGIHandler()
    return schema


def _fuzz(key: str) -> tuple[int, list[str], Counter]:
    """Send the generated requests; returns (requests sent, the problems found: 5xx answers and
    bodies that break the schema of their status, and the statuses seen)."""
    headers = {"Authorization": f"Token {key}"}
    errors: list[str] = []
    statuses: Counter = Counter()
    timings: dict[str, float] = {}
    schema = _schema(key)
    with _test_connection_kept():
        operations = [result.ok() for result in schema.get_all_operations()]
        # Revoking a token may revoke the fuzzer's own: that operation goes last.
        operations.sort(key=lambda operation: operation.label == REVOKE)
        for operation in operations:
            for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
                started = time.monotonic()
                _fuzz_operation(operation, mode, headers, errors, statuses)
                timings[f"{operation.label} {mode.value}"] = time.monotonic() - started
    slowest = sorted(timings.items(), key=lambda kv: -kv[1])[:5]
    print("slowest:", ", ".join(f"{name} {s:.1f}s" for name, s in slowest))
    return sum(statuses.values()), errors, statuses


def _fuzz_operation(operation, mode, headers, errors: list, statuses: Counter) -> None:
    """Up to ``EXAMPLES`` generated requests of one kind (valid or invalid) to one operation."""

    @settings(
        max_examples=min(EXAMPLES, HEAVY.get(operation.label, EXAMPLES)),
        deadline=None,
        database=None,
        derandomize=True,  # the same requests on every run: a failure reproduces
        suppress_health_check=list(HealthCheck),
    )
    @given(case=operation.as_strategy(mode))
    def send(case):
        response = case.call(headers=headers)
        statuses[response.status_code] += 1
        if response.status_code >= 500:
            errors.append(
                f"{case.operation.label} -> {response.status_code}: {case.as_curl_command()}"
            )
            return
        try:  # the body matches the schema of its status, where the schema documents it
            case.validate_response(response, checks=[response_schema_conformance])
        except (FailureGroup, AssertionError) as exc:
            errors.append(
                f"{case.operation.label} -> {response.status_code} breaks its schema: "
                f"{str(exc)[:300]} {case.as_curl_command()}"
            )

    try:
        send()
    except Unsatisfiable:
        pass  # no invalid request can be built for this operation (nothing to vary)


def test_schema_needs_login(client):
    assert client.get("/api/schema/").status_code in (401, 403)


@pytest.mark.parametrize("role", ["admin", "annotator"])
def test_fuzzing_the_api_finds_no_server_error(role, world, admin_user, annotator):
    user = admin_user if role == "admin" else annotator
    _, key = api_token_issue(user=user)

    sent, errors, statuses = _fuzz(key)

    print(
        f"\nschemathesis as {role}: {sent} requests, {len(errors)} answered 5xx, {dict(statuses)}"
    )
    assert sent > 300
    assert not errors, "\n".join(errors[:20])
