"""Raw originals for admins: the page and API that read one trace's original, and the audit.

Thin: both call ``raw_original_read``, which audits every attempt. A lead or an annotator who
opens the page or calls the endpoint gets 403 and an audited refusal, not a silent one.
"""

from __future__ import annotations

import json

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET, require_http_methods
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from accounts.roles import ADMIN, IsAdmin, has_role, role_required
from core.api import ErrorSerializer

from .selectors import raw_access_list
from .services.raw_access import RawReadRefused, raw_original_read


def _private(response: HttpResponse) -> HttpResponse:
    # Raw text must not linger in a browser or proxy cache.
    response["Cache-Control"] = "no-store"
    return response


@require_http_methods(["GET", "POST"])
@login_required
def raw_original_page(request) -> HttpResponse:
    """GET: the form (admins); POST ``trace``, ``reason``: the original, audited. Anyone else
    gets 403 on either method, and the refusal is audited."""
    data = request.POST if request.method == "POST" else request.GET
    trace_id = (data.get("trace") or "").strip()
    reason = data.get("reason") or ""
    context = {"trace_id": trace_id, "reason": reason, "original": None, "error": None}
    status = 200
    if request.method == "POST" or not has_role(request.user, ADMIN):
        try:
            original = raw_original_read(
                trace_id=trace_id, user=request.user, reason=reason, via="page"
            )
        except RawReadRefused as exc:
            context["error"], status = str(exc), exc.status
        else:
            context["original"] = json.dumps(original, ensure_ascii=False, indent=2)
    return _private(render(request, "curation/raw_original.html", context, status=status))


@require_GET
@role_required(ADMIN)
def raw_audit_page(request) -> HttpResponse:
    """Every read and refused read of a raw original, newest first."""
    return render(request, "curation/raw_audit.html", {"rows": raw_access_list()})


class RawReadInputSerializer(serializers.Serializer):
    trace_id = serializers.CharField(max_length=200)
    reason = serializers.CharField(allow_blank=True, max_length=500, required=False, default="")


class RawAccessSerializer(serializers.Serializer):
    at = serializers.DateTimeField()
    user = serializers.CharField(source="user.username")
    trace_id = serializers.CharField(source="trace_ref")
    reason = serializers.CharField()
    outcome = serializers.CharField()
    detail = serializers.CharField()
    via = serializers.CharField()


@extend_schema(
    request=RawReadInputSerializer,
    responses={
        200: OpenApiResponse(description="{trace_id, original}: the trace as received"),
        400: OpenApiResponse(ErrorSerializer, description="no reason given"),
        403: OpenApiResponse(ErrorSerializer, description="not an admin (the refusal is audited)"),
        404: OpenApiResponse(ErrorSerializer, description="no such trace, or no original kept"),
        409: OpenApiResponse(ErrorSerializer, description="ASSAY_RAW_KEY does not decrypt it"),
    },
    summary="Read one trace's kept raw original (admins, with a reason; every call audited)",
)
@api_view(["POST"])
@permission_classes([IsAuthenticated])  # the service checks the role, so refusals are audited
def raw_original_api(request):
    data = RawReadInputSerializer(data=request.data)
    data.is_valid(raise_exception=True)
    trace_id = data.validated_data["trace_id"]
    # A refusal (RawReadRefused, audited by the service) is answered by the API's handler.
    original = raw_original_read(
        trace_id=trace_id, user=request.user, reason=data.validated_data["reason"], via="api"
    )
    response = Response({"trace_id": trace_id, "original": original})
    response["Cache-Control"] = "no-store"
    return response


@extend_schema(responses=RawAccessSerializer(many=True), summary="The raw-original audit (admins)")
@api_view(["GET"])
@permission_classes([IsAdmin])
def raw_access_api(request):
    return Response(RawAccessSerializer(raw_access_list(), many=True).data)
