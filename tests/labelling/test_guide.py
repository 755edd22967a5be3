"""The labelling guide: versions, and the items decided under an older version."""

from __future__ import annotations

import pytest

from labelling import selectors, services
from labelling.errors import LabelInvalid
from labelling.models import GuideRuleVersion

from .factories import good_data

pytestmark = pytest.mark.django_db


def test_create_validates_code_and_keeps_version_one(lead):
    with pytest.raises(LabelInvalid) as caught:
        services.guide_rule_create(code="rule 14", title="", text="x", user=lead)
    assert set(caught.value.errors) == {"code", "title"}

    rule = services.guide_rule_create(
        code="lg-14", title="Partial passages", text="Choose all.", user=lead
    )

    assert (rule.code, rule.version) == ("LG-14", 1)
    with pytest.raises(LabelInvalid, match="already exists"):
        services.guide_rule_create(code="LG-14", title="t", text="x", user=lead)


def test_each_change_is_a_version_and_no_change_is_none(rule, lead):
    services.guide_rule_update(rule=rule, title=rule.title, text=rule.text, user=lead)
    rule.refresh_from_db()
    assert rule.version == 1

    services.guide_rule_update(
        rule=rule,
        title=rule.title,
        text="Take the most recent; note the other.",
        change_note="ask for a note",
        user=lead,
    )

    rule.refresh_from_db()
    assert rule.version == 2
    history = list(
        GuideRuleVersion.objects.filter(rule=rule).values_list("version", "text", "change_note")
    )
    assert history == [
        (2, "Take the most recent; note the other.", "ask for a note"),
        (1, "Take the most recent entity.", "first version"),
    ]


def test_changing_a_rule_lists_the_items_decided_under_the_old_version(
    queue, annotator, other_annotator, rule, lead
):
    for user in (annotator, other_annotator):
        held = services.assignment_next(queue=queue, user=user)
        services.label_submit(
            assignment=held, user=user, data=good_data(rule_code="LG-02"), version=0
        )
    assert selectors.labels_under_older_version(rule) == []

    rule = services.guide_rule_update(rule=rule, title=rule.title, text="New wording.", user=lead)

    outdated = selectors.labels_under_older_version(rule)
    assert [(lab.item.position, lab.rule_version) for lab in outdated] == [(1, 1), (2, 1)]
    assert selectors.outdated_counts() == {"LG-02": 2}
    held = services.assignment_next(queue=queue, user=annotator)
    services.label_submit(
        assignment=held, user=annotator, data=good_data(rule_code="LG-02"), version=0
    )
    assert len(selectors.labels_under_older_version(rule)) == 2  # the new label applied v2


def test_retired_rule_cannot_be_applied(queue, annotator, rule, lead):
    services.guide_rule_set_active(rule=rule, active=False, user=lead)
    held = services.assignment_next(queue=queue, user=annotator)
    with pytest.raises(LabelInvalid, match="not a rule"):
        services.label_submit(
            assignment=held, user=annotator, data=good_data(rule_code="LG-02"), version=0
        )
