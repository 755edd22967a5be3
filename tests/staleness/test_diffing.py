"""Word diffs, overlap scores and candidate matching (plain Python)."""

from __future__ import annotations

import random

from staleness.diffing import (
    CandidateIndex,
    best_candidates,
    contains_passage,
    normalize,
    overlap,
    word_diff,
)


def test_word_diff_gives_the_new_text_back_exactly_and_the_old_up_to_whitespace():
    rng = random.Random(3)
    words = ["keys", "rotate", "every", "365", "days", "in", "Dublin", "99.9%", "SLA", "\n"]
    for _ in range(200):
        old = " ".join(rng.choice(words) for _ in range(rng.randint(0, 15)))
        new = " ".join(rng.choice(words) for _ in range(rng.randint(0, 15)))
        segments = word_diff(old, new)
        assert normalize("".join(t for op, t in segments if op != "insert")) == normalize(old)
        assert "".join(t for op, t in segments if op != "delete") == new
        assert all(a[0] != b[0] for a, b in zip(segments, segments[1:], strict=False))


def test_word_diff_marks_only_the_changed_figure():
    segments = word_diff("The SLA is 99.9% in Dublin.", "The SLA is 99.95% in Dublin.")
    assert segments == [
        ("equal", "The SLA is "),
        ("delete", "99.9%"),
        ("insert", "99.95%"),
        ("equal", " in Dublin."),
    ]


def test_rewrapped_whitespace_is_not_a_change():
    assert [op for op, _ in word_diff("a  b\nc", "a b c")] == ["equal"]


def test_overlap_of_a_passage_split_in_two_halves():
    old = "one two three four five six seven eight"
    half = overlap(old, "one two three four")
    assert half.coverage == 0.5
    assert round(half.dice, 3) == round(2 * 4 / 12, 3)
    assert overlap(old, old[::-1]).dice < overlap(old, " ".join(reversed(old.split()))).dice == 1.0


def test_candidate_index_agrees_with_brute_force():
    rng = random.Random(5)
    vocab = [f"w{i}" for i in range(60)] + ["the", "a", "of"] * 5
    chunks = [(f"d#{i:04d}", " ".join(rng.choice(vocab) for _ in range(12))) for i in range(300)]
    index = CandidateIndex(chunks)
    for _ in range(25):
        query = " ".join(rng.choice(vocab) for _ in range(10))
        brute = best_candidates(query, chunks, k=3, min_dice=0.2)
        fast = index.search(query, k=3, min_dice=0.2)
        # Chunks sharing only very common words are not considered by the index; every
        # candidate it returns is scored exactly as brute force scores it.
        assert [c.dice for c in fast] <= [c.dice for c in brute] or fast == brute
        for c in fast:
            assert c in best_candidates(query, chunks, k=300, min_dice=0.0)


def test_passage_containment_ignores_whitespace():
    assert contains_passage("A  managed\ndatabase holds 64 TB.", "managed database holds")
    assert not contains_passage("A managed database holds 64 TB.", "holds 32 TB")
    assert not contains_passage("anything", "")
