"""The ``system`` arm of ``manage.py replay``: create and execute the run, print its report.

Kept apart from the command so the retrieval arms' command stays as it was.
"""

from __future__ import annotations

import json
from typing import Any, TextIO

from core.progress import progress_bar
from curation.models import EvalSet
from replay.models import Run
from replay.report import estimate_cell, format_table
from replay.system_runs import DEFAULT_REPEATS, system_run_create, system_run_execute
from replay.system_selectors import system_output_line, system_report, system_rows


def system_run_from_options(eval_set: EvalSet, opts: dict[str, Any], stderr: TextIO) -> Run:
    """Create the system run the command's options describe and execute it here (progress bar
    on a terminal), unless ``--enqueue``."""
    run = system_run_create(
        eval_set=eval_set,
        url=opts["url"] or "",
        mode=opts.get("mode") or "frozen",
        repeats=opts["repeats"] or DEFAULT_REPEATS,
        judge_url=opts.get("judge_url") or None,
        system_version=opts.get("system_version") or "",
        tools_base=opts.get("tools_base") or None,
        batch_size=opts.get("batch_size"),
    )
    stderr.write(
        f"run {run.pk}: system ({run.arm_params['mode']}, {run.arm_params['repeats']} repeats) "
        f"on {eval_set.name}, {run.total_items} items, config {run.short_hash}\n"
    )
    if opts.get("enqueue"):
        return run
    with progress_bar(run.total_items, "replay system", "items") as update:
        system_run_execute(run=run, on_progress=update)
    return run


def write_system_output(run: Run, stream: TextIO) -> None:
    for row in system_rows(run):
        stream.write(json.dumps(system_output_line(row), ensure_ascii=False) + "\n")


def _rate(block: dict | None, group: str = "overall") -> str:
    if not block:
        return "-"
    est = block["overall"] if group == "overall" else block["by_group"].get(group)
    return estimate_cell(est)


def system_text(run: Run) -> str:
    """The verdict part of a system run's report as text."""
    report = system_report(run)
    grading = report["grading"]
    lines = [
        f"answers graded {grading['graded']} / {grading['answers']}; items {report['items']}: "
        f"graded {report['graded']}, waiting for a grade {report['ungraded']}, "
        f"without ground truth {report['no_ground_truth']}"
    ]
    block = report["pass_rate"]
    if block:
        groups = ["overall", *block["by_group"]]
        rows = [
            [
                g,
                str((block["overall"] if g == "overall" else block["by_group"][g])["n"]),
                _rate(block, g),
                _rate(report["should_score"], g),
                _rate(report["disagreement"], g),
                _rate(report["grounded"], g),
                _rate(report["context_precision"], g),
            ]
            for g in groups
        ]
        lines.append(
            format_table(
                [
                    "pattern",
                    "n",
                    "pass rate (Wilson)",
                    "should score",
                    "repeats disagree (Wilson)",
                    "grounded",
                    "context precision",
                ],
                rows,
            )
        )
    for loud in report["failed_loudly"]:
        shown = "; ".join(f"repeat {e['repeat']}: {e['message']}" for e in loud["errors"][:3])
        lines.append(f"FAILED LOUDLY {loud['item_id']}: {shown}")
    return "\n".join(lines)
