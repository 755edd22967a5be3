"""Lead pages: sets and their queues, progress, agreement, adjudication, an item's labels."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts.roles import LEAD, role_required
from core.htmx import HtmxHttpRequest, render_page
from core.params import id_param
from curation.models import EvalItem, EvalSet

from .. import selectors, services
from ..errors import LabelInvalid, LabellingError
from ..forms import AdjudicationForm, EvalSetLabellingForm
from ..labeldata import REFERENCE_TYPE_CHOICES, LabelData
from ..models import Label, Queue, QueueItem
from ..timing import HEARTBEAT_SECONDS, IDLE_GAP_SECONDS


@require_GET
@role_required(LEAD)
def sets_list(request: HtmxHttpRequest) -> HttpResponse:
    return render(request, "labelling/sets.html", {"rows": selectors.sets_overview()})


@require_GET
@role_required(LEAD)
def set_detail(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    eval_set = get_object_or_404(EvalSet, pk=pk)
    queue = Queue.objects.filter(eval_set=eval_set).first()
    form = EvalSetLabellingForm(
        initial={
            "labels_per_item": eval_set.labels_per_item,
            "double_label_share": eval_set.double_label_share,
            "ground_truth_kind": eval_set.ground_truth_kind,
        }
    )
    context = {
        "eval_set": eval_set,
        "queue": queue,
        "progress": selectors.queue_progress(queue) if queue else None,
        "form": form,
        "adjudications": selectors.adjudication_entries(eval_set=eval_set)[:20],
    }
    return render_page(request, "labelling/set_detail.html", context, fragment="progress")


@require_POST
@role_required(LEAD)
def set_queue_create(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    eval_set = get_object_or_404(EvalSet, pk=pk)
    try:
        queue = services.queue_create(eval_set=eval_set, user=request.user)
    except LabellingError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, f"Queue ready: {queue.entries.count()} items.")
    return redirect("labelling:set", pk=pk)


@require_POST
@role_required(LEAD)
def set_configure(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    eval_set = get_object_or_404(EvalSet, pk=pk)
    form = EvalSetLabellingForm(request.POST)
    if not form.is_valid():
        messages.error(request, "; ".join(f"{k}: {' '.join(v)}" for k, v in form.errors.items()))
        return redirect("labelling:set", pk=pk)
    try:
        services.evalset_labelling_configure(eval_set=eval_set, **form.cleaned_data)
    except LabellingError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, "Labelling plan saved.")
    return redirect("labelling:set", pk=pk)


@require_POST
@role_required(LEAD)
def set_queue_toggle(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    queue = get_object_or_404(Queue, eval_set_id=pk)
    services.queue_set_open(queue=queue, is_open=not queue.is_open)
    messages.info(
        request, "Queue opened." if queue.is_open else "Queue closed: no new items are handed out."
    )
    return redirect("labelling:set", pk=pk)


@require_GET
@role_required(LEAD)
def agreement(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    eval_set = get_object_or_404(EvalSet, pk=pk)
    return render(
        request,
        "labelling/agreement.html",
        {"eval_set": eval_set, "report": selectors.agreement_report(eval_set=eval_set)},
    )


@require_GET
@role_required(LEAD)
def adjudication_list(request: HtmxHttpRequest) -> HttpResponse:
    eval_set = None
    if request.GET.get("set"):
        # a set that is not an id is a set that does not exist
        eval_set = get_object_or_404(EvalSet, pk=id_param(request.GET["set"]) or 0)
    return render(
        request,
        "labelling/adjudication_list.html",
        {"entries": selectors.adjudication_entries(eval_set=eval_set), "eval_set": eval_set},
    )


def _adjudication_page(
    request,
    entry,
    *,
    form_data: LabelData | None = None,
    errors=None,
    reason: str = "",
    decision: str = "",
    status: int = 200,
):
    ctx = selectors.adjudication_context(entry=entry, user=request.user)
    if form_data is not None:
        ctx.merged = form_data
    context = {
        "ctx": ctx,
        "entry": entry,
        "item": ctx.item,
        "eval_set": ctx.eval_set,
        "case": ctx.case,
        "data": ctx.merged,
        "rules": ctx.rules,
        "gold": selectors.gold_chunks(ctx.merged.gold),
        "kind": ctx.eval_set.ground_truth_kind,
        "errors": errors or {},
        "reason": reason,
        "decision": decision,
        "picked_id": int(decision[5:])
        if decision.startswith("pick:") and decision[5:].isdigit()
        else None,
        "patterns": REFERENCE_TYPE_CHOICES,
        "heartbeat_url": reverse("labelling:adjudication-heartbeat", args=[entry.pk]),
        "readonly": entry.status != QueueItem.Status.ADJUDICATION,
        "heartbeat_ms": HEARTBEAT_SECONDS * 1000,
        "idle_ms": int(IDLE_GAP_SECONDS * 1000),
    }
    return render(request, "labelling/adjudicate.html", context, status=status)


@require_http_methods(["GET", "POST"])
@role_required(LEAD)
def adjudicate(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Both labels side by side; the lead picks one or merges them, and records why."""
    entry = get_object_or_404(QueueItem.objects.select_related("item", "queue__eval_set"), pk=pk)
    if request.method == "GET":
        return _adjudication_page(request, entry)
    form = AdjudicationForm(request.POST)
    kind = entry.queue.eval_set.ground_truth_kind
    if not form.is_valid():
        errors = {name: " ".join(errs) for name, errs in form.errors.items()}
        return _adjudication_page(
            request,
            entry,
            form_data=form.label_data(kind),
            errors=errors,
            reason=request.POST.get("reason", ""),
            decision=request.POST.get("decision", ""),
            status=422,
        )
    picked_id = form.picked_id()
    picked = None
    if picked_id is not None:
        picked = Label.objects.filter(pk=picked_id, item_id=entry.item_id).first()
        if picked is None:
            messages.error(request, "That label does not belong to this item.")
            return redirect("labelling:adjudicate", pk=pk)
    merged = form.label_data(kind) if picked is None else None
    try:
        services.adjudication_decide(
            entry=entry,
            user=request.user,
            reason=form.cleaned_data["reason"],
            picked=picked,
            merged=merged,
        )
    except LabelInvalid as exc:
        return _adjudication_page(
            request,
            entry,
            form_data=merged,
            errors=exc.errors,
            reason=form.cleaned_data["reason"],
            decision=form.cleaned_data["decision"],
            status=422,
        )
    except LabellingError as exc:
        messages.error(request, str(exc))
        return redirect("labelling:adjudicate", pk=pk)
    messages.success(request, f"Adjudicated: item {entry.item.item_id} is final.")
    following = selectors.adjudication_entries(eval_set=entry.queue.eval_set)
    if following:
        return redirect("labelling:adjudicate", pk=following[0].pk)
    return redirect("labelling:adjudication")


@require_POST
@role_required(LEAD)
def adjudication_heartbeat(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    entry = get_object_or_404(QueueItem, pk=pk)
    minutes = services.heartbeat_record(
        item_id=entry.item_id, round=entry.round, user=request.user, kind="adjudication"
    )
    return render(
        request,
        "labelling/partials/minutes.html",
        {"minutes": minutes, "heartbeat_url": request.path},
    )


@require_GET
@role_required(LEAD)
def item_detail(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    item = get_object_or_404(EvalItem.objects.select_related("eval_set"), pk=pk)
    entry = QueueItem.objects.filter(item=item).first()
    return render(
        request,
        "labelling/item.html",
        {
            "item": item,
            "entry": entry,
            "case": selectors.case_for_item(item),
            "labels": selectors.item_labels(item),
            "gold": selectors.gold_chunks(list(item.gold or [])),
        },
    )
