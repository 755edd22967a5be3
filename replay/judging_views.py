"""Judging what retrieval returned: a lead sends a run's unjudged top-k chunks to annotators,
annotators judge them blind (the conversation and the chunk, never the run or its score)."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.views.decorators.http import require_http_methods, require_POST

from accounts.roles import ANNOTATOR, LEAD, role_required
from core.htmx import HtmxHttpRequest, render_page
from curation.errors import CurationError
from replay import judging
from replay.models import Run


@require_POST
@role_required(LEAD)
def run_judgments_request(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Queue the run's unjudged top-k chunks for annotators, then back to the run page."""
    run = get_object_or_404(Run, pk=pk)
    try:
        added = judging.judgments_request(run=run)
    except CurationError as exc:
        messages.error(request, str(exc))
    else:
        messages.info(request, f"run {run.pk}: {added} unjudged chunk(s) sent to annotators")
    return redirect("replay:run", pk=run.pk)


def _minutes(value: str | None) -> float | None:
    try:
        return float(value) if value not in (None, "") else None
    except ValueError:
        return -1.0  # refused by the service with a message naming the field


@require_http_methods(["GET", "POST"])
@role_required(ANNOTATOR)
def judge(request: HtmxHttpRequest) -> HttpResponse:
    """The open judgments, oldest first; POST ``judgment``, ``relevant`` (1/0), ``minutes``."""
    error = ""
    if request.method == "POST":
        verdict = request.POST.get("relevant")
        try:
            if verdict not in ("0", "1"):
                raise CurationError("relevant: choose relevant (1) or not relevant (0)")
            judging.judgment_submit(
                judgment_id=int(request.POST.get("judgment") or 0),
                relevant=verdict == "1",
                user=request.user,
                minutes=_minutes(request.POST.get("minutes")),
            )
        except (CurationError, ValueError) as exc:
            error = str(exc)
        else:
            if not request.htmx:
                return redirect("replay:judge")
    context = {"open": judging.open_judgments(), "error": error}
    return render_page(
        request, "replay/judge.html", context, fragment="queue", status=400 if error else None
    )
