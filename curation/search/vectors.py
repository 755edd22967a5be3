"""Exhaustive cosine top-k search over chunk embeddings.

Every query is scored against every chunk, so differences between runs come from queries and
representations, never from approximate-index settings. Embeddings must be L2-normalized (as
:class:`curation.search.embedding.EmbeddingModel` returns them): cosine similarity is then the
dot product.

Memory stays bounded for large corpora. numpy (CPU) scores ``TILE_QUERIES`` queries against
``TILE_ROWS`` chunks at a time and keeps each tile's best candidates; torch (GPU, when the
inputs are CUDA tensors or ``device="cuda"`` is given) scores a block of queries against every
chunk, the block sized to ``BLOCK_BYTES`` of scores.

Ties are broken deterministically: equal scores rank by ascending chunk index, including at the
k-th place (so two identical chunks, common with boilerplate text, always come back in the same
order, whichever one makes the cut).

On CPU the final ranking uses :func:`canonical_scores`, not BLAS's scores: a float32 matrix
product may round one chunk's score differently depending on where the chunk sits in the
matrix, so identical chunks could score a last-place bit apart and a search over a block of the
matrix (a shard) could order them differently from the search over the whole. BLAS picks the
candidates (with a margin larger than its rounding error), the canonical score, which depends
only on the two vectors, ranks them; so any split of the matrix gives the same ranking and the
same scores, bit for bit.
"""

from __future__ import annotations

from typing import Any

import numpy as np

# Score matrix budget per query block on the torch path (and the benchmarks' untiled bare
# baseline): 64 MiB of float32 scores, i.e. 838 queries at a time against 20,000 chunks, or 16
# against 1,000,000.
BLOCK_BYTES = 64 * 1024 * 1024
MAX_BLOCK_QUERIES = 1024
# The numpy path scores TILE_QUERIES queries against TILE_ROWS chunks at a time: 32 MiB of
# scores plus 64 MiB of argpartition indices, whatever the corpus size. With 16 queries per pass
# (the 64 MiB budget at 1M chunks) the matmul streams the whole matrix for every 16 queries and
# is memory-bound, and argpartition over 1M-wide rows misses cache; measured at 400k x 384 on
# one thread, 256 queries cost 2.7 s of matmul CPU in blocks of 16 against 0.6 s in one block,
# and argpartition 0.9 s on whole rows against 0.4 s on 32k-row tiles.
TILE_QUERIES = 256
TILE_ROWS = 32_768
# A float32 dot product of length d is off by at most about d x 2^-24 x |q| |c| (Higham's
# gamma_d); for unit vectors of 384 dimensions that is 2.3e-5. Two chunks whose BLAS scores are
# closer than twice that may be in either order, so every chunk within twice that again (room
# for vectors a little off unit length) of the k-th BLAS score is rescored exactly
# (canonical_scores) before the cut: MARGIN_PER_DIM x d x max(1, |q|).
MARGIN_PER_DIM = 4 * 2.0**-24
# Candidates past k rescored per query; a row with more than this many near-ties at the cut
# rescores every chunk within the margin instead.
RESCORE_EXTRA = 4


def _is_torch_tensor(value: Any) -> bool:
    return type(value).__module__.startswith("torch") and hasattr(value, "device")


def _block_rows(n_chunks: int, itemsize: int = 4) -> int:
    return max(1, min(MAX_BLOCK_QUERIES, BLOCK_BYTES // max(1, n_chunks * itemsize)))


def _check_shapes(q_shape: tuple[int, ...], c_shape: tuple[int, ...], k: int) -> None:
    if len(q_shape) != 2 or len(c_shape) != 2:
        raise ValueError(
            f"top_k: queries and chunks must be 2-D (rows x dimension), got {q_shape} and {c_shape}"
        )
    if q_shape[1] != c_shape[1]:
        raise ValueError(
            f"top_k: query dimension {q_shape[1]} differs from chunk dimension {c_shape[1]} "
            "(embedded with different models?)"
        )
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise ValueError(f"top_k: k must be a positive integer, got {k!r}")


def _order_rows(indices: np.ndarray, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Sort each row of a 2-D block by descending score, then ascending index."""
    # lexsort sorts along the last axis; the last key is the primary one.
    order = np.lexsort((indices, -scores))
    return np.take_along_axis(indices, order, axis=1), np.take_along_axis(scores, order, axis=1)


def _check_finite(top_scores: np.ndarray) -> None:
    # NaN sorts above every number in both numpy and torch, so a NaN score anywhere in a row
    # reaches that row's top k: checking the selected scores is enough and costs nothing.
    if not np.all(np.isfinite(top_scores)):
        raise ValueError("top_k: embeddings contain NaN or infinity")


def _exact_row(row_scores: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Top k of one row with full tie handling: every candidate at or above the k-th score."""
    threshold = np.partition(row_scores, row_scores.size - k)[row_scores.size - k]
    candidates = np.flatnonzero(row_scores >= threshold)
    order = np.lexsort((candidates, -row_scores[candidates]))[:k]
    return candidates[order], row_scores[candidates[order]]


def canonical_scores(query: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """``rows @ query`` computed the same way wherever the rows sit: each float32 product is
    exact in float64 and the sum runs in numpy's fixed pairwise order, then rounds to float32.
    BLAS's float32 dot product may round differently in a block than in the whole matrix, which
    is what would let a sharded search break a tie another way than the single process."""
    products = rows.astype(np.float64) * query.astype(np.float64)
    return products.sum(axis=-1).astype(np.float32)


def _rescored_row(query, chunks, row_scores, k):
    """One query's top k by canonical score: every chunk whose BLAS score is within
    the margin of the k-th is rescored, so none that belongs in the top k is missed."""
    n = row_scores.size
    kth = np.partition(row_scores, n - k)[n - k]
    margin = MARGIN_PER_DIM * query.shape[-1] * max(1.0, float(np.linalg.norm(query)))
    candidates = np.flatnonzero(row_scores >= kth - margin)
    exact = canonical_scores(query, chunks[candidates])
    order = np.lexsort((candidates, -exact))[:k]
    return candidates[order], exact[order]


def _tile_candidates(queries: np.ndarray, chunks: np.ndarray, take: int):
    """Each query's ``take`` best BLAS scores in every tile of ``TILE_ROWS`` chunk rows.

    Returns ``(global indices, scores, floor)``: ``floor`` bounds from above the BLAS score of
    every chunk left out (``-inf`` when none was)."""
    parts, part_scores = [], []
    floor = np.full(queries.shape[0], -np.inf, dtype=np.float32)
    for start in range(0, chunks.shape[0], TILE_ROWS):
        scores = queries @ chunks[start : start + TILE_ROWS].T
        rows = scores.shape[1]
        if rows <= take:
            part = np.broadcast_to(np.arange(rows), scores.shape)
        else:
            part = np.argpartition(scores, rows - take, axis=1)[:, rows - take :]
        best = np.take_along_axis(scores, part, axis=1)
        _check_finite(best)  # a NaN score lands among the partitioned candidates
        if rows > take:
            floor = np.maximum(floor, best.min(axis=1))
        parts.append(part + start)
        part_scores.append(best)
    return np.concatenate(parts, axis=1), np.concatenate(part_scores, axis=1), floor


def _select_canonical(queries: np.ndarray, chunks: np.ndarray, k: int):
    """Top k of a block of queries, ranked by :func:`canonical_scores`, ties by index.

    BLAS scores the chunks tile by tile and keeps ``k + RESCORE_EXTRA`` candidates per tile, then
    per query; those are rescored. A query for which a chunk left out may still be within the
    margin of its k-th score (near-ties, duplicates) takes the full-row path."""
    take = k + RESCORE_EXTRA
    cand, cand_scores, floor = _tile_candidates(queries, chunks, take)
    rows, width = cand_scores.shape
    if width > take:
        keep = np.argpartition(cand_scores, width - take, axis=1)[:, width - take :]
        cand, cand_scores = (np.take_along_axis(a, keep, axis=1) for a in (cand, cand_scores))
        floor = np.maximum(floor, cand_scores.min(axis=1))
    width = cand.shape[1]
    kth = -np.partition(-cand_scores, k - 1, axis=1)[:, k - 1]
    margins = MARGIN_PER_DIM * queries.shape[1] * np.maximum(1.0, np.linalg.norm(queries, axis=1))
    exact = canonical_scores(queries[:, None, :], chunks[cand.reshape(-1)].reshape(rows, width, -1))
    top_idx, top_scores = _order_rows(np.ascontiguousarray(cand), exact)
    top_idx, top_scores = top_idx[:, :k].copy(), top_scores[:, :k].copy()
    for row in np.flatnonzero(floor >= kth - margins):
        row_scores = chunks @ queries[row]
        top_idx[row], top_scores[row] = _rescored_row(queries[row], chunks, row_scores, k)
    return top_idx, top_scores


def _top_k_numpy(queries: np.ndarray, chunks: np.ndarray, k: int, block: int):
    n_queries = queries.shape[0]
    k_eff = min(k, chunks.shape[0])
    indices = np.empty((n_queries, k_eff), dtype=np.int64)
    scores = np.empty((n_queries, k_eff), dtype=np.float32)
    for start in range(0, n_queries, block):
        stop = min(n_queries, start + block)
        top_idx, top_scores = _select_canonical(queries[start:stop], chunks, k_eff)
        _check_finite(top_scores)
        indices[start:stop], scores[start:stop] = top_idx, top_scores
    return indices, scores


def _top_k_torch(queries: Any, chunks: Any, k: int, block: int, device: str):
    import torch

    q = torch.as_tensor(queries).to(device)
    c = torch.as_tensor(chunks).to(device)
    if q.dtype != c.dtype:
        q = q.to(c.dtype)
    n_queries, n_chunks = q.shape[0], c.shape[0]
    k_eff = min(k, n_chunks)
    # One extra candidate per row reveals a tie at the cut.
    take = min(k_eff + 1, n_chunks)
    indices = np.empty((n_queries, k_eff), dtype=np.int64)
    scores = np.empty((n_queries, k_eff), dtype=np.float32)
    with torch.inference_mode():
        for start in range(0, n_queries, block):
            stop = min(n_queries, start + block)
            block_scores = q[start:stop] @ c.T
            values, idx = torch.topk(block_scores, take, dim=1, largest=True, sorted=True)
            values_np = values.float().cpu().numpy()
            idx_np = idx.cpu().numpy().astype(np.int64)
            top_idx, top_scores = _order_rows(idx_np[:, :k_eff], values_np[:, :k_eff])
            if take > k_eff:
                tied = np.flatnonzero(values_np[:, k_eff - 1] == values_np[:, k_eff])
                for row in tied:
                    row_scores = block_scores[row].float().cpu().numpy()
                    top_idx[row], top_scores[row] = _exact_row(row_scores, k_eff)
            _check_finite(top_scores)
            indices[start:stop], scores[start:stop] = top_idx, top_scores
    return indices, scores


def top_k(
    queries: Any,
    chunks: Any,
    k: int,
    *,
    device: str | None = None,
    block_queries: int | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """Top ``k`` chunks for each query by cosine similarity, best first.

    ``queries`` is ``(q, d)`` and ``chunks`` ``(n, d)``, both L2-normalized, as numpy arrays or
    torch tensors (a single 1-D query is accepted and treated as one row). ``device``: ``None``
    picks torch on the tensors' CUDA device when an input is a CUDA tensor and numpy otherwise;
    ``"cpu"`` forces numpy, ``"cuda"`` (or ``"cuda:N"``) forces torch on that device.
    ``block_queries`` overrides the number of queries scored at once.

    Returns ``(indices, scores)`` as numpy arrays of shape ``(q, min(k, n))``: int64 chunk row
    indices and float32 scores, each row best first with ties ordered by ascending index.
    """
    if device is None:
        for value in (queries, chunks):
            if _is_torch_tensor(value) and value.device.type == "cuda":
                device = str(value.device)
                break
        else:
            device = "cpu"
    use_torch = device != "cpu"
    if not use_torch:
        queries = queries.cpu().numpy() if _is_torch_tensor(queries) else np.asarray(queries)
        chunks = chunks.cpu().numpy() if _is_torch_tensor(chunks) else np.asarray(chunks)
    if len(queries.shape) == 1:
        queries = queries[None, :]
    _check_shapes(tuple(queries.shape), tuple(chunks.shape), k)
    if chunks.shape[0] == 0:
        raise ValueError("top_k: there are no chunks to search")
    if use_torch:
        return _top_k_torch(
            queries, chunks, k, block_queries or _block_rows(chunks.shape[0]), device
        )
    if queries.dtype != chunks.dtype:
        queries = queries.astype(chunks.dtype)
    return _top_k_numpy(queries, chunks, k, block_queries or TILE_QUERIES)


def bare_top_k(queries: np.ndarray, chunks: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """The ceiling for benchmarks: one numpy matmul and one argpartition, no blocks, no ties.

    Returns the same shapes as :func:`top_k`; rows are sorted by score but ties are not ordered.
    """
    scores = queries @ chunks.T
    n = scores.shape[1]
    part = np.argpartition(scores, n - k, axis=1)[:, n - k :]
    part_scores = np.take_along_axis(scores, part, axis=1)
    order = np.argsort(-part_scores, axis=1)
    return np.take_along_axis(part, order, axis=1), np.take_along_axis(part_scores, order, axis=1)
