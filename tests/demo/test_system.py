"""The demo's system runs: frozen and live with 3 repeats, judged, and an ungraded one for the
grading queue; a second call reuses them."""

from __future__ import annotations

from demo.system import run_demo_system
from replay.grading import grading_next
from replay.models import Run, SystemAnswer
from replay.system_selectors import system_report


def test_demo_runs_the_reference_assistant_frozen_and_live_once(system_world):
    first = run_demo_system(system_world["eval_set"])
    second = run_demo_system(system_world["eval_set"])

    runs = list(Run.objects.filter(arm="system").order_by("pk"))
    assert [(r.arm_params["mode"], r.arm_params["repeats"]) for r in runs] == [
        ("frozen", 3),
        ("live", 3),
        ("frozen", 1),
    ]
    assert all(r.status == Run.Status.DONE for r in runs)
    assert first == second and "pass rate frozen" in first
    # the judged runs are graded; the last one waits for people
    frozen = system_report(runs[0])
    assert frozen["grading"]["graded"] == frozen["grading"]["answers"] > 0
    assert grading_next() is not None
    assert SystemAnswer.objects.filter(run=runs[2], verdict__isnull=True).exists()
    # the sla case's recorded get_status has no response: the frozen run lists it loudly
    assert "sla" in {f["item_id"] for f in frozen["failed_loudly"]}
