"""The contract client and the judge's grading rules (plain Python; the HTTP side is driven
against real servers in test_system_runs)."""

from __future__ import annotations

import io
import urllib.error

import pytest

from replay.judge import context_precision, grade_from, judge_payload
from replay.system import SystemCallError, SystemCase, parse_answer, post_json, system_request

CASE = SystemCase(
    pk=1,
    case_id="ma-0007",
    follow_up="and the second one?",
    messages=[{"role": "user", "content": "which regions?"}],
    environment={"prompt_version": "p3", "model": "m"},
    retrieval=[{"chunk_id": "c1", "text": "t"}],
    tools=[{"name": "get_sla", "args": {"region": "eu"}}],
    ground_truth={"kind": "rubric", "must": ["a", "b"], "should": ["c"]},
)


def test_frozen_request_carries_fixtures_and_tools_url_and_live_carries_neither():
    frozen = system_request(CASE, repeat=2, mode="frozen", tools_url="http://x/t/")
    live = system_request(CASE, repeat=1, mode="live", tools_url="http://x/t/")

    assert frozen["fixtures"]["retrieval"] == [{"chunk_id": "c1", "text": "t"}]
    assert frozen["fixtures"]["tools"] == [{"name": "get_sla", "args": {"region": "eu"}}]
    assert frozen["tools_url"] == "http://x/t/" and frozen["repeat"] == 2
    assert "fixtures" not in live and "tools_url" not in live
    assert live["environment"] == {"prompt_version": "p3", "model": "m"}


def test_transport_errors_are_retried_with_backoff_and_http_errors_are_not():
    waits, attempts = [], []

    def flaky(url, body, timeout):
        attempts.append(url)
        if len(attempts) < 3:
            raise urllib.error.URLError(ConnectionRefusedError("refused"))
        return b'{"answer": "ok"}'

    assert post_json("http://s/", {}, send=flaky, sleep=waits.append, retries=2) == {"answer": "ok"}
    assert waits == [0.25, 0.5]

    def http_500(url, body, timeout):
        attempts.append("500")
        raise urllib.error.HTTPError(url, 500, "Internal Server Error", {}, io.BytesIO(b"boom"))

    attempts.clear()
    with pytest.raises(SystemCallError) as exc:
        post_json("http://s/", {}, send=http_500, sleep=waits.append)
    assert exc.value.kind == "http" and attempts == ["500"] and "boom" in exc.value.message


def test_exhausted_retries_say_transport_or_timeout():
    def refused(url, body, timeout):
        raise urllib.error.URLError(ConnectionRefusedError("refused"))

    def slow(url, body, timeout):
        raise TimeoutError("timed out")

    with pytest.raises(SystemCallError) as exc:
        post_json("http://s/", {}, send=refused, sleep=lambda s: None, retries=1)
    assert exc.value.kind == "transport" and "after 2 attempts" in exc.value.message
    with pytest.raises(SystemCallError) as exc:
        post_json("http://s/", {}, send=slow, sleep=lambda s: None, retries=0, timeout=2)
    assert exc.value.kind == "timeout" and "within 2 s" in exc.value.message


@pytest.mark.parametrize(
    "raw, field",
    [
        ([], "object"),
        ({"answer": 3}, "answer"),
        ({"passages": "c1"}, "passages"),
        ({"passages": [{"text": "no id"}]}, "passages[0]"),
        ({"tool_calls": [{"args": {}}]}, "tool_calls"),
    ],
)
def test_a_bad_answer_names_its_field(raw, field):
    with pytest.raises(SystemCallError) as exc:
        parse_answer(raw)
    assert exc.value.kind == "bad_response" and field in exc.value.message


def test_passages_as_ids_or_objects_normalise_alike():
    answer = parse_answer({"passages": ["c1", {"chunk_id": "c2", "text": "t"}]})
    assert answer == {"passages": [{"chunk_id": "c1"}, {"chunk_id": "c2", "text": "t"}]}


def test_rubric_passes_only_when_every_must_holds_and_should_is_a_share():
    truth = CASE.ground_truth
    assert grade_from(truth, {"must": [True, True], "should": [False]}).verdict is True
    grade = grade_from(truth, {"must": [True, False], "should": [True], "grounded": 0.5})
    assert (grade.verdict, grade.should_score, grade.grounded) == (False, 1.0, 0.5)
    with pytest.raises(ValueError, match="must: expected 2 values"):
        grade_from(truth, {"must": [True], "should": [True]})
    with pytest.raises(ValueError, match="grounded"):
        grade_from(truth, {"must": [True, True], "should": [True], "grounded": 2})
    assert grade_from({"kind": "reference", "answer": "x"}, {"pass": False}).verdict is False
    with pytest.raises(ValueError, match="pass: expected true or false"):
        grade_from({"kind": "pass_fail", "pass": "x"}, {"pass": "yes"})


def test_judge_payload_sends_the_ground_truth_by_kind():
    payload = judge_payload(CASE, repeat=3, answer={"answer": "a", "passages": [{"chunk_id": "c"}]})
    assert payload["ground_truth"] == {"kind": "rubric", "must": ["a", "b"], "should": ["c"]}
    assert payload["repeat"] == 3 and payload["passages"] == [{"chunk_id": "c"}]


def test_context_precision_is_the_gold_share_of_the_passages():
    passages = [{"chunk_id": "g"}, {"chunk_id": "x"}, {"chunk_id": "y"}, {"chunk_id": "g2"}]
    assert context_precision(passages, ["g", "g2"]) == 0.5
    assert context_precision([], ["g"]) is None
