"""The demo's labelling: users per role, a guide, part of the set labelled, one disagreement."""

from __future__ import annotations

import pytest
from django.contrib.auth import authenticate

from accounts.roles import has_role
from demo.labelling import seed_demo_labelling
from labelling import selectors
from labelling.models import GuideRule, Heartbeat, Label, QueueItem
from tests.labelling.factories import make_set

pytestmark = pytest.mark.django_db


def test_seed_is_complete_and_idempotent(corpus):
    eval_set = make_set(items=15, name="demo")

    logins = seed_demo_labelling(eval_set)

    assert logins == {
        "annie": "demo-annie",
        "bruno": "demo-bruno",
        "lena": "demo-lena",
        "adam": "demo-adam",
    }
    for name, role in (
        ("annie", "annotator"),
        ("bruno", "annotator"),
        ("lena", "lead"),
        ("adam", "admin"),
    ):
        user = authenticate(username=name, password=logins[name])
        assert user is not None and has_role(user, role)
    assert list(GuideRule.objects.values_list("code", flat=True)) == [
        f"LG-0{i}" for i in range(1, 7)
    ]
    assert GuideRule.objects.get(code="LG-03").version == 2
    assert selectors.labels_under_older_version(GuideRule.objects.get(code="LG-03"))

    submitted = Label.objects.filter(status="submitted", item__eval_set=eval_set)
    labelled_items = submitted.values("item").distinct().count()
    assert 6 <= labelled_items < 15
    assert submitted.filter(labelled_by__username="bruno").exists()
    assert QueueItem.objects.filter(queue__eval_set=eval_set, status="adjudication").count() == 1
    assert (
        QueueItem.objects.filter(queue__eval_set=eval_set, status="final").count()
        == labelled_items - 1
    )
    minutes = list(submitted.values_list("minutes", flat=True))
    assert all(1.0 <= m <= 18.5 for m in minutes)
    assert len(set(minutes)) > 3  # plausible spread, not a constant

    counts = (
        Label.objects.count(),
        Heartbeat.objects.count(),
        GuideRule.objects.get(code="LG-03").version,
    )
    assert seed_demo_labelling(eval_set) == logins
    assert (
        Label.objects.count(),
        Heartbeat.objects.count(),
        GuideRule.objects.get(code="LG-03").version,
    ) == counts
