"""The budget page (minutes per case, refresh planner, plots) and the set-sizing calculator."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_GET

from accounts.roles import LEAD, role_required
from budgets import selectors, sizing
from budgets.forms import BudgetForm, SizingForm
from core.charts.intervals import bar_chart_svg
from core.charts.svg import StripRow, stacked_bars, strip_plot
from core.htmx import HtmxHttpRequest, render_page
from curation.models import EvalSet, Pattern
from staleness.models import StaleReason
from staleness.selectors import flags_over_time, stale_items_by_pattern

MAX_PLANNED_CASES = 1_000_000
# What the planner calls each slice (its inputs and errors never show raw field names).
SLICE_TITLES = {**dict(Pattern.choices), selectors.NO_PATTERN: "No pattern (stands alone)"}


def _planner_cases(
    request, slices: list[str], defaults: dict[str, int]
) -> tuple[dict[str, int], dict[str, str]]:
    """Cases per slice from ``cases_<slice>`` query parameters, defaulting to the stale queue."""
    cases, errors = {}, {}
    for name in slices:
        raw = request.GET.get(f"cases_{name}")
        if raw is None or raw.strip() == "":
            cases[name] = defaults.get(name, 0)
            continue
        try:
            value = int(raw)
        except ValueError:
            errors[name] = f"{SLICE_TITLES.get(name, name)} cases: “{raw}” is not a whole number"
            continue
        if not 0 <= value <= MAX_PLANNED_CASES:
            errors[name] = (
                f"{SLICE_TITLES.get(name, name)} cases: must be between 0 and {MAX_PLANNED_CASES:,}"
            )
            continue
        cases[name] = value
    return cases, errors


@require_GET
@role_required(LEAD)
def budget_page(request: HtmxHttpRequest) -> HttpResponse:

    form = BudgetForm(request.GET or None)
    data = form.cleaned_data if form.is_valid() else {}
    eval_set = get_object_or_404(EvalSet, pk=data["set"]) if data.get("set") else None
    hours_per_day = data.get("hours_per_day") or settings.ASSAY_HOURS_PER_DAY
    report = selectors.minutes_report(eval_set=eval_set)
    by_pattern = report.values["pattern"]
    strip = strip_plot(
        [
            StripRow(
                label=k,
                values=v,
                median=report.by["pattern"][k].median,
                p90=report.by["pattern"][k].p90,
            )
            for k, v in sorted(by_pattern.items())
        ],
        assumed=eval_set.assumed_minutes_per_case if eval_set else None,
        title="minutes per case by pattern",
    )
    planner = planner_errors = None
    planner_inputs: list[tuple[str, str, object]] = []
    replay = []
    if eval_set is not None:
        slices = [*Pattern.values, selectors.NO_PATTERN]
        cases, planner_errors = _planner_cases(
            request, slices, stale_items_by_pattern(eval_set=eval_set)
        )
        planner = selectors.refresh_for_set(
            eval_set=eval_set, cases=cases, hours_per_day=hours_per_day, report=report
        )
        planner_inputs = [
            (
                name,
                SLICE_TITLES.get(name, name),
                request.GET.get(f"cases_{name}", cases.get(name, 0)),
            )
            for name in slices
        ]
        replay = [
            {**r, "svg": mark_safe(_bars(r))} for r in selectors.replay_scores(eval_set=eval_set)
        ]
    context = {
        "form": form,
        "eval_set": eval_set,
        "sets": EvalSet.objects.order_by("name"),
        "hours_per_day": hours_per_day,
        "report": report,
        "tables": [(selectors.DIMENSION_TITLES[d], report.by[d]) for d in selectors.DIMENSIONS],
        "strip": mark_safe(strip),
        "stale_plans": selectors.stale_refresh(
            hours_per_day=hours_per_day, eval_set=eval_set, report=report
        ),
        "planner": planner,
        "planner_errors": planner_errors,
        "planner_inputs": planner_inputs,
        "slice_titles": SLICE_TITLES,
        "replay": replay,
        "over_time": mark_safe(
            stacked_bars(
                flags_over_time(days=30), StaleReason.values, title="live stale flags per day"
            )
        ),
    }
    return render_page(request, "budgets/page.html", context, fragment="planner")


def _bars(result: dict) -> str:

    return bar_chart_svg(result["bars"], title=f"{result['metric']} per pattern, {result['arm']}")


@require_GET
@role_required(LEAD)
def sizing_page(request: HtmxHttpRequest) -> HttpResponse:
    form = SizingForm.with_defaults(request.GET)
    results = None
    if form.is_valid():
        d = form.cleaned_data
        precision = sizing.precision(d["p"], d["n"])
        results = {
            "precision": precision,
            "se_points": 100 * precision.se,
            "width_points": 100 * precision.width,
            "needed": sizing.items_needed(d["half_width"] / 100.0, p=d["p"]),
            "needed_worst": sizing.items_needed(d["half_width"] / 100.0),
            "resolution": sizing.stratum_resolution(d["stratum_n"], d["set_n"]),
            "stratum_half_points": 100 * sizing.precision(d["p"], d["stratum_n"]).half_width,
            "sessions": sizing.sessions_per_arm(
                d["p1"], d["p2"], alpha=d["alpha"], power=d["power"]
            ),
        }
    return render_page(
        request, "budgets/sizing.html", {"form": form, "results": results}, fragment="results"
    )
