"""REST API for curation: trace ingestion (batch, per-item results)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.response import Response

from accounts.roles import IsLead
from core.api import ErrorSerializer

from .services.traces import Outcome, trace_ingest_objects

MAX_API_BATCH = 1000

_item_result = inline_serializer(
    "TraceIngestItem",
    {
        "index": serializers.IntegerField(),
        "status": serializers.ChoiceField(["accepted", "duplicate", "rejected"]),
        "trace_id": serializers.CharField(allow_null=True),
        "error": serializers.CharField(allow_null=True),
    },
)


class TraceBatchInputSerializer(serializers.Serializer):
    """The body: a list of trace objects (each checked on its own, rejections reported per item)
    and an optional default source."""

    traces = serializers.ListField(
        child=serializers.JSONField(),
        max_length=MAX_API_BATCH,
        error_messages={"not_a_list": "expected a list of trace objects, got {input_type}"},
    )
    source = serializers.CharField(required=False, allow_null=True, max_length=200)


@extend_schema(
    request=TraceBatchInputSerializer,
    responses={
        200: inline_serializer(
            "TraceIngestResult",
            {
                "accepted": serializers.IntegerField(),
                "duplicates": serializers.IntegerField(),
                "rejected": serializers.IntegerField(),
                "results": _item_result,
            },
        ),
        400: ErrorSerializer,
    },
    examples=[
        OpenApiExample(
            "one trace",
            value={
                "traces": [
                    {
                        "trace_id": "t1",
                        "messages": [
                            {
                                "role": "user",
                                "content": "Which EU regions support customer-managed keys?",
                            }
                        ],
                    }
                ]
            },
        )
    ],
)
@api_view(["POST"])
@permission_classes([IsLead])
def traces_ingest(request):
    """Ingest a batch of traces (the trace format); one result per item, in order.

    Accepts ``{"traces": [...], "source"?: str}`` or a bare JSON list. Status 200 when every
    item was accepted or skipped as a duplicate, 207 when some were rejected.
    """
    data = {"traces": request.data} if isinstance(request.data, list) else request.data
    body = TraceBatchInputSerializer(data=data)
    body.is_valid(raise_exception=True)
    results = trace_ingest_objects(
        objects=body.validated_data["traces"], default_source=body.validated_data.get("source")
    )
    counts = {
        s: sum(r.status == s for r in results)
        for s in (Outcome.ACCEPTED, Outcome.DUPLICATE, Outcome.REJECTED)
    }
    return Response(
        {
            "accepted": counts[Outcome.ACCEPTED],
            "duplicates": counts[Outcome.DUPLICATE],
            "rejected": counts[Outcome.REJECTED],
            "results": [r.__dict__ for r in results],
        },
        status=207 if counts[Outcome.REJECTED] else 200,
    )
