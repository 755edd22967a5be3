"""The sampling preview: what the quotas would draw, before a set exists (leads only)."""

from __future__ import annotations

from django.http import HttpResponse
from django.views.decorators.http import require_POST

from accounts.roles import LEAD, role_required
from core.htmx import HtmxHttpRequest, render_page

from .errors import CurationError
from .forms import SampleForm
from .services.sampling import evalset_sample_preview


@require_POST
@role_required(LEAD)
def followups_sample_preview(request: HtmxHttpRequest) -> HttpResponse:
    """The preview fragment: per pattern the quota, what was drawn, examples; shortfalls as
    warnings. A bad form answers 400 with the fields' errors in the same fragment (200 to htmx,
    which swaps only successful answers, so the errors replace the old preview)."""
    form = SampleForm(request.POST)
    context: dict = {"form": form, "preview": None, "error": ""}
    status = 200
    if form.is_valid():
        try:
            context["preview"] = evalset_sample_preview(
                quotas=form.quotas(),
                seed=form.cleaned_data["seed"],
                source=form.cleaned_data["source"] or None,
                allow_reuse=form.cleaned_data["allow_reuse"],
                filters=form.filters(),
            )
        except CurationError as exc:
            context["error"] = str(exc)
            status = 400
    else:
        status = 400
    if request.htmx:
        status = 200
    return render_page(request, "curation/partials/sample_preview.html", context, status=status)
