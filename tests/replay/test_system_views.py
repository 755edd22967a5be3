"""System-run pages: who may start runs, grade and compare; the report on the run page."""

from __future__ import annotations

import html

from replay.grading import grading_next, grading_submit
from replay.models import Run, SystemAnswer
from replay.system_runs import system_run_create, system_run_execute


def test_annotators_may_not_start_system_runs_or_compare_them(annotator_client):
    assert annotator_client.get("/replay/system/new/").status_code == 403
    assert annotator_client.get("/replay/system/compare/").status_code == 403


def test_anonymous_visitors_are_sent_to_log_in(client, db):
    for url in ("/replay/system/new/", "/replay/grading/", "/replay/system/compare/"):
        response = client.get(url)
        assert response.status_code == 302 and "/login/" in response["Location"]


def test_lead_starts_a_system_run_from_the_page_and_reads_its_report(
    system_world, assistant, lead_client
):
    # when a lead submits the form (tasks run eagerly here)
    response = lead_client.post(
        "/replay/system/new/",
        {
            "eval_set": system_world["eval_set"].pk,
            "url": assistant.url,
            "mode": "live",
            "repeats": 3,
            "judge_url": assistant.judge_url,
        },
    )

    # then the run is done and its page shows verdicts with intervals
    run = Run.objects.get(arm="system")
    assert response.status_code == 302 and response["Location"] == f"/replay/runs/{run.pk}/"
    assert run.status == Run.Status.DONE
    page = lead_client.get(f"/replay/runs/{run.pk}/").content.decode()
    assert 'id="system-verdicts"' in page and "Pass rate [Wilson 95%]" in page
    assert "Graded 12 / 12 answers" in page


def test_a_url_off_the_allow_list_is_refused_on_the_form(system_world, lead_client):
    response = lead_client.post(
        "/replay/system/new/",
        {
            "eval_set": system_world["eval_set"].pk,
            "url": "http://10.1.2.3/",
            "mode": "live",
            "repeats": 3,
        },
    )
    assert response.status_code == 200
    assert "not on the outbound allow list" in response.content.decode()
    assert not Run.objects.exists()


def test_grading_queue_hides_the_run_and_records_minutes(
    system_world, assistant, annotator_client, annotator
):
    run = system_run_execute(
        run=system_run_create(
            eval_set=system_world["eval_set"], url=assistant.url, mode="live", repeats=3
        )
    )
    case = grading_next()
    assert case is not None and len(case.answers) == 3

    page = annotator_client.get("/replay/grading/").content.decode()

    assert html.escape(case.item.follow_up) in page  # the page escapes quotes
    assert f"#{run.pk}" not in page and "live" not in page and run.short_hash not in page
    # ticks that do not fit the rubric are refused, naming the field
    truth = case.item.ground_truth
    bad = {case.answers[0].pk: {"must": []} if case.kind == "rubric" else {"pass": "yes"}}
    try:
        grading_submit(ticks=bad, minutes=1.0, user=annotator)
    except Exception as exc:
        assert "expected" in str(exc)
    else:
        raise AssertionError("bad ticks were accepted")
    good = {
        a.pk: (
            {"must": [True] * len(truth["must"]), "should": [False] * len(truth.get("should", []))}
            if case.kind == "rubric"
            else {"pass": True}
        )
        for a in case.answers
    }
    assert grading_submit(ticks=good, minutes=6.0, user=annotator) == 3
    graded = SystemAnswer.objects.filter(pk__in=good)
    assert {a.graded_by for a in graded} == {"person"}
    assert [a.grading_minutes for a in graded] == [2.0, 2.0, 2.0]
    assert all(a.verdict is True for a in graded)


def test_frozen_against_live_page_shows_p_values_their_correction_and_coverage(
    system_world, assistant, live_server, lead_client
):
    common = dict(
        eval_set=system_world["eval_set"], url=assistant.url, judge_url=assistant.judge_url
    )
    frozen = system_run_execute(
        run=system_run_create(**common, repeats=1, tools_base=live_server.url)
    )
    live = system_run_execute(run=system_run_create(**common, repeats=1, mode="live"))

    page = lead_client.get(
        "/replay/system/compare/", {"frozen": frozen.pk, "live": live.pk}
    ).content.decode()

    assert '<th class="num">p Holm</th>' in page and 'id="system-compare-note"' in page
    assert "p-values adjusted over the 5 measures compared" in html.unescape(page)
    assert 'id="system-compare-coverage"' in page and "frozen run" in page


def test_run_page_lists_every_unrecorded_tool_call_with_the_call(
    system_world, assistant, lead_client, live_server
):
    # given a frozen run in which the sla case calls get_status, recorded without a response
    run = system_run_execute(
        run=system_run_create(
            eval_set=system_world["eval_set"], url=assistant.url, tools_base=live_server.url
        )
    )

    # when a lead opens the run page
    page = lead_client.get(f"/replay/runs/{run.pk}/").content.decode()

    # then each repeat's unrecorded call is listed with the case, the call and what was recorded
    assert 'id="unrecorded-calls"' in page and "Unrecorded tool calls (3)" in page
    table = page.split('id="unrecorded-calls"', 1)[1].split("</table>", 1)[0]
    assert table.count('<td class="mono">sla</td>') == 3
    assert "get_status({&#x27;region&#x27;: &#x27;eu-west-1&#x27;})" in table
    assert "get_orders, get_sla, get_status" in table
