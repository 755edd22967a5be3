"""python manage.py budget_report [--set NAME] [--json] [--hours-per-day H]

Minutes per case by set, pattern, ground-truth kind and annotator (n, median, mean, p90) next to
the minutes assumed when the set was planned, and the current stale queue priced in hours and
working days from those minutes.
"""

from __future__ import annotations

import json

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from budgets.selectors import DIMENSION_TITLES, DIMENSIONS, minutes_report, stale_refresh
from curation.models import EvalSet


def _summary(s) -> dict:
    return {"n": s.n, "median": s.median, "mean": s.mean, "p90": s.p90}


def _num(value, digits: int = 1) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def budget_data(*, eval_set: EvalSet | None, hours_per_day: float) -> dict:
    """The report as JSON-ready data (what ``--json`` prints)."""
    report = minutes_report(eval_set=eval_set)
    plans = stale_refresh(hours_per_day=hours_per_day, eval_set=eval_set, report=report)
    return {
        "hours_per_day": hours_per_day,
        "unrecorded_labels": report.unrecorded,
        "sets": [
            {
                "name": s["set"].name,
                "assumed_minutes_per_case": s["assumed"],
                "labels_per_case": s["labels_per_case"],
                "minutes": _summary(s["minutes"]),
            }
            for s in report.sets
        ],
        "minutes": {
            d: [{"slice": key, **_summary(s)} for key, s in report.by[d].items()]
            for d in DIMENSIONS
        },
        "stale_refresh": [
            {
                "set": p.eval_set.name,
                "cases": p.plan.cases,
                "hours": p.plan.hours,
                "working_days": p.plan.working_days,
                "assumed_hours": p.plan.assumed_hours,
                "unpriced": p.unpriced,
                "slices": [
                    {
                        "slice": key,
                        "cases": s.cases,
                        "minutes_per_case": s.minutes_per_case,
                        "hours": s.hours,
                        "working_days": s.working_days,
                        "assumed_hours": s.assumed_hours,
                        "source": p.sources[key],
                    }
                    for key, s in p.plan.slices.items()
                ],
            }
            for p in plans
        ],
    }


class Command(BaseCommand):
    help = "Minutes per case by slice next to the assumed minutes, and the stale queue priced."

    def add_arguments(self, parser):
        parser.add_argument("--set", dest="set_name", default=None)
        parser.add_argument("--json", action="store_true")
        parser.add_argument(
            "--hours-per-day",
            type=float,
            default=None,
            help="working hours per day (default settings.ASSAY_HOURS_PER_DAY)",
        )

    def handle(self, *args, set_name, hours_per_day, **opts):
        eval_set = None
        if set_name:
            eval_set = EvalSet.objects.filter(name=set_name).first()
            if eval_set is None:
                raise CommandError(f"--set: no eval set named {set_name!r}")
        hours_per_day = hours_per_day if hours_per_day is not None else settings.ASSAY_HOURS_PER_DAY
        if hours_per_day <= 0:
            raise CommandError(f"--hours-per-day must be positive, got {hours_per_day}")
        data = budget_data(eval_set=eval_set, hours_per_day=hours_per_day)
        if opts["json"]:
            self.stdout.write(json.dumps(data, indent=2))
            return
        out = self.stdout.write
        out("Minutes per case (one annotator's active minutes on one case)")
        out(
            f"{'set':<28} {'n':>5} {'median':>7} {'mean':>7} {'p90':>7} {'assumed':>8} {'labels/case':>11}"
        )
        for s in data["sets"]:
            m = s["minutes"]
            out(
                f"{s['name'][:28]:<28} {m['n']:>5} {_num(m['median']):>7} {_num(m['mean']):>7} "
                f"{_num(m['p90']):>7} {_num(s['assumed_minutes_per_case']):>8} {s['labels_per_case']:>11g}"
            )
        for d in DIMENSIONS[1:]:
            out("")
            out(f"by {DIMENSION_TITLES[d].lower()}")
            for row in data["minutes"][d]:
                out(
                    f"  {str(row['slice'])[:26]:<26} {row['n']:>5} {_num(row['median']):>7} "
                    f"{_num(row['mean']):>7} {_num(row['p90']):>7}"
                )
        if data["unrecorded_labels"]:
            out(
                f"\n{data['unrecorded_labels']} submitted label(s) have no active minutes recorded (left out)"
            )
        out("")
        out(f"Refreshing the stale queue ({hours_per_day:g} hours a day)")
        if not data["stale_refresh"]:
            out("  nothing is stale")
        for plan in data["stale_refresh"]:
            assumed = (
                f", {plan['assumed_hours']:.1f} h assumed"
                if plan["assumed_hours"] is not None
                else ""
            )
            out(
                f"  {plan['set']}: {plan['cases']} cases, {plan['hours']:.1f} h, "
                f"{plan['working_days']:.2f} working days{assumed}"
            )
            for s in plan["slices"]:
                out(
                    f"    {s['slice']:<22} {s['cases']:>4} x {s['minutes_per_case']:.1f} min = "
                    f"{s['hours']:.1f} h  ({s['source']})"
                )
            for name, n in plan["unpriced"].items():
                out(f"    {name:<22} {n:>4} cases not priced: no minutes measured or assumed")
