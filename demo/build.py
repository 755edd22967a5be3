"""The stages of ``make_demo``: each takes a shared context dict and returns a one-line summary.

Every stage is idempotent, so running the demo build twice adds nothing the second time.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from core.jsonl import count_lines, iter_json_lines, open_text
from core.progress import progress_bar
from curation.services.corpus import corpus_ingest_lines
from curation.services.traces import trace_ingest_lines


def stage_files(ctx: dict) -> str:
    from demo.generator import write_demo

    out = Path(ctx["outdir"])
    if (out / "traces.jsonl").exists() and (out / "corpus.jsonl").exists():
        return f"reusing {out}"
    result = write_demo(
        out, seed=ctx["seed"], n_docs=ctx["docs"], n_conversations=ctx["conversations"]
    )
    return ", ".join(f"{k} {v['count']}" for k, v in result.items())


def _ingest_corpus_file(path: Path) -> str:
    with open_text(path) as stream, progress_bar(count_lines(path), "corpus", "docs") as update:
        report = corpus_ingest_lines(lines=iter_json_lines(stream), on_progress=update)
    return (
        f"added {report.added}, new versions {report.new_versions}, "
        f"unchanged {report.unchanged}, chunks {report.chunks}"
    )


def stage_corpus(ctx: dict) -> str:
    from curation.models import Document

    path = Path(ctx["outdir"]) / "corpus.jsonl"
    if Document.objects.exists():
        # The corpus as captured is ingested once; later edits arrive in stage_corpus_changes.
        return "corpus already ingested"
    return _ingest_corpus_file(path)


def stage_traces(ctx: dict) -> str:
    path = Path(ctx["outdir"]) / "traces.jsonl"
    with open_text(path) as stream, progress_bar(count_lines(path), "traces", "traces") as update:
        report = trace_ingest_lines(lines=iter_json_lines(stream), on_progress=update)
    return (
        f"accepted {report.accepted}, duplicates skipped {report.duplicates}, "
        f"rejected {report.rejected}"
    )


def stage_corpus_changes(ctx: dict) -> str:
    return _ingest_corpus_file(Path(ctx["outdir"]) / "corpus_changes.jsonl")


DEMO_SET = "demo-followups"
# 40 per pattern: the rarest demo pattern (ordinal) has a few hundred candidates, so every
# quota fills and the set shows all five strata.
DEMO_QUOTAS = {
    "ordinal": 40,
    "demonstrative": 40,
    "pronoun": 40,
    "ellipsis": 40,
    "definite_description": 40,
}


def stage_mine(ctx: dict) -> str:
    from curation.models import Trace
    from curation.selectors import followup_partition
    from curation.services.followups import followups_mine

    with progress_bar(Trace.objects.count(), "mine follow-ups", "traces") as update:
        report = followups_mine(on_progress=update)
    partition = followup_partition()
    shares = ", ".join(f"{e['label']} {e['share']:.1f}%" for e in partition["entries"])
    return f"{report.mined} turns classified ({report.skipped} already mined): {shares}"


def _demo_set():
    from curation.models import EvalSet

    return EvalSet.objects.filter(name=DEMO_SET).first()


def stage_sample(ctx: dict) -> str:
    from curation.services.followups import evalset_sample

    existing = _demo_set()
    if existing is not None:
        return f"set {DEMO_SET} already sampled ({existing.items.count()} items)"
    eval_set, result = evalset_sample(
        name=DEMO_SET,
        quotas=DEMO_QUOTAS,
        seed=ctx["seed"],
        description="Demo: 40 real follow-ups per pattern, sampled from the demo traces.",
    )
    eval_set.assumed_minutes_per_case = 5.0
    eval_set.save(update_fields=["assumed_minutes_per_case"])
    short = (
        "; ".join(f"{s.pattern} {s.picked}/{s.quota}" for s in result.shortfalls) or "no shortfalls"
    )
    return f"{eval_set.items.count()} items ({short})"


def stage_labelling(ctx: dict) -> str:
    from curation.search.fulltext import corpus_search_index_refresh
    from demo.labelling import seed_demo_labelling
    from labelling.models import Label

    corpus_search_index_refresh()
    eval_set = _demo_set()
    seed_demo_labelling(eval_set, seed=ctx["seed"])
    labels = Label.objects.filter(item__eval_set=eval_set)
    return (
        f"{labels.count()} labels, {labels.filter(is_final=True).count()} final, "
        f"users annie, bruno (annotators), lena (lead), adam (admin)"
    )


def stage_replays(ctx: dict) -> str:
    from demo.replay import run_demo_replays

    return run_demo_replays(_demo_set())


def stage_staleness(ctx: dict) -> str:
    from demo.staleness import seed_demo_staleness

    return seed_demo_staleness()


def stage_system(ctx: dict) -> str:
    from demo.system import run_demo_system

    return run_demo_system(_demo_set())


DEMO_STAGES: list[tuple[str, Callable[[dict], str]]] = [
    ("demo files", stage_files),
    ("corpus as captured", stage_corpus),
    ("traces (pseudonymized at ingest)", stage_traces),
    ("follow-up mining", stage_mine),
    ("draft set by pattern quota", stage_sample),
    ("labelling: users, guide, labels", stage_labelling),
    ("replay: two arms and a comparison", stage_replays),
    ("documentation edits after capture", stage_corpus_changes),
    ("stale queue, guide clarification, frozen versions", stage_staleness),
    ("system: reference assistant frozen and live, 3 repeats", stage_system),
]
