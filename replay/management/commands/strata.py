"""python manage.py strata define --set NAME --stratum "NAME: description" --stratum ...
python manage.py strata agreement --set NAME [--json]
python manage.py strata report RUN [--compare RUN_B] [--metric ndcg@10] [--json]

Question-kind strata (see replay/strata.py): defined by a lead before any run of the set has
finished, labelled blind by two annotators (the /replay/strata/ pages), agreement and
disagreements, and a run or a comparison broken down by stratum with each stratum's resolution.
"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from curation.errors import CurationError
from curation.models import EvalSet
from replay.judging import run_coverage
from replay.models import Run
from replay.report import estimate_cell, format_table
from replay.selectors import DEFAULT_METRIC
from replay.strata import compare_by_stratum, run_by_stratum, strata_agreement, strata_define


class Command(BaseCommand):
    help = "Define question-kind strata, read their agreement, and break runs down by stratum."

    def add_arguments(self, parser):
        parser.add_argument("action", choices=["define", "agreement", "report"])
        parser.add_argument("run", nargs="?", type=int)
        parser.add_argument("--set", dest="set_name")
        parser.add_argument("--stratum", action="append", default=[])
        parser.add_argument("--compare", type=int, default=None)
        parser.add_argument("--metric", default=DEFAULT_METRIC)
        parser.add_argument("--json", action="store_true", dest="as_json")

    def handle(self, *args, action, run, set_name, stratum, compare, metric, as_json, **o):
        try:
            if action == "report":
                result = self._report(run, compare, metric)
            else:
                eval_set = EvalSet.objects.filter(name=set_name or "").first()
                if eval_set is None:
                    raise CommandError(f"--set: no eval set named {set_name!r}")
                if action == "define":
                    strata = [self._stratum(s) for s in stratum]
                    scheme = strata_define(eval_set=eval_set, strata=strata)
                    self.stdout.write(f"{eval_set.name}: {len(scheme.strata)} strata defined")
                    return
                result = strata_agreement(eval_set)
        except CurationError as exc:
            raise CommandError(str(exc)) from None
        if as_json:
            self.stdout.write(json.dumps(result, indent=2, sort_keys=True))
        elif action == "agreement":
            kappa = "-" if result["kappa"] is None else f"{result['kappa']:.3f}"
            observed = "-" if result["observed"] is None else f"{result['observed']:.3f}"
            self.stdout.write(
                f"{result['n']} items with two labels: agreement {observed}, Cohen's kappa "
                f"{kappa}; {len(result['disagreements'])} disagreements to adjudicate"
            )
        else:
            self.stdout.write(self._text(result))

    def _stratum(self, text: str) -> dict:
        name, _, description = text.partition(":")
        return {"name": name.strip(), "description": description.strip()}

    def _report(self, run: int | None, compare: int | None, metric: str) -> dict:
        ids = [pk for pk in (run, compare) if pk is not None]
        runs = {r.pk: r for r in Run.objects.filter(pk__in=ids)}
        if not ids or any(pk not in runs for pk in ids):
            raise CommandError("report: give an existing RUN (and --compare RUN_B)")
        if compare is None:
            result = run_by_stratum(runs[run], metric=metric)
        else:
            result = compare_by_stratum(runs[run], runs[compare], metric=metric)
        # A score over unjudged chunks is a lower bound; the report says how far each run is judged.
        result["coverage"] = {str(pk): run_coverage(runs[pk]) for pk in ids}
        return result

    def _text(self, result: dict) -> str:
        if "corrected_for" in result:
            rows = [
                [
                    r["stratum"],
                    str(r["n"]),
                    f"{r['mean_diff']:+.4f}",
                    f"[{r['ci_low']:+.4f}, {r['ci_high']:+.4f}]",
                    f"{r['p_value']:.4f}",
                    f"{r['p_holm']:.4f}",
                    f"{r['p_bh']:.4f}",
                ]
                for r in result["strata"]
            ]
            head = ["stratum", "n", "B - A", "95% interval", "p", "p Holm", "p BH"]
            foot = f"p-values adjusted over {result['corrected_for']} strata"
        else:
            rows = [[r["stratum"], str(r["n"]), estimate_cell(r)] for r in result["strata"]]
            head = ["stratum", "n", result["metric"]]
            foot = f"{result['unresolved']} items without an agreed or adjudicated stratum left out"
        notes = [f"{r['stratum']}: {r['note']}" for r in result["strata"]]
        notes += [
            f"judged coverage of run {pk}: {c['note']}; {c['unjudged']} top-{c['k']} chunks unjudged"
            for pk, c in result.get("coverage", {}).items()
        ]
        return "\n".join([format_table(head, rows), foot, *notes])
