"""Exports refuse nothing silently: every item that cannot be exported is named with its reason,
and a format that cannot hold a version says why (409), never an empty or cut download."""

from __future__ import annotations

import pytest

from curation.models import EvalItem, EvalSet, Trace
from exports.errors import ExportError
from exports.services import evalset_freeze

pytestmark = pytest.mark.django_db


def test_every_unexportable_item_is_named_with_its_reason(labelled_set):
    items = list(EvalItem.objects.filter(eval_set=labelled_set).order_by("position"))
    Trace.objects.filter(pk=items[0].trace_id).update(pseudonymized=False)
    Trace.objects.filter(pk=items[1].trace_id).update(environment_raw=True)
    for position in range(3, 10):  # more than the five the old message showed
        EvalItem.objects.create(
            eval_set=labelled_set,
            position=position,
            external_id=f"imp-{position}",
            follow_up="and the other one?",
        )

    with pytest.raises(ExportError) as refused:
        evalset_freeze(eval_set=labelled_set)
    message = str(refused.value)

    assert message.startswith("9 item(s) cannot be exported")
    assert (
        f"{items[0].item_id}: its trace {items[0].trace.trace_id} is stored without "
        "pseudonymization" in message
    )
    assert f"{items[1].item_id}: the environment of its trace" in message
    assert all(f"imp-{p}: imported without pseudonymization" in message for p in range(3, 10))
    assert items[2].item_id + ":" not in message  # the one exportable item is not named
    assert "repseudonymize" in message


def test_freeze_refusal_is_shown_on_the_export_page(labelled_set, lead_client):
    EvalItem.objects.create(
        eval_set=labelled_set, position=9, external_id="imp-9", follow_up="and the other one?"
    )

    response = lead_client.post(f"/exports/sets/{labelled_set.pk}/freeze/", follow=True)

    assert b"imp-9: imported without pseudonymization" in response.content
    assert EvalSet.objects.get(pk=labelled_set.pk).versions.count() == 0


def test_a_format_that_cannot_hold_the_version_answers_409_with_the_reason(
    labelled_set, lead_client
):
    EvalItem.objects.filter(eval_set=labelled_set, position=0).update(external_id="has space")
    version, _ = evalset_freeze(eval_set=labelled_set)

    page = lead_client.get(f"/exports/sets/{labelled_set.pk}/v{version.number}/trec/")
    api = lead_client.get(f"/api/sets/{labelled_set.pk}/export/", {"format": "trec"})

    assert page.status_code == 409 and b"'has space' contains whitespace" in page.content
    assert api.status_code == 409 and api.json()["error"]["code"] == "format_unavailable"
    assert "contains whitespace" in api.json()["error"]["message"]
    jsonl = lead_client.get(f"/exports/sets/{labelled_set.pk}/v{version.number}/jsonl/")
    assert jsonl.status_code == 200  # the other formats still export it
