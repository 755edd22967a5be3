"""The lead's item browser of a set: filter its items, then assign, requeue or drop them."""

from __future__ import annotations

from django.contrib import messages
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from accounts.roles import LEAD, role_required
from core.htmx import HtmxHttpRequest, render_page
from curation.errors import CurationError
from curation.models import EvalItem, EvalSet
from curation.services.evalset_items import evalset_items_drop

from .. import services
from ..errors import LabellingError
from ..forms_browser import BulkActionForm, ItemBrowseFilterForm
from ..selectors.browser import item_browse, item_label_pairs
from ..selectors.review import agreement_report
from ..services.assign import queue_items_assign


@require_GET
@role_required(LEAD)
def set_items(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Every item of the set with its queue state; the filters come from the query string (a
    bad value shows as a field error and the unfiltered list)."""
    eval_set = get_object_or_404(EvalSet, pk=pk)
    form = ItemBrowseFilterForm(request.GET or None)
    filters = form.cleaned_data if form.is_bound and form.is_valid() else {}
    context = {
        "eval_set": eval_set,
        "form": form,
        "browse": item_browse(eval_set=eval_set, filters=filters),
        "bulk": BulkActionForm(item_pks=[]),
        "query": request.GET.urlencode(),
    }
    return render_page(request, "labelling/set_items.html", context, fragment="rows")


def _apply(request: HtmxHttpRequest, eval_set: EvalSet, form: BulkActionForm) -> None:
    action, item_ids = form.cleaned_data["action"], form.cleaned_data["items"]
    reason = (form.cleaned_data.get("reason") or "").strip()
    if action == "assign":
        annotator = form.cleaned_data["annotator"]
        report = queue_items_assign(item_ids=item_ids, annotator=annotator, user=request.user)
        messages.success(request, f"{report.assigned} item(s) assigned to {annotator.username}.")
        for why, ids in report.not_assigned.items():
            messages.warning(request, f"{len(ids)} not assigned ({why}): {', '.join(ids[:10])}")
    elif action == "requeue":
        n = services.queue_requeue(item_ids=item_ids, reason=reason, user=request.user)
        messages.success(request, f"{n} item(s) sent back for labelling: {reason}")
        if n < len(item_ids):
            messages.warning(request, f"{len(item_ids) - n} item(s) have no queue entry yet.")
    else:
        n = evalset_items_drop(
            eval_set=eval_set, item_ids=item_ids, reason=reason, user=request.user
        )
        messages.success(request, f"{n} item(s) removed from {eval_set.name}: {reason}")


@require_POST
@role_required(LEAD)
def set_items_bulk(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Apply one bulk action to the ticked items, then show the list again (post, redirect,
    get), keeping the filters it was reached with."""
    eval_set = get_object_or_404(EvalSet, pk=pk)
    item_pks = list(EvalItem.objects.filter(eval_set=eval_set).values_list("pk", flat=True))
    form = BulkActionForm(request.POST, item_pks=item_pks)
    if not form.is_valid():
        for field, errors in form.errors.items():
            name = "items" if field == "__all__" else field
            messages.error(request, f"{name}: {' '.join(errors)}")
    else:
        try:
            _apply(request, eval_set, form)
        except (LabellingError, CurationError) as exc:
            messages.error(request, str(exc))
    query = request.POST.get("query", "")
    url = reverse("labelling:set-items", args=[pk])
    return redirect(f"{url}?{query}" if query else url)


DRILL_FIGURES = {
    "gold": "gold passages differ",
    "pattern": "patterns differ",
    "unanswerable": "one said unanswerable, the other did not",
    "verdict": "pass/fail verdicts differ",
}


@require_GET
@role_required(LEAD)
def agreement_items(request: HtmxHttpRequest, pk: int, figure: str) -> HttpResponse:
    """The items behind one agreement figure: those whose two labels disagree on it."""
    if figure not in DRILL_FIGURES:
        raise Http404(f"no agreement figure {figure!r}; figures: {', '.join(DRILL_FIGURES)}")
    eval_set = get_object_or_404(EvalSet, pk=pk)
    report = agreement_report(eval_set=eval_set)
    ids = report["disagreeing"][figure]
    items = {item.pk: item for item in EvalItem.objects.filter(pk__in=ids)}
    labels = item_label_pairs(item_ids=ids)
    rows = [{"item": items[i], "labels": labels.get(i, [])} for i in ids if i in items]
    context = {
        "eval_set": eval_set,
        "figure": figure,
        "what": DRILL_FIGURES[figure],
        "rows": rows,
    }
    return render_page(request, "labelling/agreement_items.html", context)
