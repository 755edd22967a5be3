"""Pages of system runs: start one, grade answers (people), compare frozen with live.

Leads start runs and compare them; graders (annotators and up) grade answers without seeing
which run or arm produced them.
"""

from __future__ import annotations

import time

from django.contrib import messages
from django.core import signing
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_http_methods

from accounts.roles import ANNOTATOR, LEAD, role_required
from core.errors import AssayError
from core.htmx import HtmxHttpRequest
from replay.grading import grading_next, grading_submit
from replay.models import Run
from replay.services import run_enqueue
from replay.system_compare import system_compare
from replay.system_forms import SystemRunForm
from replay.system_runs import system_run_create

SIGNING_SALT = "replay.grading.started"


@require_http_methods(["GET", "POST"])
@role_required(LEAD)
def system_new(request: HtmxHttpRequest) -> HttpResponse:
    """Start a system run on the workers; its page shows the progress bar."""
    form = SystemRunForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            run = system_run_create(
                eval_set=data["eval_set"],
                url=data["url"],
                mode=data["mode"],
                repeats=data["repeats"],
                judge_url=data["judge_url"] or None,
                system_version=data["system_version"],
                tools_base=request.build_absolute_uri("/").rstrip("/"),
                user=request.user,
            )
        except AssayError as exc:
            form.add_error(None, str(exc))
        else:
            run_enqueue(run)
            return redirect("replay:run", pk=run.pk)
    return render(request, "replay/system_new.html", {"form": form})


def _ticks(post, case) -> dict[int, dict]:
    ticks = {}
    must_n = len(case.item.ground_truth.get("must") or [])
    should_n = len(case.item.ground_truth.get("should") or [])
    for answer in case.answers:
        if case.kind == "rubric":
            ticks[answer.pk] = {
                "must": [post.get(f"a{answer.pk}-must-{i}") == "on" for i in range(must_n)],
                "should": [post.get(f"a{answer.pk}-should-{i}") == "on" for i in range(should_n)],
            }
        else:
            verdict = post.get(f"a{answer.pk}-pass")
            ticks[answer.pk] = {"pass": verdict == "pass" if verdict else None}
    return ticks


@require_http_methods(["GET", "POST"])
@role_required(ANNOTATOR)
def grading(request: HtmxHttpRequest) -> HttpResponse:
    """The next case waiting for a person: conversation, ground truth, the answers to grade."""
    skip = int(request.GET.get("skip") or 0) if (request.GET.get("skip") or "0").isdigit() else 0
    case = grading_next(skip=skip)
    error = ""
    if request.method == "POST" and case is not None:
        posted = {int(x) for x in request.POST.getlist("answer") if x.isdigit()}
        if posted != {a.pk for a in case.answers}:
            messages.info(request, "Those answers were graded meanwhile; here is the next case.")
            return redirect("replay:grading")
        try:
            started = signing.loads(request.POST.get("started", ""), salt=SIGNING_SALT)
            minutes = (time.time() - float(started)) / 60.0
        except (signing.BadSignature, TypeError, ValueError):
            minutes = 0.0
        try:
            graded = grading_submit(
                ticks=_ticks(request.POST, case), minutes=minutes, user=request.user
            )
        except AssayError as exc:
            error = str(exc)
        else:
            messages.success(request, f"{graded} answer(s) graded in {minutes:.1f} minutes.")
            return redirect("replay:grading")
    context = {
        "case": case,
        "error": error,
        "skip": skip,
        "started": signing.dumps(time.time(), salt=SIGNING_SALT),
    }
    return render(request, "replay/grading.html", context)


@require_GET
@role_required(LEAD)
def compare_system(request: HtmxHttpRequest) -> HttpResponse:
    """Live against frozen on the same set version (``?frozen=&live=``): how much of the score
    moved because the dependencies moved (the frozen run is the control)."""
    runs = Run.objects.filter(arm="system", status=Run.Status.DONE).select_related("eval_set")
    context = {"runs": runs.order_by("-pk")[:200], "result": None, "error": ""}
    frozen_id, live_id = request.GET.get("frozen"), request.GET.get("live")
    if frozen_id and live_id and frozen_id.isdigit() and live_id.isdigit():
        frozen = get_object_or_404(Run, pk=int(frozen_id), arm="system")
        live = get_object_or_404(Run, pk=int(live_id), arm="system")
        try:
            context["result"] = system_compare(frozen, live)
        except AssayError as exc:
            context["error"] = str(exc)
        context.update(frozen=frozen, live=live)
    return render(request, "replay/system_compare.html", context)
