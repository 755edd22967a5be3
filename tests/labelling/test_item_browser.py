"""The lead's item browser: filters, bulk assign, requeue and remove, skip reasons visible."""

from __future__ import annotations

import pytest

from curation.errors import CurationError
from curation.models import EvalItem
from curation.services.evalset_items import evalset_items_drop
from labelling import services
from labelling.errors import LabellingError
from labelling.models import Assignment
from labelling.selectors.browser import item_browse
from labelling.services.assign import queue_items_assign

from .factories import good_data

pytestmark = pytest.mark.django_db


@pytest.fixture
def worked(eval_set, annotator, other_annotator):
    """Item 1 labelled by alice, item 2 skipped by bob, items 3 and 4 untouched."""
    queue = eval_set.queue
    first = services.assignment_next(queue=queue, user=annotator)
    services.label_submit(assignment=first, user=annotator, data=good_data(), version=None)
    skipped = services.assignment_next(queue=queue, user=other_annotator)
    services.assignment_skip(assignment=skipped, user=other_annotator, reason="no passage fits")
    return eval_set


def _ids(browse) -> list[int]:
    return [row["position"] for row in browse["rows"]]


def test_filters_by_status_annotator_and_skip_reason(worked):
    assert _ids(item_browse(eval_set=worked, filters={"status": "final"})) == [1]
    assert _ids(item_browse(eval_set=worked, filters={"annotator": "bob"})) == [2]
    assert _ids(item_browse(eval_set=worked, filters={"skip_reason": "PASSAGE"})) == [2]
    assert _ids(item_browse(eval_set=worked, filters={"skipped": True})) == [2]
    assert _ids(item_browse(eval_set=worked, filters={"pattern": "(none)"})) == []
    everything = item_browse(eval_set=worked)
    assert everything["total"] == everything["matched"] == 4
    assert everything["rows"][1]["skipped"] == [("bob", "no passage fits")]


def test_bulk_assign_gives_the_annotator_those_items_next(worked, other_annotator):
    last = worked.items.get(position=4)
    report = queue_items_assign(item_ids=[last.pk], annotator=other_annotator)
    assert report.assigned == 1
    assignment = services.assignment_next(queue=worked.queue, user=other_annotator)
    assert assignment.entry.item_id == last.pk


def test_bulk_assign_says_why_it_left_items_alone(worked, annotator, django_user_model):
    done = worked.items.get(position=1)
    report = queue_items_assign(item_ids=[done.pk], annotator=annotator)
    assert report.assigned == 0 and list(report.not_assigned.values()) == [[done.item_id]]
    nobody = django_user_model.objects.create_user(username="eve", password="pw-eve")
    with pytest.raises(LabellingError, match="eve is not an annotator"):
        queue_items_assign(item_ids=[done.pk], annotator=nobody)


def test_dropping_items_removes_them_and_records_why(worked, lead):
    drop = list(worked.items.filter(position__in=[3, 4]).values_list("pk", flat=True))
    assert evalset_items_drop(eval_set=worked, item_ids=drop, reason="duplicates", user=lead) == 2
    worked.refresh_from_db()
    assert worked.items.count() == 2
    (record,) = worked.sampling["dropped"]
    assert record["by"] == "carol" and record["reason"] == "duplicates"
    assert len(record["items"]) == 2


def test_dropping_needs_a_reason_and_items_of_the_set(worked):
    with pytest.raises(CurationError, match="say why"):
        evalset_items_drop(eval_set=worked, item_ids=[1], reason=" ")
    with pytest.raises(CurationError, match="not items of"):
        evalset_items_drop(eval_set=worked, item_ids=[999999], reason="gone")


def test_the_page_filters_and_shows_skip_reasons(worked, lead_client):
    url = f"/labelling/sets/{worked.pk}/items/"
    page = lead_client.get(url, {"skipped": "on"}).content.decode()
    assert "<strong>1</strong> of 4 items match" in page
    assert "bob: no passage fits" in page
    fragment = lead_client.get(url, {"status": "final"}, HTTP_HX_REQUEST="true")
    assert (
        "<html" not in fragment.content.decode() and 'id="browse-rows"' in fragment.content.decode()
    )


def test_a_bad_filter_is_a_field_error_not_a_500(worked, lead_client):
    response = lead_client.get(f"/labelling/sets/{worked.pk}/items/", {"status": "bogus"})
    assert (
        response.status_code == 200 and "status: Select a valid choice" in response.content.decode()
    )


def test_the_page_applies_bulk_actions(worked, lead_client, other_annotator):
    url = f"/labelling/sets/{worked.pk}/items/bulk/"
    third, fourth = worked.items.filter(position__in=[3, 4]).order_by("position")
    lead_client.post(url, {"action": "assign", "items": [third.pk], "annotator": "bob"})
    assert Assignment.objects.filter(entry__item=third, annotator=other_annotator).exists()
    done = worked.items.get(position=1)
    lead_client.post(url, {"action": "requeue", "items": [done.pk], "reason": "guide changed"})
    done.queue_entry.refresh_from_db()
    assert done.queue_entry.round == 2 and done.queue_entry.status == "open"
    response = lead_client.post(url, {"action": "drop", "items": [fourth.pk]}, follow=True)
    assert "reason: say why" in response.content.decode()
    lead_client.post(url, {"action": "drop", "items": [fourth.pk], "reason": "off topic"})
    assert not EvalItem.objects.filter(pk=fourth.pk).exists()


def test_annotators_cannot_browse_or_act(worked, annotator_client):
    assert annotator_client.get(f"/labelling/sets/{worked.pk}/items/").status_code == 403
    url = f"/labelling/sets/{worked.pk}/items/bulk/"
    assert annotator_client.post(url, {"action": "drop"}).status_code == 403
