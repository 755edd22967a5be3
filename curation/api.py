"""REST API for curation: trace ingestion (batch, per-item results)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.response import Response

from accounts.roles import IsLead

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


@extend_schema(
    request=inline_serializer(
        "TraceBatch",
        {"traces": serializers.ListField(child=serializers.DictField()),
         "source": serializers.CharField(required=False)},
    ),
    responses={
        200: inline_serializer(
            "TraceIngestResult",
            {"accepted": serializers.IntegerField(), "duplicates": serializers.IntegerField(),
             "rejected": serializers.IntegerField(), "results": _item_result},
        )
    },
    examples=[OpenApiExample("one trace", value={"traces": [{"trace_id": "t1", "messages": [
        {"role": "user", "content": "Which EU regions support customer-managed keys?"}]}]})],
)
@api_view(["POST"])
@permission_classes([IsLead])
def traces_ingest(request):
    """Ingest a batch of traces (the trace format); one result per item, in order.

    Accepts ``{"traces": [...], "source"?: str}`` or a bare JSON list. Status 200 when every
    item was accepted or skipped as a duplicate, 207 when some were rejected.
    """
    body = request.data
    source = None
    if isinstance(body, dict):
        source = body.get("source")
        body = body.get("traces")
    if not isinstance(body, list):
        return Response({"error": "traces: expected a list of trace objects"}, status=400)
    if len(body) > MAX_API_BATCH:
        return Response({"error": f"traces: at most {MAX_API_BATCH} per request"}, status=400)
    if source is not None and not isinstance(source, str):
        return Response({"error": "source: must be a string"}, status=400)
    results = trace_ingest_objects(objects=body, default_source=source)
    counts = {s: sum(r.status == s for r in results) for s in (Outcome.ACCEPTED, Outcome.DUPLICATE, Outcome.REJECTED)}
    return Response(
        {
            "accepted": counts[Outcome.ACCEPTED],
            "duplicates": counts[Outcome.DUPLICATE],
            "rejected": counts[Outcome.REJECTED],
            "results": [r.__dict__ for r in results],
        },
        status=207 if counts[Outcome.REJECTED] else 200,
    )
