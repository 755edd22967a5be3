"""Server-rendered curation pages (htmx for the live parts)."""

from __future__ import annotations

import uuid

from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_http_methods

from labelling.roles import ANNOTATOR, LEAD, role_required

from . import tasks
from .forms import TraceUploadForm
from .jobs import job_create, job_enqueue
from .models import Chunk, Document, Job, Trace
from .selectors import capture_report


@require_GET
def health(request):
    """Liveness for load balancers and the web benchmark; no login, no database write."""
    return JsonResponse({"ok": True})


@require_GET
@role_required(ANNOTATOR)
def home(request):
    context = {
        "traces": Trace.objects.count(),
        "documents": Document.objects.count(),
        "chunks": Chunk.objects.filter(is_current=True).count(),
        "jobs": Job.objects.all()[:5],
    }
    return render(request, "curation/home.html", context)


@require_http_methods(["GET", "POST"])
@role_required(LEAD)
def trace_upload(request):
    form = TraceUploadForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        upload = form.cleaned_data["file"]
        folder = settings.VAR_DIR / "uploads"
        folder.mkdir(parents=True, exist_ok=True)
        suffix = ".jsonl.gz" if upload.name.endswith(".gz") else ".jsonl"
        path = folder / f"{uuid.uuid4().hex}{suffix}"
        with path.open("wb") as fh:
            for part in upload.chunks():
                fh.write(part)
        job = job_create(
            kind="ingest_traces",
            params={"path": str(path), "source": form.cleaned_data["source"], "name": upload.name},
            user=request.user,
        )
        job_enqueue(tasks.ingest_upload, job)
        return redirect("curation:job", pk=job.pk)
    return render(request, "curation/upload.html", {"form": form})


@require_GET
@role_required(LEAD)
def job_detail(request, pk: int):
    job = get_object_or_404(Job, pk=pk)
    template = "curation/job.html"
    if request.htmx:
        template += "#progress"
    response = render(request, template, {"job": job})
    response["Vary"] = "HX-Request"
    return response


@require_GET
@role_required(LEAD)
def capture_report_page(request):
    source = request.GET.get("source") or None
    report = capture_report(source=source)
    return render(request, "curation/capture_report.html", {"report": report, "source": source})


def forbidden(request, exception=None):
    return HttpResponse(f"Forbidden: {exception or 'not allowed'}", status=403)
