"""python manage.py import_evalset PATH --set NAME

Reads eval items as JSON lines: the follow-up item shape (curation/services/evalsets.py) or,
when the first line names a ``case_id``, the ``cases`` export shape (docs/cases-format.md,
curation/services/case_import.py), which brings fixtures, tools, ground truth and labelling
metadata along. Bad lines are
reported as ``line N: field: message``; gold chunk ids that name no current chunk are reported
per line (and kept as given). A truncated .gz keeps every item before the damage and says so.
Exits 1 when a line was refused or the input broke off; an import that keeps nothing creates no
set.
"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from core.jsonl import count_lines, iter_json_lines, open_text
from core.progress import progress_bar
from curation.errors import CurationError
from curation.services.case_import import evalset_import_auto


class Command(BaseCommand):
    help = "Import eval items (JSONL: id, prefix, follow_up, gold, ... or a cases export) into an eval set."

    def add_arguments(self, parser):
        parser.add_argument("path", metavar="PATH")
        parser.add_argument("--set", dest="set_name", required=True, help="eval set name")
        parser.add_argument("--description", default="")

    def handle(self, *args, path, set_name, description, **opts):
        try:
            stream = open_text(path)
        except OSError as exc:
            raise CommandError(f"{path}: {exc.strerror or exc}") from None
        try:
            with stream, progress_bar(count_lines(path), f"import {path}", "items") as update:
                eval_set, report = evalset_import_auto(
                    lines=iter_json_lines(stream),
                    set_name=set_name,
                    description=description,
                    on_progress=update,
                )
        except CurationError as exc:
            raise CommandError(str(exc)) from None
        for problem in report.problems:
            self.stderr.write(f"{path}: {problem}")
        for warning in report.warnings:
            self.stderr.write(f"{path}: {warning}")
        if report.aborted:
            self.stderr.write(f"{path}: stopped early, items before it kept: {report.aborted}")
        if eval_set is None:
            self.stderr.write(f"{path}: nothing was kept, so set {set_name!r} was not created")
        self.stdout.write(
            f"{set_name}: added {report.added}, already present {report.already_present}, "
            f"rejected {report.rejected}; gold not in the current corpus: "
            f"{report.unresolved_ids} id(s) on {report.unresolved_items} item(s)"
        )
        if report.rejected or report.aborted:
            raise SystemExit(1)
