"""The stale-fixture work queue for leads: counts, filters, evidence, bulk actions, check now."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_GET, require_POST

from accounts.roles import LEAD, role_required
from core.charts.svg import stacked_bars
from core.htmx import HtmxHttpRequest, render_page
from core.jobs import job_create, job_enqueue
from curation.errors import CurationError
from curation.models import EvalSet
from staleness import selectors, services
from staleness import tasks as staleness_tasks
from staleness.forms import FlagActionForm, FlagFilterForm
from staleness.models import StaleFlag, StaleReason

PAGE_SIZE = 200  # flags listed per page; counts above the list cover all of them


def _back(request) -> str:
    target = request.POST.get("next") or ""
    if target and url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        return target
    return reverse("staleness:queue")


@require_GET
@role_required(LEAD)
def queue(request: HtmxHttpRequest) -> HttpResponse:

    form = FlagFilterForm(request.GET or None)
    filters = form.filters()
    context = {
        "form": form,
        "filters": filters,
        "flags": selectors.flag_list(**filters, limit=PAGE_SIZE),
        "counts": selectors.flag_counts(),
        "reasons": StaleReason.choices,
        "last_run": selectors.last_run(),
        "page_size": PAGE_SIZE,
        "over_time": mark_safe(
            stacked_bars(
                selectors.flags_over_time(days=30),
                StaleReason.values,
                title="live stale flags per day",
            )
        ),
    }
    return render_page(request, "staleness/queue.html", context, fragment="results")


@require_GET
@role_required(LEAD)
def flag_detail(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    flag = get_object_or_404(
        StaleFlag.objects.select_related("item", "eval_set", "acted_by"), pk=pk
    )
    others = (
        StaleFlag.objects.filter(item=flag.item).exclude(pk=flag.pk).order_by("-created_at")[:20]
    )
    return render(request, "staleness/flag.html", {"flag": flag, "others": others})


@require_POST
@role_required(LEAD)
def act(request: HtmxHttpRequest) -> HttpResponse:
    ids = request.POST.getlist("flag")
    form = FlagActionForm(request.POST, flag_ids=[int(i) for i in ids if i.isdigit()])
    if not form.is_valid():
        messages.error(request, "; ".join(e for errs in form.errors.values() for e in errs))
        return redirect(_back(request))
    data = form.cleaned_data
    try:
        if data["action"] == "dismiss":
            n = services.stale_flags_dismiss(
                flag_ids=data["flag"], user=request.user, reason=data["note"]
            )
            messages.success(request, f"Dismissed {n} flag(s).")
        else:
            report = services.stale_flags_requeue(
                flag_ids=data["flag"], user=request.user, reason=data["note"]
            )
            text = f"Sent {report.items} item(s) to re-labelling ({report.flags} flag(s) now requeued)."
            if report.already_open:
                text += (
                    f" {report.already_open} item(s) were still waiting for labels and stay queued."
                )
            if report.without_queue:
                text += (
                    f" {len(report.without_queue)} item(s) have no labelling queue: create the set's "
                    "queue first (Labelling, Queues)."
                )
            messages.success(request, text)
    except CurationError as exc:
        messages.error(request, str(exc))
    return redirect(_back(request))


@require_POST
@role_required(LEAD)
def check_now(request: HtmxHttpRequest) -> HttpResponse:

    set_id = request.POST.get("set") or None
    eval_set = get_object_or_404(EvalSet, pk=set_id) if set_id else None
    job = job_create(
        kind="flag_stale",
        params={
            "set_id": eval_set.pk if eval_set else None,
            "name": eval_set.name if eval_set else "every set",
        },
        user=request.user,
    )
    job_enqueue(staleness_tasks.flag_stale_job, job)
    return redirect("curation:job", pk=job.pk)
