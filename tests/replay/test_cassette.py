"""Cassettes serve the tool calls a case recorded and fail loudly on anything else."""

from __future__ import annotations

import pytest

from replay.cassette import Cassette, Recording, ToolRecordings, UnrecordedToolCall

pytestmark = pytest.mark.django_db


def test_matching_args_return_the_recorded_response(world):
    cassette = Cassette(world["items"]["sla"])

    assert cassette.call("get_sla", {"region": "eu-west-1"}) == {"sla": "99.95"}
    # earlier calls in the conversation are recorded too
    assert cassette.call("get_orders", {"account_id": "acct_1"}) == {
        "orders": [{"id": "ORD-7", "status": "processing"}]
    }


def test_an_unrecorded_call_raises_naming_it_and_what_was_recorded(world):
    cassette = Cassette(world["items"]["sla"].pk)

    with pytest.raises(UnrecordedToolCall) as miss:
        cassette.call("get_sla", {"region": "us-east-1"})

    message = str(miss.value)
    assert 'unrecorded tool call get_sla({"region": "us-east-1"})' in message
    assert 'get_sla({"region": "eu-west-1"})' in message and "get_orders" in message
    # calls after the follow-up's turn are not part of the case
    assert "eu-central-1" not in message
    assert miss.value.call == {"name": "get_sla", "args": {"region": "us-east-1"}}
    assert {
        "name": "get_status",
        "args": {"region": "eu-west-1"},
        "has_response": False,
    } in miss.value.recorded


def test_a_call_recorded_without_a_response_is_not_answered(world):
    with pytest.raises(UnrecordedToolCall, match="response was not logged"):
        Cassette(world["items"]["sla"]).call("get_status", {"region": "eu-west-1"})


def test_an_item_without_a_trace_has_an_empty_cassette(world):
    with pytest.raises(UnrecordedToolCall, match="Recorded: nothing"):
        Cassette(world["items"]["password"]).call("get_orders", {})


def test_argument_order_does_not_matter_and_the_latest_recording_wins():
    recordings = ToolRecordings(
        [
            Recording("lookup", {"a": 1, "b": [1, 2]}, {"v": "old"}, True),
            Recording("lookup", {"b": [1, 2], "a": 1}, {"v": "new"}, True),
        ]
    )
    assert recordings.call("lookup", {"b": [1, 2], "a": 1}) == {"v": "new"}
    with pytest.raises(UnrecordedToolCall):
        recordings.call("lookup", {"a": 1, "b": [2, 1]})


def test_api_serves_recorded_calls_and_answers_409_for_unrecorded_ones(world, lead_client):
    pk = world["items"]["sla"].pk
    hit = lead_client.post(
        f"/api/cases/{pk}/tools/get_sla", {"region": "eu-west-1"}, content_type="application/json"
    )
    miss = lead_client.post(
        f"/api/cases/{pk}/tools/get_sla", {"region": "mars-1"}, content_type="application/json"
    )

    assert hit.status_code == 200 and hit.json() == {"response": {"sla": "99.95"}}
    assert miss.status_code == 409
    body = miss.json()["error"]
    assert body["code"] == "unrecorded_tool_call"
    assert body["call"] == {"name": "get_sla", "args": {"region": "mars-1"}}
    assert {"name": "get_sla", "args": {"region": "eu-west-1"}, "has_response": True} in body[
        "recorded"
    ]
    assert "unrecorded tool call" in body["message"]


def test_api_needs_a_lead(world, annotator_client, client):
    url = f"/api/cases/{world['items']['sla'].pk}/tools/get_sla"
    assert annotator_client.post(url, {}, content_type="application/json").status_code == 403
    client.logout()
    assert client.post(url, {}, content_type="application/json").status_code in (401, 403)
