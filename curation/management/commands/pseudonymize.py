"""python manage.py pseudonymize --input IN.jsonl --output OUT.jsonl"""

from __future__ import annotations

import os

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from core.jsonl import count_lines, open_text
from core.progress import progress_bar
from curation.pii.analyzer import get_analyzer
from curation.pii.batch import SharedDetections, pseudonymize_id_text
from curation.pii.config import config_from_settings
from curation.pii.pseudonymizer import Pseudonymizer


class Command(BaseCommand):
    help = (
        'Pseudonymize {"id", "text", "case"?} JSONL lines. Lines with the same "case" (a string '
        "or integer) share one surrogate table, each case its own; lines without one share a "
        "default case (the whole file, when no line names a case). Output keeps the input order. Bad lines are reported as "
        "'line N: field: message' and skipped; exit status 1 if any was rejected. The key comes "
        "from ASSAY_PSEUDONYM_KEY."
    )

    def add_arguments(self, parser):
        parser.add_argument("--input", required=True, metavar="IN.jsonl", help="- for stdin")
        parser.add_argument("--output", required=True, metavar="OUT.jsonl")

    def handle(self, *args, input, output, **opts):

        key = os.environ.get("ASSAY_PSEUDONYM_KEY", "").strip()
        if not key:
            key = settings.ASSAY_PSEUDONYM_KEY
            self.stderr.write(
                "warning: ASSAY_PSEUDONYM_KEY is not set; using the development key, so anyone "
                "with this code can recompute the surrogates"
            )
        try:
            config = config_from_settings(settings)
        except ValueError as exc:
            raise CommandError(str(exc)) from None
        try:
            source = open_text(input)
        except OSError as exc:
            raise CommandError(f"{input}: {exc.strerror or exc}") from None
        try:
            sink = open(output, "w", encoding="utf-8")  # noqa: SIM115 - closed below
        except OSError as exc:
            source.close()
            raise CommandError(f"{output}: {exc.strerror or exc}") from None
        with source, sink, progress_bar(count_lines(input), "pseudonymize", "lines") as update:
            detections = SharedDetections(get_analyzer(config))

            def new_case():
                return Pseudonymizer(key, analyzer=detections, config=config)

            written, problems = pseudonymize_id_text(
                source, sink, new_case(), on_progress=update, new_case=new_case
            )
        for problem in problems:
            self.stderr.write(str(problem))
        self.stdout.write(f"pseudonymized {written} lines, rejected {len(problems)}")
        if problems:
            raise SystemExit(1)
