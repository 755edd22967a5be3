"""python manage.py evidence_report RUN [--k 1,3,5,10] [--json]

Document@K, Answer@K, Evidence Recall@K and All-Evidence@K of a replay run over its items with
evidence marks, each as mean [95% interval] (Wilson for the 0/1 metrics); see replay/evidence.py.
"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from replay.evidence_marks import run_evidence
from replay.models import Run
from replay.report import estimate_cell, format_table


class Command(BaseCommand):
    help = "Evidence-level metrics of a replay run (items with evidence marks)."

    def add_arguments(self, parser):
        parser.add_argument("run", type=int)
        parser.add_argument("--k", default="1,3,5,10", help="comma-separated cut-offs")
        parser.add_argument("--json", action="store_true", dest="as_json")

    def handle(self, *args, run, k, as_json, **opts):
        found = Run.objects.filter(pk=run).first()
        if found is None:
            raise CommandError(f"run {run}: no such run")
        try:
            ks = [int(part) for part in k.split(",") if part.strip()]
            if not ks or min(ks) < 1:
                raise ValueError
        except ValueError:
            raise CommandError(
                f"--k: give positive integers separated by commas, got {k!r}"
            ) from None
        result = run_evidence(found, ks=ks)
        if as_json:
            self.stdout.write(json.dumps(result, indent=2, sort_keys=True))
            return
        if not result["n"]:
            self.stdout.write(f"run {run}: no item has evidence marks")
            return
        rows = [
            [
                str(cut),
                *(
                    estimate_cell(result["metrics"][f"{base}@{cut}"])
                    for base in ("document", "answer", "evidence_recall", "all_evidence")
                ),
            ]
            for cut in ks
        ]
        self.stdout.write(f"run {run}: {result['n']} items with evidence marks")
        self.stdout.write(
            format_table(
                ["K", "Document@K", "Answer@K", "Evidence Recall@K", "All-Evidence@K"], rows
            )
        )
        self.stdout.write("cells: mean ± standard error [95% interval]")
