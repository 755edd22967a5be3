"""Replay runs over the API (leads, as the pages): create, status, report, per-item results,
compare and ladder. Thin: validate, call the service or selector, serialize."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.response import Response

from accounts.roles import IsLead
from core.api import ErrorSerializer
from core.params import MAX_ID
from curation.models import EvalSet
from replay import services
from replay.api_schemas import (
    CompareSerializer,
    LadderSerializer,
    ResultLineSerializer,
    RunReportSerializer,
)
from replay.arms import ARMS
from replay.judging import run_coverage
from replay.models import Run
from replay.planning import ITEM_SELECTIONS
from replay.selectors import (
    DEFAULT_METRIC,
    output_line,
    run_report,
    run_rows,
    runs_compare,
    runs_ladder,
)

PROBLEMS = {
    400: OpenApiResponse(ErrorSerializer, description="invalid or refused"),
    404: OpenApiResponse(ErrorSerializer, description="no such run"),
}
MAX_LADDER = 12


class RunCreateInputSerializer(serializers.Serializer):
    eval_set = serializers.PrimaryKeyRelatedField(queryset=EvalSet.objects.all())
    arm = serializers.ChoiceField(choices=ARMS)
    k = serializers.IntegerField(min_value=1, max_value=1000, default=10)
    items = serializers.ChoiceField(choices=ITEM_SELECTIONS, default="labelled")
    params = serializers.DictField(required=False, default=dict)


class RunSerializer(serializers.ModelSerializer):
    eval_set = serializers.CharField(source="eval_set.name", read_only=True)
    done_items = serializers.SerializerMethodField()

    class Meta:
        model = Run
        fields = [
            "id",
            "eval_set",
            "arm",
            "arm_params",
            "k",
            "status",
            "total_items",
            "done_items",
            "config_hash",
            "corpus_state",
            "eval_set_version",
            "message",
        ]

    def get_done_items(self, run: Run) -> int:
        return run.results.count()


class CompareQuerySerializer(serializers.Serializer):
    a = serializers.IntegerField(min_value=1, max_value=MAX_ID)
    b = serializers.IntegerField(min_value=1, max_value=MAX_ID)
    metric = serializers.CharField(default=DEFAULT_METRIC, max_length=32)
    intersection = serializers.BooleanField(default=False)
    resamples = serializers.IntegerField(min_value=100, max_value=20000, default=2000)


class LadderQuerySerializer(serializers.Serializer):
    runs = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=MAX_ID),
        min_length=2,
        max_length=MAX_LADDER,
    )
    metric = serializers.CharField(default=DEFAULT_METRIC, max_length=32)
    resamples = serializers.IntegerField(min_value=100, max_value=20000, default=2000)


@extend_schema(
    request=RunCreateInputSerializer,
    responses={201: RunSerializer, 200: RunSerializer(many=True), **PROBLEMS},
)
@api_view(["GET", "POST"])
@permission_classes([IsLead])
def runs(request):
    """GET: the latest runs. POST: create a run and queue it (its status says how far it got)."""
    if request.method == "GET":
        latest = Run.objects.select_related("eval_set").order_by("-pk")[:100]
        return Response(RunSerializer(latest, many=True).data)
    body = RunCreateInputSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    run = services.run_create(user=request.user, **body.validated_data)
    services.run_enqueue(run)
    return Response(RunSerializer(run).data, status=status.HTTP_201_CREATED)


@extend_schema(responses={200: RunSerializer, **PROBLEMS})
@api_view(["GET"])
@permission_classes([IsLead])
def run_detail(request, pk: int):
    """A run's status and progress."""
    return Response(RunSerializer(get_object_or_404(Run, pk=pk)).data)


@extend_schema(responses={200: RunReportSerializer, **PROBLEMS})
@api_view(["GET"])
@permission_classes([IsLead])
def run_report_view(request, pk: int):
    """The run's report: counts, unanswerable rate, metrics overall and per pattern with
    intervals, the ceiling check and drift (each with its caveats)."""
    return Response(run_report(get_object_or_404(Run.objects.select_related("eval_set"), pk=pk)))


@extend_schema(responses={200: ResultLineSerializer(many=True), **PROBLEMS})
@api_view(["GET"])
@permission_classes([IsLead])
def run_results(request, pk: int):
    """Per-item results, in the ``replay --output`` line format."""
    run = get_object_or_404(Run, pk=pk)
    return Response([output_line(row) for row in run_rows(run)])


def _done_run(pk: int) -> Run:
    return get_object_or_404(Run.objects.select_related("eval_set"), pk=pk)


@extend_schema(parameters=[CompareQuerySerializer], responses={200: CompareSerializer, **PROBLEMS})
@api_view(["GET"])
@permission_classes([IsLead])
def compare(request):
    """Paired bootstrap of run b minus run a (with the caveats: shared items, corpus, set),
    its sign-flip p-value, and both runs' judged coverage."""
    query = CompareQuerySerializer(data=request.query_params)
    query.is_valid(raise_exception=True)
    q = query.validated_data
    run_a, run_b = _done_run(q["a"]), _done_run(q["b"])
    result = runs_compare(
        run_a,
        run_b,
        metric=q["metric"],
        resamples=q["resamples"],
        use_intersection=q["intersection"],
    )
    result["coverage"] = {str(run.pk): run_coverage(run) for run in (run_a, run_b)}
    return Response(result)


@extend_schema(parameters=[LadderQuerySerializer], responses={200: LadderSerializer, **PROBLEMS})
@api_view(["GET"])
@permission_classes([IsLead])
def ladder(request):
    """Consecutive gaps between runs in order (``?runs=3&runs=5&runs=7``); they add up exactly
    to the total."""
    body = LadderQuerySerializer(data=request.query_params)
    body.is_valid(raise_exception=True)
    q = body.validated_data
    runs = [_done_run(pk) for pk in q["runs"]]
    result = runs_ladder(runs, metric=q["metric"], resamples=q["resamples"])
    result["coverage"] = {str(run.pk): run_coverage(run) for run in runs}
    return Response(result)
