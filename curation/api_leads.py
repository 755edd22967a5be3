"""Curation API for the labelling team: mining and sampling (leads), corpus search (annotators
and leads), the capture report (leads). Same roles as the pages; thin over the services."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.response import Response

from accounts.roles import IsAnnotator, IsLead
from core.api import ErrorSerializer
from core.jobs import job_create, job_enqueue

from . import tasks
from .api_schemas import (
    CaptureSourceSerializer,
    PartitionSerializer,
    SampledSetSerializer,
    SamplePreviewSerializer,
)
from .followups.sampler import SAMPLE_STRATA
from .search.fulltext import corpus_search, semantic_search, semantic_search_available
from .selectors import capture_report, followup_partition
from .services.followups import evalset_sample
from .services.sampling import SampleFilters, evalset_sample_preview, shortfall_dict

PROBLEMS = {400: OpenApiResponse(ErrorSerializer, description="invalid or refused")}
MAX_QUOTA = 100_000


class MineInputSerializer(serializers.Serializer):
    source = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")


class SampleInputSerializer(serializers.Serializer):
    quotas = serializers.DictField(
        child=serializers.IntegerField(min_value=0, max_value=MAX_QUOTA),
        help_text=f"per stratum ({', '.join(SAMPLE_STRATA)}): how many turns to draw",
    )
    seed = serializers.IntegerField(min_value=0, max_value=2**31 - 1, default=7)
    source = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")
    allow_reuse = serializers.BooleanField(default=False)
    with_retrieval = serializers.BooleanField(default=False)
    with_reference = serializers.BooleanField(default=False)

    def validate_quotas(self, quotas: dict) -> dict:
        unknown = sorted(set(quotas) - set(SAMPLE_STRATA))
        if unknown:
            raise serializers.ValidationError(
                f"unknown stratum {unknown[0]!r}; expected one of {', '.join(SAMPLE_STRATA)}"
            )
        return {k: v for k, v in quotas.items() if v}

    def draw_args(self) -> dict:
        d = self.validated_data
        return {
            "quotas": d["quotas"],
            "seed": d["seed"],
            "source": d["source"] or None,
            "allow_reuse": d["allow_reuse"],
            "filters": SampleFilters(
                with_retrieval=d["with_retrieval"], with_reference=d["with_reference"]
            ),
        }


class SampleCreateInputSerializer(SampleInputSerializer):
    name = serializers.CharField(max_length=200)
    description = serializers.CharField(
        max_length=2000, required=False, allow_blank=True, default=""
    )


@extend_schema(
    request=MineInputSerializer,
    responses={202: inline_serializer("MineJob", {"job": serializers.IntegerField()}), **PROBLEMS},
)
@api_view(["POST"])
@permission_classes([IsLead])
def mine(request):
    """Start mining follow-ups (a job; follow it at ``/api/jobs/<id>/``)."""
    body = MineInputSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    job = job_create(
        kind="mine_followups", params={"source": body.validated_data["source"]}, user=request.user
    )
    job_enqueue(tasks.mine_followups, job)
    return Response({"job": job.pk}, status=status.HTTP_202_ACCEPTED)


class PartitionQuerySerializer(serializers.Serializer):
    source = serializers.CharField(max_length=200, required=False)


@extend_schema(
    parameters=[PartitionQuerySerializer], responses={200: PartitionSerializer, **PROBLEMS}
)
@api_view(["GET"])
@permission_classes([IsLead])
def partition(request):
    """The follow-up partition: count and share per pattern, antecedent distances."""
    query = PartitionQuerySerializer(data=request.query_params)
    query.is_valid(raise_exception=True)
    return Response(followup_partition(source=query.validated_data.get("source")))


@extend_schema(request=SampleInputSerializer, responses={200: SamplePreviewSerializer, **PROBLEMS})
@api_view(["POST"])
@permission_classes([IsLead])
def sample_preview(request):
    """What the quotas would draw (per stratum, examples, shortfalls); creates nothing."""
    body = SampleInputSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    return Response(evalset_sample_preview(**body.draw_args()))


@extend_schema(
    request=SampleCreateInputSerializer,
    responses={
        201: SampledSetSerializer,
        **PROBLEMS,
    },
)
@api_view(["POST"])
@permission_classes([IsLead])
def sample(request):
    """Sample a new draft set; shortfalls are returned (never filled from other patterns)."""
    body = SampleCreateInputSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    eval_set, result = evalset_sample(
        name=body.validated_data["name"],
        description=body.validated_data["description"],
        user=request.user,
        **body.draw_args(),
    )
    return Response(
        {
            "eval_set": eval_set.pk,
            "name": eval_set.name,
            "items": eval_set.items.count(),
            "shortfalls": shortfall_dict(result),
        },
        status=status.HTTP_201_CREATED,
    )


class SearchQuerySerializer(serializers.Serializer):
    q = serializers.CharField(max_length=500)
    mode = serializers.ChoiceField(choices=["words", "meaning"], default="words")
    limit = serializers.IntegerField(min_value=1, max_value=100, default=20)


class SearchHitSerializer(serializers.Serializer):
    chunk_id = serializers.CharField()
    doc_id = serializers.CharField()
    title = serializers.CharField()
    version = serializers.CharField()
    text = serializers.CharField()


@extend_schema(
    parameters=[SearchQuerySerializer],
    responses={
        200: inline_serializer(
            "SearchResult",
            {
                "mode": serializers.CharField(),
                "available": serializers.BooleanField(),
                "hits": SearchHitSerializer(many=True),
            },
        ),
        **PROBLEMS,
    },
)
@api_view(["GET"])
@permission_classes([IsAnnotator])
def search(request):
    """Corpus search by words (full text) or by meaning (once a corpus index exists;
    ``available`` says whether it does)."""
    query = SearchQuerySerializer(data=request.query_params)
    query.is_valid(raise_exception=True)
    q = query.validated_data
    if q["mode"] == "meaning":
        available = semantic_search_available()
        hits = semantic_search(q["q"], limit=q["limit"]) if available else []
    else:
        available, hits = True, corpus_search(q["q"], limit=q["limit"])
    return Response(
        {
            "mode": q["mode"],
            "available": available,
            "hits": SearchHitSerializer(hits, many=True).data,
        }
    )


@extend_schema(responses={200: CaptureSourceSerializer(many=True)})
@api_view(["GET"])
@permission_classes([IsLead])
def capture(request):
    """The capture report: per source, the share of traces carrying each field."""
    return Response(capture_report())
