from __future__ import annotations

import math
import random

import ir_measures
import pytest
from ir_measures import RR, Qrel, R, ScoredDoc, nDCG

from replay.metrics import (
    context_precision,
    context_precision_rank_weighted,
    gold_ranks,
    hit_at_k,
    item_metrics,
    metric_names,
    ndcg_at,
    recall_at_k,
    reciprocal_rank,
)


def _random_items(seed: int, n_queries: int, k: int):
    """Random rankings (length 1..k+5) over a 60-chunk corpus with 1..6 gold chunks each."""
    rng = random.Random(seed)
    corpus = [f"c{i}" for i in range(60)]
    items = []
    for q in range(n_queries):
        gold = rng.sample(corpus, rng.randint(1, 6))
        # Bias rankings towards gold so ranks of every kind occur, not only misses.
        pool = gold + rng.sample(corpus, 25)
        ranked = list(dict.fromkeys(rng.sample(pool, len(pool))))[: rng.randint(1, k + 5)]
        items.append((f"q{q}", ranked, gold))
    return items


@pytest.mark.parametrize("k", [1, 5, 10, 20])
def test_recall_rr_and_ndcg_match_ir_measures_on_random_runs(k):
    # given random runs and qrels
    items = _random_items(seed=k, n_queries=400, k=k)
    qrels = [Qrel(qid, doc, 1) for qid, _ranked, gold in items for doc in gold]
    run = [
        ScoredDoc(qid, doc, float(len(ranked) - position))
        for qid, ranked, _gold in items
        for position, doc in enumerate(ranked)
    ]
    # when both implementations score them (pytrec_eval behind ir_measures)
    reference = {
        (m.query_id, str(m.measure)): m.value
        for m in ir_measures.iter_calc([R @ k, RR, nDCG @ 10], qrels, run)
    }
    # then every per-query value agrees
    assert len(reference) == 3 * len(items)
    for qid, ranked, gold in items:
        ours = item_metrics(ranked, gold, k=k)
        assert ours[f"recall@{k}"] == pytest.approx(reference[(qid, f"R@{k}")], abs=1e-12)
        assert ours["mrr"] == pytest.approx(reference[(qid, "RR")], abs=1e-12)
        assert ours["ndcg@10"] == pytest.approx(reference[(qid, "nDCG@10")], abs=1e-12)


def test_random_runs_exercise_hits_misses_and_partial_recall():
    items = _random_items(seed=10, n_queries=400, k=10)
    recalls = {recall_at_k(ranked, gold, 10) for _q, ranked, gold in items}
    assert 0.0 in recalls and 1.0 in recalls
    assert any(0.0 < value < 1.0 for value in recalls)


def test_context_precision_plain_worked_example():
    # given a top-5 context holding relevant chunks at ranks 1, 3 and 4
    ranked = ["a", "x", "b", "c", "y"]
    gold = {"a", "b", "c", "z"}
    # then plain precision is 3 relevant / 5 retrieved
    assert context_precision(ranked, gold, k=5) == pytest.approx(3 / 5)
    # and with k=2 the context is ["a", "x"]: 1 relevant / 2
    assert context_precision(ranked, gold, k=2) == pytest.approx(1 / 2)


def test_context_precision_rank_weighted_worked_example():
    # relevant at ranks 1, 3, 4: precision@1 = 1/1, @3 = 2/3, @4 = 3/4
    ranked = ["a", "x", "b", "c", "y"]
    gold = {"a", "b", "c", "z"}
    expected = (1 / 1 + 2 / 3 + 3 / 4) / 3
    assert context_precision_rank_weighted(ranked, gold, k=5) == pytest.approx(expected)
    assert expected == pytest.approx(0.80555555, abs=1e-7)


def test_rank_weighted_context_precision_rewards_relevant_chunks_ranked_first():
    gold = {"a", "b"}
    early = context_precision_rank_weighted(["a", "b", "x", "y"], gold, k=4)
    late = context_precision_rank_weighted(["x", "y", "a", "b"], gold, k=4)
    # plain precision cannot tell them apart; the rank-weighted form can
    assert context_precision(["a", "b", "x", "y"], gold, 4) == context_precision(
        ["x", "y", "a", "b"], gold, 4
    )
    assert early == pytest.approx(1.0)
    assert late == pytest.approx((1 / 3 + 2 / 4) / 2)


def test_context_precision_is_zero_without_relevant_or_without_context():
    assert context_precision(["x", "y"], {"a"}, k=2) == 0.0
    assert context_precision_rank_weighted(["x", "y"], {"a"}, k=2) == 0.0
    assert context_precision([], {"a"}, k=10) == 0.0
    assert context_precision_rank_weighted([], {"a"}, k=10) == 0.0


def test_short_context_divides_by_what_was_returned():
    # retrieval returned 2 chunks where k was 10
    assert context_precision(["a", "x"], {"a"}, k=10) == pytest.approx(0.5)


def test_item_metrics_worked_example():
    # given gold {a, b, z} and a top-4 with a at rank 2 and b at rank 4
    ranked = ["x", "a", "y", "b"]
    gold = ["a", "b", "z"]
    metrics = item_metrics(ranked, gold, k=4)
    assert metrics["gold_ranks"] == {"a": 2, "b": 4, "z": None}
    assert metrics["hit@4"] == 1.0
    assert metrics["recall@4"] == pytest.approx(2 / 3)
    assert metrics["mrr"] == pytest.approx(1 / 2)
    dcg = 1 / math.log2(3) + 1 / math.log2(5)
    ideal = 1 + 1 / math.log2(3) + 1 / math.log2(4)
    assert metrics["ndcg@10"] == pytest.approx(dcg / ideal)
    assert metrics["context_precision@4"] == pytest.approx(2 / 4)
    assert metrics["context_precision_rw@4"] == pytest.approx((1 / 2 + 2 / 4) / 2)
    assert list(metrics) == ["gold_ranks", *metric_names(4)]


def test_mrr_and_gold_ranks_see_the_whole_ranking_but_at_k_metrics_stop_at_k():
    ranked = ["x", "y", "a"]
    assert hit_at_k(ranked, {"a"}, k=2) == 0.0
    assert recall_at_k(ranked, {"a"}, k=2) == 0.0
    assert reciprocal_rank(ranked, {"a"}) == pytest.approx(1 / 3)
    assert gold_ranks(ranked, {"a"}) == {"a": 3}


def test_perfect_ranking_scores_one_everywhere():
    metrics = item_metrics(["a", "b", "c"], {"a", "b", "c"}, k=3)
    assert all(metrics[name] == pytest.approx(1.0) for name in metric_names(3))


def test_ndcg_ideal_is_capped_at_ten_gold_chunks():
    gold = [f"g{i}" for i in range(15)]
    assert ndcg_at(gold[:10], gold) == pytest.approx(1.0)


def test_empty_gold_is_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="gold set is empty"):
        item_metrics(["a"], [], k=10)


def test_duplicate_chunk_in_ranking_is_refused():
    with pytest.raises(ValueError, match="chunk 'a' twice"):
        item_metrics(["a", "b", "a"], ["a"], k=10)


@pytest.mark.parametrize("k", [0, -1, 2.5, True])
def test_bad_k_is_refused(k):
    with pytest.raises(ValueError, match="k must be a positive integer"):
        recall_at_k(["a"], ["a"], k)
