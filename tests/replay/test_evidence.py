"""Evidence-level metrics worked by hand on one ranking."""

from __future__ import annotations

import pytest

from replay.evidence import (
    EvidenceTruth,
    evidence_summary,
    item_evidence_metrics,
    sentence_chunks,
    truth_from_marks,
)

# Gold document G has four chunks; the answer sentence is in G#0002; evidence group 1 is
# satisfied by G#0001 or (alternative) G#0003, group 2 only by G#0004.
TRUTH = EvidenceTruth(
    gold_document="G",
    answer_chunks=frozenset({"G#0002"}),
    groups=(frozenset({"G#0001", "G#0003"}), frozenset({"G#0004"})),
)
RANKED = ["X#0001", "G#0002", "Y#0001", "G#0003", "G#0001", "Z#0001", "G#0004"]


def test_document_and_answer_at_k():
    m = item_evidence_metrics(RANKED, TRUTH, ks=(1, 2, 3))
    # Documents in rank order: X, G, Y, Z.
    assert (m["document@1"], m["document@2"]) == (0.0, 1.0)
    # The answer chunk is 2nd in the corpus-wide ranking.
    assert (m["answer@1"], m["answer@2"]) == (0.0, 1.0)


def test_evidence_recall_removes_the_top_answer_chunk_and_counts_groups():
    m = item_evidence_metrics(RANKED, TRUTH, ks=(1, 2, 3))
    # G's chunks in order: G#0002 (answer, removed), G#0003, G#0001, G#0004.
    # K=1: {G#0003} covers group 1 only -> 1/2; K=2 adds G#0001 (group 1 again) -> 1/2;
    # K=3 adds G#0004 -> 2/2.
    assert [m[f"evidence_recall@{k}"] for k in (1, 2, 3)] == [0.5, 0.5, 1.0]
    assert [m[f"all_evidence@{k}"] for k in (1, 2, 3)] == [0.0, 0.0, 1.0]


def test_evidence_recall_is_zero_when_the_gold_document_is_not_in_the_top_ten_documents():
    ranked = [f"D{i}#0001" for i in range(10)] + ["G#0003", "G#0004"]
    m = item_evidence_metrics(ranked, TRUTH, ks=(5,))
    assert m["document@5"] == 0.0 and m["evidence_recall@5"] == 0.0
    assert m["all_evidence@5"] == 0.0


def test_an_item_without_evidence_groups_has_no_evidence_recall():
    truth = EvidenceTruth("G", frozenset({"G#0001"}), ())
    m = item_evidence_metrics(["G#0001"], truth, ks=(1,))
    assert m["evidence_recall@1"] is None and m["all_evidence@1"] is None
    assert m["answer@1"] == 1.0


def test_sentences_map_to_every_chunk_they_overlap_and_marks_become_chunk_truth():
    # Sentences [0, 10), [10, 25), [25, 40); chunks [0, 18) and [15, 40) overlap in 15..18.
    sentences = [(0, 10), (10, 25), (25, 40)]
    chunks = [("G#0001", 0, 18), ("G#0002", 15, 40)]
    of_sentence = sentence_chunks(sentences, chunks)
    assert of_sentence == [{"G#0001"}, {"G#0001", "G#0002"}, {"G#0002"}]

    truth = truth_from_marks("G", of_sentence, answer_sentences=[0], groups=[[2], [0, 1]])
    assert truth.answer_chunks == {"G#0001"}
    assert truth.groups == (frozenset({"G#0002"}), frozenset({"G#0001", "G#0002"}))
    with pytest.raises(ValueError, match="sentence 5 is not in the document"):
        truth_from_marks("G", of_sentence, answer_sentences=[5], groups=[])


def test_summary_gives_means_with_intervals_over_items_with_truth():
    rankings = {"a": RANKED, "b": ["G#0004", "G#0002"], "c": ["X#0001"]}
    summary = evidence_summary(rankings, {"a": TRUTH, "b": TRUTH}, ks=(2,))
    assert summary["n"] == 2
    # a: document@2 = 1, b: G is first -> 1; answer@2: a 1, b 1 (G#0002 is 2nd).
    assert summary["metrics"]["document@2"]["mean"] == 1.0
    assert summary["metrics"]["answer@2"]["method"] == "wilson"
    # a: 1/2 at K=2; b: G's chunks G#0004, G#0002 (answer removed) -> {G#0004}: 1/2.
    assert summary["metrics"]["evidence_recall@2"]["mean"] == pytest.approx(0.5)
    assert summary["metrics"]["evidence_recall@2"]["ci_low"] is not None
