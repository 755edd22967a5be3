"""Sampling: the standalone control slice, the retrieval and reference filters, the preview."""

from __future__ import annotations

import pytest

from curation.errors import CurationError
from curation.models import EvalItem, FollowupCandidate, Message
from curation.services.followups import evalset_sample
from curation.services.sampling import SampleFilters, evalset_sample_preview
from curation.services.traces import trace_ingest_objects

pytestmark = pytest.mark.django_db


def _trace(i: int, *, pattern: str | None, retrieval: bool, answered: bool) -> dict:
    answer = {"role": "assistant", "content": "It is 99.95%." if answered else ""}
    if retrieval:
        answer["retrieval"] = [
            {"doc_id": "docs/sla", "chunk_id": "docs/sla#0001", "score": 0.5, "text": "SLA"}
        ]
    return {
        "trace_id": f"t{i}",
        "source": "support",
        "messages": [
            {"role": "user", "content": f"Tell me about plan {i}."},
            {"role": "assistant", "content": "Plan details."},
            {"role": "user", "content": f"What is its uptime, case {i}?"},
            answer,
        ],
        "_pattern": pattern,
    }


@pytest.fixture
def mined():
    """Six pronoun turns (2 with retrieval, 4 answered) and three standalone turns."""
    specs = [("pronoun", i < 2, i < 4) for i in range(6)] + [(None, True, True)] * 3
    traces = [_trace(i, pattern=p, retrieval=r, answered=a) for i, (p, r, a) in enumerate(specs)]
    patterns = {t["trace_id"]: t.pop("_pattern") for t in traces}
    trace_ingest_objects(objects=traces, transform=None)
    for message in Message.objects.filter(role="user", user_turn=1).select_related("trace"):
        pattern = patterns[message.trace.trace_id]
        FollowupCandidate.objects.create(
            message=message,
            trace=message.trace,
            candidate=pattern is not None,
            pattern=pattern,
            trigger="its" if pattern else None,
            detector_version="test",
        )
    return patterns


def test_a_standalone_quota_draws_turns_with_no_pattern(mined):
    eval_set, result = evalset_sample(name="ctl", quotas={"pronoun": 2, "standalone": 3}, seed=1)
    items = list(eval_set.items.all())
    assert len(items) == 5 and not result.shortfalls
    assert sum(1 for item in items if item.pattern is None) == 3
    assert all(item.trigger is None for item in items if item.pattern is None)


def test_the_retrieval_filter_leaves_only_turns_whose_answer_recorded_retrieval(mined):
    _, result = evalset_sample(
        name="r", quotas={"pronoun": 5}, seed=1, filters=SampleFilters(with_retrieval=True)
    )
    (shortfall,) = result.shortfalls
    assert (shortfall.available, shortfall.picked, shortfall.quota) == (2, 2, 5)


def test_the_reference_filter_leaves_only_answered_turns(mined):
    eval_set, result = evalset_sample(
        name="ref", quotas={"pronoun": 6}, seed=1, filters=SampleFilters(with_reference=True)
    )
    assert result.shortfalls[0].available == 4
    assert eval_set.sampling["filters"] == {"with_retrieval": False, "with_reference": True}


def test_a_preview_draws_what_sampling_would_and_creates_nothing(mined):
    quotas = {"pronoun": 8, "standalone": 1}
    preview = evalset_sample_preview(quotas=quotas, seed=4)
    assert EvalItem.objects.count() == 0
    strata = {s["pattern"]: s for s in preview["strata"]}
    assert strata["pronoun"]["picked"] == 6 and len(strata["pronoun"]["examples"]) == 5
    assert preview["shortfalls"] == {"pronoun": {"quota": 8, "available": 6, "picked": 6}}
    eval_set, _ = evalset_sample(name="same", quotas=quotas, seed=4)
    assert eval_set.items.count() == preview["total"] == 7


def test_an_unknown_stratum_is_refused_by_name(mined):
    with pytest.raises(CurationError, match="unknown pattern 'control'"):
        evalset_sample_preview(quotas={"control": 1}, seed=1)


FORM = {
    "name": "from-the-page",
    "seed": 3,
    "source": "",
    "ordinal": 0,
    "demonstrative": 0,
    "pronoun": 9,
    "ellipsis": 0,
    "definite_description": 0,
    "standalone": 2,
}


def test_the_preview_page_shows_shortfalls_as_warnings(mined, lead_client):
    page = lead_client.post(
        "/curation/followups/sample/preview/",
        {**FORM, "with_retrieval": "on"},
        HTTP_HX_REQUEST="true",
    ).content.decode()
    assert 'class="warn shortfall"' in page and "only 2 usable turns for a quota of 9" in page
    assert EvalItem.objects.count() == 0


def test_the_preview_names_a_bad_field(mined, lead_client):
    response = lead_client.post("/curation/followups/sample/preview/", {**FORM, "pronoun": -1})
    assert response.status_code == 400 and "pronoun" in response.content.decode()


def test_the_preview_is_for_leads_only(mined, annotator_client):
    assert annotator_client.post("/curation/followups/sample/preview/", FORM).status_code == 403


def test_sampling_from_the_page_links_the_new_set_and_warns_of_shortfalls(mined, lead_client):
    response = lead_client.post("/curation/followups/sample/", FORM, follow=True)
    (eval_set,) = [item.eval_set for item in EvalItem.objects.all()[:1]]
    assert response.redirect_chain[-1][0] == f"/labelling/sets/{eval_set.pk}/"
    page = response.content.decode()
    assert "short of its quotas" in page and "pronoun: only 6 usable candidates" in page
