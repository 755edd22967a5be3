"""Which conversation an item belongs to: its trace, or for an imported item its opening turn."""

from __future__ import annotations

import pytest

from curation.models import EvalItem
from replay.comparisons import conversation_key, item_conversations

pytestmark = pytest.mark.django_db


def test_turns_of_one_imported_conversation_share_a_key_and_other_conversations_do_not():
    opening = {"role": "user", "content": "Which regions have KMS?"}
    turn2 = conversation_key(trace_id=None, prefix=[opening], follow_up="And EU?", source="m")
    turn3 = conversation_key(
        trace_id=None,
        prefix=[
            opening,
            {"role": "assistant", "content": "Many."},
            {"role": "user", "content": "x"},
        ],
        follow_up="The second?",
        source="m",
    )
    turn1 = conversation_key(trace_id=None, prefix=[], follow_up=opening["content"], source="m")
    other = conversation_key(trace_id=None, prefix=[], follow_up="Reset password?", source="m")

    assert turn1 == turn2 == turn3
    assert other != turn1
    assert conversation_key(trace_id=7, prefix=[opening], follow_up="x", source="m") == "trace:7"


def test_item_conversations_group_items_by_trace(world):
    items = world["items"]
    keys = item_conversations([item.pk for item in items.values()])

    assert keys["sla"] == f"trace:{items['sla'].trace_id}"
    assert keys["sla"] != keys["refund"]
    EvalItem.objects.create(
        eval_set=world["eval_set"],
        position=99,
        external_id="sla-again",
        trace=items["sla"].trace,
        follow_up="And the third one?",
    )
    again = EvalItem.objects.get(external_id="sla-again")
    assert item_conversations([again.pk, items["sla"].pk])["sla-again"] == keys["sla"]
