"""Check a real API answer against the response schema ``/api/schema/`` documents for it.

The fuzz test checks every answer it provokes, but its small world has no replay runs, no
double labels and no measured minutes, so the richest bodies (a run's report, compare, ladder,
agreement, the planner) are checked here, on the worlds of their own API tests.
"""

from __future__ import annotations

import json
from functools import lru_cache

from jsonschema import Draft4Validator


def _plain(node):
    """OpenAPI 3.0 to JSON Schema: ``nullable`` becomes ``anyOf [.., null]``, refs local, and
    an object that lists its properties admits no others (an undocumented field fails)."""
    if isinstance(node, list):
        return [_plain(n) for n in node]
    if not isinstance(node, dict):
        return node
    out = {k: _plain(v) for k, v in node.items()}
    if "properties" in out and "additionalProperties" not in out:
        out["additionalProperties"] = False  # a field the schema does not name is a break too
    if "$ref" in out:
        out["$ref"] = out["$ref"].replace("#/components/schemas/", "#/definitions/")
    if out.pop("nullable", False):
        out = {"anyOf": [out, {"type": "null"}]}
    return out


@lru_cache(maxsize=1)
def _schema() -> dict:
    from drf_spectacular.generators import SchemaGenerator

    return json.loads(json.dumps(SchemaGenerator().get_schema(request=None, public=True)))


def assert_conforms(response, method: str, path: str) -> None:
    """``response`` (a test client answer) matches the schema of ``method path`` (the schema's
    path template, e.g. ``/api/runs/{id}/report/``) for its status code."""
    schema = _schema()
    documented = schema["paths"][path][method.lower()]["responses"][str(response.status_code)]
    body = documented["content"]["application/json"]["schema"]
    validator = Draft4Validator(
        {**_plain(body), "definitions": _plain(schema["components"]["schemas"])}
    )
    errors = [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}"
        for e in validator.iter_errors(response.json())
    ]
    assert not errors, f"{method} {path} {response.status_code} breaks its schema:\n" + "\n".join(
        errors[:10]
    )
