"""Pages for going back: my labels, one label, its edit and minutes; landing after login;
why a re-labelled item came back."""

from __future__ import annotations

import pytest
from django.test import Client

from labelling import services
from labelling.models import LabelEdit
from tests.labelling.factories import good_data

pytestmark = pytest.mark.django_db


@pytest.fixture
def submitted(queue, annotator):
    held = services.assignment_next(queue=queue, user=annotator)
    return services.label_submit(assignment=held, user=annotator, data=good_data(), version=0).label


def edit_post(label, **overrides):
    data = {
        "version": str(label.version),
        "reference_type": "pronoun",
        "gold": ["docs/kms/regions#0002"],
        "gt_must": "gives 99.9% for eu-west-1",
        "gt_should": "names Dublin",
        "reason": "",
    }
    data.update(overrides)
    return data


def test_history_links_each_label_to_its_page(annotator_client, submitted):
    html = annotator_client.get("/labelling/history/").content.decode()

    assert f'href="/labelling/labels/{submitted.pk}/"' in html
    page = annotator_client.get(f"/labelling/labels/{submitted.pk}/")
    assert page.status_code == 200 and "Save the change" in page.content.decode()


def test_editing_redirects_back_and_records_the_edit(annotator_client, submitted):
    response = annotator_client.post(
        f"/labelling/labels/{submitted.pk}/edit/", edit_post(submitted)
    )

    assert (
        response.status_code == 302 and response["Location"] == f"/labelling/labels/{submitted.pk}/"
    )
    html = annotator_client.get(response["Location"]).content.decode()
    assert "the edit is recorded" in html and "Edits after submission" in html
    assert LabelEdit.objects.get().changes == {"pattern": ["ordinal", "pronoun"]}


def test_a_refused_edit_keeps_what_was_typed_after_the_redirect(annotator_client, submitted):
    response = annotator_client.post(
        f"/labelling/labels/{submitted.pk}/edit/",
        edit_post(submitted, gold=[], gt_must="typed rubric"),
    )

    assert response.status_code == 302
    html = annotator_client.get(response["Location"]).content.decode()
    assert "Not saved" in html and "typed rubric" in html
    assert "pick the passages that answer the follow-up" in html
    assert not LabelEdit.objects.exists()


def test_another_annotator_cannot_see_my_label_but_a_lead_edits_it_with_a_reason(
    submitted, other_annotator, lead_client
):
    client = Client()
    client.force_login(other_annotator)
    assert client.get(f"/labelling/labels/{submitted.pk}/").status_code == 404
    assert (
        client.post(f"/labelling/labels/{submitted.pk}/edit/", edit_post(submitted)).status_code
        == 404
    )

    page = lead_client.get(f"/labelling/labels/{submitted.pk}/").content.decode()
    assert "required: this is alice's label" in page
    lead_client.post(
        f"/labelling/labels/{submitted.pk}/edit/", edit_post(submitted, reason="pronoun per LG-02")
    )
    assert LabelEdit.objects.get().reason == "pronoun per LG-02"


def test_minutes_correction_from_the_page(annotator_client, submitted):
    annotator_client.post(
        f"/labelling/labels/{submitted.pk}/minutes/",
        {"minutes": "4.5", "reason": "timer missed it"},
    )

    submitted.refresh_from_db()
    assert submitted.minutes == 4.5
    html = annotator_client.get(f"/labelling/labels/{submitted.pk}/").content.decode()
    assert "timer missed it" in html


def test_annotators_land_on_their_queue_and_leads_on_the_dashboard(client, annotator, lead):
    for user, place in ((annotator, "/labelling/"), (lead, "/")):
        client.force_login(user)
        assert client.get("/labelling/start/")["Location"] == place
    client.logout()
    response = client.post("/login/", {"username": "alice", "password": "pw-alice"})
    assert response["Location"] == "/labelling/start/"


def test_annotation_page_has_progress_previous_and_the_guide_beside_the_form(
    annotator_client, queue, annotator, rule
):
    first = services.assignment_next(queue=queue, user=annotator)
    done = services.label_submit(
        assignment=first, user=annotator, data=good_data(), version=0
    ).label
    held = services.assignment_next(queue=queue, user=annotator)

    html = annotator_client.get(f"/labelling/work/{held.pk}/").content.decode()

    assert 'id="progress-mine" max="4" value="1"' in html
    assert 'id="progress-set" max="4" value="1"' in html
    assert f'href="/labelling/labels/{done.pk}/"' in html  # the Previous button
    assert 'id="guide-panel"' in html and "Take the most recent entity." in html
    assert 'value="none"' in html and "Stands alone (no pattern)" in html


def test_a_relabelled_item_shows_the_leads_note_and_the_earlier_label(
    annotator_client, queue, annotator, other_annotator, lead
):
    first = services.assignment_next(queue=queue, user=other_annotator)
    services.label_submit(assignment=first, user=other_annotator, data=good_data(), version=0)
    services.queue_requeue(
        item_ids=[first.entry.item_id], reason="gold passage #0002 was rewritten", user=lead
    )

    held = services.assignment_next(queue=queue, user=annotator)
    assert held.entry_id == first.entry_id
    html = annotator_client.get(f"/labelling/work/{held.pk}/").content.decode()

    assert "Back for re-labelling (round 2)" in html
    assert "gold passage #0002 was rewritten" in html
    assert "round 1, by bob" in html and "docs/kms/regions#0002" in html


def test_word_search_says_when_it_fell_back_to_any_word(annotator_client, queue, annotator):
    held = services.assignment_next(queue=queue, user=annotator)
    url = f"/labelling/work/{held.pk}/"

    every = annotator_client.get(url, {"q": "rotation period"}, HTTP_HX_REQUEST="true")
    some = annotator_client.get(url, {"q": "rotation zebras"}, HTTP_HX_REQUEST="true")

    assert 'data-chunk-id="docs/kms/regions#0003"' in every.content.decode()
    assert "search-fallback" not in every.content.decode()
    assert 'data-chunk-id="docs/kms/regions#0003"' in some.content.decode()
    assert 'id="search-fallback"' in some.content.decode()


def test_the_guide_panel_shows_examples_of_items_a_rule_decided(
    annotator_client, queue, annotator, rule
):
    first = services.assignment_next(queue=queue, user=annotator)
    services.label_submit(
        assignment=first, user=annotator, data=good_data(rule_code="LG-02"), version=0
    )
    held = services.assignment_next(queue=queue, user=annotator)

    html = annotator_client.get(f"/labelling/work/{held.pk}/").content.decode()

    assert 'data-rule-code="LG-02"' in html and "Ambiguous antecedents" in html
    assert "Decided with it:" in html
    assert "“What&#x27;s the uptime SLA on the second one?” → ordinal" in html


def test_a_lead_reaches_any_submitted_label_from_the_item_page(lead_client, submitted):
    html = lead_client.get(f"/labelling/items/{submitted.item_id}/").content.decode()

    assert f'href="/labelling/labels/{submitted.pk}/"' in html
    assert "Edit this label or its minutes" in html


def test_the_meaning_model_preload_answers_at_once_and_only_for_my_item(
    annotator_client, queue, annotator, other_annotator
):
    held = services.assignment_next(queue=queue, user=annotator)
    other = Client()
    other.force_login(other_annotator)

    assert annotator_client.post(f"/labelling/work/{held.pk}/search/preload/").status_code == 204
    assert other.post(f"/labelling/work/{held.pk}/search/preload/").status_code == 404
    assert annotator_client.get(f"/labelling/work/{held.pk}/search/preload/").status_code == 405


def test_home_shows_my_progress_and_the_sets_and_links_my_labels(annotator_client, submitted):
    html = annotator_client.get("/labelling/").content.decode()

    assert 'class="progress-mine" max="4" value="1"' in html
    assert 'class="progress-set" max="4" value="1"' in html
    assert f'href="/labelling/labels/{submitted.pk}/"' in html and "All my labels" in html


def test_an_error_message_looks_like_an_error_and_a_success_like_a_success(
    annotator_client, submitted
):
    url = f"/labelling/labels/{submitted.pk}/minutes/"
    refused = annotator_client.post(url, {"minutes": "3", "reason": ""}, follow=True)
    done = annotator_client.post(url, {"minutes": "3", "reason": "typo"}, follow=True)

    assert '<li class="error" role="alert">Minutes not corrected' in refused.content.decode()
    assert '<li class="success" role="status">Minutes corrected' in done.content.decode()


def test_a_submitted_item_links_to_its_label_page(annotator_client, submitted):
    html = annotator_client.get(f"/labelling/work/{submitted.assignment_id}/").content.decode()

    assert f'<a href="/labelling/labels/{submitted.pk}/">view or change this label</a>' in html
