"""The OpenAPI schema describes every response body field by field.

Every 2xx response of every operation is walked (through ``$ref``s, properties, items, maps and
``oneOf``/``allOf``) and any part that is a bare object (``type: object`` with neither
properties nor a typed map) or an untyped value (``{}``) fails the test, unless it is named in
``OPEN_JSON`` with the reason its content is open.
"""

from __future__ import annotations

import json

import pytest
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db

# "Component.field" -> why its content is any JSON.
OPEN_JSON = {
    "RunConfig.arm_params": "each arm takes its own parameters",
    "RunConfig.retrieval": "the retrieval lab's retriever, pool, reranker and chunking settings",
    "ResultLine.extra": "what the arm recorded for the item (rewrites, answers, timings)",
    "UnrecordedCall.call": "the tool call the system under test made, as it made it",
    "UnrecordedCall.recorded[]": "the tool calls the case's trace recorded, as recorded",
    "Run.arm_params": "each arm takes its own parameters",
    "ToolCall.args": "a recorded tool call's arguments, as the trace recorded them",
    "ToolCall.response": "a recorded tool call's response, as the trace recorded it",
    "JobOutput.result": "each kind of job returns its own result (ingest counts, mining counts)",
    "Flag.evidence": "each stale cause keeps its own evidence (old and new text, versions)",
    "CassetteHit.response": "the recorded tool response, as the trace recorded it",
    "CassetteRunHit.response": "the recorded tool response, as the trace recorded it",
}


def _schema(user) -> dict:
    client = APIClient()
    client.force_authenticate(user)
    response = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    return json.loads(response.content)


def _open_parts(schema: dict, node: dict, where: str, seen: set[str]) -> list[str]:
    """Paths (``Component.field``) of the bare objects and untyped values under ``node``."""
    if "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[-1]
        if name in seen:
            return []
        seen.add(name)
        return _open_parts(schema, schema["components"]["schemas"][name], name, seen)
    found: list[str] = []
    for key in ("oneOf", "anyOf", "allOf"):
        for part in node.get(key, []):
            found += _open_parts(schema, part, where, seen)
    if any(k in node for k in ("oneOf", "anyOf", "allOf", "enum")):
        return found
    kind = node.get("type")
    extra = node.get("additionalProperties")
    if kind is None or (
        kind == "object" and not node.get("properties") and extra in (None, True, {})
    ):
        return [where]
    for name, prop in (node.get("properties") or {}).items():
        found += _open_parts(schema, prop, f"{where}.{name}", seen)
    if isinstance(extra, dict) and extra:
        found += _open_parts(schema, extra, f"{where}.*", seen)
    if kind == "array":
        found += _open_parts(schema, node.get("items") or {}, f"{where}[]", seen)
    return found


def _responses(schema: dict):
    for path, methods in schema["paths"].items():
        for method, operation in methods.items():
            for code, response in operation.get("responses", {}).items():
                if not code.startswith("2"):
                    continue
                for content in (response.get("content") or {}).values():
                    yield f"{method.upper()} {path} {code}", content.get("schema", {})


def test_every_response_is_described_field_by_field(admin_user):
    schema = _schema(admin_user)
    bare: dict[str, list[str]] = {}
    described = 0
    for operation, body in _responses(schema):
        described += 1
        parts = [p for p in _open_parts(schema, body, operation, set()) if p not in OPEN_JSON]
        if parts:
            bare[operation] = parts
    assert described > 30
    assert not bare, "\n".join(f"{op}: {', '.join(parts)}" for op, parts in bare.items())


def test_a_bare_object_is_caught():
    schema = {"components": {"schemas": {"R": {"type": "object", "properties": {"x": {}}}}}}
    assert _open_parts(schema, {"$ref": "#/components/schemas/R"}, "op", set()) == ["R.x"]
    assert _open_parts(schema, {"type": "object"}, "op", set()) == ["op"]
    typed_map = {"type": "object", "additionalProperties": {"type": "integer"}}
    assert _open_parts(schema, typed_map, "op", set()) == []


def test_a_body_that_breaks_its_schema_is_caught():
    from tests.schema_conformance import assert_conforms

    class Answer:
        status_code = 200

        def __init__(self, body):
            self.body = body

        def json(self):
            return self.body

    good = {"precision": {k: 0.1 for k in ("p", "se", "half_width", "width", "ci_low", "ci_high")}}
    good["precision"]["n"] = 400
    assert_conforms(Answer({**good, "needed": 385, "needed_worst": 385}), "GET", SIZING)
    with pytest.raises(AssertionError, match="needed"):
        assert_conforms(Answer({**good, "needed": "385", "needed_worst": 385}), "GET", SIZING)


SIZING = "/api/budgets/sizing/"
