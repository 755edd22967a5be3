"""The held-out detector evaluation: conversations split one way, figures worked by hand."""

from __future__ import annotations

import json

import pytest

from bench.followups_holdout import (
    WRITTEN,
    conversation_of,
    figures,
    is_held_out,
    score_exam,
    with_intervals,
)


def test_turn_ids_map_to_their_conversation_and_a_conversation_to_one_side():
    assert conversation_of("cast2019:31_3") == "cast2019:31"
    assert conversation_of("canard:C_ab_0:8") == "canard:C_ab_0"
    sides = {is_held_out(conversation_of(f"cast2020:97_{t}")) for t in range(1, 9)}
    assert len(sides) == 1


def test_figures_worked_by_hand():
    gold = ["pronoun", "pronoun", "ellipsis", "none", "none"]
    got = ["pronoun", "none", "pronoun", "none", "ellipsis"]
    f = figures(gold, got)
    # Recall: 2 of 3 unresolved flagged; specificity: 1 of 2 standalone left alone.
    assert f["recall"] == pytest.approx(2 / 3) and f["specificity"] == 0.5
    assert f["balanced_accuracy"] == pytest.approx((2 / 3 + 0.5) / 2)
    # pronoun: tp 1, predicted 2, gold 2 -> F1 0.5; ellipsis: tp 0 -> 0; macro over the two.
    assert f["f1_pronoun"] == 0.5 and f["f1_ellipsis"] == 0.0 and f["macro_f1"] == 0.25
    assert f["f1_ordinal"] is None


def test_intervals_come_from_resampling_conversations():
    gold, got = ["pronoun", "none"] * 10, ["pronoun", "none"] * 10
    out = with_intervals(gold, got, [f"c{i // 2}" for i in range(20)])
    assert out["conversations"] == 10 and out["balanced_accuracy"]["ci95"] == [1.0, 1.0]


def test_the_written_held_out_turns_are_there_as_described():
    turns = [json.loads(line) for line in WRITTEN.read_text().splitlines()]
    assert len(turns) == 48 and sum(not t["unresolved"] for t in turns) == 17
    assert sum(t["pattern"] == "ordinal" for t in turns) == 12


class _Verdict:
    def __init__(self, pattern):
        self.candidate, self.pattern = pattern is not None, pattern


class _EchoDetector:
    """Answers each turn's own label: the exam's bookkeeping, not the detector, is tested."""

    def __init__(self, wrong_ids=()):
        self.wrong_ids = set(wrong_ids)

    def classify_many(self, turns):
        for t in turns:
            yield _Verdict(None if t["id"] in self.wrong_ids else t["pattern"])


def _turn(i, conversation, pattern, trigger=None, kind=None):
    return {
        "id": f"t{i}",
        "conversation": conversation,
        "history": [],
        "utterance": "x",
        "unresolved": pattern is not None,
        "pattern": pattern,
        "trigger": trigger,
        "kind": kind or pattern or "standalone_long",
    }


def test_exam_scores_long_standalone_turns_and_ordinals_beyond_second_apart():
    turns = [
        _turn(1, "a", None),
        _turn(2, "a", "ordinal", "the third one"),
        _turn(3, "b", "ordinal", "the second one"),
        _turn(4, "b", "ordinal", "number 4"),
        _turn(5, "c", "pronoun", "it"),
    ]
    out = score_exam(_EchoDetector(wrong_ids={"t4"}), turns)
    assert out["holdout2"]["turns"] == 5
    assert out["holdout2 long standalone"]["specificity"]["value"] == 1.0
    beyond = out["holdout2 ordinals beyond second"]
    # "the second one" is left out; of "the third one" and "number 4" the detector got one.
    assert beyond["turns"] == 2 and beyond["ordinal_recall"]["value"] == 0.5
    assert beyond["flagged"]["ci95"][0] == 0.0 and beyond["flagged"]["ci95"][1] == 1.0
