"""API for versioned exports: list and freeze a set's versions, download an export (leads)."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.roles import IsLead
from core.api import ErrorSerializer
from curation.models import EvalSet
from exports.formats import FORMATS
from exports.models import EvalSetVersion
from exports.services import evalset_freeze, evalset_version_get
from exports.views import download_response


class EvalSetVersionSerializer(serializers.ModelSerializer):
    created_by = serializers.SlugRelatedField(slug_field="username", read_only=True)
    label = serializers.CharField(read_only=True)
    replay_hashes = serializers.DictField(
        child=serializers.CharField(),
        read_only=True,
        help_text="item selection -> the set-version hash replay records for it",
    )

    class Meta:
        model = EvalSetVersion
        fields = [
            "number",
            "label",
            "content_hash",
            "replay_hashes",
            "n_items",
            "note",
            "created_by",
            "created_at",
        ]


class FreezeSerializer(serializers.Serializer):
    note = serializers.CharField(required=False, allow_blank=True, max_length=2000, default="")


class ExportQuerySerializer(serializers.Serializer):
    format = serializers.ChoiceField(
        choices=FORMATS,
        error_messages={"invalid_choice": f"one of {', '.join(FORMATS)}, got {{input}}"},
    )
    version = serializers.IntegerField(min_value=1, required=False)


class FreezeResultSerializer(EvalSetVersionSerializer):
    created = serializers.BooleanField()

    class Meta(EvalSetVersionSerializer.Meta):
        fields = [*EvalSetVersionSerializer.Meta.fields, "created"]


class EvalSetVersionsView(APIView):
    permission_classes = [IsLead]

    @extend_schema(
        responses=EvalSetVersionSerializer(many=True), summary="Frozen versions of an eval set"
    )
    def get(self, request, pk: int):
        eval_set = get_object_or_404(EvalSet, pk=pk)
        versions = (
            EvalSetVersion.objects.filter(eval_set=eval_set)
            .select_related("eval_set", "created_by")
            .defer("content")
        )
        return Response(EvalSetVersionSerializer(versions.order_by("-number"), many=True).data)

    @extend_schema(
        request=FreezeSerializer,
        responses={
            201: FreezeResultSerializer,
            200: FreezeResultSerializer,
            400: OpenApiResponse(ErrorSerializer, description="cannot be frozen"),
        },
        summary="Freeze the set (returns the latest version when nothing changed)",
    )
    def post(self, request, pk: int):
        eval_set = get_object_or_404(EvalSet, pk=pk)
        data = FreezeSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        version, created = evalset_freeze(
            eval_set=eval_set, user=request.user, note=data.validated_data["note"]
        )
        version.created = created
        return Response(
            FreezeResultSerializer(version).data,
            status=status.HTTP_201_CREATED if created else status.HTTP_200_OK,
        )


class _FormatIsTheExportFormat(DefaultContentNegotiation):
    """``?format=`` names the export format here, not a DRF renderer; errors render as JSON."""

    def select_renderer(self, request, renderers, format_suffix=None):
        return super().select_renderer(request, renderers, format_suffix="json")


class EvalSetExportView(APIView):
    permission_classes = [IsLead]
    renderer_classes = [JSONRenderer]
    content_negotiation_class = _FormatIsTheExportFormat

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "format",
                str,
                enum=list(FORMATS),
                required=True,
                description="jsonl (follow-up items), cases (frozen cases) or trec (qrels)",
            ),
            OpenApiParameter(
                "version", int, required=False, description="version number (default: the latest)"
            ),
        ],
        responses={
            (200, "application/x-ndjson"): OpenApiTypes.BINARY,
            400: OpenApiResponse(ErrorSerializer, description="bad format or version"),
            404: OpenApiResponse(ErrorSerializer, description="no such version"),
            409: OpenApiResponse(
                ErrorSerializer, description="the version cannot be written in this format"
            ),
        },
        summary="Download a frozen version; X-Assay-Version and X-Assay-Content-Hash name it",
    )
    def get(self, request, pk: int):
        eval_set = get_object_or_404(EvalSet, pk=pk)
        query = ExportQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        version = evalset_version_get(eval_set=eval_set, number=query.validated_data.get("version"))
        return download_response(version, query.validated_data["format"])
