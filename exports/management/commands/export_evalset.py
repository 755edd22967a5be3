"""python manage.py export_evalset --set NAME [--version V] --format jsonl|cases|trec --output PATH

Writes a frozen version of an eval set. Without ``--version`` the set is frozen first (which
returns the latest version when nothing changed since), so every export names the version it
holds. ``--output -`` writes to standard output.
"""

from __future__ import annotations

import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from curation.models import EvalSet
from exports.errors import ExportError
from exports.formats import FORMATS
from exports.services import evalset_export, evalset_freeze, evalset_version_get


class Command(BaseCommand):
    help = "Export a frozen eval set version as jsonl items, frozen cases or TREC qrels."

    def create_parser(self, prog_name, subcommand, **kwargs):
        # The interface names the set version --version, which Django reserves for its
        # own version; "resolve" lets ours replace it.
        kwargs.setdefault("conflict_handler", "resolve")
        return super().create_parser(prog_name, subcommand, **kwargs)

    def add_arguments(self, parser):
        parser.add_argument("--set", dest="set_name", required=True)
        parser.add_argument(
            "--version",
            dest="number",
            type=int,
            default=None,
            help="version number (default: freeze now, or the latest if unchanged)",
        )
        parser.add_argument("--format", dest="fmt", choices=FORMATS, required=True)
        parser.add_argument("--output", required=True, help="file to write, or - for stdout")

    def handle(self, *args, set_name, number, fmt, output, **opts):
        eval_set = EvalSet.objects.filter(name=set_name).first()
        if eval_set is None:
            raise CommandError(f"--set: no eval set named {set_name!r}")
        try:
            if number is None:
                version, created = evalset_freeze(
                    eval_set=eval_set, note="frozen by export_evalset"
                )
                if created:
                    self.stderr.write(f"froze {set_name} as v{version.number}")
            else:
                version = evalset_version_get(eval_set=eval_set, number=number)
            lines = evalset_export(version=version, fmt=fmt)
            count = 0
            if output == "-":
                for line in lines:
                    sys.stdout.write(line)
                    count += 1
            else:
                path = Path(output)
                if path.parent and not path.parent.exists():
                    raise CommandError(f"--output: folder {path.parent} does not exist")
                with path.open("w", encoding="utf-8") as fh:
                    for line in lines:
                        fh.write(line)
                        count += 1
        except ExportError as exc:
            raise CommandError(str(exc)) from None
        self.stderr.write(
            f"exported {set_name} v{version.number} (sha256 {version.content_hash[:12]}, "
            f"{version.n_items} items) as {fmt}: {count} lines to {output}"
        )
