"""Reservations under real concurrency (PostgreSQL: FOR UPDATE SKIP LOCKED across connections)."""

from __future__ import annotations

import threading

import pytest
from django.contrib.auth.models import Group, User
from django.db import connection, connections

from labelling import services
from labelling.models import Assignment, QueueItem

from .factories import make_corpus, make_set

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.postgres]


def test_parallel_annotators_never_overfill_an_item():
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL: SQLite serialises writers, so there is no race to test")
    make_corpus()
    eval_set = make_set(items=6, labels_per_item=1, share=0.5)
    services.evalset_labelling_configure(
        eval_set=eval_set, labels_per_item=1, double_label_share=0.5, ground_truth_kind="rubric"
    )
    queue = services.queue_create(eval_set=eval_set)
    group = Group.objects.get_or_create(name="annotator")[0]
    users = [User.objects.create_user(f"u{i}") for i in range(12)]
    group.user_set.add(*users)
    barrier = threading.Barrier(len(users))
    errors = []

    def grab(user):
        try:
            barrier.wait()
            services.assignment_next(queue=queue, user=user)
        except Exception as exc:  # noqa: BLE001 - collected and asserted below
            errors.append(exc)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=grab, args=(u,)) for u in users]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    assert errors == []
    slots = sum(QueueItem.objects.filter(queue=queue).values_list("labels_needed", flat=True))
    assert Assignment.objects.count() == min(slots, len(users)) == 9
    for entry in QueueItem.objects.filter(queue=queue):
        holders = list(entry.assignments.values_list("annotator_id", flat=True))
        assert len(holders) == entry.labels_needed  # every slot filled once, none twice
        assert len(set(holders)) == len(holders)
