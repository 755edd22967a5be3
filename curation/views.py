"""Server-rendered curation pages (htmx for the live parts)."""

from __future__ import annotations

from django.contrib import messages
from django.db.models import Count
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts.roles import ANNOTATOR, LEAD, role_required
from core.htmx import HtmxHttpRequest, render_page
from core.jobs import job_create, job_enqueue
from core.models import Job
from curation.models import Chunk, Document, EvalSet, Trace

from . import tasks
from .errors import CurationError
from .forms import SampleForm, TraceUploadForm
from .selectors import capture_report, followup_partition
from .uploads import upload_store


@require_GET
@role_required(ANNOTATOR)
def home(request: HtmxHttpRequest) -> HttpResponse:
    context = {
        "traces": Trace.objects.count(),
        "documents": Document.objects.count(),
        "chunks": Chunk.objects.filter(is_current=True).count(),
        "jobs": Job.objects.all()[:5],
    }
    return render(request, "curation/home.html", context)


@require_http_methods(["GET", "POST"])
@role_required(LEAD)
def trace_upload(request: HtmxHttpRequest) -> HttpResponse:
    form = TraceUploadForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        upload = form.cleaned_data["file"]
        path = upload_store(chunks=upload.chunks(), gzipped=upload.name.endswith(".gz"))
        job = job_create(
            kind="ingest_traces",
            params={
                "path": str(path),
                "source": form.cleaned_data["source"],
                "name": upload.name,
                "delete_when_done": True,
            },
            user=request.user,
        )
        job_enqueue(tasks.ingest_upload, job)
        return redirect("curation:job", pk=job.pk)
    return render(request, "curation/upload.html", {"form": form})


@require_GET
@role_required(LEAD)
def job_detail(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    job = get_object_or_404(Job, pk=pk)
    return render_page(request, "curation/job.html", {"job": job}, fragment="progress")


@require_GET
@role_required(LEAD)
def capture_report_page(request: HtmxHttpRequest) -> HttpResponse:
    source = request.GET.get("source") or None
    report = capture_report(source=source)
    return render(request, "curation/capture_report.html", {"report": report, "source": source})


BAR_WIDTH = 360  # px of the widest bar in the partition chart


@require_GET
@role_required(LEAD)
def followups_page(request: HtmxHttpRequest) -> HttpResponse:
    source = request.GET.get("source") or None
    report = followup_partition(source=source)
    top = max((e["count"] for e in report["entries"]), default=0) or 1
    bars = [
        {
            **e,
            "width": round(BAR_WIDTH * e["count"] / top),
            "y": 8 + i * 28,
            "distances": report["distances"].get(e["label"], {}),
        }
        for i, e in enumerate(report["entries"])
    ]
    sets = EvalSet.objects.annotate(n=Count("items")).order_by("-created_at")[:20]
    context = {
        "report": report,
        "bars": bars,
        "chart_height": 16 + 28 * len(bars),
        "bar_width": BAR_WIDTH,
        "source": source,
        "sets": sets,
        "form": SampleForm(initial={"name": f"followups-{EvalSet.objects.count() + 1}"}),
    }
    return render(request, "curation/followups.html", context)


@require_POST
@role_required(LEAD)
def followups_mine_start(request: HtmxHttpRequest) -> HttpResponse:
    job = job_create(
        kind="mine_followups",
        params={"source": request.POST.get("source") or ""},
        user=request.user,
    )
    job_enqueue(tasks.mine_followups, job)
    return redirect("curation:job", pk=job.pk)


@require_POST
@role_required(LEAD)
def followups_sample(request: HtmxHttpRequest) -> HttpResponse:
    from .services.followups import evalset_sample

    form = SampleForm(request.POST)
    if form.is_valid():
        try:
            eval_set, result = evalset_sample(
                name=form.cleaned_data["name"],
                quotas=form.quotas(),
                seed=form.cleaned_data["seed"],
                source=form.cleaned_data["source"] or None,
                allow_reuse=form.cleaned_data["allow_reuse"],
                user=request.user,
                filters=form.filters(),
            )
        except CurationError as exc:
            form.add_error(None, str(exc))
        else:
            for s in result.shortfalls:
                messages.warning(
                    request,
                    f"{s.pattern}: only {s.available} usable candidates for a "
                    f"quota of {s.quota} (not filled from other patterns)",
                )
            done = messages.warning if result.shortfalls else messages.success
            done(
                request,
                f"Draft set {eval_set.name} created with {eval_set.items.count()} items"
                + (" (short of its quotas)." if result.shortfalls else "."),
            )
            return redirect("labelling:set", pk=eval_set.pk)
    # A form error keeps the page: the partition chart and the sets stay beside the errors.
    source = form.cleaned_data.get("source") if hasattr(form, "cleaned_data") else None
    return render(
        request, "curation/followups.html", _partition_context(source or None, form), status=400
    )


def _partition_context(source: str | None, form: SampleForm) -> dict:
    """The follow-ups page's context around ``form``: the partition chart, its table, the sets."""
    report = followup_partition(source=source)
    top = max((e["count"] for e in report["entries"]), default=0) or 1
    bars = [
        {
            **e,
            "width": round(BAR_WIDTH * e["count"] / top),
            "y": 8 + i * 28,
            "distances": report["distances"].get(e["label"], {}),
        }
        for i, e in enumerate(report["entries"])
    ]
    return {
        "report": report,
        "bars": bars,
        "chart_height": 16 + 28 * len(bars),
        "bar_width": BAR_WIDTH,
        "source": source,
        "sets": EvalSet.objects.annotate(n=Count("items")).order_by("-created_at")[:20],
        "form": form,
    }
