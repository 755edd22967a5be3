"""python manage.py replay --set NAME --arm ARM [--k 10] [--output results.jsonl] [--json]

Replays an eval set in one arm in this process (progress bar on a terminal) and prints the
report: overall and per pattern, n, mean ± se and 95% interval, with the run's config hash.
``--enqueue`` hands the run to the Celery workers instead; ``--run ID`` prints (and exports) a
stored run; ``--resume ID`` re-queues an unfinished one; ``--build-index`` only builds the
current corpus index (what semantic search in the labelling pages needs).
"""

from __future__ import annotations

import json
import sys

from django.core.management.base import BaseCommand, CommandError

from core.errors import AssayError
from core.progress import progress_bar
from curation.errors import CurationError
from curation.models import EvalSet
from curation.search import services as search_services
from replay import services
from replay.arms import ARMS
from replay.judging import run_coverage
from replay.lab_report import add_retrieval_arguments, retrieval_options, retrieval_text
from replay.models import Run
from replay.planning import ITEM_SELECTIONS
from replay.report import summary_text
from replay.selectors import output_line, run_report, run_rows
from replay.system_cli import system_run_from_options, system_text, write_system_output


class Command(BaseCommand):
    help = "Replay an eval set through retrieval in one arm and report the metrics."

    def add_arguments(self, parser):
        parser.add_argument("--set", dest="set_name", help="eval set name")
        parser.add_argument("--arm", choices=[*ARMS, "system"])
        parser.add_argument(
            "--mode", choices=["frozen", "live"], default="frozen", help="system: frozen or live"
        )
        parser.add_argument("--judge-url", default=None, help="system: the judge's URL")
        parser.add_argument("--system-version", default="", help="system: declared version")
        parser.add_argument(
            "--tools-base", default=None, help="system: Assay's address (ASSAY_PUBLIC_URL)"
        )
        parser.add_argument(
            "--k", default="10", help="chunks kept per item, or a sweep in one run: 1,3,5,10,20"
        )
        add_retrieval_arguments(parser)
        parser.add_argument(
            "--turns",
            type=int,
            default=None,
            help="concat_history: messages of history kept (default 2)",
        )
        parser.add_argument(
            "--roles", default=None, help="concat_history: roles kept, e.g. user or user,assistant"
        )
        parser.add_argument(
            "--url",
            default=None,
            help="http: contextualizer URL (default ASSAY_CONTEXTUALIZER_URL); system: its URL",
        )
        parser.add_argument(
            "--repeats",
            type=int,
            default=None,
            help="http, system: calls per item (system: odd, default 3); majority verdict",
        )
        parser.add_argument("--items", choices=ITEM_SELECTIONS, default="labelled")
        parser.add_argument("--batch-size", type=int, default=None)
        parser.add_argument("--output", default=None, help="write one JSON line per item here")
        parser.add_argument("--json", action="store_true", help="print the report as JSON")
        parser.add_argument(
            "--enqueue", action="store_true", help="queue the run for the Celery workers and return"
        )
        parser.add_argument("--run", type=int, default=None, help="report a stored run")
        parser.add_argument(
            "--resume",
            type=int,
            default=None,
            metavar="RUN",
            help="re-queue the missing items of an unfinished run",
        )
        parser.add_argument(
            "--build-index", action="store_true", help="build the current corpus index and exit"
        )

    def handle(self, *args, **opts):
        try:
            if opts["build_index"]:
                return self._build_index()
            if opts["resume"] is not None:
                run = self._get_run(opts["resume"])
                pending = services.run_resume(run=run)
                self.stdout.write(f"run {run.pk}: {pending} item(s) re-queued")
                return
            if opts["run"] is not None:
                run = self._get_run(opts["run"])
            else:
                run = self._create_and_run(opts)
                if run is None:
                    return
        except AssayError as exc:
            raise CommandError(str(exc)) from None
        if run.arm == "system":
            return self._system_report(run, opts)
        if opts["output"]:
            self._write_output(run, opts["output"])
        report = run_report(run)
        if run.status == Run.Status.DONE:
            report["coverage"] = run_coverage(run)
        if opts["json"]:
            self.stdout.write(json.dumps(report, indent=2, sort_keys=True))
        else:
            self.stdout.write(self._text(run, report))

    def _get_run(self, pk: int) -> Run:
        run = Run.objects.select_related("eval_set").filter(pk=pk).first()
        if run is None:
            raise CurationError(f"run {pk}: no such run")
        return run

    def _create_and_run(self, opts) -> Run | None:
        if not opts["set_name"] or not opts["arm"]:
            raise CurationError("give --set NAME and --arm ARM (or --run ID)")
        eval_set = EvalSet.objects.filter(name=opts["set_name"]).first()
        if eval_set is None:
            raise CurationError(f"set: no eval set named {opts['set_name']!r}")
        if opts["arm"] == "system":
            run = system_run_from_options(eval_set, opts, self.stderr)
            if opts["enqueue"]:
                services.run_enqueue(run)
                self.stdout.write(f"run {run.pk} queued; page /replay/runs/{run.pk}/")
                return None
            return run
        params = {
            name: opts[name]
            for name in ("turns", "roles", "url", "repeats")
            if opts[name] is not None
        }
        k, k_sweep, retrieval = retrieval_options(opts)
        run = services.run_create(
            eval_set=eval_set,
            arm=opts["arm"],
            k=k,
            params=params,
            items=opts["items"],
            batch_size=opts["batch_size"],
            retrieval=retrieval,
            k_sweep=k_sweep,
        )
        self.stderr.write(
            f"run {run.pk}: {run.arm} on {eval_set.name}, {run.total_items} items, "
            f"config {run.short_hash}"
        )
        if opts["enqueue"]:
            services.run_enqueue(run)
            self.stdout.write(f"run {run.pk} queued; page /replay/runs/{run.pk}/")
            return None
        with progress_bar(run.total_items, f"replay {run.arm}", "items") as update:
            services.run_execute(run=run, on_progress=update)
        return run

    def _system_report(self, run: Run, opts) -> None:
        run.refresh_from_db()
        if opts["output"]:
            if opts["output"] == "-":
                write_system_output(run, sys.stdout)
            else:
                with open(opts["output"], "w", encoding="utf-8") as stream:
                    write_system_output(run, stream)
        report = run_report(run)
        if opts["json"]:
            self.stdout.write(json.dumps(report, indent=2, sort_keys=True, default=str))
            return
        self.stdout.write(self._text(run, report))
        self.stdout.write(system_text(run))

    def _build_index(self) -> None:
        with progress_bar(None, "embedding corpus", "texts") as update:
            index = search_services.index_build_current(
                on_progress=lambda done, total: update(done)
            )
        self.stdout.write(
            f"index {index.pk}: {index.size} chunks, model {index.model_id}, "
            f"corpus state {index.corpus_state[:12]}"
        )

    def _write_output(self, run: Run, path: str) -> None:
        stream = sys.stdout if path == "-" else open(path, "w", encoding="utf-8")  # noqa: SIM115
        try:
            for row in run_rows(run):
                stream.write(json.dumps(output_line(row), ensure_ascii=False) + "\n")
        finally:
            if stream is not sys.stdout:
                stream.close()

    def _text(self, run: Run, report: dict) -> str:
        lines = [
            f"run {run.pk} [{run.short_hash}] {run.arm} on {run.eval_set.name}: {run.status}, "
            f"k={run.k}, model {run.model_id}, corpus {run.corpus_state[:12]}",
            summary_text(report["summary"], report["metric_names"]),
            *retrieval_text(run),
        ]
        if report.get("coverage"):
            c = report["coverage"]
            lines.append(
                f"judged coverage: {c['note']}; {c['unjudged']} top-{c['k']} chunks unjudged "
                f"({c['unjudged_chunks']} distinct) - send them to annotators from the run page"
            )
        for key, what in (
            ("ceiling", "ceiling check (gold_rewrite - this run)"),
            ("drift", "frozen - live (index and corpus drift)"),
        ):
            block = report.get(key)
            if block:
                lines.append(
                    f"{what}, {block['metric']}: {block['mean_diff']:+.3f} "
                    f"[{block['ci_low']:+.3f}, {block['ci_high']:+.3f}] over {block['n']} items "
                    f"(runs {block['run_a']} -> {block['run_b']})"
                )
        return "\n".join(lines)
