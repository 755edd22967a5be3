"""Comparisons say when they use only shared items and when the runs differ in corpus or set."""

from __future__ import annotations

from dataclasses import dataclass

from replay.comparability import caveats, paired_caveats


@dataclass
class _Run:
    label: str
    corpus_state: str = "c" * 64
    eval_set_version: str = "v" * 64


def test_runs_on_the_same_items_corpus_and_set_need_no_caveat():
    assert caveats([_Run("#1 a"), _Run("#2 b")], left_out={"#1 a": 0, "#2 b": 0}) == []


def test_left_out_items_are_named_per_run():
    notes = paired_caveats(_Run("#1 a"), _Run("#2 b"), {"only_in_a": 3, "only_in_b": 0})
    assert notes == ["only the items every run scored are used: 3 of #1 a left out"]


def test_different_corpus_states_and_set_versions_are_both_said():
    runs = [_Run("#1 a", corpus_state="a" * 64), _Run("#2 b", eval_set_version="w" * 64)]
    notes = caveats(runs)
    assert len(notes) == 2
    assert "different corpus states (#1 a aaaaaaaaaaaa, #2 b cccccccccccc)" in notes[0]
    assert "different set versions" in notes[1]
