"""REST API for curation: trace ingestion (batch, per-item results)."""

from __future__ import annotations

from django.conf import settings
from drf_spectacular.utils import OpenApiExample, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.decorators import api_view, parser_classes, permission_classes
from rest_framework.response import Response

from accounts.roles import IsLead
from core.api import ErrorSerializer
from core.parsers import ItemCheckedJSONParser

from .ingest_api import JobOutputSerializer
from .services.ingest_parallel import trace_objects_ingest_start
from .services.traces import Outcome, pseudonymizer_loaded, trace_ingest_objects

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


class TraceItemField(serializers.JSONField):
    """One trace object, taken as parsed: the service validates each item on its own, so a
    ``NaN`` in one item rejects that item, not the body (DRF's JSONField refuses the body)."""

    def to_internal_value(self, data):
        return data


class TraceBatchInputSerializer(serializers.Serializer):
    """The body: a list of trace objects (each checked on its own, rejections reported per item)
    and an optional default source."""

    traces = serializers.ListField(
        child=TraceItemField(),
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
        202: JobOutputSerializer,
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
@parser_classes([ItemCheckedJSONParser])
def traces_ingest(request):
    """Ingest a batch of traces (the trace format); one result per item, in order.

    Accepts ``{"traces": [...], "source"?: str}`` or a bare JSON list. Up to
    ``ASSAY_API_SYNC_TRACES`` traces in up to ``ASSAY_API_SYNC_BYTES`` are ingested at once:
    status 200 when every item was accepted or skipped as a duplicate, 207 when some were
    rejected. A larger body (up to 1,000 traces) would outlast the web server's timeout while it
    is pseudonymized, and so would any body in a web process that has not loaded the
    pseudonymizer yet (spaCy takes tens of seconds to load), so it becomes a job on the workers,
    which keep it loaded: 202 with the job, whose URL
    (``GET /api/jobs/<id>/``) gives progress and the same report as a file upload, where
    ``line N`` is the N-th trace of the body.
    """
    data = {"traces": request.data} if isinstance(request.data, list) else request.data
    body = TraceBatchInputSerializer(data=data)
    body.is_valid(raise_exception=True)
    traces = body.validated_data["traces"]
    body_bytes = int(request.META.get("CONTENT_LENGTH") or 0)
    small = (
        len(traces) <= settings.ASSAY_API_SYNC_TRACES
        and body_bytes <= settings.ASSAY_API_SYNC_BYTES
    )
    if not (small and pseudonymizer_loaded()):
        job = trace_objects_ingest_start(
            objects=traces, source=body.validated_data.get("source") or "", user=request.user
        )
        job.refresh_from_db()
        return Response(JobOutputSerializer(job).data, status=202)
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
