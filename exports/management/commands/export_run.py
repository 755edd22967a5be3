"""python manage.py export_run RUN --format trec [--output PATH] [--qrels PATH] [--docs]

Writes any replay run as a TREC run file (standard output by default) and, with ``--qrels``, its
items' gold as TREC qrels: both read back unchanged by trec_eval, ir-measures and ranx (see
exports/trec_runs.py). ``--docs`` writes document ids instead of chunk ids.
"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from exports.formats import ExportFormatError
from exports.trec_runs import qrels_lines, run_lines
from replay.models import Run
from replay.selectors import run_rows


class Command(BaseCommand):
    help = "Export a replay run (and its qrels) in TREC format."

    def add_arguments(self, parser):
        parser.add_argument("run", type=int)
        parser.add_argument("--format", dest="fmt", choices=["trec"], default="trec")
        parser.add_argument("--output", default="-", help="run file (default: standard output)")
        parser.add_argument("--qrels", default=None, help="also write the qrels here")
        parser.add_argument("--docs", action="store_true", help="document ids, not chunk ids")

    def handle(self, *args, run, fmt, output, qrels, docs, **opts):
        found = Run.objects.filter(pk=run).first()
        if found is None:
            raise CommandError(f"run {run}: no such run")
        if found.status != Run.Status.DONE:
            raise CommandError(f"run {run} is {found.status}: export a finished run")
        rows = run_rows(found)
        tag = f"assay-{found.pk}-{found.arm}-{found.short_hash}"
        try:
            # Build both files before writing either, so a refused id leaves nothing half written.
            run_text = "".join(run_lines(rows, tag=tag, docs=docs))
            qrels_text = "".join(qrels_lines(rows, docs=docs)) if qrels else ""
        except ExportFormatError as exc:
            raise CommandError(str(exc)) from None
        self._write(output, run_text)
        if qrels:
            self._write(qrels, qrels_text)
        scored = sum(1 for row in rows if row.get("metrics") is not None)
        self.stderr.write(f"run {found.pk}: {scored} scored items written as TREC ({tag})")

    def _write(self, path: str, text: str) -> None:
        if path == "-":
            self.stdout.write(text, ending="")
            return
        try:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
        except OSError as exc:
            raise CommandError(f"{path}: {exc.strerror or exc}") from None
