"""python manage.py classify_followups --input IN.jsonl --output OUT.jsonl"""

from __future__ import annotations

import sys

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from core.jsonl import TruncatedInput, count_lines, iter_json_lines, open_text
from core.progress import progress_bar
from curation.followups.detector import DEFAULT_BATCH_SIZE, DEFAULT_MODEL, get_detector
from curation.followups.turns import classify_lines


class Command(BaseCommand):
    help = (
        'Classify user turns as follow-up candidates. Input lines: {"id", "history": '
        '[{"role", "content"}], "utterance"}; output lines: {"id", "candidate", "pattern", '
        '"trigger", "antecedent_distance"} in the same order. Bad lines are reported as '
        "'line N: field: message', get no output line and never stop the others; exit status 1 "
        "if any was rejected."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--input",
            required=True,
            metavar="IN.jsonl",
            help="JSONL file (plain or .gz), or - for standard input",
        )
        parser.add_argument(
            "--output",
            required=True,
            metavar="OUT.jsonl",
            help="JSONL file to write, or - for standard output",
        )
        parser.add_argument(
            "--model", default=None, help="spaCy model (default: settings.ASSAY_SPACY_MODEL)"
        )
        parser.add_argument("--batch-size", type=int, default=DEFAULT_BATCH_SIZE)

    def handle(self, *args, input, output, model=None, batch_size=DEFAULT_BATCH_SIZE, **opts):
        if batch_size < 1:
            raise CommandError("--batch-size must be at least 1")
        try:
            source = open_text(input)
        except OSError as exc:
            raise CommandError(f"{input}: {exc.strerror or exc}") from None
        try:
            sink = sys.stdout if output == "-" else open(output, "w", encoding="utf-8")  # noqa: SIM115
        except OSError as exc:
            source.close()
            raise CommandError(f"{output}: {exc.strerror or exc}") from None
        detector = get_detector(model or getattr(settings, "ASSAY_SPACY_MODEL", DEFAULT_MODEL))
        try:
            with source, progress_bar(count_lines(input), "classify", "lines") as update:
                report = classify_lines(
                    detector,
                    iter_json_lines(source),
                    sink.write,
                    batch_size=batch_size,
                    on_progress=update,
                    on_problem=lambda p: self.stderr.write(str(p)),
                )
        except TruncatedInput as exc:
            raise CommandError(f"{input}: {exc}") from None
        finally:
            if sink is not sys.stdout:
                sink.close()
            else:
                sink.flush()
        summary = (
            f"classified {report.written} turns ({report.candidates} candidates), "
            f"rejected {report.rejected}"
        )
        self.stderr.write(summary) if output == "-" else self.stdout.write(summary)
        if report.rejected:
            raise SystemExit(1)
