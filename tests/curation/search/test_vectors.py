from __future__ import annotations

import numpy as np
import pytest
import torch

from curation.search import vectors
from curation.search.vectors import _top_k_torch, bare_top_k, top_k


def _normalized(rng: np.random.Generator, rows: int, dim: int = 32) -> np.ndarray:
    matrix = rng.standard_normal((rows, dim)).astype(np.float32)
    return matrix / np.linalg.norm(matrix, axis=1, keepdims=True)


def _reference(queries: np.ndarray, chunks: np.ndarray, k: int):
    """Full sort of every score by (-score, index): slow but obviously right."""
    scores = queries @ chunks.T
    indices = []
    for row in scores:
        order = sorted(range(len(row)), key=lambda i: (-row[i], i))[:k]
        indices.append(order)
    indices = np.array(indices)
    return indices, np.take_along_axis(scores, indices, axis=1)


@pytest.mark.parametrize("block_queries", [None, 1, 7])
def test_top_k_matches_a_full_sort(block_queries):
    rng = np.random.default_rng(0)
    chunks, queries = _normalized(rng, 500), _normalized(rng, 40)
    indices, scores = top_k(queries, chunks, 10, block_queries=block_queries)
    ref_indices, ref_scores = _reference(queries, chunks, 10)
    assert indices.shape == (40, 10) and indices.dtype == np.int64
    assert np.array_equal(indices, ref_indices)
    assert np.allclose(scores, ref_scores)
    assert np.all(np.diff(scores, axis=1) <= 0)


def test_top_k_agrees_with_the_bare_ceiling_on_distinct_scores():
    rng = np.random.default_rng(1)
    chunks, queries = _normalized(rng, 2000), _normalized(rng, 50)
    assert np.array_equal(top_k(queries, chunks, 10)[0], bare_top_k(queries, chunks, 10)[0])


def _dyadic(rng: np.random.Generator, rows: int, dim: int = 32) -> np.ndarray:
    """Rows of sixteenths: every dot product of two is exact in float32 whatever order a BLAS
    kernel sums it in, so copies of a row tie exactly (with unit-norm random rows, the same row
    at two positions of one matmul can score one ulp apart, as numpy 2.4's kernels do)."""
    return (rng.integers(-8, 9, (rows, dim)) / 16).astype(np.float32)


def _chunks_with_duplicates(rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    chunks = _dyadic(rng, 300)
    queries = _dyadic(rng, 30)
    # Copy each query's 10th-best chunk to three other rows: a 4-way tie at the cut.
    _idx, _scores = _reference(queries, chunks, 10)
    for row, query_top in enumerate(_idx):
        for offset in range(3):
            chunks[(row * 7 + offset * 101 + 3) % 300] = chunks[query_top[9]]
    return chunks, queries


def test_ties_at_the_cut_are_broken_by_lowest_index():
    rng = np.random.default_rng(2)
    chunks, queries = _chunks_with_duplicates(rng)
    indices, scores = top_k(queries, chunks, 10)
    ref_indices, _ = _reference(queries, chunks, 10)
    assert np.array_equal(indices, ref_indices)
    # the duplicates really tie somewhere at the cut
    all_scores = queries @ chunks.T
    assert any((all_scores[r] == scores[r, -1]).sum() > 1 for r in range(len(queries)))


def test_identical_chunks_come_back_in_index_order():
    chunks = np.tile(np.array([[1.0, 0.0]], dtype=np.float32), (6, 1))
    indices, scores = top_k(np.array([1.0, 0.0], dtype=np.float32), chunks, 4)
    assert indices.tolist() == [[0, 1, 2, 3]]
    assert scores.tolist() == [[1.0, 1.0, 1.0, 1.0]]


def test_torch_path_gives_the_same_answer_including_ties():
    rng = np.random.default_rng(3)
    chunks, queries = _chunks_with_duplicates(rng)
    indices, scores = _top_k_torch(
        torch.from_numpy(queries), torch.from_numpy(chunks), 10, 8, "cpu"
    )
    ref_indices, ref_scores = _reference(queries, chunks, 10)
    assert np.array_equal(indices, ref_indices)
    assert np.allclose(scores, ref_scores, atol=1e-6)


def test_cpu_torch_tensors_are_searched_with_numpy():
    rng = np.random.default_rng(4)
    chunks, queries = _normalized(rng, 100), _normalized(rng, 5)
    from_tensors = top_k(torch.from_numpy(queries), torch.from_numpy(chunks), 5)
    assert isinstance(from_tensors[0], np.ndarray)
    assert np.array_equal(from_tensors[0], top_k(queries, chunks, 5)[0])


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_cuda_search_matches_cpu():
    rng = np.random.default_rng(5)
    chunks, queries = _chunks_with_duplicates(rng)
    gpu = top_k(torch.from_numpy(queries).cuda(), torch.from_numpy(chunks).cuda(), 10)
    assert np.array_equal(gpu[0], top_k(queries, chunks, 10)[0])


def test_k_larger_than_the_corpus_returns_every_chunk_sorted():
    rng = np.random.default_rng(6)
    chunks, queries = _normalized(rng, 4), _normalized(rng, 3)
    indices, scores = top_k(queries, chunks, 10)
    assert indices.shape == (3, 4)
    assert np.array_equal(indices, _reference(queries, chunks, 4)[0])


def test_dimension_mismatch_is_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="query dimension 8 differs from chunk dimension 16"):
        top_k(np.ones((2, 8), np.float32), np.ones((3, 16), np.float32), 2)


def test_nan_embeddings_are_refused():
    chunks = np.ones((5, 4), np.float32) / 2
    chunks[3, 1] = np.nan
    with pytest.raises(ValueError, match="NaN"):
        top_k(np.ones((1, 4), np.float32) / 2, chunks, 2)


def test_empty_corpus_and_bad_k_are_refused():
    with pytest.raises(ValueError, match="no chunks"):
        top_k(np.ones((1, 4), np.float32), np.ones((0, 4), np.float32), 2)
    with pytest.raises(ValueError, match="k must be a positive integer"):
        top_k(np.ones((1, 4), np.float32), np.ones((3, 4), np.float32), 0)


def test_a_query_gets_the_same_scores_alone_as_in_a_batch_or_against_a_slice():
    # BLAS rounds a matrix-vector product differently from a matrix-matrix one (and one block
    # from another); the ranking score must not depend on either, or shards could split a tie
    rng = np.random.default_rng(7)
    chunks, queries = _normalized(rng, 4099, dim=384), _normalized(rng, 20, dim=384)

    batch_idx, batch_scores = top_k(queries, chunks, 10)
    alone_idx, alone_scores = top_k(queries[3:4], chunks, 10)
    # every row of the whole top 10 that lies in the slice is in the slice's own top 10
    slice_idx, slice_scores = top_k(queries, chunks[1000:], 10)

    assert np.array_equal(alone_idx[0], batch_idx[3])
    assert np.array_equal(alone_scores[0], batch_scores[3])
    in_slice = batch_idx[3] >= 1000
    by_row = dict(zip(slice_idx[3] + 1000, slice_scores[3], strict=True))
    assert [by_row[i] for i in batch_idx[3][in_slice]] == batch_scores[3][in_slice].tolist()


@pytest.mark.parametrize("tile_rows, extra", [(7, 4), (64, 0), (1, 4)])
def test_tiled_search_matches_a_full_sort_with_ties_across_tiles(monkeypatch, tile_rows, extra):
    # given tiles far smaller than the corpus, and a 4-way tie at each query's cut
    monkeypatch.setattr(vectors, "TILE_ROWS", tile_rows)
    monkeypatch.setattr(vectors, "RESCORE_EXTRA", extra)
    chunks, queries = _chunks_with_duplicates(np.random.default_rng(3))

    # when
    indices, scores = top_k(queries, chunks, 10, block_queries=8)

    # then the same as sorting every score, and the same as one tile
    ref_indices, ref_scores = _reference(queries, chunks, 10)
    assert np.array_equal(indices, ref_indices)
    assert np.allclose(scores, ref_scores)
    monkeypatch.undo()
    assert np.array_equal(scores, top_k(queries, chunks, 10)[1])
