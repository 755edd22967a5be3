"""The MTRAG evaluation gives items the human rewrite where the data has one, so the
human-rewrite (gold_rewrite) arm runs on them, and reads MTRAG's separate rewrite files."""

from __future__ import annotations

import json

from bench.eval_replay import conversation_items, human_rewrite, read_rewrites


def _conv(task_id, last, **extra):
    return {
        "task_id": task_id,
        "collection": "fiqa",
        "messages": [
            {"role": "user", "content": "Cash or loan?"},
            {"role": "user", "content": last},
        ],
        **extra,
    }


def test_rewrites_come_from_the_file_or_a_field_and_items_without_one_have_none(tmp_path):
    path = tmp_path / "rewrites.jsonl"
    path.write_text(json.dumps({"_id": "t1", "text": "Is a car loan easier than cash?"}) + "\n")
    rewrites = read_rewrites(path)
    convs = [
        _conv("t1", "Or installment easier?"),
        _conv("t2", "And the fees?", rewrite="What are the fees of a car loan?"),
        _conv("t3", "Why?"),
    ]
    items = conversation_items(convs, {"t1": ["d1"]}, [None, None, None], rewrites)

    assert items[0]["gold_rewrite"] == "Is a car loan easier than cash?"
    assert items[1]["gold_rewrite"] == "What are the fees of a car loan?"
    assert "gold_rewrite" not in items[2]
    assert human_rewrite(convs[2], rewrites) is None
    assert read_rewrites(tmp_path / "missing.jsonl") == {}
