"""The API's one exception handler: every error, from a service or from DRF, has one shape."""

from __future__ import annotations

from django.http import Http404
from rest_framework import exceptions

from core.api import _flatten, exception_handler
from core.errors import AssayError, NotFound


class _Conflict(AssayError):
    status = 409
    code = "conflict"

    def details(self) -> dict:
        return {"yours": 1}


class _View:
    def error_details(self, exc):
        return {"current": {"version": 2}}


def test_a_service_error_keeps_its_status_code_fields_and_details():
    response = exception_handler(
        _Conflict("it moved", fields={"version": "stale"}), {"view": _View()}
    )

    assert response.status_code == 409
    assert response.data == {
        "error": {
            "code": "conflict",
            "message": "it moved",
            "fields": {"version": "stale"},
            "yours": 1,
            "current": {"version": 2},
        }
    }


def test_drf_validation_errors_are_flattened_into_fields():
    exc = exceptions.ValidationError(
        {
            "gold": ["too many", "not current"],
            "criteria": [{"text": ["required"]}],
            "non_field_errors": ["no"],
        }
    )

    response = exception_handler(exc, {})

    assert response.status_code == 400
    assert response.data["error"]["code"] == "invalid"
    assert response.data["error"]["fields"] == {
        "gold": "too many not current",
        "criteria[0].text": "required",
        "detail": "no",
    }
    assert (
        response.data["error"]["message"]
        == "gold: too many not current; criteria[0].text: required; no"
    )


def test_django_404_and_drf_refusals_have_the_same_shape():
    for exc, status, code in (
        (Http404("gone"), 404, "not_found"),
        (NotFound("no version 3"), 404, "not_found"),
        (exceptions.PermissionDenied(), 403, "permission_denied"),
        (exceptions.NotAuthenticated(), 401, "not_authenticated"),
    ):
        response = exception_handler(exc, {})
        assert response.status_code == status
        assert set(response.data["error"]) >= {"code", "message", "fields"}
        assert response.data["error"]["code"] == code


def test_an_unexpected_error_is_left_to_django():
    assert exception_handler(RuntimeError("bug"), {}) is None


def test_flatten_names_nested_list_items():
    assert _flatten({"traces": {0: ["bad"]}}) == {"traces.0": "bad"}
