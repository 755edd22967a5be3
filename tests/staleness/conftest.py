"""Fixtures for staleness tests: a two-document corpus and a labelled set that captured it."""

from __future__ import annotations

import pytest

from curation.models import EvalSet

from .builders import DB, KMS, ingest, label_in_order, make_case


@pytest.fixture
def corpus(db):
    ingest({"docs/kms": KMS, "docs/db": DB})


@pytest.fixture
def labelled_set(corpus, annotator):
    """Two labelled items: #0 retrieved and chose docs/kms#0002, #1 retrieved and chose docs/db#0001."""
    eval_set = EvalSet.objects.create(name="support", assumed_minutes_per_case=5)
    make_case(eval_set, 0, retrieved=["docs/kms#0002", "docs/kms#0001"])
    make_case(eval_set, 1, retrieved=["docs/db#0001"], pattern="pronoun")
    label_in_order(
        eval_set, annotator, gold_by_position={0: ["docs/kms#0002"], 1: ["docs/db#0001"]}
    )
    return eval_set
