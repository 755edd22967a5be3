"""The capture report's logged-rewrite rule: the turns answering follow-ups must log one."""

from __future__ import annotations

import pytest

from curation.selectors import capture_report
from curation.services.traces import trace_ingest_objects

from .factories import trace_obj

pytestmark = pytest.mark.django_db


def _mtrag_shaped(trace_id: str, *, log_second: bool = True) -> dict:
    """Three user turns; the first answer logs no rewrite, the answers to follow-ups do."""
    obj = trace_obj(trace_id, source="mtrag")
    first = obj["messages"][1]
    first.pop("rewrite")
    second = {"role": "assistant", "content": "The SLA is 99.95%."}
    if log_second:
        second["rewrite"] = {"query": "uptime SLA of eu-west-1", "dropped": False}
    obj["messages"] += [
        second,
        {"role": "user", "content": "And the first one?"},
        {
            "role": "assistant",
            "content": "Also 99.95%.",
            "rewrite": {"query": "uptime SLA of eu-central-1", "dropped": False},
        },
    ]
    return obj


def _field(key: str) -> dict:
    (entry,) = capture_report(source="mtrag")
    return {f["field"]: f for f in entry["fields"]}[key] | {"advice": entry["advice"]}


def test_a_rewrite_on_every_answering_turn_counts_as_logged():
    trace_ingest_objects(objects=[_mtrag_shaped("m1"), _mtrag_shaped("m2")], transform=None)
    field = _field("logged_rewrite")
    assert (field["carried"], field["applicable"]) == (2, 2)


def test_an_answered_follow_up_without_a_rewrite_is_not_logged():
    trace_ingest_objects(
        objects=[_mtrag_shaped("m1"), _mtrag_shaped("m2", log_second=False)], transform=None
    )
    field = _field("logged_rewrite")
    assert (field["carried"], field["applicable"]) == (1, 2)
    assert any(line.startswith("logged rewrite: carried by 50%") for line in field["advice"])


def test_a_field_with_nothing_to_log_it_on_is_never_also_said_to_be_unlogged():
    obj = _mtrag_shaped("m1")
    for message in obj["messages"]:
        message.pop("retrieval", None)
        message.pop("tool_calls", None)
    trace_ingest_objects(objects=[obj], transform=None)
    field = _field("retrieval_scores")
    assert field["share"] is None
    assert not any("no trace logs it" in line for line in field["advice"])
    assert any(line.startswith("retrieval scores: n/a") for line in field["advice"])
