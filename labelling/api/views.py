"""Viewsets of the labelling API: thin wrappers over the services and selectors."""

from __future__ import annotations

from django.db.models import Count
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import (
    OpenApiResponse,
    extend_schema,
    extend_schema_view,
)
from rest_framework import mixins, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import BasePermission
from rest_framework.response import Response

from accounts.roles import LEAD, IsAnnotator, IsLead, has_role
from core.api import ErrorSerializer
from curation.models import EvalItem, EvalSet

from .. import selectors, services
from ..errors import LabelConflict, LabelInvalid
from ..models import Assignment, GuideRule, Label, Queue
from .serializers import (
    AssignmentSerializer,
    DraftResultSerializer,
    EvalSetPlanSerializer,
    EvalSetSerializer,
    GuideRuleSerializer,
    GuideRuleUpdateSerializer,
    GuideRuleVersionSerializer,
    ItemFilterSerializer,
    ItemSerializer,
    ItemWithTruthSerializer,
    LabelChangeInputSerializer,
    LabelFilterSerializer,
    LabelInputSerializer,
    LabelSerializer,
    MinutesCorrectionInputSerializer,
    MinutesSerializer,
    QueueCreateInputSerializer,
    QueueSerializer,
    QueueUpdateInputSerializer,
    SkipSerializer,
    SubmitResultSerializer,
)

_PROBLEMS = {400: OpenApiResponse(ErrorSerializer, description="invalid or refused")}
_CONFLICT = {409: OpenApiResponse(ErrorSerializer, description="the label changed since `version`")}


class _ServiceViewSet(viewsets.GenericViewSet):
    """Errors raised by the services are answered by the API's one exception handler
    (``core.api.exception_handler``); a label conflict also carries the label as it is now."""

    # Ids are numbers: anything else in the path is a 404 from the URL resolver, not a 500.
    lookup_value_regex = r"[0-9]{1,18}"

    def error_details(self, exc: Exception) -> dict:
        if isinstance(exc, LabelConflict):
            return {"current": LabelSerializer(exc.current).data}
        return {}


class _LeadWrites(BasePermission):
    """Reads for any annotator; writes for leads."""

    def has_permission(self, request, view) -> bool:
        if request.method in ("GET", "HEAD", "OPTIONS"):
            return IsAnnotator().has_permission(request, view)
        return IsLead().has_permission(request, view)


@extend_schema_view(
    list=extend_schema(summary="Eval sets with their labelling plan (leads)"),
    retrieve=extend_schema(summary="One eval set"),
)
class EvalSetViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, _ServiceViewSet):
    serializer_class = EvalSetSerializer
    permission_classes = [IsLead]
    queryset = (
        EvalSet.objects.annotate(n_items=Count("items")).select_related("queue").order_by("name")
    )

    @extend_schema(
        request=EvalSetPlanSerializer,
        responses={200: EvalSetSerializer, **_PROBLEMS},
        summary="Set the labelling plan (before any label is submitted)",
    )
    @action(detail=True, methods=["post"])
    def plan(self, request, pk=None):
        eval_set = self.get_object()
        body = EvalSetPlanSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        services.evalset_labelling_configure(eval_set=eval_set, **body.validated_data)
        return Response(EvalSetSerializer(self.get_queryset().get(pk=eval_set.pk)).data)


@extend_schema_view(
    list=extend_schema(summary="Queues (annotators: open queues; leads: all)"),
    retrieve=extend_schema(summary="A queue with its progress per status and per annotator"),
    create=extend_schema(summary="Create the queue of an eval set (idempotent; leads)"),
    partial_update=extend_schema(summary="Open or close a queue (leads)"),
)
class QueueViewSet(
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    mixins.CreateModelMixin,
    mixins.UpdateModelMixin,
    _ServiceViewSet,
):
    serializer_class = QueueSerializer
    permission_classes = [_LeadWrites]
    http_method_names = ["get", "post", "patch", "head", "options"]

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):
            return Queue.objects.none()
        return selectors.queue_list(user=self.request.user)

    def get_serializer_context(self):
        return {**super().get_serializer_context(), "with_progress": self.action == "retrieve"}

    def create(self, request, *args, **kwargs):
        body = QueueCreateInputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        queue = services.queue_create(eval_set=body.validated_data["eval_set"], user=request.user)
        return Response(
            QueueSerializer(queue, context={"with_progress": True, "request": request}).data,
            status=201,
        )

    def partial_update(self, request, *args, **kwargs):
        queue = self.get_object()
        body = QueueUpdateInputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        services.queue_set_open(queue=queue, is_open=body.validated_data["is_open"])
        return Response(QueueSerializer(queue).data)

    @extend_schema(
        request=None,
        responses={
            200: AssignmentSerializer,
            204: OpenApiResponse(description="nothing left for you"),
            **_PROBLEMS,
        },
        summary="Reserve the next item for me (or return the one I hold)",
    )
    @action(detail=True, methods=["post"], permission_classes=[IsAnnotator])
    def next(self, request, pk=None):
        queue = get_object_or_404(Queue.objects.select_related("eval_set"), pk=pk)
        assignment = services.assignment_next(queue=queue, user=request.user)
        if assignment is None:
            return Response(status=204)
        assignment = selectors.assignment_for_user(assignment_id=assignment.pk, user=request.user)
        return Response(AssignmentSerializer(assignment).data)


@extend_schema_view(
    list=extend_schema(summary="My assignments, newest first"),
    retrieve=extend_schema(summary="One of my assignments, with the item and my label"),
)
class AssignmentViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, _ServiceViewSet):
    serializer_class = AssignmentSerializer
    permission_classes = [IsAnnotator]
    queryset = Assignment.objects.none()  # typed path parameters for the schema

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):
            return Assignment.objects.none()
        return selectors.assignment_list(user=self.request.user)

    def _label_body(self, request) -> LabelInputSerializer:
        body = LabelInputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        return body

    @extend_schema(
        request=LabelInputSerializer,
        responses={200: DraftResultSerializer, **_PROBLEMS, **_CONFLICT},
        summary="Save my label in progress (a draft)",
    )
    @action(detail=True, methods=["post"])
    def draft(self, request, pk=None):
        assignment = self.get_object()
        body = self._label_body(request)
        label, errors = services.label_save_draft(
            assignment=assignment,
            user=request.user,
            data=body.label_data(),
            version=body.validated_data.get("version"),
        )
        return Response({"label": LabelSerializer(label).data, "errors": errors})

    @extend_schema(
        request=LabelInputSerializer,
        responses={200: SubmitResultSerializer, **_PROBLEMS, **_CONFLICT},
        summary="Submit my label; the item becomes final, waits, or goes to adjudication",
    )
    @action(detail=True, methods=["post"])
    def submit(self, request, pk=None):
        assignment = self.get_object()
        body = self._label_body(request)
        result = services.label_submit(
            assignment=assignment,
            user=request.user,
            data=body.label_data(),
            version=body.validated_data.get("version"),
        )
        return Response(
            {"outcome": str(result.outcome), "label": LabelSerializer(result.label).data}
        )

    @extend_schema(
        request=SkipSerializer,
        responses={200: AssignmentSerializer, **_PROBLEMS},
        summary="Skip the item, with a reason",
    )
    @action(detail=True, methods=["post"])
    def skip(self, request, pk=None):
        assignment = self.get_object()
        body = SkipSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        services.assignment_skip(
            assignment=assignment, user=request.user, reason=body.validated_data["reason"]
        )
        return Response(AssignmentSerializer(self.get_queryset().get(pk=assignment.pk)).data)

    @extend_schema(
        request=None,
        responses={200: MinutesSerializer},
        summary="Record active work; returns my minutes",
    )
    @action(detail=True, methods=["post"])
    def heartbeat(self, request, pk=None):
        assignment = self.get_object()
        if assignment.status != Assignment.Status.ACTIVE:
            return Response(
                {
                    "minutes": selectors.item_minutes(
                        user_id=request.user.pk,
                        item_id=assignment.entry.item_id,
                        round=assignment.round,
                    )
                }
            )
        minutes = services.heartbeat_record(
            item_id=assignment.entry.item_id,
            round=assignment.round,
            user=request.user,
            assignment=assignment,
        )
        return Response({"minutes": minutes})


@extend_schema_view(
    list=extend_schema(
        summary="Items (leads: all, filter by eval_set; annotators: the items they hold)",
        parameters=[ItemFilterSerializer],
    ),
    retrieve=extend_schema(summary="One item"),
)
class ItemViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, _ServiceViewSet):
    permission_classes = [IsAnnotator]
    queryset = EvalItem.objects.none()  # typed path parameters for the schema

    def get_serializer_class(self):
        if getattr(self, "swagger_fake_view", False) or has_role(self.request.user, LEAD):
            return ItemWithTruthSerializer
        return ItemSerializer

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):
            return EvalItem.objects.none()
        filters = ItemFilterSerializer(data=self.request.query_params)
        filters.is_valid(raise_exception=True)
        return selectors.item_list(user=self.request.user, filters=filters.validated_data)


@extend_schema_view(
    list=extend_schema(
        summary="Labels (leads: all; annotators: their own)",
        parameters=[LabelFilterSerializer],
    ),
    retrieve=extend_schema(summary="One label"),
    partial_update=extend_schema(
        request=LabelChangeInputSerializer,
        responses={200: LabelSerializer, **_PROBLEMS, **_CONFLICT},
        summary="Change a label (annotators: their own, until the set is frozen; leads: any, "
        "with a reason for another person's); needs `version`; a submitted label's change is "
        "recorded as an edit",
    ),
)
class LabelViewSet(
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    mixins.UpdateModelMixin,
    _ServiceViewSet,
):
    serializer_class = LabelSerializer
    permission_classes = [IsAnnotator]
    http_method_names = ["get", "patch", "post", "head", "options"]  # post: minutes/ only
    queryset = Label.objects.none()  # typed path parameters for the schema

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):
            return Label.objects.none()
        filters = LabelFilterSerializer(data=self.request.query_params)
        filters.is_valid(raise_exception=True)
        return selectors.label_list(user=self.request.user, filters=filters.validated_data)

    def partial_update(self, request, *args, **kwargs):
        label = self.get_object()
        body = LabelChangeInputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        version = body.validated_data.get("version")
        if label.status == Label.Status.SUBMITTED:  # the label page's edit, the same service
            if version is None:
                raise LabelInvalid({"version": "give the version you read (optimistic locking)"})
            label = services.label_revise(
                label=label,
                user=request.user,
                data=body.label_data(),
                version=version,
                reason=body.validated_data["reason"],
            )
        else:
            label = services.label_update(
                label=label, user=request.user, data=body.label_data(), version=version
            )
        return Response(LabelSerializer(label).data)

    @extend_schema(
        request=MinutesCorrectionInputSerializer,
        responses={200: LabelSerializer, **_PROBLEMS},
        summary="Correct a submitted label's active minutes, with a reason (audited)",
    )
    @action(detail=True, methods=["post"])
    def minutes(self, request, pk=None):
        """The annotator corrects their own; a lead anyone's. The heartbeat figure is kept."""
        label = self.get_object()
        body = MinutesCorrectionInputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        label = services.label_minutes_correct(
            label=label, user=request.user, **body.validated_data
        )
        return Response(LabelSerializer(label).data)


@extend_schema_view(
    list=extend_schema(summary="The labelling guide's rules"),
    retrieve=extend_schema(summary="One rule at its current version"),
    create=extend_schema(
        summary="Add a rule (leads)", responses={201: GuideRuleSerializer, **_PROBLEMS}
    ),
    partial_update=extend_schema(
        request=GuideRuleUpdateSerializer,
        responses={200: GuideRuleSerializer, **_PROBLEMS},
        summary="Change a rule: a new version (leads)",
    ),
)
class GuideRuleViewSet(
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    mixins.CreateModelMixin,
    mixins.UpdateModelMixin,
    _ServiceViewSet,
):
    serializer_class = GuideRuleSerializer
    permission_classes = [_LeadWrites]
    lookup_field = "code"
    lookup_value_regex = r"[A-Za-z]{1,8}-\d{1,4}"
    http_method_names = ["get", "post", "patch", "head", "options"]

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):
            return GuideRule.objects.none()
        return selectors.guide_rule_list(user=self.request.user)

    def create(self, request, *args, **kwargs):
        body = GuideRuleSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        rule = services.guide_rule_create(user=request.user, **body.validated_data)
        return Response(GuideRuleSerializer(rule).data, status=201)

    def partial_update(self, request, *args, **kwargs):
        rule = self.get_object()
        body = GuideRuleUpdateSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        rule = services.guide_rule_update(rule=rule, user=request.user, **body.validated_data)
        return Response(GuideRuleSerializer(rule).data)

    @extend_schema(
        responses={200: GuideRuleVersionSerializer(many=True)}, summary="A rule's version history"
    )
    @action(detail=True, methods=["get"], pagination_class=None)
    def versions(self, request, code=None):
        rule = self.get_object()
        return Response(GuideRuleVersionSerializer(selectors.rule_history(rule), many=True).data)

    @extend_schema(
        responses={200: LabelSerializer(many=True)},
        summary="Labels decided under an older version of the rule (leads)",
    )
    @action(detail=True, methods=["get"], permission_classes=[IsLead], pagination_class=None)
    def outdated(self, request, code=None):
        rule = get_object_or_404(GuideRule, code=code)
        return Response(LabelSerializer(selectors.labels_under_older_version(rule), many=True).data)
