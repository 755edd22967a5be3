"""The exams' shared integrity check refuses what it is meant to refuse."""

from __future__ import annotations

import pytest

from tests.bench.pii_exam import assert_spans_well_placed

TEXT = "Call Ana Ruiz on acct_123."
ANA = {"type": "PERSON", "value": "Ana Ruiz", "start": 5, "end": 13, "entity": "c1/person-1"}
ACCT = {"type": "ACCOUNT_ID", "value": "acct_123", "start": 17, "end": 25, "entity": "c1/acct-1"}


def record(*spans: dict) -> dict:
    return {"id": "c1:0", "scope": "c1", "text": TEXT, "spans": list(spans)}


def test_well_placed_spans_pass():
    assert_spans_well_placed(record(ANA, ACCT))


@pytest.mark.parametrize(
    "spans",
    [
        (dict(ANA, start=4, end=12),),  # offsets that do not give the value
        (ANA, dict(ACCT, start=12, end=20, value=TEXT[12:20])),  # overlapping spans
        (dict(ANA, type="NICKNAME"),),  # a type no exam labels
        (dict(ANA, entity="c2/person-1"),),  # an entity of another scope
    ],
)
def test_misplaced_spans_fail(spans):
    with pytest.raises(AssertionError):
        assert_spans_well_placed(record(*spans))
