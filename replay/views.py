"""Replay pages (leads only): start runs, watch progress, read results, compare, ladder.

Results are for leads: annotators labelling the same set should not see how systems score on it.
"""

from __future__ import annotations

import json

from django.contrib import messages
from django.http import HttpResponse, StreamingHttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts.roles import LEAD, role_required
from core.charts.intervals import Bar, bar_chart_svg
from core.htmx import HtmxHttpRequest, render_page
from curation.errors import CurationError
from replay import services
from replay.evidence_marks import run_evidence
from replay.forms import RunForm
from replay.judging import run_coverage
from replay.lab_report import lab_plots, lab_report
from replay.ladder import annotate, ladder_svg
from replay.metrics import metric_names
from replay.models import Run
from replay.report import NO_PATTERN
from replay.selectors import (
    DEFAULT_METRIC,
    output_line,
    recent_runs,
    run_items_page,
    run_report,
    run_rows,
    runs_compare,
    runs_ladder,
)
from replay.stats import DEFAULT_RESAMPLES

PAGE_ITEMS = 100


@require_http_methods(["GET", "POST"])
@role_required(LEAD)
def runs(request: HtmxHttpRequest) -> HttpResponse:
    """The runs list and the form that starts one (queued on the workers)."""
    form = RunForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            k, k_sweep, retrieval = form.retrieval()
            run = services.run_create(
                eval_set=form.cleaned_data["eval_set"],
                arm=form.cleaned_data["arm"],
                k=k,
                params=form.arm_params(),
                items=form.cleaned_data["items"],
                user=request.user,
                retrieval=retrieval,
                k_sweep=k_sweep,
            )
        except CurationError as exc:
            form.add_error(None, str(exc))
        else:
            services.run_enqueue(run)
            return redirect("replay:run", pk=run.pk)
    return render(request, "replay/runs.html", {"form": form, "runs": recent_runs()})


def _table(block: dict) -> list[dict]:
    rows = [{"group": "overall", **block["overall"]}]
    rows += [{"group": group, **est} for group, est in block["by_group"].items()]
    return rows


def _plot(rows: list[dict], metric: str) -> str:
    bars = [
        Bar(label=r["group"], mean=r["mean"], low=r["ci_low"], high=r["ci_high"], n=r["n"])
        for r in rows
    ]
    return bar_chart_svg(bars, title=f"{metric} by pattern, mean and 95% interval")


@require_GET
@role_required(LEAD)
def run_detail(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """A run: progress while it runs (htmx polls the ``live`` fragment), then the report."""
    run = get_object_or_404(Run.objects.select_related("eval_set", "job"), pk=pk)
    names = metric_names(run.k)
    metric = request.GET.get("metric") or DEFAULT_METRIC
    if metric not in names:
        metric = DEFAULT_METRIC
    context = {
        "run": run,
        "job": run.job,
        "metric": metric,
        "metric_names": names,
        "no_pattern": NO_PATTERN,
    }
    if run.status == Run.Status.DONE:
        report = run_report(run, metric=metric)
        block = report["summary"]["metrics"].get(metric)
        rows = _table(block) if block else []
        lab = lab_report(run)
        context.update(
            lab=lab,
            lab_plots=lab_plots(lab),
            report=report,
            coverage=run_coverage(run),
            evidence=run_evidence(run),
            rows=rows,
            plot=_plot(rows, metric) if rows else "",
            items=run_items_page(run, PAGE_ITEMS),
        )
    return render_page(request, "replay/run.html", context, fragment="live")


@require_GET
@role_required(LEAD)
def run_results(request: HtmxHttpRequest, pk: int) -> StreamingHttpResponse:
    """The run's per-item results as JSON lines (the ``replay --output`` format)."""
    run = get_object_or_404(Run, pk=pk)
    lines = (json.dumps(output_line(row), ensure_ascii=False) + "\n" for row in run_rows(run))
    response = StreamingHttpResponse(lines, content_type="application/x-ndjson")
    response["Content-Disposition"] = f'attachment; filename="run-{run.pk}-{run.short_hash}.jsonl"'
    return response


@require_POST
@role_required(LEAD)
def run_resume(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    run = get_object_or_404(Run, pk=pk)
    pending = services.run_resume(run=run)
    messages.info(request, f"run {run.pk}: {pending} item(s) re-queued")
    return redirect("replay:run", pk=run.pk)


def _done_runs():
    return (
        Run.objects.filter(status=Run.Status.DONE).select_related("eval_set").order_by("-pk")[:200]
    )


def _int(value: str | None) -> int | None:
    try:
        return int(value) if value else None
    except ValueError:
        return None


@require_GET
@role_required(LEAD)
def compare(request: HtmxHttpRequest) -> HttpResponse:
    """Paired bootstrap of run B minus run A (``?a=&b=&metric=&intersection=1``)."""
    a, b = _int(request.GET.get("a")), _int(request.GET.get("b"))
    metric = request.GET.get("metric") or DEFAULT_METRIC
    intersection = request.GET.get("intersection") == "1"
    context = {
        "runs": _done_runs(),
        "a": a,
        "b": b,
        "metric": metric,
        "intersection": intersection,
        "result": None,
        "error": "",
    }
    if a and b:
        run_a = get_object_or_404(Run, pk=a)
        run_b = get_object_or_404(Run, pk=b)
        try:
            context["result"] = runs_compare(
                run_a,
                run_b,
                metric=metric,
                resamples=DEFAULT_RESAMPLES,
                use_intersection=intersection,
            )
        except CurationError as exc:
            context["error"] = str(exc)
        context.update(
            run_a=run_a, run_b=run_b, coverage=[run_coverage(run_a), run_coverage(run_b)]
        )
    return render(request, "replay/compare.html", context)


@require_GET
@role_required(LEAD)
def ladder(request: HtmxHttpRequest) -> HttpResponse:
    """Gaps between several runs in order (``?runs=3,5,7&metric=``); they add up exactly."""
    ids = [_int(x) for x in (request.GET.get("runs") or "").replace(" ", "").split(",") if x]
    metric = request.GET.get("metric") or DEFAULT_METRIC
    context = {
        "runs": _done_runs(),
        "ids": request.GET.get("runs", ""),
        "metric": metric,
        "result": None,
        "error": "",
    }
    if ids:
        if None in ids:
            context["error"] = "runs: give run ids separated by commas, e.g. 3,5,7"
        else:
            found = {run.pk: run for run in Run.objects.filter(pk__in=ids)}
            missing = [str(i) for i in ids if i not in found]
            if missing:
                context["error"] = f"no such run(s): {', '.join(missing)}"
            else:
                try:
                    result = runs_ladder(
                        [found[i] for i in ids], metric=metric, resamples=DEFAULT_RESAMPLES
                    )
                except CurationError as exc:
                    context["error"] = str(exc)
                else:
                    annotate(result, [found[i].config for i in ids])
                    result["svg"] = ladder_svg(result)
                    result["rows"] = list(zip(result["runs"], result["means"], strict=True))
                    result["gap_sum"] = sum(s["mean_diff"] for s in result["steps"])
                    result["coverage"] = [(found[i].label, run_coverage(found[i])) for i in ids]
                    context["result"] = result
    return render(request, "replay/ladder.html", context)
