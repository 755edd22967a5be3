"""python manage.py size_from_pilot RUN_A RUN_B [--metric ndcg@10] [--effect 0.03]
[--minutes M] [--alpha 0.05] [--power 0.8] [--json]

Sizes a set from its pilot: the paired differences of two runs on the pilot items (cluster
bootstrap by conversation where the pilot has several turns of one) give the minimum detectable
effect, the items a target effect needs at 80% power, and the hours of labelling those items cost
at the set's measured minutes per case (or ``--minutes``).
"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from budgets.pilot import sizing_from_pilot
from curation.errors import CurationError
from replay.models import Run
from replay.selectors import DEFAULT_METRIC


class Command(BaseCommand):
    help = "Minimum detectable effect, items needed and labelling hours from a pilot's two runs."

    def add_arguments(self, parser):
        parser.add_argument("run_a", type=int)
        parser.add_argument("run_b", type=int)
        parser.add_argument("--metric", default=DEFAULT_METRIC)
        parser.add_argument("--effect", type=float, default=None, help="target difference")
        parser.add_argument("--minutes", type=float, default=None, help="minutes per case")
        parser.add_argument("--alpha", type=float, default=0.05)
        parser.add_argument("--power", type=float, default=0.8)
        parser.add_argument("--resamples", type=int, default=2000)
        parser.add_argument("--json", action="store_true", dest="as_json")

    def handle(self, *args, run_a, run_b, as_json, **opts):
        runs = {run.pk: run for run in Run.objects.filter(pk__in=[run_a, run_b])}
        missing = [str(pk) for pk in (run_a, run_b) if pk not in runs]
        if missing:
            raise CommandError(f"no such run(s): {', '.join(missing)}")
        try:
            result = sizing_from_pilot(
                run_a=runs[run_a],
                run_b=runs[run_b],
                metric=opts["metric"],
                target_effect=opts["effect"],
                minutes=opts["minutes"],
                alpha=opts["alpha"],
                power=opts["power"],
                resamples=opts["resamples"],
            )
        except (CurationError, ValueError) as exc:
            raise CommandError(str(exc)) from None
        if as_json:
            self.stdout.write(json.dumps(result, indent=2, sort_keys=True))
            return
        s, p = result["sizing"], result["pilot"]
        lines = [
            f"pilot: run {p['run_b']} minus run {p['run_a']} on {p['metric']}, {s['pilot_n']} "
            f"items in {s['pilot_clusters']} conversations ({s['bootstrap']} bootstrap)",
            f"sd of per-item differences {s['sd_diff']:.4f}; design effect "
            f"{s['design_effect']:.2f}; effective sd {s['sd_effective']:.4f}",
            f"minimum detectable effect at {s['pilot_n']} items (alpha {s['alpha']}, power "
            f"{s['power']:.0%}): {s['mde_at_pilot']:.4f}",
        ]
        if s["items_needed"] is not None:
            lines.append(
                f"items for a difference of {s['target_effect']}: {s['items_needed']} "
                f"({s['items_to_add']} more than the pilot)"
            )
            if s["labelling_hours"] is not None:
                lines.append(
                    f"labelling the {s['items_to_add']} items: {s['labelling_hours']:.1f} hours at "
                    f"{s['minutes_per_case']:.2f} minutes per case ({result['minutes_source']})"
                )
            else:
                lines.append(f"labelling hours: unknown ({result['minutes_source']})")
        self.stdout.write("\n".join(lines))
