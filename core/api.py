"""One error shape for the whole API, produced by one exception handler.

Every error answer, whatever raised it, is::

    {"error": {"code": "invalid", "message": "gold: ...", "fields": {"gold": "..."}, ...}}

``code`` is a short stable word (``invalid``, ``conflict``, ``not_found``, ``forbidden``,
``not_authenticated``, ...), ``message`` a sentence for people, ``fields`` maps each offending
input field to why (empty when the error is not about one field). Some errors add their own
keys next to these (a label conflict: ``your_version`` and ``current``; an unrecorded tool call:
``call`` and ``recorded``).

A service's ``AssayError`` carries its status, code, fields and extra details itself; DRF's own
exceptions (validation, authentication, permission, 404, throttling) are reshaped. A view may
add details only it can serialize by defining ``error_details(exc) -> dict``.
Set in ``REST_FRAMEWORK["EXCEPTION_HANDLER"]``.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied
from django.http import Http404
from rest_framework import exceptions, serializers
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from core.errors import AssayError


class ErrorDetailSerializer(serializers.Serializer):
    code = serializers.CharField()
    message = serializers.CharField()
    fields = serializers.DictField(child=serializers.CharField())


class ErrorSerializer(serializers.Serializer):
    """The schema of every error answer (for the OpenAPI document)."""

    error = ErrorDetailSerializer()


def error_body(
    *, code: str, message: str, fields: dict[str, str] | None = None, **extra: Any
) -> dict[str, Any]:
    """The one error shape, as a dict ready to serialize."""
    return {"error": {"code": code, "message": message, "fields": dict(fields or {}), **extra}}


def _flatten(detail: Any, prefix: str = "") -> dict[str, str]:
    """DRF's nested validation detail as {"field" or "field.sub" or "field[0]": "message"}."""
    if isinstance(detail, dict):
        out: dict[str, str] = {}
        for key, value in detail.items():
            name = "" if key == "non_field_errors" else str(key)
            out.update(_flatten(value, f"{prefix}.{name}" if prefix and name else prefix or name))
        return out
    if isinstance(detail, list):
        if all(not isinstance(v, dict | list) for v in detail):
            return {prefix or "detail": " ".join(str(v) for v in detail)}
        out = {}
        for i, value in enumerate(detail):
            out.update(_flatten(value, f"{prefix}[{i}]"))
        return out
    return {prefix or "detail": str(detail)}


def _message(fields: dict[str, str]) -> str:
    return "; ".join(msg if name == "detail" else f"{name}: {msg}" for name, msg in fields.items())


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """Turn ``exc`` into the one error shape, or return None to let Django answer (500)."""
    if isinstance(exc, AssayError):
        extra = dict(exc.details())
        describe = getattr(context.get("view"), "error_details", None)
        if describe is not None:
            extra.update(describe(exc) or {})
        body = error_body(code=exc.code, message=str(exc), fields=exc.fields, **extra)
        return Response(body, status=exc.status)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()
    response = drf_exception_handler(exc, context)  # keeps WWW-Authenticate, Retry-After
    if response is None or not isinstance(exc, exceptions.APIException):
        return response
    if isinstance(exc, exceptions.ValidationError):
        fields = _flatten(exc.detail)
        response.data = error_body(code="invalid", message=_message(fields), fields=fields)
    else:
        code = exc.get_codes() if isinstance(exc.get_codes(), str) else exc.default_code
        response.data = error_body(code=code, message=str(exc.detail))
    return response
