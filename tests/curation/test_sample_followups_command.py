"""``sample_followups``: the sampling page's quotas, control slice, filters, preview and
shortfall warnings from a shell, through the page's services."""

from __future__ import annotations

import pytest
from django.core.management import CommandError, call_command

from curation.models import EvalItem, EvalSet, Message
from curation.services.sampling import SampleFilters, evalset_sample_preview
from tests.curation.sampling_world import build_mined

pytestmark = pytest.mark.django_db


@pytest.fixture
def mined():
    return build_mined()


def _run(capsys, *args):
    call_command("sample_followups", *args)
    return capsys.readouterr()


def test_preview_shows_the_draw_and_its_shortfalls_and_creates_nothing(mined, capsys):
    out = _run(capsys, "--preview", "--quota", "pronoun=9", "--standalone", "2", "--seed", "3")

    assert not EvalSet.objects.exists()
    assert "8 turns would be drawn; nothing was created" in out.out
    assert "pronoun" in out.out and "   6 / 9" in out.out and "   2 / 2" in out.out
    expected = evalset_sample_preview(quotas={"pronoun": 9, "standalone": 2}, seed=3)
    for example in expected["strata"][0]["examples"]:
        assert f"e.g. {example}" in out.out
    assert "warning: pronoun: only 6 usable turns for a quota of 9" in out.err


def test_a_standalone_quota_samples_a_control_slice(mined, capsys):
    out = _run(capsys, "--set", "ctl", "--quota", "pronoun=2", "--standalone", "3")

    eval_set = EvalSet.objects.get(name="ctl")
    patterns = sorted(str(p) for p in eval_set.items.values_list("pattern", flat=True))
    assert patterns == ["None", "None", "None", "pronoun", "pronoun"]
    assert f"open it at /labelling/sets/{eval_set.pk}/" in out.out
    assert out.err == ""  # no shortfall, no warning


def test_the_retrieval_filter_keeps_turns_whose_answer_recorded_retrieval(mined, capsys):
    out = _run(capsys, "--set", "r", "--quota", "pronoun=5", "--with-retrieval")

    items = EvalItem.objects.filter(eval_set__name="r")
    assert items.count() == 2
    assert set(items.values_list("trace__trace_id", flat=True)) == {"t0", "t1"}
    assert "only turns with recorded retrieval" in out.out
    assert "warning: pronoun: only 2 usable turns for a quota of 5" in out.err


def test_the_reference_filter_keeps_answered_turns(mined, capsys):
    _run(capsys, "--set", "ref", "--quota", "pronoun=6", "--with-reference")

    traces = set(
        EvalItem.objects.filter(eval_set__name="ref").values_list("trace__trace_id", flat=True)
    )
    assert traces == {"t0", "t1", "t2", "t3"}


def test_the_command_draws_what_the_preview_showed(mined, capsys):
    preview = evalset_sample_preview(
        quotas={"pronoun": 4}, seed=5, filters=SampleFilters(with_reference=True)
    )
    _run(capsys, "--set", "same", "--quota", "pronoun=4", "--seed", "5", "--with-reference")

    follow_ups = set(
        Message.objects.filter(
            pk__in=EvalItem.objects.filter(eval_set__name="same").values("message")
        ).values_list("content", flat=True)
    )
    assert set(preview["strata"][0]["examples"]) <= follow_ups
    assert len(follow_ups) == preview["total"]


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (["--set", "x"], "at least one --quota"),
        (["--quota", "pronoun=1"], "--set NAME is required"),
        (["--set", "x", "--quota", "pronoun"], "expected PATTERN=N"),
        (["--set", "x", "--quota", "sarcasm=1"], "unknown pattern 'sarcasm'"),
        (["--set", "x", "--standalone", "-1"], "expected 0 or more"),
    ],
)
def test_bad_arguments_are_refused_with_the_reason(mined, args, error):
    with pytest.raises(CommandError, match=error):
        call_command("sample_followups", *args)
    assert not EvalSet.objects.exists()
