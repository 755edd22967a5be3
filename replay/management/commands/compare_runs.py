"""python manage.py compare_runs RUN_A RUN_B [RUN_C ...] [--metric ndcg@10] [--resamples 10000]
[--seed 0] [--intersection] [--json]

``--metric`` may be given several times (or comma-separated): two runs are then compared on each
metric, and the p-values are adjusted (Holm and Benjamini-Hochberg) over all of them.
Every interval is a cluster bootstrap by conversation when a conversation holds several items
(the output says which bootstrap was used) and comes with a sign-flip ``p_value``.

Two runs: the paired bootstrap of B - A over their items (refused when they were scored on
different items, unless ``--intersection``, which says how many items are compared). Three or
more runs (or ``--ladder``): the ladder of consecutive gaps, which add up exactly to the
first-to-last difference, on the items every run has.
"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from curation.errors import CurationError
from replay.comparisons import bootstrap_note
from replay.corrections import runs_compare_metrics
from replay.judging import run_coverage
from replay.models import Run
from replay.report import format_table
from replay.selectors import DEFAULT_METRIC, runs_compare, runs_ladder
from replay.stats import DEFAULT_RESAMPLES


class Command(BaseCommand):
    help = "Compare replay runs with a paired bootstrap (two runs) or a ladder (several)."

    def add_arguments(self, parser):
        parser.add_argument("runs", nargs="+", type=int, metavar="RUN")
        parser.add_argument("--metric", action="append", dest="metrics", metavar="METRIC")
        parser.add_argument("--resamples", type=int, default=DEFAULT_RESAMPLES)
        parser.add_argument("--seed", type=int, default=0)
        parser.add_argument(
            "--intersection",
            action="store_true",
            help="compare the items both runs scored when they differ",
        )
        parser.add_argument("--ladder", action="store_true", help="ladder even for two runs")
        parser.add_argument("--json", action="store_true", dest="as_json")

    def handle(self, *args, runs, metrics, resamples, seed, intersection, ladder, as_json, **o):
        if len(runs) < 2:
            raise CommandError("give at least two run ids")
        names = [m.strip() for arg in metrics or [DEFAULT_METRIC] for m in arg.split(",")]
        names = [m for m in dict.fromkeys(names) if m]
        metric = names[0]
        if len(names) > 1 and (ladder or len(runs) > 2):
            raise CommandError("several metrics compare two runs; a ladder takes one --metric")
        found = {run.pk: run for run in Run.objects.filter(pk__in=runs)}
        missing = [pk for pk in runs if pk not in found]
        if missing:
            raise CommandError(f"no such run(s): {', '.join(map(str, missing))}")
        ordered = [found[pk] for pk in runs]
        try:
            if ladder or len(runs) > 2:
                result = runs_ladder(ordered, metric=metric, resamples=resamples, seed=seed)
                text = self._ladder_text(result)
            elif len(names) > 1:
                result = runs_compare_metrics(
                    ordered[0],
                    ordered[1],
                    names,
                    resamples=resamples,
                    seed=seed,
                    use_intersection=intersection,
                )
                text = self._metrics_text(result)
            else:
                result = runs_compare(
                    ordered[0],
                    ordered[1],
                    metric=metric,
                    resamples=resamples,
                    seed=seed,
                    use_intersection=intersection,
                )
                text = self._compare_text(result)
        except CurationError as exc:
            raise CommandError(str(exc)) from None
        result["coverage"] = {str(run.pk): run_coverage(run) for run in ordered}
        text += "".join(
            f"\njudged coverage of run {pk}: {c['note']}; {c['unjudged']} top-{c['k']} chunks unjudged"
            for pk, c in result["coverage"].items()
        )
        if as_json:
            self.stdout.write(json.dumps(result, indent=2, sort_keys=True))
        else:
            self.stdout.write(text)

    def _compare_text(self, r: dict) -> str:
        items = f"{r['n']} items"
        if r["only_in_a"] or r["only_in_b"]:
            items += (
                f" (intersection; left out: {r['only_in_a']} only in run {r['run_a']}, "
                f"{r['only_in_b']} only in run {r['run_b']})"
            )
        return "\n".join(
            [
                f"{r['metric']}: run {r['run_b']} ({r['arm_b']}, {r['hash_b'][:12]}) minus "
                f"run {r['run_a']} ({r['arm_a']}, {r['hash_a'][:12]})",
                f"means {r['mean_a']:.4f} -> {r['mean_b']:.4f}; difference {r['mean_diff']:+.4f}, "
                f"95% interval [{r['ci_low']:+.4f}, {r['ci_high']:+.4f}] over {items}, "
                f"p = {r['p_value']:.4f}",
                f"{bootstrap_note(r)}; {r['resamples']} resamples, seed {r['seed']}",
            ]
        )

    def _metrics_text(self, result: dict) -> str:
        first = result["comparisons"][0]
        rows = [
            [
                r["metric"],
                f"{r['mean_a']:.4f}",
                f"{r['mean_b']:.4f}",
                f"{r['mean_diff']:+.4f}",
                f"[{r['ci_low']:+.4f}, {r['ci_high']:+.4f}]",
                f"{r['p_value']:.4f}",
                f"{r['p_holm']:.4f}",
                f"{r['p_bh']:.4f}",
            ]
            for r in result["comparisons"]
        ]
        headers = ["metric", "mean A", "mean B", "B - A", "95% interval", "p", "p Holm", "p BH"]
        return "\n".join(
            [
                f"run {first['run_b']} ({first['arm_b']}) minus run {first['run_a']} "
                f"({first['arm_a']}) over {first['n']} items",
                format_table(headers, rows),
                f"p-values adjusted over {result['corrected_for']} comparisons "
                "(Holm: family-wise; BH: false discovery rate)",
                f"{bootstrap_note(first)}; {first['resamples']} resamples, seed {first['seed']}",
            ]
        )

    def _ladder_text(self, r: dict) -> str:
        rows = [
            [name, r["hashes"][name], f"{mean:.4f}"]
            for name, mean in zip(r["runs"], r["means"], strict=True)
        ]
        lines = [
            f"{r['metric']} ladder over {r['n']} common items",
            format_table(["run", "config", "mean"], rows),
            "",
        ]
        steps = [
            [
                f"{s['from_run']} -> {s['to_run']}",
                f"{s['mean_diff']:+.4f}",
                f"[{s['ci_low']:+.4f}, {s['ci_high']:+.4f}]",
                f"{s['p_value']:.4f}",
                f"{s['p_holm']:.4f}",
                f"{s['p_bh']:.4f}",
            ]
            for s in r["steps"]
        ]
        t = r["total"]
        steps.append(
            [
                f"total {t['from_run']} -> {t['to_run']}",
                f"{t['mean_diff']:+.4f}",
                f"[{t['ci_low']:+.4f}, {t['ci_high']:+.4f}]",
                f"{t['p_value']:.4f}",
                "",
                "",
            ]
        )
        headers = ["gap", "difference", "95% interval", "p", "p Holm", "p BH"]
        lines.append(format_table(headers, steps))
        lines.append(f"p-values of the gaps adjusted over {r['corrected_for']} comparisons")
        dropped = {name: n for name, n in r["dropped"].items() if n}
        if dropped:
            lines.append(
                "left out (not in every run): " + ", ".join(f"{k}: {v}" for k, v in dropped.items())
            )
        lines.append(
            f"the gaps add up to the total exactly; {bootstrap_note(r)}; "
            f"{r['resamples']} resamples, seed {r['seed']}"
        )
        return "\n".join(lines)
