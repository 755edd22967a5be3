"""Budgets over the API (leads, as the budget page): minutes per case, the refresh planner,
the set-sizing calculator. Thin over ``budgets.selectors`` and ``budgets.sizing``."""

from __future__ import annotations

from dataclasses import asdict, is_dataclass

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response

from accounts.roles import IsLead
from core.api import ErrorSerializer
from core.params import MAX_ID
from curation.models import EvalSet

from . import selectors, sizing
from .api_schemas import MinutesReportSerializer, PlannedRefreshSerializer, SizingSerializer

PROBLEMS = {400: OpenApiResponse(ErrorSerializer, description="invalid input, by field")}
MAX_CASES = 1_000_000


def _plain(value):
    if is_dataclass(value) and not isinstance(value, type):
        return {k: _plain(v) for k, v in asdict(value).items()}
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, EvalSet):
        return {"id": value.pk, "name": value.name}
    return value


class MinutesQuerySerializer(serializers.Serializer):
    eval_set = serializers.IntegerField(min_value=1, max_value=MAX_ID, required=False)


@extend_schema(
    parameters=[MinutesQuerySerializer], responses={200: MinutesReportSerializer, **PROBLEMS}
)
@api_view(["GET"])
@permission_classes([IsLead])
def minutes(request):
    """Minutes per label summarized by set, pattern, ground-truth kind and annotator."""
    query = MinutesQuerySerializer(data=request.query_params)
    query.is_valid(raise_exception=True)
    eval_set = None
    if query.validated_data.get("eval_set"):
        eval_set = get_object_or_404(EvalSet, pk=query.validated_data["eval_set"])
    report = selectors.minutes_report(eval_set=eval_set)
    return Response(
        {"unrecorded": report.unrecorded, "by": _plain(report.by), "sets": _plain(report.sets)}
    )


class PlanInputSerializer(serializers.Serializer):
    eval_set = serializers.PrimaryKeyRelatedField(queryset=EvalSet.objects.all())
    cases = serializers.DictField(
        child=serializers.IntegerField(min_value=0, max_value=MAX_CASES),
        help_text="cases to (re)label per pattern slice",
    )
    hours_per_day = serializers.FloatField(min_value=0.1, max_value=24)


@extend_schema(request=PlanInputSerializer, responses={200: PlannedRefreshSerializer, **PROBLEMS})
@api_view(["POST"])
@permission_classes([IsLead])
def plan(request):
    """Price a refresh of ``cases`` per slice from the set's measured minutes."""
    body = PlanInputSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    d = body.validated_data
    try:
        planned = selectors.refresh_for_set(
            eval_set=d["eval_set"], cases=d["cases"], hours_per_day=d["hours_per_day"]
        )
    except ValueError as exc:
        raise ValidationError({"cases": str(exc)}) from None
    return Response(_plain(planned))


class SizingQuerySerializer(serializers.Serializer):
    p = serializers.FloatField(min_value=0.001, max_value=0.999, help_text="expected rate")
    n = serializers.IntegerField(min_value=1, max_value=MAX_CASES, help_text="items in the set")
    half_width = serializers.FloatField(
        min_value=0.1, max_value=50, help_text="wanted half-width, in points"
    )


@extend_schema(parameters=[SizingQuerySerializer], responses={200: SizingSerializer, **PROBLEMS})
@api_view(["GET"])
@permission_classes([IsLead])
def sizing_view(request):
    """The set-sizing calculator: precision at n, and items needed for a half-width."""
    query = SizingQuerySerializer(data=request.query_params)
    query.is_valid(raise_exception=True)
    d = query.validated_data
    try:
        return Response(
            {
                "precision": _plain(sizing.precision(d["p"], d["n"])),
                "needed": sizing.items_needed(d["half_width"] / 100.0, p=d["p"]),
                "needed_worst": sizing.items_needed(d["half_width"] / 100.0),
            }
        )
    except ValueError as exc:
        raise ValidationError({"detail": str(exc)}) from None
