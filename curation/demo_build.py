"""The stages of ``make_demo``: each takes a shared context dict and returns a one-line summary.

Every stage is idempotent, so running the demo build twice adds nothing the second time.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from .jsonl import count_lines, iter_json_lines, open_text
from .progress import progress_bar
from .services.corpus import corpus_ingest_lines
from .services.traces import trace_ingest_lines


def stage_files(ctx: dict) -> str:
    from .demo import write_demo

    out = Path(ctx["outdir"])
    if (out / "traces.jsonl").exists() and (out / "corpus.jsonl").exists():
        return f"reusing {out}"
    result = write_demo(out, seed=ctx["seed"], n_docs=ctx["docs"],
                        n_conversations=ctx["conversations"])
    return ", ".join(f"{k} {v['count']}" for k, v in result.items())


def _ingest_corpus_file(path: Path) -> str:
    with open_text(path) as stream, progress_bar(count_lines(path), "corpus", "docs") as update:
        report = corpus_ingest_lines(lines=iter_json_lines(stream), on_progress=update)
    return (f"added {report.added}, new versions {report.new_versions}, "
            f"unchanged {report.unchanged}, chunks {report.chunks}")


def stage_corpus(ctx: dict) -> str:
    from .models import Document

    path = Path(ctx["outdir"]) / "corpus.jsonl"
    if Document.objects.exists():
        # The corpus as captured is ingested once; later edits arrive in stage_corpus_changes.
        return "corpus already ingested"
    return _ingest_corpus_file(path)


def stage_traces(ctx: dict) -> str:
    path = Path(ctx["outdir"]) / "traces.jsonl"
    with open_text(path) as stream, progress_bar(count_lines(path), "traces", "traces") as update:
        report = trace_ingest_lines(lines=iter_json_lines(stream), on_progress=update)
    return (f"accepted {report.accepted}, duplicates skipped {report.duplicates}, "
            f"rejected {report.rejected}")


def stage_corpus_changes(ctx: dict) -> str:
    return _ingest_corpus_file(Path(ctx["outdir"]) / "corpus_changes.jsonl")


DEMO_STAGES: list[tuple[str, Callable[[dict], str]]] = [
    ("demo files", stage_files),
    ("corpus as captured", stage_corpus),
    ("traces (pseudonymized at ingest)", stage_traces),
    ("documentation edits after capture", stage_corpus_changes),
]
