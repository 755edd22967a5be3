"""Labelling pages: permissions, the annotation journey, htmx fragments, CSRF."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from labelling import services
from labelling.models import Assignment, Heartbeat, Label
from tests.labelling.factories import good_data

pytestmark = pytest.mark.django_db


@pytest.fixture
def held(queue, annotator):
    return services.assignment_next(queue=queue, user=annotator)


def form_post(**overrides):
    data = {
        "version": "0",
        "reference_type": "ordinal",
        "gold": ["docs/kms/regions#0002"],
        "gt_must": "gives 99.9% for eu-west-1\nnames Dublin",
        "gt_should": "",
        "rule_code": "",
    }
    data.update(overrides)
    return data


# --- who may see what -------------------------------------------------------------------------


def test_anonymous_is_sent_to_login_everywhere(client, held):
    for url in (
        "/labelling/",
        f"/labelling/work/{held.pk}/",
        "/labelling/sets/",
        "/labelling/guide/",
        "/labelling/adjudication/",
        "/accounts/users/",
    ):
        response = client.get(url)
        assert response.status_code == 302, url
        assert response["Location"].startswith("/login/"), url


def test_annotator_cannot_open_another_annotators_item(held, other_annotator, client):
    client.force_login(other_annotator)
    assert client.get(f"/labelling/work/{held.pk}/").status_code == 404
    assert client.post(f"/labelling/work/{held.pk}/submit/", form_post()).status_code == 404
    assert client.post(f"/labelling/work/{held.pk}/draft/", form_post()).status_code == 404
    assert not Label.objects.exists()


def test_annotator_cannot_reach_lead_or_admin_pages(annotator_client, eval_set):
    for url in (
        "/labelling/sets/",
        f"/labelling/sets/{eval_set.pk}/",
        "/labelling/adjudication/",
        f"/labelling/sets/{eval_set.pk}/agreement/",
        "/labelling/guide/new/",
        "/accounts/users/",
    ):
        assert annotator_client.get(url).status_code == 403, url
    assert annotator_client.post(f"/labelling/sets/{eval_set.pk}/queue/").status_code == 403


def test_lead_reaches_lead_pages_but_not_user_admin(lead_client, eval_set):
    assert lead_client.get("/labelling/sets/").status_code == 200
    assert lead_client.get(f"/labelling/sets/{eval_set.pk}/").status_code == 200
    assert lead_client.get("/accounts/users/").status_code == 403


def test_admin_creates_a_user_with_a_role(client, admin_user):
    client.force_login(admin_user)
    response = client.post(
        "/accounts/users/", {"username": "erin", "password": "long-enough-pw", "role": "annotator"}
    )
    assert response.status_code == 302
    assert client.get("/accounts/users/").content.count(b"erin") >= 1
    from django.contrib.auth.models import User

    assert list(User.objects.get(username="erin").groups.values_list("name", flat=True)) == [
        "annotator"
    ]


def test_nav_shows_lead_links_only_to_leads(annotator, lead, queue):
    as_annotator, as_lead = Client(), Client()
    as_annotator.force_login(annotator)
    as_lead.force_login(lead)
    assert b"/labelling/adjudication/" not in as_annotator.get("/labelling/").content
    assert b"/labelling/adjudication/" in as_lead.get("/labelling/").content


# --- the annotation journey -------------------------------------------------------------------


def test_start_labelling_reserves_and_opens_the_first_item(annotator_client, queue):
    response = annotator_client.post(f"/labelling/queues/{queue.pk}/next/")

    assignment = Assignment.objects.get()
    assert response["Location"] == f"/labelling/work/{assignment.pk}/"
    page = annotator_client.get(response["Location"])
    assert page.status_code == 200
    html = page.content.decode()
    assert '<mark class="trigger" title="trigger">the second one</mark>' in html
    assert "docs/kms/regions#0002" in html  # the recorded retrieval of the answer
    assert "get_sla" in html  # its tool call
    assert "Rubric: the answer" in html


def test_submit_and_next_lands_on_the_next_item(annotator_client, held):
    response = annotator_client.post(f"/labelling/work/{held.pk}/submit/", form_post())

    following = Assignment.objects.exclude(pk=held.pk).get()
    assert response.status_code == 302
    assert response["Location"] == f"/labelling/work/{following.pk}/"
    assert following.entry.position == 2
    label = Label.objects.get(assignment=held)
    assert label.status == "submitted" and label.ground_truth["must"] == [
        "gives 99.9% for eu-west-1",
        "names Dublin",
    ]
    assert b"the item is final" in annotator_client.get(response["Location"]).content


def test_doc_level_gold_is_refused_on_the_page_with_the_explanation(annotator_client, held):
    response = annotator_client.post(
        f"/labelling/work/{held.pk}/submit/", form_post(gold=["docs/kms/regions"])
    )

    # Post, redirect, get: the page comes back by GET, so a refresh never re-posts (or 405s).
    assert response.status_code == 302
    assert response["Location"] == f"/labelling/work/{held.pk}/"
    page = annotator_client.get(response["Location"]).content.decode()
    assert "names a whole document" in page
    assert "gives 99.9% for eu-west-1" in page  # what was typed is kept
    assert not Label.objects.filter(status="submitted").exists()
    refreshed = annotator_client.get(response["Location"]).content.decode()
    assert "names a whole document" not in refreshed  # shown once, then the saved state


def test_conflicting_submit_shows_both_versions_and_saves_nothing(
    annotator_client, held, annotator
):
    services.label_save_draft(
        assignment=held, user=annotator, data=good_data(pattern="pronoun"), version=0
    )

    response = annotator_client.post(
        f"/labelling/work/{held.pk}/submit/", form_post(reference_type="ellipsis")
    )

    assert response.status_code == 409
    html = response.content.decode()
    assert "This label changed since you opened it" in html
    assert "<code>ellipsis</code>" in html and "<code>pronoun</code>" in html
    assert Label.objects.get().status == "draft"
    assert 'name="version" value="1"' in html  # submitting again is a deliberate overwrite


def test_skip_with_reason_moves_on(annotator_client, held):
    response = annotator_client.post(
        f"/labelling/work/{held.pk}/skip/", {"reason": "other", "note": "garbled"}
    )

    held.refresh_from_db()
    assert held.status == "skipped" and held.skip_reason == "other (say what): garbled"
    assert response["Location"].startswith("/labelling/work/")


def test_skip_other_without_note_is_refused(annotator_client, held):
    annotator_client.post(f"/labelling/work/{held.pk}/skip/", {"reason": "other", "note": ""})
    held.refresh_from_db()
    assert held.status == "active"


def test_draft_autosave_returns_status_version_and_refused_gold(annotator_client, held):
    response = annotator_client.post(
        f"/labelling/work/{held.pk}/draft/",
        form_post(gold=["docs/kms/regions", "docs/kms/regions#0001"], ambiguity_note="two regions"),
        HTTP_HX_REQUEST="true",
    )

    html = response.content.decode()
    assert response.status_code == 200 and "<html" not in html
    assert 'id="label-version" name="version" value="1" hx-swap-oob="true"' in html
    assert "docs/kms/regions" in re.search(r"data-refused='([^']*)'", html).group(1)
    label = Label.objects.get()
    assert label.gold == ["docs/kms/regions#0001"] and label.ambiguity_note == "two regions"


def test_draft_survives_a_reload(annotator_client, held):
    annotator_client.post(
        f"/labelling/work/{held.pk}/draft/",
        form_post(gold_rewrite="What is the uptime SLA of eu-west-1?"),
        HTTP_HX_REQUEST="true",
    )

    html = annotator_client.get(f"/labelling/work/{held.pk}/").content.decode()

    assert 'value="What is the uptime SLA of eu-west-1?"' in html
    assert 'name="version" value="1"' in html
    assert '<input type="hidden" name="gold" value="docs/kms/regions#0002">' in html


def test_stale_autosave_reports_the_conflict(annotator_client, held, annotator):
    services.label_save_draft(assignment=held, user=annotator, data=good_data(), version=0)
    response = annotator_client.post(
        f"/labelling/work/{held.pk}/draft/", form_post(version="0"), HTTP_HX_REQUEST="true"
    )
    assert b"Not saved: this label changed elsewhere" in response.content
    assert Label.objects.get().version == 1


def test_heartbeat_endpoint_returns_minutes_fragment(annotator_client, held):
    response = annotator_client.post(
        f"/labelling/work/{held.pk}/heartbeat/", HTTP_HX_REQUEST="true"
    )
    assert response.status_code == 200
    assert b'id="minutes"' in response.content and b"0.0 min active" in response.content
    assert Heartbeat.objects.count() == 1


def test_search_serves_full_page_or_results_fragment(annotator_client, held):
    full = annotator_client.get(f"/labelling/work/{held.pk}/?q=uptime+SLA")
    fragment = annotator_client.get(
        f"/labelling/work/{held.pk}/?q=uptime+SLA", HTTP_HX_REQUEST="true"
    )

    assert b"<html" in full.content and b'id="search-results"' in full.content
    assert b"<html" not in fragment.content and b'id="search-results"' in fragment.content
    assert b"docs/kms/regions#0002" in fragment.content
    assert b"<mark>uptime</mark>" in fragment.content
    assert "HX-Request" in fragment["Vary"]


def test_csrf_is_enforced_on_posts(held, annotator):
    client = Client(enforce_csrf_checks=True)
    client.force_login(annotator)
    assert client.post(f"/labelling/work/{held.pk}/draft/", form_post()).status_code == 403
    page = client.get(f"/labelling/work/{held.pk}/")
    token = page.cookies["csrftoken"].value
    ok = client.post(f"/labelling/work/{held.pk}/draft/", form_post(), HTTP_X_CSRFTOKEN=token)
    assert ok.status_code == 200


# --- lead pages -------------------------------------------------------------------------------


def test_lead_creates_a_queue_and_sees_progress(lead_client, corpus):
    from tests.labelling.factories import make_set

    eval_set = make_set(items=2)
    response = lead_client.post(f"/labelling/sets/{eval_set.pk}/queue/")
    assert response.status_code == 302
    page = lead_client.get(f"/labelling/sets/{eval_set.pk}/")
    assert b"items final (0 / 2)" in page.content
    fragment = lead_client.get(f"/labelling/sets/{eval_set.pk}/", HTTP_HX_REQUEST="true")
    assert b"<html" not in fragment.content and b'id="progress"' in fragment.content


def test_lead_adjudicates_on_the_page(double_set, annotator, other_annotator, lead_client):
    queue = double_set.queue
    a = services.assignment_next(queue=queue, user=annotator)
    b = services.assignment_next(queue=queue, user=other_annotator)
    services.label_submit(assignment=a, user=annotator, data=good_data(), version=0)
    second = services.label_submit(
        assignment=b,
        user=other_annotator,
        data=good_data(gold=["docs/kms/regions#0001"]),
        version=0,
    ).label

    page = lead_client.get(f"/labelling/adjudication/{a.entry_id}/")
    assert page.status_code == 200
    assert (
        b"Where they differ" in page.content and b"alice" in page.content and b"bob" in page.content
    )

    refused = lead_client.post(
        f"/labelling/adjudication/{a.entry_id}/", {"decision": f"pick:{second.pk}", "reason": ""}
    )
    assert refused.status_code == 422
    done = lead_client.post(
        f"/labelling/adjudication/{a.entry_id}/",
        {"decision": f"pick:{second.pk}", "reason": "#0001 has the SLA"},
    )
    assert done.status_code == 302
    a.entry.item.refresh_from_db()
    assert a.entry.item.gold == ["docs/kms/regions#0001"]


def test_guide_edit_shows_items_decided_under_the_older_version(
    lead_client, queue, annotator, rule
):
    held = services.assignment_next(queue=queue, user=annotator)
    services.label_submit(
        assignment=held, user=annotator, data=good_data(rule_code="LG-02"), version=0
    )

    response = lead_client.post(
        "/labelling/guide/LG-02/edit/",
        {"title": rule.title, "text": "New wording", "change_note": "clarify"},
        follow=True,
    )

    html = response.content.decode()
    assert "LG-02 is now version 2; 1 label(s) were decided under an older version" in html
    assert 'id="outdated"' in html and f"/labelling/items/{held.entry.item_id}/" in html


def test_annotators_read_the_guide_but_cannot_edit_it(annotator_client, rule):
    assert b"Take the most recent entity." in annotator_client.get("/labelling/guide/").content
    assert annotator_client.get("/labelling/guide/LG-02/edit/").status_code == 403


def test_snapshot_only_item_shows_its_prefix_and_pass_fail_needs_no_verdict(
    annotator_client, corpus
):
    from tests.labelling.factories import make_set

    eval_set = make_set(items=1, kind="pass_fail", with_trace=False, name="imported")
    queue = services.queue_create(eval_set=eval_set)
    annotator_client.post(f"/labelling/queues/{queue.pk}/next/")
    held = Assignment.objects.get()

    html = annotator_client.get(f"/labelling/work/{held.pk}/").content.decode()
    assert "Frankfurt (eu-central-1) and Dublin (eu-west-1) both do." in html
    assert "recorded answer to the follow-up" not in html
    response = annotator_client.post(
        f"/labelling/work/{held.pk}/submit/",
        form_post(gt_criterion="states 99.9% for eu-west-1", gt_must=""),
    )
    assert response.status_code == 302
    assert Label.objects.get().ground_truth == {
        "kind": "pass_fail",
        "pass": "states 99.9% for eu-west-1",
        "verdict": None,
    }


def test_a_submitted_item_reopens_read_only(annotator_client, held):
    annotator_client.post(f"/labelling/work/{held.pk}/submit/", form_post())

    html = annotator_client.get(f"/labelling/work/{held.pk}/").content.decode()

    assert "<strong>submitted</strong>" in html
    assert 'id="submit-button"' not in html
    assert '<fieldset class="label-fields" disabled>' in html


def test_lead_reviews_an_items_labels(lead_client, held, annotator):
    services.label_submit(assignment=held, user=annotator, data=good_data(), version=0)
    html = lead_client.get(f"/labelling/items/{held.entry.item_id}/").content.decode()
    assert "annotation by alice" in html and "final" in html
