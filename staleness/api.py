"""Stale flags over the API (leads, as the work queue page): list, requeue, dismiss."""

from __future__ import annotations

from dataclasses import asdict

from drf_spectacular.utils import OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.response import Response

from accounts.roles import IsLead
from core.api import ErrorSerializer
from core.params import MAX_ID
from staleness.models import StaleFlag, StaleReason
from staleness.selectors import flag_list
from staleness.services import stale_flags_dismiss, stale_flags_requeue

PROBLEMS = {400: OpenApiResponse(ErrorSerializer, description="invalid or refused")}
STATUSES = ["live", *StaleFlag.Status.values]


class FlagFilterSerializer(serializers.Serializer):
    reason = serializers.ChoiceField(choices=StaleReason.choices, required=False)
    eval_set = serializers.IntegerField(min_value=1, max_value=MAX_ID, required=False)
    status = serializers.ChoiceField(choices=STATUSES, default="live")
    limit = serializers.IntegerField(min_value=1, max_value=2000, default=200)


class FlagSerializer(serializers.ModelSerializer):
    eval_set = serializers.CharField(source="eval_set.name", read_only=True)
    item_id = serializers.CharField(source="item.item_id", read_only=True)
    acted_by = serializers.SlugRelatedField(slug_field="username", read_only=True)

    class Meta:
        model = StaleFlag
        fields = [
            "id",
            "eval_set",
            "item",
            "item_id",
            "reason",
            "status",
            "summary",
            "evidence",
            "created_at",
            "acted_by",
            "note",
        ]


class FlagActionSerializer(serializers.Serializer):
    flags = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=MAX_ID), min_length=1, max_length=5000
    )
    reason = serializers.CharField(max_length=2000)


@extend_schema(
    parameters=[FlagFilterSerializer], responses={200: FlagSerializer(many=True), **PROBLEMS}
)
@api_view(["GET"])
@permission_classes([IsLead])
def flags(request):
    """Stale flags, filtered (``status`` "live": open or requeued)."""
    query = FlagFilterSerializer(data=request.query_params)
    query.is_valid(raise_exception=True)
    q = query.validated_data
    rows = flag_list(
        reason=q.get("reason"), eval_set_id=q.get("eval_set"), status=q["status"], limit=q["limit"]
    )
    return Response(FlagSerializer(rows, many=True).data)


@extend_schema(
    request=FlagActionSerializer,
    responses={
        200: inline_serializer(
            "RequeueReport",
            {
                "items": serializers.IntegerField(),
                "already_open": serializers.IntegerField(),
                "flags": serializers.IntegerField(),
                "without_queue": serializers.ListField(child=serializers.IntegerField()),
            },
        ),
        **PROBLEMS,
    },
)
@api_view(["POST"])
@permission_classes([IsLead])
def flags_requeue(request):
    """Send the items of these open flags back for labelling, with what to look at."""
    body = FlagActionSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    report = stale_flags_requeue(
        flag_ids=body.validated_data["flags"],
        user=request.user,
        reason=body.validated_data["reason"],
    )
    return Response(asdict(report))


@extend_schema(
    request=FlagActionSerializer,
    responses={
        200: inline_serializer("Dismissed", {"dismissed": serializers.IntegerField()}),
        **PROBLEMS,
    },
)
@api_view(["POST"])
@permission_classes([IsLead])
def flags_dismiss(request):
    """Dismiss these live flags with a reason (the same cause is not flagged again)."""
    body = FlagActionSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    n = stale_flags_dismiss(
        flag_ids=body.validated_data["flags"],
        user=request.user,
        reason=body.validated_data["reason"],
    )
    return Response({"dismissed": n})
