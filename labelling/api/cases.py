"""An item's case over the API: its trace id, transcript, recorded retrieval and tool calls.

Annotators read the items they hold (as the annotation page), leads any item.
"""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.response import Response

from accounts.roles import IsAnnotator
from core.api import ErrorSerializer

from .. import selectors


class RetrievedSerializer(serializers.Serializer):
    rank = serializers.IntegerField()
    doc_id = serializers.CharField()
    chunk_id = serializers.CharField()
    doc_version = serializers.CharField(allow_null=True)
    score = serializers.FloatField(allow_null=True)
    text = serializers.CharField(allow_null=True)


class ToolCallSerializer(serializers.Serializer):
    position = serializers.IntegerField()
    name = serializers.CharField()
    args = serializers.JSONField(allow_null=True)
    response = serializers.JSONField(allow_null=True)
    has_response = serializers.BooleanField()


class TurnSerializer(serializers.Serializer):
    role = serializers.CharField()
    content = serializers.CharField()
    retrieval = RetrievedSerializer(many=True)
    tool_calls = ToolCallSerializer(many=True)
    is_answer = serializers.BooleanField()


class CaseSerializer(serializers.Serializer):
    item = serializers.IntegerField(source="item.pk")
    item_id = serializers.CharField(source="item.item_id")
    trace_id = serializers.CharField(source="item.trace.trace_id", default=None)
    follow_up = serializers.CharField(source="item.follow_up")
    trigger = serializers.CharField(source="item.trigger", allow_null=True)
    prior = TurnSerializer(many=True)
    answer = TurnSerializer(many=True)


@extend_schema(
    responses={
        200: CaseSerializer,
        404: OpenApiResponse(ErrorSerializer, description="no such item, or not yours"),
    }
)
@api_view(["GET"])
@permission_classes([IsAnnotator])
def item_case(request, pk: int):
    """The transcript before the follow-up, the follow-up, and the production answer to it,
    each turn with the retrieval and tool calls it recorded."""
    item = get_object_or_404(selectors.item_list(user=request.user).select_related("trace"), pk=pk)
    return Response(CaseSerializer(selectors.case_for_item(item)).data)
