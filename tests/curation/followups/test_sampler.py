"""Stratified follow-up sampling and the partition report (plain Python, no database)."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest

from curation.followups.sampler import (
    CandidateRow,
    largest_remainder_shares,
    normalize_text,
    partition_report,
    sample_by_pattern,
)


def rows_for(pattern: str, n: int, *, start: int = 0, template: str = "t") -> list[CandidateRow]:
    return [
        CandidateRow(f"{pattern}-{i}", pattern, f"{template}{i}", f"question {i} about {pattern}")
        for i in range(start, start + n)
    ]


POOL = rows_for("pronoun", 40) + rows_for("ellipsis", 25) + rows_for("ordinal", 3)


def test_same_seed_gives_the_same_sample():
    quotas = {"pronoun": 10, "ellipsis": 5}

    first = sample_by_pattern(POOL, quotas, seed=7)
    again = sample_by_pattern(list(POOL), quotas, seed=7)

    assert first.picked == again.picked
    assert len(first.picked["pronoun"]) == 10
    assert len(first.picked["ellipsis"]) == 5


def test_another_seed_gives_another_sample():
    quotas = {"pronoun": 10}

    assert (
        sample_by_pattern(POOL, quotas, seed=7).picked
        != sample_by_pattern(POOL, quotas, seed=8).picked
    )


def test_sample_does_not_depend_on_input_order():
    shuffled = list(POOL)
    random.Random(1).shuffle(shuffled)
    quotas = {"pronoun": 10, "ellipsis": 5, "ordinal": 2}

    assert (
        sample_by_pattern(shuffled, quotas, seed=3).picked
        == sample_by_pattern(POOL, quotas, seed=3).picked
    )


def test_new_candidates_do_not_reshuffle_the_old_draw_order():
    base = sample_by_pattern(POOL, {"pronoun": 40}, seed=5).picked["pronoun"]
    grown = sample_by_pattern(POOL + rows_for("pronoun", 10, start=40), {"pronoun": 50}, seed=5)

    assert [i for i in grown.picked["pronoun"] if i in base] == base


def test_short_pattern_is_reported_and_not_filled_from_others():
    result = sample_by_pattern(POOL, {"ordinal": 5, "pronoun": 5, "demonstrative": 2}, seed=1)

    assert len(result.picked["ordinal"]) == 3
    assert result.picked["demonstrative"] == []
    assert all(i.startswith("ordinal-") for i in result.picked["ordinal"])
    shortfalls = {(s.pattern, s.quota, s.available, s.picked) for s in result.shortfalls}
    assert shortfalls == {("ordinal", 5, 3, 3), ("demonstrative", 2, 0, 0)}


def test_rows_already_in_another_set_are_never_picked_unless_reuse_is_allowed():
    rows = rows_for("pronoun", 6)
    used = {"pronoun-0", "pronoun-1", "pronoun-2"}
    rows = [
        CandidateRow(r.id, r.pattern, r.template, r.text, in_other_set=r.id in used) for r in rows
    ]

    fresh = sample_by_pattern(rows, {"pronoun": 6}, seed=2)
    reused = sample_by_pattern(rows, {"pronoun": 6}, seed=2, allow_reuse=True)

    assert sorted(fresh.picked["pronoun"]) == ["pronoun-3", "pronoun-4", "pronoun-5"]
    assert fresh.skipped_in_other_set["pronoun"] == 3
    assert [(s.quota, s.available, s.picked) for s in fresh.shortfalls] == [(6, 3, 3)]
    assert sorted(reused.picked["pronoun"]) == sorted(r.id for r in rows)


def test_near_duplicates_from_the_same_template_are_skipped():
    rows = [
        CandidateRow("a", "ellipsis", "pizza-order", "What about Dublin?"),
        CandidateRow("b", "ellipsis", "pizza-order", "what about  dublin"),
        CandidateRow("c", "ellipsis", "flight-search", "What about Dublin?"),
        CandidateRow("d", "ellipsis", "pizza-order", "What about Cork?"),
    ]

    result = sample_by_pattern(rows, {"ellipsis": 4}, seed=0)

    picked = set(result.picked["ellipsis"])
    assert len(picked) == 3
    assert len(picked & {"a", "b"}) == 1
    assert {"c", "d"} <= picked
    assert result.skipped_near_duplicate["ellipsis"] == 1


def test_near_duplicate_of_an_item_in_another_set_counts_as_reuse():
    rows = [
        CandidateRow("old", "pronoun", "tpl", "Why did they leave?", in_other_set=True),
        CandidateRow("new", "pronoun", "tpl", "why did they leave"),
    ]

    assert sample_by_pattern(rows, {"pronoun": 1}, seed=0).picked["pronoun"] == []


def test_unknown_pattern_or_negative_quota_is_refused():
    with pytest.raises(ValueError, match="unknown pattern 'anaphor'"):
        sample_by_pattern(POOL, {"anaphor": 3}, seed=0)
    with pytest.raises(ValueError, match="quota for pronoun"):
        sample_by_pattern(POOL, {"pronoun": -1}, seed=0)


def test_normalize_text_folds_case_accents_punctuation_and_spaces():
    assert normalize_text("  What about  Zürich?! ") == "what about zurich"
    assert normalize_text("Ｈｏｗ much—really?") == "how much really"


def test_partition_shares_close_at_exactly_100():
    rows = (
        [{"pattern": "pronoun", "antecedent_distance": 1}] * 1
        + [{"pattern": "ellipsis", "antecedent_distance": None}] * 1
        + [{"pattern": None}] * 1
    )

    report = partition_report(rows)

    shares = {e.label: e.share for e in report.entries}
    assert report.share_total() == Decimal("100.0")
    assert shares["pronoun"] == Decimal("33.4")
    assert shares["ellipsis"] == shares["none"] == Decimal("33.3")
    assert shares["ordinal"] == Decimal("0.0")


@pytest.mark.parametrize("counts", [[1, 1, 1, 1, 1, 1], [7, 0, 13, 1, 2, 977], [3, 3, 3, 1, 1, 1]])
def test_largest_remainder_shares_always_add_to_100(counts):
    shares = largest_remainder_shares(counts)

    assert sum(shares) == Decimal("100.0")
    assert all(s == s.quantize(Decimal("0.1")) for s in shares)


def test_partition_reports_counts_and_distance_distribution_per_pattern():
    rows = [
        CandidateRow(1, "pronoun", "t", "x", antecedent_distance=1),
        CandidateRow(2, "pronoun", "t", "y", antecedent_distance=3),
        CandidateRow(3, "pronoun", "t", "z", antecedent_distance=1),
        CandidateRow(4, "definite_description", "t", "w", antecedent_distance=None),
        CandidateRow(5, None, "t", "v"),
    ]

    report = partition_report(rows)

    assert report.total == 5
    assert {e.label: e.count for e in report.entries} == {
        "ordinal": 0,
        "demonstrative": 0,
        "pronoun": 3,
        "ellipsis": 0,
        "definite_description": 1,
        "none": 1,
    }
    assert report.distances["pronoun"] == {1: 2, 3: 1}
    assert report.distances["definite_description"] == {None: 1}
    assert report.as_dict()["distances"]["definite_description"] == {"unknown": 1}


def test_empty_partition_has_zero_shares():
    report = partition_report([])

    assert report.total == 0
    assert all(e.share == Decimal("0.0") for e in report.entries)
