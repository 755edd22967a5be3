"""Sampling: the standalone control slice, the retrieval and reference filters, the preview."""

from __future__ import annotations

import pytest

from curation.errors import CurationError
from curation.models import EvalItem
from curation.services.followups import evalset_sample
from curation.services.sampling import SampleFilters, evalset_sample_preview
from tests.curation.sampling_world import build_mined

pytestmark = pytest.mark.django_db


@pytest.fixture
def mined():
    return build_mined()


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
