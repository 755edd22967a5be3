"""Mining follow-ups from stored traces, the partition report, and quota sampling into sets."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from curation.models import EvalItem, EvalSet, FollowupCandidate
from curation.selectors import followup_partition
from curation.services.followups import evalset_sample, followups_mine
from curation.services.traces import trace_ingest_objects

pytestmark = pytest.mark.django_db

FOLLOW_UPS = {
    "ordinal": ["What's the uptime SLA on the second one?", "Does the latter support backups?"],
    "demonstrative": ["How much does that plan cost?", "Is that true for backups too?"],
    "pronoun": ["Does it support customer-managed keys?", "When did they announce it?"],
    "ellipsis": ["What about Dublin?", "And for the enterprise plan?"],
    "definite_description": ["How long did the outage last?", "When was the invoice issued?"],
    "none": ["Which regions offer GPU instances in Asia?", "How do I rotate an API key?"],
}


def conversation(i: int, follow_up: str, opener: str | None = None) -> dict:
    return {
        "trace_id": f"m{i}",
        "source": "support-assistant" if i % 2 else "sales-assistant",
        "messages": [
            {
                "role": "user",
                "content": opener or "Which plans include customer-managed keys in Frankfurt?",
            },
            {
                "role": "assistant",
                "content": "The Business and Enterprise plans both include them.",
            },
            {"role": "user", "content": follow_up},
        ],
    }


@pytest.fixture
def mined():
    traces = []
    for texts in FOLLOW_UPS.values():
        for text in texts:
            traces.append(
                conversation(len(traces), text, opener=f"Tell me about plan {len(traces)} options.")
            )
    trace_ingest_objects(objects=traces, transform=None)
    followups_mine()
    return traces


def test_every_non_first_user_turn_gets_one_verdict(mined):
    assert FollowupCandidate.objects.count() == len(mined)  # one non-first turn each
    by_text = {c.message.content: c for c in FollowupCandidate.objects.select_related("message")}
    assert by_text["What's the uptime SLA on the second one?"].pattern == "ordinal"
    assert by_text["Does it support customer-managed keys?"].pattern == "pronoun"
    assert by_text["What about Dublin?"].pattern == "ellipsis"
    assert not by_text["How do I rotate an API key?"].candidate
    ordinal = by_text["What's the uptime SLA on the second one?"]
    assert ordinal.message.content[ordinal.trigger_start : ordinal.trigger_end] == ordinal.trigger


def test_mining_twice_adds_nothing(mined):
    before = list(FollowupCandidate.objects.values_list("id", flat=True))

    report = followups_mine()

    assert report.mined == 0 and report.skipped == len(mined)
    assert list(FollowupCandidate.objects.values_list("id", flat=True)) == before


def test_partition_closes_at_exactly_100(mined):
    report = followup_partition()

    assert report["total"] == len(mined)
    assert round(sum(e["share"] for e in report["entries"]), 6) == 100.0
    assert sum(e["count"] for e in report["entries"]) == len(mined)


def test_sampling_is_reproducible_and_honest_about_shortfalls(mined):
    quotas = {"ordinal": 1, "pronoun": 1, "ellipsis": 5}

    first, result = evalset_sample(name="a", quotas=quotas, seed=3)
    second, _ = evalset_sample(name="b", quotas=quotas, seed=3, allow_reuse=True)

    ids = lambda s: list(s.items.order_by("position").values_list("message_id", flat=True))  # noqa: E731
    assert ids(first) == ids(second)
    assert first.items.count() == 1 + 1 + len(FOLLOW_UPS["ellipsis"])
    [short] = result.shortfalls
    assert (short.pattern, short.quota, short.picked) == ("ellipsis", 5, 2)
    assert first.sampling["shortfalls"]["ellipsis"]["picked"] == 2
    item = first.items.get(pattern="ordinal")
    assert item.follow_up == item.message.content
    assert [m["role"] for m in item.prefix] == ["user", "assistant"]


def test_turns_in_another_set_are_not_drawn_again(mined):
    evalset_sample(name="a", quotas={"pronoun": 1}, seed=1)

    _, result = evalset_sample(name="b", quotas={"pronoun": 5}, seed=1)

    assert len(result.picked["pronoun"]) == len(FOLLOW_UPS["pronoun"]) - 1
    assert result.skipped_in_other_set["pronoun"] == 1


def test_near_duplicates_from_one_template_are_skipped():
    same = [conversation(i, "Does it support backups?") for i in range(3)]
    trace_ingest_objects(objects=same, transform=None)
    followups_mine()

    _, result = evalset_sample(name="dups", quotas={"pronoun": 3}, seed=1)

    assert len(result.picked["pronoun"]) == 1
    assert result.skipped_near_duplicate["pronoun"] == 2


def test_commands_print_partition_and_refuse_bad_quotas(mined, capsys):
    call_command("mine_followups", "--json")
    out = json.loads(capsys.readouterr().out)
    assert out["partition"]["total"] == len(mined)

    call_command(
        "sample_followups",
        "--set",
        "s1",
        "--quota",
        "ordinal=1",
        "--quota",
        "pronoun=9",
        "--seed",
        "7",
    )
    captured = capsys.readouterr()
    assert "set 's1'" in captured.out
    assert "warning: pronoun: only 2 usable turns for a quota of 9" in captured.err
    with pytest.raises(CommandError, match="expected PATTERN=N"):
        call_command("sample_followups", "--set", "s2", "--quota", "ordinal")
    with pytest.raises(CommandError, match="already exists"):
        call_command("sample_followups", "--set", "s1", "--quota", "ordinal=1")


def test_followups_page_for_leads_only(mined, lead_client, annotator_client):
    page = lead_client.get("/curation/followups/")

    assert page.status_code == 200
    assert b"<svg" in page.content and b"100.0%" in page.content
    assert annotator_client.get("/curation/followups/").status_code == 403


def test_sample_form_creates_a_draft_set(mined, lead_client):
    response = lead_client.post(
        "/curation/followups/sample/",
        {
            "name": "from-form",
            "seed": 7,
            "ordinal": 1,
            "demonstrative": 0,
            "pronoun": 1,
            "ellipsis": 0,
            "definite_description": 9,
        },
    )

    assert response.status_code == 302
    eval_set = EvalSet.objects.get(name="from-form")
    assert eval_set.status == EvalSet.Status.DRAFT
    assert EvalItem.objects.filter(eval_set=eval_set).count() == 4


def test_a_refused_sample_form_keeps_the_partition_chart(mined, lead_client):
    response = lead_client.post(
        "/curation/followups/sample/", {"name": "", "seed": "seven", "ordinal": -1}
    )

    assert response.status_code == 400
    html = response.content.decode()
    # the chart's bars and the table's rows are still there (they were dropped before)
    assert html.count("<rect") == len(followup_partition()["entries"]) > 0
    assert "<tr><td>pronoun</td>" in html
    assert "Enter a whole number." in html and "This field is required." in html
    assert not EvalSet.objects.exists()


def test_mine_button_runs_a_job(lead_client, django_capture_on_commit_callbacks):
    trace_ingest_objects(objects=[conversation(1, "Does it support backups?")], transform=None)

    with django_capture_on_commit_callbacks(execute=True):
        response = lead_client.post("/curation/followups/mine/")

    assert response.status_code == 302
    assert FollowupCandidate.objects.get().pattern == "pronoun"
