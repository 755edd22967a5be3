"""Agreement figures come with intervals, "unanswerable" is one of them, and each figure leads
to the items that disagree on it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from labelling import selectors
from labelling.agreement import cohen_kappa
from labelling.agreement_intervals import bootstrap, kappa_interval, mean_interval

from .factories import good_data
from .test_adjudication import label_both

pytestmark = pytest.mark.django_db


def test_a_mean_interval_brackets_the_mean_and_narrows_with_more_items():
    rng = random.Random(1)
    small = [float(rng.random() < 0.6) for _ in range(20)]
    large = [float(rng.random() < 0.6) for _ in range(400)]
    a, b = mean_interval(small), mean_interval(large)
    assert a.low <= sum(small) / len(small) <= a.high
    assert (b.high - b.low) < (a.high - a.low)


def test_no_interval_from_one_item_or_an_always_undefined_figure():
    assert mean_interval([1.0]) is None
    assert kappa_interval([("a", "a"), ("a", "a"), ("a", "a")]) is None  # one category
    assert bootstrap([1, 2, 3], lambda sample: None) is None


def test_a_kappa_interval_contains_the_kappa():
    rng = random.Random(2)
    pairs = [(x, x if rng.random() < 0.8 else "b") for x in rng.choices("ab", k=80)]
    interval = kappa_interval(pairs)
    assert interval.low <= cohen_kappa(pairs).kappa <= interval.high


@pytest.fixture
def labelled(double_set, annotator, other_annotator):
    """Item 1 agreed; item 2 differs in gold and pattern; item 3 answerable vs unanswerable."""
    same = good_data()
    label_both(double_set, annotator, other_annotator, same, same)
    other = good_data(gold=["docs/kms/regions#0001"], pattern="pronoun")
    label_both(double_set, annotator, other_annotator, same, other)
    unanswerable = replace(
        good_data(gold=()), unanswerable=True, unanswerable_reason="no passage has it"
    )
    label_both(double_set, annotator, other_annotator, same, unanswerable)
    return double_set


def test_the_report_has_unanswerable_agreement_and_the_disagreeing_items(labelled):
    report = selectors.agreement_report(eval_set=labelled)
    items = dict(labelled.items.values_list("position", "pk"))
    assert report["unanswerable"].n == 3 and report["unanswerable"].observed == 2 / 3
    assert report["disagreeing"]["unanswerable"] == [items[3]]
    assert report["disagreeing"]["pattern"] == [items[2]]
    assert set(report["disagreeing"]["gold"]) == {items[2], items[3]}
    assert report["intervals"]["jaccard"]["low"] <= report["gold"].mean_jaccard


def test_each_figure_drills_down_to_its_items(labelled, lead_client):
    page = lead_client.get(f"/labelling/sets/{labelled.pk}/agreement/").content.decode()
    assert f"/labelling/sets/{labelled.pk}/agreement/unanswerable/" in page
    assert "Cohen&#x27;s kappa, unanswerable" in page or "Cohen's kappa, unanswerable" in page
    drill = lead_client.get(f"/labelling/sets/{labelled.pk}/agreement/unanswerable/")
    text = drill.content.decode()
    item = labelled.items.get(position=3)
    assert "1 item where one said unanswerable" in text and item.item_id in text
    assert "unanswerable</td>" in text and "answerable</td>" in text


def test_annotators_cannot_drill_down(labelled, annotator_client):
    url = f"/labelling/sets/{labelled.pk}/agreement/gold/"
    assert annotator_client.get(url).status_code == 403


def test_an_unknown_figure_is_not_found(labelled, lead_client):
    assert lead_client.get(f"/labelling/sets/{labelled.pk}/agreement/nope/").status_code == 404
