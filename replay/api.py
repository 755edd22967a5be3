"""Replay API: the cassette of a case over HTTP.

``POST /api/cases/<id>/tools/<name>`` with the tool's arguments as the JSON body (an object;
an empty body means ``{}``). ``<id>`` is the EvalItem id of the case. 200 ``{"response": ...}``
with the recorded response when the arguments match a recording; 409 with the API's error shape,
``code`` ``unrecorded_tool_call`` and the ``call`` and what was ``recorded``, when they do not (or
the recording has no response), never an empty answer.
Leads only (the systems under test call it with a lead's API token).
"""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.decorators import api_view, authentication_classes, permission_classes
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from accounts.roles import IsLead
from core.api import ErrorSerializer
from curation.models import EvalItem
from replay.cassette import Cassette
from replay.cassette_tokens import cassette_call


@extend_schema(
    request=OpenApiTypes.OBJECT,  # the tool's arguments, any JSON object
    responses={
        200: inline_serializer("CassetteHit", {"response": serializers.JSONField()}),
        400: ErrorSerializer,
        409: ErrorSerializer,
    },
)
@api_view(["POST"])
@permission_classes([IsLead])
def case_tool_call(request, pk: int, name: str):
    """Serve the recorded response of tool ``name`` for case ``pk`` (409 when unrecorded)."""
    item = get_object_or_404(EvalItem, pk=pk)
    args = request.data if request.data not in (None, "") else {}
    if not isinstance(args, dict):
        raise ValidationError({"body": "a JSON object of tool arguments"})
    return Response({"response": Cassette(item).call(name, dict(args))})


class CassetteQuerySerializer(serializers.Serializer):
    repeat = serializers.IntegerField(
        min_value=0, max_value=1000, default=0, help_text="which repeat of the case is calling"
    )


@extend_schema(
    parameters=[CassetteQuerySerializer],
    request=inline_serializer(
        "CassetteCall", {"name": serializers.CharField(), "args": serializers.DictField()}
    ),
    responses={
        200: inline_serializer("CassetteRunHit", {"response": serializers.JSONField()}),
        403: ErrorSerializer,
        404: ErrorSerializer,
        409: ErrorSerializer,
        410: ErrorSerializer,
    },
)
@api_view(["POST"])
@authentication_classes([])
@permission_classes([AllowAny])  # the run's secret token in the URL is the credential
def run_cassette_call(request, token: str, pk: int):
    """A frozen run's cassette for the system under test (see :mod:`replay.cassette_tokens`)."""
    body = request.data if isinstance(request.data, dict) else None
    if body is None:
        raise ValidationError({"body": 'a JSON object {"name", "args"}'})
    query = CassetteQuerySerializer(data=request.query_params)
    query.is_valid(raise_exception=True)
    response = cassette_call(
        token=token,
        case_pk=pk,
        repeat=query.validated_data["repeat"],
        name=body.get("name"),
        args=body.get("args"),
    )
    return Response({"response": response})
