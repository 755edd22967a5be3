"""The benchmarks and evaluations still find their data and parse their arguments from bench/."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"


def test_default_data_is_the_shared_folder_next_to_the_project():
    from bench import eval_followups, eval_replay

    assert eval_followups.DEFAULT_DATA == SHARED / "followups"
    assert eval_replay.DEFAULT_DATA == SHARED / "mtrag"


@pytest.mark.parametrize(
    "module",
    ["eval_followups", "eval_pii", "eval_replay", "followups", "ingest", "pii", "replay", "web"],
)
def test_every_make_target_module_has_a_main(module):
    assert callable(importlib.import_module(f"bench.{module}").main)


def test_every_make_target_runs_a_bench_module_that_exists():
    makefile = (ROOT / "Makefile").read_text()
    modules = {
        line.split("python -m ", 1)[1].split()[0]
        for line in makefile.splitlines()
        if "python -m bench." in line
    }
    assert len(modules) >= 8
    for module in modules:
        assert (ROOT / Path(*module.split("."))).with_suffix(".py").exists(), module
