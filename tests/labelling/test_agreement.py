from __future__ import annotations

import random

import pytest
from sklearn.metrics import cohen_kappa_score

from labelling.agreement import (
    NOTE_NO_PAIRS,
    NOTE_ONE_CATEGORY,
    any_overlap,
    categorical_agreement,
    cohen_kappa,
    gold_agreement,
    jaccard,
)


def test_gold_agreement_per_item_and_mean():
    rows = [
        ("i1", "ann", ["c1", "c2"]),
        ("i1", "bob", ["c2", "c3"]),  # jaccard 1/3, overlap
        ("i2", "ann", {"c4"}),
        ("i2", "bob", {"c4"}),  # identical
        ("i3", "ann", ["c5"]),
        ("i3", "bob", ["c6", "c7"]),  # disjoint
        ("i4", "ann", ["c8"]),  # single label: not counted
    ]
    result = gold_agreement(rows)
    assert result.per_item["i1"].jaccard == pytest.approx(1 / 3)
    assert result.per_item["i1"].any_overlap == 1.0
    assert result.per_item["i2"].jaccard == 1.0
    assert result.per_item["i3"].jaccard == 0.0 and result.per_item["i3"].any_overlap == 0.0
    assert result.per_item["i1"].annotators == ("ann", "bob")
    assert result.overall.n_items == 3
    assert result.overall.mean_jaccard == pytest.approx((1 / 3 + 1 + 0) / 3)
    assert result.overall.any_overlap_rate == pytest.approx(2 / 3)
    assert result.disagreeing_items == ["i1", "i3"]
    assert result.single_labelled == 1
    assert "i4" not in result.per_item


def test_both_annotators_finding_no_passage_is_agreement():
    assert jaccard([], []) == 1.0 and any_overlap([], []) == 1.0
    assert jaccard([], ["c1"]) == 0.0 and any_overlap([], ["c1"]) == 0.0
    result = gold_agreement([("i1", "ann", []), ("i1", "bob", [])])
    assert result.overall.mean_jaccard == 1.0
    assert result.disagreeing_items == []


def test_gold_agreement_per_annotator_pair():
    rows = [
        ("i1", "ann", ["a"]),
        ("i1", "bob", ["a"]),
        ("i2", "ann", ["a"]),
        ("i2", "bob", ["b"]),
        ("i3", "ann", ["a", "b"]),
        ("i3", "cat", ["b"]),
    ]
    result = gold_agreement(rows)
    assert list(result.by_pair) == [("ann", "bob"), ("ann", "cat")]
    assert result.by_pair[("ann", "bob")].n_items == 2
    assert result.by_pair[("ann", "bob")].mean_jaccard == pytest.approx(0.5)
    assert result.by_pair[("ann", "cat")].mean_jaccard == pytest.approx(0.5)
    assert result.by_pair[("ann", "cat")].any_overlap_rate == 1.0


def test_three_annotators_on_an_item_average_their_pairs():
    rows = [("i1", "ann", ["a"]), ("i1", "bob", ["a"]), ("i1", "cat", ["b"])]
    item = gold_agreement(rows).per_item["i1"]
    assert item.annotators == ("ann", "bob", "cat")
    assert item.jaccard == pytest.approx((1 + 0 + 0) / 3)


def test_no_double_labelled_items_gives_empty_figures_not_errors():
    result = gold_agreement([("i1", "ann", ["a"])])
    assert result.overall.n_items == 0 and result.overall.mean_jaccard is None
    kappa = categorical_agreement([("i1", "ann", "pronoun")]).overall
    assert kappa.kappa is None and kappa.note == NOTE_NO_PAIRS


def test_kappa_worked_example():
    # 20 both yes, 5 A yes/B no, 10 A no/B yes, 15 both no: p_o = 0.7, p_e = 0.5, kappa = 0.4
    pairs = [("yes", "yes")] * 20 + [("yes", "no")] * 5 + [("no", "yes")] * 10 + [("no", "no")] * 15
    result = cohen_kappa(pairs)
    assert result.n == 50
    assert result.observed == pytest.approx(0.7)
    assert result.expected == pytest.approx(0.5)
    assert result.kappa == pytest.approx(0.4)
    assert result.categories == ("no", "yes")


@pytest.mark.parametrize("seed", range(20))
def test_kappa_matches_scikit_learn_on_random_labels(seed):
    rng = random.Random(seed)
    categories = ["ordinal", "demonstrative", "pronoun", "ellipsis", "definite_description"]
    first = [rng.choice(categories[: rng.randint(2, 5)]) for _ in range(rng.randint(5, 80))]
    second = [label if rng.random() < 0.6 else rng.choice(categories) for label in first]
    ours = cohen_kappa(zip(first, second, strict=True)).kappa
    assert ours == pytest.approx(cohen_kappa_score(first, second), abs=1e-12)


def test_all_labels_in_one_category_reports_undefined_kappa_without_dividing_by_zero():
    result = cohen_kappa([(True, True)] * 12)
    assert result.kappa is None
    assert result.observed == 1.0 and result.expected == 1.0
    assert result.note == NOTE_ONE_CATEGORY


def test_each_rater_using_a_different_single_category_is_kappa_zero():
    result = cohen_kappa([("pass", "fail")] * 5)
    assert result.kappa == 0.0 and result.observed == 0.0


def test_categorical_agreement_per_set_and_per_pair_with_disagreements():
    rows = [
        ("i1", "ann", "pronoun"),
        ("i1", "bob", "pronoun"),
        ("i2", "ann", "ordinal"),
        ("i2", "bob", "pronoun"),
        ("i3", "ann", "ellipsis"),
        ("i3", "bob", "ellipsis"),
        ("i4", "bob", "ordinal"),
        ("i4", "cat", "ordinal"),
        ("i5", "bob", "pronoun"),
        ("i5", "cat", "pronoun"),
        ("i6", "cat", "pronoun"),
    ]
    result = categorical_agreement(rows)
    assert result.overall.n == 5
    assert result.overall.observed == pytest.approx(4 / 5)
    first = ["pronoun", "ordinal", "ellipsis", "ordinal", "pronoun"]
    second = ["pronoun", "pronoun", "ellipsis", "ordinal", "pronoun"]
    assert result.overall.kappa == pytest.approx(cohen_kappa_score(first, second))
    assert set(result.by_pair) == {("ann", "bob"), ("bob", "cat")}
    assert result.by_pair[("bob", "cat")].kappa == pytest.approx(1.0)
    assert result.by_pair[("ann", "bob")].n == 3
    assert result.disagreeing_items == ["i2"]
    assert result.single_labelled == 1


def test_pass_fail_labels_and_missing_values():
    rows = [
        ("i1", "ann", True),
        ("i1", "bob", True),
        ("i2", "ann", False),
        ("i2", "bob", True),
        ("i3", "ann", None),
        ("i3", "bob", False),  # no pass/fail from ann: skipped
    ]
    result = categorical_agreement(rows)
    assert result.overall.n == 2
    assert result.overall.kappa == pytest.approx(cohen_kappa_score([True, False], [True, True]))
    assert result.single_labelled == 1


def test_duplicate_label_is_refused_naming_the_row():
    rows = [("i1", "ann", "pronoun"), ("i1", "bob", "pronoun"), ("i1", "ann", "ordinal")]
    with pytest.raises(ValueError, match="row 3: item 'i1' is labelled twice by annotator 'ann'"):
        categorical_agreement(rows)


def test_gold_given_as_a_string_is_refused():
    with pytest.raises(TypeError, match="row 1: gold for item 'i1' by 'ann' must be a collection"):
        gold_agreement([("i1", "ann", "c1")])


def test_malformed_row_is_refused():
    with pytest.raises(ValueError, match=r"row 2: expected \(item, annotator, value\)"):
        categorical_agreement([("i1", "ann", "x"), ("i1", "bob")])
