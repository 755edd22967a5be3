"""Arms build the right query from the conversation state, or say why they cannot."""

from __future__ import annotations

import pytest

from replay.arms import (
    ArmError,
    ItemCase,
    build_query,
    concat_history_query,
    contextualize,
    majority,
    normalize_params,
)

PREFIX = [
    {"role": "user", "content": "Which EU regions support customer-managed keys?"},
    {"role": "assistant", "content": "Frankfurt and Dublin both do."},
    {"role": "user", "content": "And in the US?"},
    {"role": "assistant", "content": "Only Virginia."},
]
CASE = ItemCase(
    item_id="i1",
    follow_up="What's the uptime SLA on the second one?",
    prefix=PREFIX,
    gold=["kms/sla#0001"],
    gold_rewrite="uptime SLA of the Dublin region",
    has_trace=True,
    recorded_rewrite="uptime SLA Dublin",
    recorded_ranking=["a#0001", "b#0001", "a#0001"],
)


def test_followup_only_uses_the_follow_up_as_typed():
    assert build_query("followup_only", CASE, {}).query == CASE.follow_up


def test_concat_history_keeps_the_last_n_turns_oldest_first():
    params = normalize_params("concat_history", {"turns": 2})
    query = build_query("concat_history", CASE, params).query
    assert query == "And in the US?\nOnly Virginia.\nWhat's the uptime SLA on the second one?"


def test_concat_history_can_keep_user_turns_only_and_zero_turns():
    assert concat_history_query(PREFIX, "and the second?", 2, ["user"]) == (
        "Which EU regions support customer-managed keys?\nAnd in the US?\nand the second?"
    )
    assert concat_history_query(PREFIX, "and the second?", 0) == "and the second?"
    params = normalize_params("concat_history", {"turns": 1, "roles": "user"})
    assert params == {"turns": 1, "roles": ["user"]}


def test_recorded_and_gold_rewrites_are_used_when_present():
    assert build_query("recorded_rewrite", CASE, {}).query == "uptime SLA Dublin"
    assert build_query("gold_rewrite", CASE, {}).query == "uptime SLA of the Dublin region"


def test_items_without_a_rewrite_are_skipped_with_a_reason():
    bare = ItemCase(item_id="i2", follow_up="and that?", has_trace=True)
    imported = ItemCase(item_id="i3", follow_up="and that?")
    assert build_query("recorded_rewrite", bare, {}).skipped.startswith("no recorded rewrite")
    assert build_query("recorded_rewrite", imported, {}).skipped.startswith("no trace")
    assert build_query("gold_rewrite", bare, {}).skipped == "no gold rewrite written for this item"
    assert build_query("frozen", bare, {}).skipped.startswith("the trace recorded no retrieval")


def test_frozen_returns_the_recorded_ranking_without_a_new_query():
    out = build_query("frozen", CASE, {})
    assert out.ranking == ["a#0001", "b#0001"]
    assert out.extra == {"duplicates_dropped": 1}


def test_majority_verdict_and_disagreement_rate():
    assert majority(["q1", "q2", "q1"]) == ("q1", pytest.approx(1 / 3))
    assert majority(["q", "q", "q"]) == ("q", 0.0)
    assert majority(["b", "a"]) == ("b", 0.5)  # a tie goes to the answer seen first


def test_contextualize_posts_history_and_follow_up_and_reads_query():
    seen = []

    def post(url, payload, timeout):
        seen.append((url, payload))
        return {"query": ["x", "y", "x"][len(seen) - 1]}

    out = contextualize(
        "http://ctx.local/rewrite", PREFIX[:2], "and the SLA?", repeats=3, post=post
    )
    assert out.query == "x"
    assert out.extra == {"queries": ["x", "y", "x"], "disagreement": pytest.approx(1 / 3)}
    assert seen[0] == (
        "http://ctx.local/rewrite",
        {"history": PREFIX[:2], "follow_up": "and the SLA?"},
    )


def test_contextualize_refuses_an_answer_without_a_query():
    with pytest.raises(ArmError, match="string 'query'"):
        contextualize("http://x", [], "q", post=lambda *a: {"rewrite": "nope"})


@pytest.mark.parametrize(
    ("arm", "params", "message"),
    [
        ("concat_history", {"turns": -1}, "turns"),
        ("concat_history", {"roles": "robot"}, "roles"),
        ("http", {}, "url"),
        ("http", {"url": "http://x", "repeats": 0}, "repeats"),
        ("telepathy", {}, "unknown arm"),
    ],
)
def test_bad_arm_parameters_are_named(arm, params, message):
    with pytest.raises(ArmError, match=message):
        normalize_params(arm, params)
