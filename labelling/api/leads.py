"""Lead endpoints of the labelling API: agreement, adjudication, the item browser and its bulk
actions. Same role as the pages (leads); thin wrappers over the selectors and services."""

from __future__ import annotations

from dataclasses import asdict

from django.contrib.auth import get_user_model
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response

from accounts.roles import IsLead
from core.api import ErrorSerializer
from core.params import MAX_ID
from curation.models import EvalItem, EvalSet, Pattern
from curation.services.evalset_items import evalset_items_drop

from .. import selectors, services
from ..models import Label, QueueItem
from ..selectors.browser import NO_PATTERN, NO_QUEUE, item_browse
from ..services.assign import queue_items_assign
from .schemas import AgreementReportSerializer, BrowseResultSerializer
from .serializers import LabelInputSerializer, LabelSerializer

PROBLEMS = {
    400: OpenApiResponse(ErrorSerializer, description="invalid or refused"),
    404: OpenApiResponse(ErrorSerializer, description="no such set or item"),
}


def _plain(value):
    """Dataclasses (agreement figures) as dicts, recursively."""
    if hasattr(value, "__dataclass_fields__"):
        return asdict(value)
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


@extend_schema(responses={200: AgreementReportSerializer, **PROBLEMS})
@api_view(["GET"])
@permission_classes([IsLead])
def agreement(request, pk: int):
    """Agreement on the set's double-labelled items: gold, pattern, unanswerable, pass/fail,
    with 95% intervals, per pair, and the items that disagree on each figure."""
    eval_set = get_object_or_404(EvalSet, pk=pk)
    return Response(_plain(selectors.agreement_report(eval_set=eval_set)))


class BrowseFilterSerializer(serializers.Serializer):
    pattern = serializers.ChoiceField(choices=[*Pattern.values, NO_PATTERN], required=False)
    status = serializers.ChoiceField(choices=[*QueueItem.Status.values, NO_QUEUE], required=False)
    annotator = serializers.CharField(max_length=150, required=False)
    disagreement = serializers.BooleanField(required=False, default=False)
    stale = serializers.BooleanField(required=False, default=False)
    skipped = serializers.BooleanField(required=False, default=False)
    skip_reason = serializers.CharField(max_length=200, required=False)


@extend_schema(
    parameters=[BrowseFilterSerializer], responses={200: BrowseResultSerializer, **PROBLEMS}
)
@api_view(["GET"])
@permission_classes([IsLead])
def set_items(request, pk: int):
    """The item browser: every item of the set with its queue state, filtered."""
    eval_set = get_object_or_404(EvalSet, pk=pk)
    query = BrowseFilterSerializer(data=request.query_params)
    query.is_valid(raise_exception=True)
    return Response(item_browse(eval_set=eval_set, filters=query.validated_data))


class BulkInputSerializer(serializers.Serializer):
    action = serializers.ChoiceField(choices=["assign", "requeue", "drop"])
    items = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=MAX_ID), min_length=1, max_length=5000
    )
    annotator = serializers.CharField(max_length=150, required=False)
    reason = serializers.CharField(max_length=2000, required=False, allow_blank=True, default="")


@extend_schema(
    request=BulkInputSerializer,
    responses={
        200: inline_serializer(
            "BulkResult",
            {
                "done": serializers.IntegerField(),
                "not_done": serializers.DictField(
                    child=serializers.ListField(child=serializers.CharField()),
                    help_text="why -> the item ids it kept from being done",
                ),
            },
        ),
        **PROBLEMS,
    },
)
@api_view(["POST"])
@permission_classes([IsLead])
def set_items_bulk(request, pk: int):
    """Assign items to an annotator, requeue them (with a reason) or drop them from the set."""
    eval_set = get_object_or_404(EvalSet, pk=pk)
    body = BulkInputSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    data = body.validated_data
    ids = list(
        EvalItem.objects.filter(eval_set=eval_set, pk__in=data["items"]).values_list(
            "pk", flat=True
        )
    )
    if data["action"] == "assign":
        if not data.get("annotator"):
            raise ValidationError({"annotator": "who gets the items"})
        user = get_user_model().objects.filter(username=data["annotator"]).first()
        if user is None:
            raise ValidationError({"annotator": f"no user {data['annotator']!r}"})
        report = queue_items_assign(item_ids=ids, annotator=user, user=request.user)
        return Response({"done": report.assigned, "not_done": report.not_assigned})
    if data["action"] == "requeue":
        n = services.queue_requeue(item_ids=ids, reason=data["reason"], user=request.user)
        return Response({"done": n, "not_done": {}})
    n = evalset_items_drop(
        eval_set=eval_set, item_ids=data["items"], reason=data["reason"], user=request.user
    )
    return Response({"done": n, "not_done": {}})


class AdjudicationEntrySerializer(serializers.ModelSerializer):
    item_id = serializers.CharField(source="item.item_id", read_only=True)
    eval_set = serializers.CharField(source="queue.eval_set.name", read_only=True)

    class Meta:
        model = QueueItem
        fields = ["id", "item", "item_id", "eval_set", "round", "status", "updated_at"]


class AdjudicationFilterSerializer(serializers.Serializer):
    eval_set = serializers.IntegerField(min_value=1, max_value=MAX_ID, required=False)


@extend_schema(
    parameters=[AdjudicationFilterSerializer],
    responses={200: AdjudicationEntrySerializer(many=True), **PROBLEMS},
)
@api_view(["GET"])
@permission_classes([IsLead])
def adjudications(request):
    """Items waiting for adjudication, oldest first (``?eval_set=`` narrows to one set)."""
    query = AdjudicationFilterSerializer(data=request.query_params)
    query.is_valid(raise_exception=True)
    eval_set = None
    if query.validated_data.get("eval_set"):
        eval_set = get_object_or_404(EvalSet, pk=query.validated_data["eval_set"])
    entries = selectors.adjudication_entries(eval_set=eval_set)
    return Response(AdjudicationEntrySerializer(entries, many=True).data)


class DecideInputSerializer(serializers.Serializer):
    reason = serializers.CharField(max_length=2000)
    picked = serializers.IntegerField(
        min_value=1, max_value=MAX_ID, required=False, help_text="a label id"
    )
    merged = LabelInputSerializer(required=False)


@extend_schema(request=DecideInputSerializer, responses={200: LabelSerializer, **PROBLEMS})
@api_view(["POST"])
@permission_classes([IsLead])
def adjudicate(request, pk: int):
    """Settle a disagreement (queue entry ``pk``): pick one label or merge, with a reason."""
    entry = get_object_or_404(QueueItem, pk=pk)
    body = DecideInputSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    data = body.validated_data
    picked = None
    if data.get("picked"):
        picked = get_object_or_404(Label, pk=data["picked"], item_id=entry.item_id)
    merged = None
    if "merged" in data:
        merged_body = LabelInputSerializer(data=request.data["merged"])
        merged_body.is_valid(raise_exception=True)
        merged = merged_body.label_data()
    label = services.adjudication_decide(
        entry=entry, user=request.user, reason=data["reason"], picked=picked, merged=merged
    )
    return Response(LabelSerializer(label).data)
