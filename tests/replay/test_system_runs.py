"""System runs against the demo's reference assistant on a real HTTP server: answers, the judge,
the run's cassette and its token, errors that fail a repeat loudly, and the output lines."""

from __future__ import annotations

import pytest
from django.utils import timezone

from core.outbound import OutboundRefused
from demo.assistant import UNRECORDED_TOOL, Behaviour
from replay.models import CassetteMiss, CassetteToken, Run, SystemAnswer
from replay.system_runs import system_run_create, system_run_execute
from replay.system_selectors import system_output_line, system_report, system_rows
from tests.replay.system_world import Assistant


def _by_item(run: Run) -> dict[str, dict]:
    return {row["item_id"]: row for row in system_rows(run)}


def test_frozen_run_with_judge_grades_every_repeat_and_lists_unrecorded_calls(
    system_world, assistant, live_server
):
    # given the world's sla case, whose answering turn recorded get_status without a response
    run = system_run_create(
        eval_set=system_world["eval_set"],
        url=assistant.url,
        judge_url=assistant.judge_url,
        tools_base=live_server.url,
    )

    # when it is replayed frozen with 3 repeats
    run = system_run_execute(run=run)

    # then every item has three graded repeats
    assert run.status == Run.Status.DONE
    assert SystemAnswer.objects.filter(run=run).count() == 3 * run.total_items
    rows = _by_item(run)
    assert set(rows) == {"sla", "refund", "password", "mars", "sso"}
    # the sla case called get_status, which the case recorded without its response
    sla = rows["sla"]
    assert sla["verdicts"] == [False, False, False] and sla["verdict"] is False
    assert sorted(e["repeat"] for e in sla["errors"]) == [1, 2, 3]
    assert {e["call"]["name"] for e in sla["errors"]} == {"get_status"}
    assert CassetteMiss.objects.filter(run=run, item=system_world["items"]["sla"]).count() == 3
    # frozen: the first repeat's passages are the recorded retrieval, scored as a ranking
    assert sla["ranked"] == ["kms/regions#0001", "kms/sla#0001"]
    # the refund case: the recorded retrieval is billing/invoices, so the judge fails it
    refund = rows["refund"]
    assert refund["errors"] == [] and refund["verdicts"] == [False, False, False]
    assert refund["answers"][0]["answer"].startswith("According to billing/invoices")
    assert refund["disagreement"] == 0.0
    # the report lists the failing-loudly item apart and the unrecorded call with it
    report = system_report(run)
    assert [f["item_id"] for f in report["failed_loudly"]] == ["sla"]
    assert {m["call"]["name"] for m in report["unrecorded_calls"]} == {"get_status"}
    assert report["grading"] == {"answers": 12, "graded": 12}  # mars has no ground truth
    # the cassette token expired with the run
    assert CassetteToken.objects.get(run=run).expires_at <= timezone.now()


def test_live_run_searches_the_corpus_and_sends_no_cassette(system_world, assistant):
    run = system_run_create(
        eval_set=system_world["eval_set"],
        url=assistant.url,
        mode="live",
        repeats=1,
        judge_url=assistant.judge_url,
    )

    run = system_run_execute(run=run)

    rows = _by_item(run)
    assert not CassetteToken.objects.filter(run=run).exists()
    # live: no recorded tool calls are made, so the sla case does not fail loudly
    assert rows["sla"]["errors"] == [] and rows["sla"]["answers"][0]["tool_calls"] == []
    # full-text search over the corpus finds the SSO page for the SSO question
    assert rows["sso"]["ranked"][0] == "auth/sso#0001"
    assert rows["sso"]["verdicts"] == [True]
    assert rows["sso"]["metrics"]["hit@10"] == 1.0


def test_unrecorded_tool_call_fails_the_repeat_whatever_the_answer(system_world, live_server):
    misbehaving = Assistant(Behaviour(unrecorded_tool=1.0))
    try:
        run = system_run_create(
            eval_set=system_world["eval_set"],
            url=misbehaving.url,
            repeats=1,
            judge_url=misbehaving.judge_url,
            tools_base=live_server.url,
        )
        run = system_run_execute(run=run)
    finally:
        misbehaving.stop()
    rows = _by_item(run)
    for row in rows.values():
        assert row["verdicts"] == [False]
        assert UNRECORDED_TOOL in {e["call"]["name"] for e in row["errors"]}


def test_output_line_holds_the_documented_fields(system_world, assistant):
    run = system_run_execute(
        run=system_run_create(
            eval_set=system_world["eval_set"], url=assistant.url, mode="live", repeats=3
        )
    )

    line = system_output_line(_by_item(run)["sso"])

    assert set(line) >= {
        "item_id",
        "ranked",
        "metrics",
        "answers",
        "verdicts",
        "verdict",
        "disagreement",
        "should_score",
        "errors",
    }
    # no judge: every repeat waits for a person
    assert line["verdicts"] == [None, None, None] and line["verdict"] is None
    assert len(line["answers"]) == 3


def test_timeout_is_an_error_of_the_repeat(system_world, settings):
    import threading
    import time
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    class Slow(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            time.sleep(1.0)
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Slow)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    settings.ASSAY_SYSTEM_TIMEOUT_S = 0.2
    settings.ASSAY_SYSTEM_RETRIES = 1
    try:
        run = system_run_execute(
            run=system_run_create(
                eval_set=system_world["eval_set"],
                url=f"http://127.0.0.1:{server.server_address[1]}/",
                mode="live",
                repeats=1,
            )
        )
    finally:
        server.shutdown()
    errors = _by_item(run)["sso"]["errors"]
    assert [e["kind"] for e in errors] == ["timeout"]
    assert "after 2 attempts" in errors[0]["message"]
    assert _by_item(run)["sso"]["verdicts"] == [False]


@pytest.mark.parametrize(
    "kwargs, field",
    [
        ({"url": "http://10.0.0.5/"}, "url"),
        ({"url": "http://127.0.0.1:9/", "judge_url": "http://169.254.169.254/"}, "judge_url"),
    ],
)
def test_system_and_judge_urls_must_be_on_the_allow_list(world, kwargs, field):
    with pytest.raises(OutboundRefused) as exc:
        system_run_create(eval_set=world["eval_set"], **kwargs)
    assert field in exc.value.fields


def test_even_repeats_are_refused_so_a_majority_exists(world):
    with pytest.raises(Exception, match="repeats: an odd number"):
        system_run_create(eval_set=world["eval_set"], url="http://127.0.0.1:9/", repeats=2)


def test_config_hash_covers_mode_repeats_judge_and_system_version(world):
    base = dict(eval_set=world["eval_set"], url="http://127.0.0.1:9/")
    hashes = {
        system_run_create(**base).config_hash,
        system_run_create(**base, mode="live").config_hash,
        system_run_create(**base, repeats=5).config_hash,
        system_run_create(**base, judge_url="http://127.0.0.1:9/judge").config_hash,
        system_run_create(**base, system_version="v2").config_hash,
        system_run_create(eval_set=world["eval_set"], url="http://127.0.0.1:8/").config_hash,
    }
    assert len(hashes) == 6
    # the address the system reaches Assay at is not part of the config
    assert system_run_create(**base, tools_base="http://x").config_hash in hashes


def _post(client, url, body):
    return client.post(url, body, content_type="application/json")


def test_cassette_token_opens_its_own_runs_cases_only_and_expires_with_the_run(
    system_world, client
):
    # given two frozen runs over different sets
    items = system_world["items"]
    run = system_run_create(eval_set=system_world["eval_set"], url="http://127.0.0.1:9/")
    token = CassetteToken.objects.get(run=run).token
    url = f"/api/cassettes/{token}/{items['sla'].pk}/?repeat=2"

    # a recorded call answers its response (no login: the token is the credential)
    hit = _post(client, url, {"name": "get_sla", "args": {"region": "eu-west-1"}})
    assert hit.status_code == 200 and hit.json() == {"response": {"sla": "99.95"}}
    # an unrecorded call is a 409 naming it and what was recorded, and the miss is kept
    miss = _post(client, url, {"name": "get_sla", "args": {"region": "mars-1"}})
    assert miss.status_code == 409
    assert miss.json()["error"]["call"] == {"name": "get_sla", "args": {"region": "mars-1"}}
    assert {r["name"] for r in miss.json()["error"]["recorded"]} >= {"get_sla", "get_status"}
    assert list(CassetteMiss.objects.filter(run=run).values_list("repeat", flat=True)) == [2]
    # a case outside the run, an unknown token, a malformed call
    from curation.models import EvalItem, EvalSet

    other = EvalItem.objects.create(
        eval_set=EvalSet.objects.create(name="other"), position=1, follow_up="x"
    )
    assert _post(client, f"/api/cassettes/{token}/{other.pk}/", {"name": "a"}).status_code == 404
    assert _post(client, url.replace(token, "nope"), {"name": "a"}).status_code == 403
    bad = _post(client, url, {"args": {}})
    assert bad.status_code == 400 and bad.json()["error"]["fields"] == {"name": "required"}
    # once the run is done, the token no longer opens anything
    Run.objects.filter(pk=run.pk).update(status=Run.Status.DONE)
    gone = _post(client, url, {"name": "get_sla", "args": {"region": "eu-west-1"}})
    assert gone.status_code == 410


def test_replay_command_runs_the_system_and_writes_the_output_lines(
    system_world, assistant, tmp_path
):
    import json

    from django.core.management import call_command

    out = tmp_path / "results.jsonl"
    from io import StringIO

    stdout, stderr = StringIO(), StringIO()
    call_command(
        "replay",
        "--set",
        "replay-test",
        "--arm",
        "system",
        "--url",
        assistant.url,
        "--mode",
        "live",
        "--judge-url",
        assistant.judge_url,
        "--output",
        str(out),
        stdout=stdout,
        stderr=stderr,
    )

    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert {line["item_id"] for line in lines} == {"sla", "refund", "password", "mars", "sso"}
    assert all(len(line["verdicts"]) == 3 for line in lines)
    text = stdout.getvalue()
    assert "pass rate (Wilson)" in text and "repeats disagree" in text
    assert "3 repeats" in stderr.getvalue()


def test_compare_runs_pairs_verdicts_of_frozen_and_live(system_world, assistant, live_server):
    from io import StringIO

    from django.core.management import call_command

    eval_set = system_world["eval_set"]
    common = dict(eval_set=eval_set, url=assistant.url, judge_url=assistant.judge_url, repeats=1)
    frozen = system_run_execute(run=system_run_create(**common, tools_base=live_server.url))
    live = system_run_execute(run=system_run_create(**common, mode="live"))
    stdout = StringIO()

    call_command("compare_runs", str(frozen.pk), str(live.pk), "--metric", "verdict", stdout=stdout)

    text = stdout.getvalue()
    # frozen: sla fails loudly, refund answers from the recorded invoices page (fail), sso
    # passes; live: the corpus search finds the pages, so the pass rate moves with the search
    frozen_v = {r["item_id"]: r["verdict"] for r in system_rows(frozen) if r["gradable"]}
    live_v = {r["item_id"]: r["verdict"] for r in system_rows(live) if r["gradable"]}
    moved = sum(live_v[i] for i in live_v) - sum(frozen_v[i] for i in frozen_v)
    assert f"{moved / len(live_v):+.3f}" in text


def test_frozen_against_live_gives_p_values_corrected_over_the_measures_and_coverage(
    system_world, assistant, live_server
):
    from replay.system_compare import MEASURES, system_compare

    eval_set = system_world["eval_set"]
    common = dict(eval_set=eval_set, url=assistant.url, judge_url=assistant.judge_url, repeats=1)
    frozen = system_run_execute(run=system_run_create(**common, tools_base=live_server.url))
    live = system_run_execute(run=system_run_create(**common, mode="live"))

    result = system_compare(frozen, live)

    tested = [r for r in result["rows"] if r["n"]]
    assert [r["measure"] for r in result["rows"]] == list(MEASURES)
    assert tested and result["corrected_for"] == len(tested)
    for r in tested:
        assert 0.0 <= r["p_value"] <= r["p_holm"] <= 1.0 and r["p_bh"] <= r["p_holm"]
        assert r["bootstrap"] in ("cluster", "item") and r["corrected_for"] == len(tested)
    assert "p-value" in result["note"]
    assert [c["k"] for c in result["coverage"]] == [frozen.k, live.k]
