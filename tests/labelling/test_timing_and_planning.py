"""Active minutes from heartbeats, and which items get a second label: plain Python."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from labelling.planning import labels_needed_by_position
from labelling.timing import active_minutes, active_seconds

T0 = datetime(2026, 3, 11, 9, 0, tzinfo=UTC)


def beats(*seconds):
    return [T0 + timedelta(seconds=s) for s in seconds]


def test_steady_beats_count_the_time_between_them():
    assert active_seconds(beats(0, 15, 30, 45, 60)) == 60


def test_idle_gap_over_a_minute_counts_for_nothing():
    # 30 s of work, a 170 s pause, 15 s more.
    assert active_seconds(beats(0, 15, 30, 200, 215)) == 45


def test_gap_of_exactly_a_minute_still_counts():
    assert active_seconds(beats(0, 60)) == 60
    assert active_seconds(beats(0, 61)) == 0


def test_sessions_on_different_days_add_up_and_order_does_not_matter():
    day2 = 86_400
    shuffled = beats(day2 + 30, 15, day2, 0, day2 + 15, 30)
    assert active_seconds(shuffled) == 30 + 30


def test_two_tabs_beating_at_once_do_not_double_count():
    tab_a = beats(0, 15, 30, 45)
    tab_b = beats(5, 20, 35, 50)
    assert active_seconds(tab_a + tab_b) == 50


def test_fewer_than_two_beats_is_zero_and_minutes_are_rounded():
    assert active_seconds([]) == 0
    assert active_seconds(beats(10)) == 0
    assert active_minutes(beats(0, 15, 30, 45, 60, 75, 90, 100)) == 1.67


def test_epoch_seconds_are_accepted_and_a_bad_idle_gap_is_refused():
    assert active_seconds([0.0, 10.0, 20.0]) == 20
    with pytest.raises(ValueError, match="idle_gap"):
        active_seconds([0, 1], idle_gap=0)


def test_two_labels_per_item_doubles_everything():
    assert labels_needed_by_position(
        [1, 2, 3], labels_per_item=2, double_label_share=0, salt="s"
    ) == {1: 2, 2: 2, 3: 2}


def test_share_doubles_exactly_that_many_items_deterministically():
    positions = list(range(1, 101))
    first = labels_needed_by_position(
        positions, labels_per_item=1, double_label_share=0.2, salt="evalset:7"
    )
    again = labels_needed_by_position(
        reversed(positions), labels_per_item=1, double_label_share=0.2, salt="evalset:7"
    )
    other = labels_needed_by_position(
        positions, labels_per_item=1, double_label_share=0.2, salt="evalset:8"
    )

    assert sum(n == 2 for n in first.values()) == 20
    assert first == again
    assert first != other  # another set doubles other items
    doubled = [p for p, n in first.items() if n == 2]
    assert min(doubled) < 50 < max(doubled)  # spread over the set, not bunched at the start


def test_share_zero_and_one_and_bad_plans():
    assert set(
        labels_needed_by_position(
            [1, 2], labels_per_item=1, double_label_share=0, salt="s"
        ).values()
    ) == {1}
    assert set(
        labels_needed_by_position(
            [1, 2], labels_per_item=1, double_label_share=1, salt="s"
        ).values()
    ) == {2}
    with pytest.raises(ValueError, match="labels_per_item"):
        labels_needed_by_position([1], labels_per_item=3, double_label_share=0, salt="s")
    with pytest.raises(ValueError, match="double_label_share"):
        labels_needed_by_position([1], labels_per_item=1, double_label_share=1.5, salt="s")
