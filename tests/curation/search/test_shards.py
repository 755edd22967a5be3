"""Sharded exhaustive search returns exactly the single-process ranking, ties included."""

from __future__ import annotations

import numpy as np
import pytest

from curation.search.shards import (
    decode_array,
    encode_array,
    load_block,
    merge_top_k,
    shard_bounds,
    shard_search,
    sharded_top_k,
)
from curation.search.vectors import top_k


def _unit(rows, dim=16, seed=0):
    x = np.random.default_rng(seed).standard_normal((rows, dim)).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


@pytest.mark.parametrize("shards", [1, 2, 3, 7])
def test_sharded_ranking_equals_the_single_process_ranking(shards):
    corpus, queries = _unit(1001), _unit(40, seed=1)

    idx, scores = sharded_top_k(queries, corpus, 10, shards)
    ref_idx, ref_scores = top_k(queries, corpus, 10)

    assert np.array_equal(idx, ref_idx)
    # scores are computed the same way wherever a row sits, so they agree bit for bit
    assert np.array_equal(scores, ref_scores)


def test_duplicate_rows_across_shards_keep_the_lower_global_row_first():
    corpus = _unit(10)
    corpus[8] = corpus[1]  # a tie split across the two shards
    idx, _ = sharded_top_k(corpus[1:2], corpus, 2, 2)

    assert idx[0].tolist() == [1, 8]


def test_a_tie_at_the_cut_spread_over_shards_keeps_the_lowest_global_rows():
    # given five copies of one row, one or two in each of three shards, and k=3: the tie is at
    # the cut and every shard's own top k holds copies the merge must drop
    corpus = _unit(30, seed=2)
    copies = [3, 9, 14, 21, 28]
    corpus[copies] = corpus[3]
    query = corpus[3:4]

    # when
    idx, scores = sharded_top_k(query, corpus, 3, 3)

    # then the single-process ranking: the three lowest rows of the tie, in order
    assert idx[0].tolist() == [3, 9, 14]
    assert np.array_equal(idx, top_k(query, corpus, 3)[0])
    assert len(set(scores[0].tolist())) == 1


def test_shard_bounds_cover_every_row_once():
    bounds = shard_bounds(10, 3)

    assert bounds == [(0, 4), (4, 7), (7, 10)]
    with pytest.raises(ValueError, match="shards"):
        shard_bounds(10, 0)


def test_a_worker_answers_from_its_block_of_the_file(tmp_path):
    corpus, queries = _unit(300), _unit(5, seed=4)
    path = tmp_path / "m.npy"
    np.save(path, corpus)

    answers = [
        shard_search(path=str(path), shard=i, shards=2, queries=encode_array(queries), k=4)
        for i in range(2)
    ]
    parts = [(decode_array(a["indices"]), decode_array(a["scores"])) for a in answers]

    assert [a["rows"] for a in answers] == [150, 150]
    assert all(a["blas_threads"] >= 1 and a["seconds"] >= 0 for a in answers)
    assert answers[0]["block_bytes"] == 150 * 16 * 4
    assert np.array_equal(merge_top_k(parts, 4)[0], top_k(queries, corpus, 4)[0])


def test_a_cpu_block_is_a_memory_map_of_the_file_not_a_copy(tmp_path):
    corpus = _unit(100)
    path = tmp_path / "m.npy"
    np.save(path, corpus)

    block, start = load_block(str(path), 1, 2)

    assert start == 50
    assert isinstance(block, np.memmap)
    assert np.array_equal(block, corpus[50:])


def test_a_matrix_that_is_not_float32_is_refused_with_its_path(tmp_path):
    path = tmp_path / "m64.npy"
    np.save(path, _unit(10).astype(np.float64))

    with pytest.raises(ValueError, match="m64.npy.*float32"):
        load_block(str(path), 0, 1)


@pytest.mark.skipif(
    not __import__("torch").cuda.is_available(),
    reason="CUDA path: no GPU on this machine (runs on the GPU machine: torch block, half precision)",
)
def test_cuda_shard_matches_the_cpu_ranking_in_half_precision(tmp_path):
    corpus, queries = _unit(5000, dim=64), _unit(20, dim=64, seed=5)
    path = tmp_path / "m.npy"
    np.save(path, corpus)

    answer = shard_search(
        path=str(path), shard=0, shards=1, queries=encode_array(queries), k=10, device="cuda"
    )
    gpu = decode_array(answer["indices"])
    cpu, _ = top_k(queries, corpus, 10)
    agree = np.mean([len(set(a) & set(b)) / 10 for a, b in zip(gpu, cpu, strict=True)])
    assert agree >= 0.95  # float16 scores may swap near-ties
    assert answer["block_bytes"] == 5000 * 64 * 2
