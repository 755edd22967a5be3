"""REST API for file ingestion: upload a JSONL file to be ingested in parallel, poll its job."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.decorators import api_view, parser_classes, permission_classes
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response

from accounts.roles import IsLead
from core.api import ErrorSerializer
from core.models import Job

from .services.ingest_parallel import trace_file_ingest_start


class TraceFileInputSerializer(serializers.Serializer):
    file = serializers.FileField(help_text="JSONL traces, plain or .gz")
    source = serializers.CharField(
        required=False,
        allow_blank=True,
        default="",
        help_text="for traces that do not name a source",
    )


class JobOutputSerializer(serializers.ModelSerializer):
    url = serializers.SerializerMethodField()

    class Meta:
        model = Job
        fields = ["id", "kind", "status", "total", "done", "percent", "message", "result", "url"]

    def get_url(self, job: Job) -> str:
        return f"/api/jobs/{job.pk}/"


@extend_schema(
    request={"multipart/form-data": TraceFileInputSerializer},
    responses={202: JobOutputSerializer, 400: ErrorSerializer},
)
@api_view(["POST"])
@permission_classes([IsLead])
@parser_classes([MultiPartParser])
def trace_file_ingest(request):
    """Ingest a trace file in batches on the workers (pseudonymized, like the upload page).

    Answers 202 with the job at once; poll ``GET /api/jobs/<id>/`` for progress and the final
    report (accepted, duplicates, rejected, and ``line N: field: message`` problems).
    """
    data = TraceFileInputSerializer(data=request.data)
    data.is_valid(raise_exception=True)
    upload = data.validated_data["file"]
    job = trace_file_ingest_start(
        chunks=upload.chunks(),
        name=upload.name,
        source=data.validated_data["source"],
        user=request.user,
    )
    job.refresh_from_db()
    return Response(JobOutputSerializer(job).data, status=202)


@extend_schema(responses={200: JobOutputSerializer})
@api_view(["GET"])
@permission_classes([IsLead])
def job_detail(request, pk: int):
    """A long job's status, progress and, once done, its result."""
    return Response(JobOutputSerializer(get_object_or_404(Job, pk=pk)).data)
