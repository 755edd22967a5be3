"""Fixtures for budget and export tests: a labelled set with measured minutes."""

from __future__ import annotations

import pytest

from curation.models import EvalSet
from tests.staleness.builders import DB, KMS, ingest, label_in_order, make_case


@pytest.fixture
def corpus(db):
    ingest({"docs/kms": KMS, "docs/db": DB})


@pytest.fixture
def labelled_set(corpus, annotator):
    """Three items labelled with heartbeats 15 s apart: 17 beats = 4 minutes each."""
    eval_set = EvalSet.objects.create(name="support", assumed_minutes_per_case=5)
    make_case(eval_set, 0, retrieved=["docs/kms#0002", "docs/kms#0001"])
    make_case(eval_set, 1, retrieved=["docs/db#0001"], pattern="pronoun")
    make_case(eval_set, 2, retrieved=["docs/db#0002"], pattern="pronoun")
    label_in_order(
        eval_set,
        annotator,
        beats=17,
        gold_by_position={
            0: ["docs/kms#0002"],
            1: ["docs/db#0001"],
            2: ["docs/db#0002", "docs/db#0001"],
        },
    )
    return eval_set
