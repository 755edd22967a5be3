"""python manage.py ingest_traces PATH [PATH ...] [--source NAME] [--parallel]"""

from __future__ import annotations

import time

from django.core.management.base import BaseCommand, CommandError

from core.jobs import job_create
from core.jsonl import count_lines, iter_json_lines, open_text
from core.models import Job
from core.progress import progress_bar
from curation.errors import CurationError
from curation.services.ingest_parallel import JOB_KIND, trace_ingest_parallel_start
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
            "--no-pseudonymize",
            action="store_true",
            help="store text as received (only for data that holds no personal data)",
        )
        parser.add_argument(
            "--parallel",
            action="store_true",
            help="cut each file into batches (ASSAY_INGEST_WORKER_BATCH_SIZE lines, or "
            "--batch-size) that Celery workers pseudonymize and store in parallel; one Job row "
            "tracks them. Workers must see PATH at the same place. Without a broker the "
            "batches run here, one after another",
        )

    def handle(
        self,
        *args,
        paths,
        source=None,
        batch_size=None,
        no_pseudonymize=False,
        parallel=False,
        **opts,
    ):
        total = IngestReport()
        failed = False
        for path in paths:
            if parallel:
                report = self._parallel(path, source, batch_size, not no_pseudonymize)
                failed = failed or report.aborted is not None
                total.accepted += report.accepted
                total.duplicates += report.duplicates
                total.rejected += report.rejected
                continue
            try:
                stream = open_text(path)
            except OSError as exc:
                raise CommandError(f"{path}: {exc.strerror or exc}") from None
            with stream, progress_bar(count_lines(path), f"ingest {path}", "lines") as update:
                kwargs = {"transform": None} if no_pseudonymize else {}
                report = trace_ingest_lines(
                    lines=iter_json_lines(stream),
                    default_source=source,
                    batch_size=batch_size,
                    on_progress=lambda done, u=update: u(done),
                    **kwargs,
                )
            for problem in report.problems:
                self.stderr.write(f"{path}: {problem}")
            if report.rejected > len(report.problems):
                self.stderr.write(f"{path}: ... and {report.rejected - len(report.problems)} more")
            if report.aborted:
                self.stderr.write(
                    f"{path}: stopped early, committed batches kept: {report.aborted}"
                )
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

    def _parallel(self, path: str, source, batch_size, pseudonymize: bool) -> IngestReport:
        """One Job for ``path``: plan, queue the batches, wait for the last, print its report."""
        from celery import current_app

        if current_app.conf.task_always_eager:
            self.stderr.write(
                "--parallel: no CELERY_BROKER_URL, so the batches run here, one after another"
            )
        job = job_create(
            kind=JOB_KIND, params={"path": str(path), "name": str(path), "source": source or ""}
        )
        try:
            job = trace_ingest_parallel_start(
                job=job,
                path=path,
                default_source=source,
                batch_size=batch_size,
                pseudonymize=pseudonymize,
            )
        except CurationError as exc:
            Job.objects.filter(pk=job.pk).update(status=Job.Status.FAILED, message=str(exc))
            raise CommandError(str(exc)) from None
        with progress_bar(job.total, f"ingest {path} (job {job.pk})", "lines") as update:
            while job.status not in (Job.Status.DONE, Job.Status.FAILED):
                update(job.done)
                time.sleep(0.5)
                job.refresh_from_db()
            update(job.done)
        if job.status == Job.Status.FAILED:
            raise CommandError(f"{path}: job {job.pk} failed: {job.message}")
        result = job.result
        report = IngestReport(
            accepted=result["accepted"],
            duplicates=result["duplicates"],
            rejected=result["rejected"],
            aborted=result.get("aborted"),
        )
        for problem in result["problems"]:
            self.stderr.write(f"{path}: {problem}")
        if report.rejected > len(result["problems"]):
            self.stderr.write(f"{path}: ... and {report.rejected - len(result['problems'])} more")
        if report.aborted:
            self.stderr.write(f"{path}: stopped early, committed batches kept: {report.aborted}")
        workers = ", ".join(f"{w}: {n}" for w, n in sorted(result.get("workers", {}).items()))
        self.stderr.write(f"{path}: job {job.pk}, {result['batches']} batches ({workers})")
        return report
