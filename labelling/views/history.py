"""Going back: my labels, one label's page, editing it, correcting its minutes."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from accounts.roles import ANNOTATOR, LEAD, has_role, role_required
from core.errors import Forbidden
from core.htmx import HtmxHttpRequest

from .. import selectors, services
from ..errors import LabelConflict, LabelInvalid, LabellingError
from ..forms import LabelForm
from ..labeldata import REFERENCE_TYPE_CHOICES, LabelData
from .stash import stash, unstash


class MinutesForm(forms.Form):
    minutes = forms.FloatField(min_value=0)
    reason = forms.CharField(max_length=2000)


@require_GET
@role_required(ANNOTATOR)
def history(request: HtmxHttpRequest) -> HttpResponse:
    """The user's submitted labels, newest first, each linked to its page."""
    return render(
        request, "labelling/history.html", {"labels": selectors.label_history(user=request.user)}
    )


def _page(request, pk: int) -> selectors.LabelPage:
    page = selectors.label_page(label_id=pk)
    # Another annotator's label is not even confirmed to exist; leads see every label.
    if page is None or (
        page.label.labelled_by_id != request.user.pk and not has_role(request.user, LEAD)
    ):
        raise Http404("no such label of yours")
    return page


@require_GET
@role_required(ANNOTATOR)
def label_detail(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """A submitted label: read it, edit it (until the set is frozen), correct its minutes."""
    page = _page(request, pk)
    label = page.label
    kept = unstash(request, f"label-{pk}") or {}
    data = kept.get("data") or LabelData.from_label(label)
    why_not = services.label_may_edit(label=label, user=request.user)
    context = {
        "page": page,
        "label": label,
        "item": label.item,
        "case": selectors.case_for_item(label.item),
        "data": data,
        "gold": selectors.gold_chunks(data.gold),
        "errors": kept.get("errors", {}),
        "version": kept.get("version") or label.version,
        "reason": kept.get("reason", ""),
        "minutes_errors": kept.get("minutes_errors", {}),
        "why_not": why_not,
        "readonly": why_not is not None,
        "kind": label.item.eval_set.ground_truth_kind,
        "rules": selectors.active_rules(),
        "patterns": REFERENCE_TYPE_CHOICES,
        "other_person": label.labelled_by_id != request.user.pk,
    }
    return render(request, "labelling/label_detail.html", context)


@require_POST
@role_required(ANNOTATOR)
def label_edit(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Change a submitted label; on a problem, back to its page with what was typed (PRG)."""
    page = _page(request, pk)
    form = LabelForm(request.POST)
    form.is_valid()
    data = form.label_data(page.label.item.eval_set.ground_truth_kind)
    version = form.cleaned_data.get("version")
    reason = request.POST.get("reason", "")
    try:
        services.label_revise(
            label=page.label, user=request.user, data=data, version=version, reason=reason
        )
    except LabelInvalid as exc:
        stash(request, f"label-{pk}", data=data, errors=exc.errors, version=version, reason=reason)
        messages.error(request, "Not saved: fix what is marked below.")
    except LabelConflict as exc:
        stash(
            request, f"label-{pk}", data=data, errors={}, version=exc.current.version, reason=reason
        )
        messages.error(
            request, f"Not saved: {exc} Your values are below; save again to replace it."
        )
    except (Forbidden, LabellingError) as exc:
        messages.error(request, f"Not saved: {exc}")
    else:
        messages.success(request, "Label changed; the edit is recorded.")
    return redirect("labelling:label", pk=pk)


@require_POST
@role_required(ANNOTATOR)
def minutes_correct(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Correct a label's active minutes by hand, with a reason (audited)."""
    page = _page(request, pk)
    form = MinutesForm(request.POST)
    form.is_valid()
    try:
        services.label_minutes_correct(
            label=page.label,
            user=request.user,
            minutes=form.cleaned_data.get("minutes"),
            reason=form.cleaned_data.get("reason", ""),
        )
    except LabelInvalid as exc:
        messages.error(request, "Minutes not corrected: " + "; ".join(exc.errors.values()))
    except (Forbidden, LabellingError) as exc:
        messages.error(request, f"Minutes not corrected: {exc}")
    else:
        messages.success(request, "Minutes corrected; the correction is recorded with its reason.")
    return redirect("labelling:label", pk=pk)


@require_GET
@login_required
def landing(request: HtmxHttpRequest) -> HttpResponse:
    """Where a login lands: an annotator's queue; leads (and anyone else) the dashboard."""
    if has_role(request.user, ANNOTATOR) and not has_role(request.user, LEAD):
        return redirect("labelling:home")
    return redirect("home")
