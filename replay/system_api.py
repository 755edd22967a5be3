"""System runs over the API (leads): start one on the workers, poll it, read its report.

``POST /api/system-runs/`` ``{"eval_set", "url", "mode"?, "repeats"?, "judge_url"?,
"system_version"?}`` answers 201 with the run; ``GET /api/system-runs/<id>/`` its status,
progress, grading progress and, once done, the verdict report.
"""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.response import Response

from accounts.roles import IsLead
from core.api import ErrorSerializer
from core.errors import NotFound
from curation.models import EvalSet
from replay.api_schemas import SystemReportSerializer
from replay.models import Run
from replay.services import run_enqueue
from replay.system import MAX_REPEATS, MODES
from replay.system_runs import DEFAULT_REPEATS, system_run_create
from replay.system_selectors import system_report


class SystemRunInputSerializer(serializers.Serializer):
    eval_set = serializers.CharField(help_text="the eval set's name")
    url = serializers.CharField()
    mode = serializers.ChoiceField(choices=MODES, default="frozen")
    repeats = serializers.IntegerField(min_value=1, max_value=MAX_REPEATS, default=DEFAULT_REPEATS)
    judge_url = serializers.CharField(required=False, allow_blank=True, default="")
    system_version = serializers.CharField(required=False, allow_blank=True, default="")


RunOut = inline_serializer(
    "SystemRun",
    {
        "run": serializers.IntegerField(),
        "status": serializers.CharField(),
        "config_hash": serializers.CharField(),
        "done": serializers.IntegerField(),
        "total": serializers.IntegerField(),
        "report": SystemReportSerializer(allow_null=True, help_text="once the run is done"),
    },
)


def _out(run: Run) -> dict:
    job = run.job
    return {
        "run": run.pk,
        "status": run.status,
        "message": run.message,
        "config_hash": run.config_hash,
        "config": run.config,
        "done": job.done if job else 0,
        "total": run.total_items,
        "report": system_report(run) if run.status == Run.Status.DONE else None,
    }


@extend_schema(
    request=SystemRunInputSerializer,
    responses={201: RunOut, 400: ErrorSerializer, 404: ErrorSerializer},
)
@api_view(["POST"])
@permission_classes([IsLead])
def system_run_start(request):
    """Start a system run on the workers."""
    data = SystemRunInputSerializer(data=request.data)
    data.is_valid(raise_exception=True)
    values = data.validated_data
    eval_set = EvalSet.objects.filter(name=values["eval_set"]).first()
    if eval_set is None:
        raise NotFound(f"eval_set: no eval set named {values['eval_set']!r}")
    run = system_run_create(
        eval_set=eval_set,
        url=values["url"],
        mode=values["mode"],
        repeats=values["repeats"],
        judge_url=values["judge_url"] or None,
        system_version=values["system_version"],
        tools_base=request.build_absolute_uri("/").rstrip("/"),
        user=request.user,
    )
    run_enqueue(run)
    run.refresh_from_db()
    return Response(_out(run), status=201)


@extend_schema(responses={200: RunOut, 404: ErrorSerializer})
@api_view(["GET"])
@permission_classes([IsLead])
def system_run_detail(request, pk: int):
    """A system run's status, progress and (once done) its verdict report."""
    run = get_object_or_404(Run.objects.select_related("job"), pk=pk, arm="system")
    return Response(_out(run))
