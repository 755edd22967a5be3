"""Strata pages: annotators label an item's question kind blind; leads read agreement and
adjudicate disagreements."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.views.decorators.http import require_http_methods

from accounts.roles import ANNOTATOR, LEAD, role_required
from core.htmx import HtmxHttpRequest, render_page
from curation.errors import CurationError
from curation.models import EvalItem, EvalSet
from replay import strata
from replay.models import StratumScheme


@require_http_methods(["GET", "POST"])
@role_required(ANNOTATOR)
def label_strata(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """The next item this annotator has not labelled; POST ``item`` and ``stratum``. No other
    label and no score is shown."""
    eval_set = get_object_or_404(EvalSet, pk=pk)
    scheme = StratumScheme.objects.filter(eval_set=eval_set).first()
    error = ""
    if request.method == "POST":
        item = get_object_or_404(EvalItem, pk=request.POST.get("item") or 0, eval_set=eval_set)
        try:
            strata.stratum_label_submit(
                item=item, user=request.user, stratum=request.POST.get("stratum", "")
            )
        except CurationError as exc:
            error = str(exc)
        else:
            return redirect(request.path)
    context = {
        "eval_set": eval_set,
        "scheme": scheme,
        "item": strata.next_to_label(eval_set, request.user) if scheme else None,
        "error": error,
    }
    return render_page(request, "replay/strata_label.html", context, status=400 if error else None)


@require_http_methods(["GET", "POST"])
@role_required(LEAD)
def strata_overview(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Agreement on strata and the disagreements; POST ``item`` and ``stratum`` adjudicates."""
    eval_set = get_object_or_404(EvalSet, pk=pk)
    if request.method == "POST":
        item = get_object_or_404(EvalItem, pk=request.POST.get("item") or 0, eval_set=eval_set)
        try:
            strata.stratum_adjudicate(
                item=item, stratum=request.POST.get("stratum", ""), user=request.user
            )
        except CurationError as exc:
            messages.error(request, str(exc))
        return redirect(request.path)
    context = {
        "eval_set": eval_set,
        "names": strata.scheme_names(eval_set),
        "agreement": strata.strata_agreement(eval_set),
    }
    return render_page(request, "replay/strata.html", context)
