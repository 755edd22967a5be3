"""Export pages for leads: a set's frozen versions, freezing, and downloads in each format."""

from __future__ import annotations

from django.contrib import messages
from django.db.models import Count, Max
from django.http import Http404, HttpResponse, StreamingHttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST

from accounts.roles import LEAD, role_required
from core.htmx import HtmxHttpRequest
from curation.models import EvalSet
from exports.completeness import freeze_gaps
from exports.errors import ExportError, FormatUnavailable, VersionMissing
from exports.formats import FORMATS, export_filename
from exports.models import EvalSetVersion
from exports.selectors import runs_of_version
from exports.services import evalset_export, evalset_freeze, evalset_version_get


def download_response(version: EvalSetVersion, fmt: str) -> StreamingHttpResponse:
    """A streamed attachment of ``version`` in ``fmt`` that names the version in its headers."""
    lines = evalset_export(version=version, fmt=fmt)
    content_type = "text/plain" if fmt == "trec" else "application/x-ndjson"
    response = StreamingHttpResponse(lines, content_type=f"{content_type}; charset=utf-8")
    name = export_filename(version.eval_set.name, version.number, fmt)
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    response["X-Assay-Version"] = version.label
    response["X-Assay-Content-Hash"] = version.content_hash
    return response


@require_GET
@role_required(LEAD)
def export_index(request: HtmxHttpRequest) -> HttpResponse:
    sets = EvalSet.objects.annotate(
        n_items=Count("items", distinct=True), latest=Max("versions__number")
    ).order_by("name")
    return render(request, "exports/exports.html", {"sets": sets})


@require_GET
@role_required(LEAD)
def export_set(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    eval_set = get_object_or_404(EvalSet, pk=pk)
    versions = list(
        EvalSetVersion.objects.filter(eval_set=eval_set)
        .select_related("created_by")
        .defer("content")
        .order_by("-number")
    )
    rows = [{"version": v, "runs": runs_of_version(v)} for v in versions]
    gaps = freeze_gaps(eval_set=eval_set)
    return render(
        request,
        "exports/export_set.html",
        {"eval_set": eval_set, "rows": rows, "formats": FORMATS, "gaps": gaps},
    )


@require_POST
@role_required(LEAD)
def export_freeze(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    eval_set = get_object_or_404(EvalSet, pk=pk)
    try:
        version, created = evalset_freeze(
            eval_set=eval_set, user=request.user, note=request.POST.get("note", "")[:2000]
        )
    except ExportError as exc:
        messages.error(request, str(exc))
    else:
        left_out = version.content.get("left_out") or []
        if created and left_out:
            messages.warning(
                request,
                f"Froze {eval_set.name} as v{version.number} with {version.n_items} labelled "
                f"items; {len(left_out)} left out, not labelled yet.",
            )
        elif created:
            messages.success(
                request,
                f"Froze {eval_set.name} as v{version.number} (sha256 {version.content_hash[:12]}).",
            )
        else:
            messages.info(request, f"Nothing changed since v{version.number}; no new version.")
    return redirect("exports:set", pk=pk)


@require_GET
@role_required(LEAD)
def export_download(
    request: HtmxHttpRequest, pk: int, number: int, fmt: str
) -> HttpResponse | StreamingHttpResponse:
    eval_set = get_object_or_404(EvalSet, pk=pk)
    if fmt not in FORMATS:
        raise Http404(f"no export format {fmt!r}")
    try:
        version = evalset_version_get(eval_set=eval_set, number=number)
    except VersionMissing as exc:
        raise Http404(str(exc)) from None
    try:
        return download_response(version, fmt)
    except FormatUnavailable as exc:
        # The version exists but cannot be written in this format: say why, never an empty file.
        return HttpResponse(str(exc), status=409, content_type="text/plain; charset=utf-8")
