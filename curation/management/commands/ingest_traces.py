"""python manage.py ingest_traces PATH [PATH ...] [--source NAME]"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from core.jsonl import count_lines, iter_json_lines, open_text
from core.progress import progress_bar
from curation.services.traces import IngestReport, trace_ingest_lines


class Command(BaseCommand):
    help = (
        "Ingest JSONL traces (plain, .gz, or - for stdin). Bad lines are reported as "
        "'line N: field: message' and never stop the good ones; exit status 1 if any was rejected."
    )

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", metavar="PATH")
        parser.add_argument("--source", help="source name for traces that do not name one")
        parser.add_argument("--batch-size", type=int, default=None)
        parser.add_argument(
            "--no-pseudonymize", action="store_true",
            help="store text as received (only for data that holds no personal data)",
        )

    def handle(self, *args, paths, source=None, batch_size=None, no_pseudonymize=False, **opts):
        total = IngestReport()
        failed = False
        for path in paths:
            try:
                stream = open_text(path)
            except OSError as exc:
                raise CommandError(f"{path}: {exc.strerror or exc}") from None
            with stream, progress_bar(count_lines(path), f"ingest {path}", "lines") as update:
                kwargs = {"transform": None} if no_pseudonymize else {}
                report = trace_ingest_lines(
                    lines=iter_json_lines(stream), default_source=source, batch_size=batch_size,
                    on_progress=lambda done, u=update: u(done), **kwargs,
                )
            for problem in report.problems:
                self.stderr.write(f"{path}: {problem}")
            if report.rejected > len(report.problems):
                self.stderr.write(f"{path}: ... and {report.rejected - len(report.problems)} more")
            if report.aborted:
                self.stderr.write(f"{path}: stopped early, committed batches kept: {report.aborted}")
                failed = True
            total.accepted += report.accepted
            total.duplicates += report.duplicates
            total.rejected += report.rejected
        self.stdout.write(
            f"accepted {total.accepted}, duplicates skipped {total.duplicates}, "
            f"rejected {total.rejected}"
        )
        if total.rejected or failed:
            raise SystemExit(1)
