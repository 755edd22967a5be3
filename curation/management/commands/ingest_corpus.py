"""python manage.py ingest_corpus PATH [PATH ...] [--unit tokens|sentences --size N --overlap N]"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from core.jsonl import count_lines, iter_json_lines, open_text
from core.progress import progress_bar
from curation.services.corpus import chunking_from_settings, corpus_ingest_lines


class Command(BaseCommand):
    help = (
        "Ingest corpus documents (JSONL: doc_id, title, text, version?, url?, metadata?). Bad "
        "lines are reported as 'line N: field: message'; exit status 1 if any was rejected."
    )

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", metavar="PATH")
        parser.add_argument("--unit", choices=["tokens", "sentences"], default=None)
        parser.add_argument("--size", type=int, default=None, help="chunk size in units")
        parser.add_argument("--overlap", type=int, default=None, help="overlap in units")
        parser.add_argument(
            "--no-split",
            action="store_true",
            help="one chunk per document (collections judged per passage)",
        )
        parser.add_argument(
            "--personal",
            action="store_true",
            help="a personal source (account records): pseudonymize the documents at ingest; "
            "their words protect nothing",
        )

    def handle(self, *args, paths, unit=None, size=None, overlap=None, no_split=False, **opts):
        try:
            chunking = chunking_from_settings(
                unit=unit, size=size, overlap=overlap, no_split=no_split or None
            )
        except ValueError as exc:
            raise CommandError(f"chunking: {exc}") from None
        rejected = 0
        failed = False
        for path in paths:
            try:
                stream = open_text(path)
            except OSError as exc:
                raise CommandError(f"{path}: {exc.strerror or exc}") from None
            with stream, progress_bar(count_lines(path), f"corpus {path}", "docs") as update:
                report = corpus_ingest_lines(
                    lines=iter_json_lines(stream),
                    chunking=chunking,
                    on_progress=update,
                    personal=bool(opts.get("personal")),
                )
            for problem in report.problems:
                self.stderr.write(f"{path}: {problem}")
            if report.aborted:
                self.stderr.write(
                    f"{path}: stopped early, documents before it kept: {report.aborted}"
                )
                failed = True
            rejected += report.rejected
            self.stdout.write(
                f"{path}: added {report.added}, new versions {report.new_versions}, "
                f"unchanged {report.unchanged}, rejected {report.rejected}, chunks {report.chunks}"
            )
        if rejected or failed:
            raise SystemExit(1)
