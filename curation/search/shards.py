"""Exact top-k over a corpus matrix sharded across embedding workers.

The matrix (an ``.npy`` file every worker can read) is cut into ``shards`` contiguous row
blocks. Worker ``i`` serves queue ``search.<i>``, loads block ``i`` once and keeps it in memory
(memory-mapped on CPU, so workers on one machine share the file's pages; on its GPU when it
has one, half precision there), and answers each query batch with its own
top k (:func:`curation.search.vectors.top_k`, ties by ascending row). :func:`merge_top_k` merges
the blocks' answers by (score descending, global row ascending), the same order the
single-process search uses, so the merged ranking is exactly the single-process ranking: every
row of the global top k is in its own block's top k. The scores are position-independent
(:func:`curation.search.vectors.canonical_scores`), so a tie between rows of two blocks is a tie
in the merge too, and the merged scores equal the single process's bit for bit.
"""

from __future__ import annotations

import base64
import threading
import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from curation.search.vectors import top_k

SHARD_QUEUE = "search.{shard}"
# Seconds to wait for every shard's answer before giving up on a query batch.
SHARD_TIMEOUT_S = 600

_blocks: dict[tuple[str, int, int], Any] = {}
_lock = threading.Lock()


def shard_bounds(n_rows: int, shards: int) -> list[tuple[int, int]]:
    """``[start, stop)`` rows of each of ``shards`` blocks (sizes differ by at most one)."""
    if isinstance(shards, bool) or not isinstance(shards, int) or shards < 1:
        raise ValueError(f"shards: must be a positive whole number, got {shards!r}")
    if shards > max(1, n_rows):
        raise ValueError(f"shards: {shards} shards for {n_rows} rows; use at most one per row")
    base, extra = divmod(n_rows, shards)
    bounds, start = [], 0
    for i in range(shards):
        stop = start + base + (1 if i < extra else 0)
        bounds.append((start, stop))
        start = stop
    return bounds


def merge_top_k(
    parts: Sequence[tuple[np.ndarray, np.ndarray]], k: int
) -> tuple[np.ndarray, np.ndarray]:
    """Merge per-shard ``(global indices, scores)`` into the top ``k`` per query row, ordered by
    score descending, then global index ascending."""
    indices = np.concatenate([p[0] for p in parts], axis=1)
    scores = np.concatenate([p[1] for p in parts], axis=1).astype(np.float32, copy=False)
    order = np.lexsort((indices, -scores))[:, :k]
    return np.take_along_axis(indices, order, axis=1), np.take_along_axis(scores, order, axis=1)


def block_top_k(queries: Any, block: Any, offset: int, k: int) -> tuple[np.ndarray, np.ndarray]:
    """One shard's answer: its top k with row numbers shifted to global rows."""
    idx, scores = top_k(queries, block, k)
    return idx + offset, scores


def sharded_top_k(
    queries: np.ndarray, matrix: np.ndarray, k: int, shards: int
) -> tuple[np.ndarray, np.ndarray]:
    """The sharded search in one process (the reference the workers must match)."""
    parts = [
        block_top_k(queries, matrix[start:stop], start, k)
        for start, stop in shard_bounds(matrix.shape[0], shards)
    ]
    return merge_top_k(parts, min(k, matrix.shape[0]))


def load_block(path: str, shard: int, shards: int, *, device: str = "cpu") -> tuple[Any, int]:
    """Block ``shard`` of the matrix at ``path`` and its first global row, loaded once per
    process.

    On CPU the block is a read-only memory map of only its rows, not a copy: its pages live in
    the page cache, so a worker's block costs no private memory and workers on one machine share
    one copy of the file. Every page is touched once here, so the block is in memory before the
    first query batch times anything. On CUDA it is a half-precision torch tensor on the device.
    """
    key = (path, shard, shards)
    with _lock:
        cached = _blocks.get(key)
    if cached is not None:
        return cached
    mapped = np.load(path, mmap_mode="r")
    if mapped.dtype != np.float32 or mapped.ndim != 2 or not mapped.flags.c_contiguous:
        raise ValueError(
            f"shard matrix {path}: must be a C-ordered 2-D float32 .npy, got {mapped.dtype} "
            f"{mapped.shape}"
        )
    start, stop = shard_bounds(mapped.shape[0], shards)[shard]
    block: Any = mapped[start:stop]
    if device.startswith("cuda"):
        import torch

        block = torch.from_numpy(np.ascontiguousarray(block)).to(device).half()
    else:
        float(block[:, 0].sum())  # one read per row touches every page of the block
    with _lock:
        _blocks.clear()  # a worker holds one block: the one it serves now
        _blocks[key] = (block, start)
    return block, start


def block_nbytes(block: Any) -> int:
    """Bytes the block holds (numpy or torch)."""
    if hasattr(block, "element_size"):
        return int(block.element_size() * block.nelement())
    return int(block.nbytes)


def encode_array(array: np.ndarray) -> dict[str, Any]:
    """A float32/int64 array as JSON-safe data (Celery serializes JSON only)."""
    array = np.ascontiguousarray(array)
    return {
        "dtype": str(array.dtype),
        "shape": list(array.shape),
        "data": base64.b64encode(array.tobytes()).decode("ascii"),
    }


def decode_array(payload: dict[str, Any]) -> np.ndarray:
    raw = base64.b64decode(payload["data"])
    return np.frombuffer(raw, dtype=payload["dtype"]).reshape(payload["shape"])


def _blas_threads() -> int:
    from threadpoolctl import threadpool_info

    return max((pool["num_threads"] for pool in threadpool_info()), default=1)


def shard_search(
    *, path: str, shard: int, shards: int, queries: dict[str, Any], k: int, device: str = "cpu"
) -> dict[str, Any]:
    """What a shard worker runs: search its block for the whole query batch (one call per shard,
    not one per query) and answer indices, scores, its timings (decode, search, encode, in
    seconds; ``cpu_s`` is the search's CPU time, which on a busy machine
    shows how much of ``seconds`` was spent waiting for a core), its block's bytes and rows, and the BLAS threads it searched with."""
    block, start = load_block(path, shard, shards, device=device)
    began = time.perf_counter()
    batch = decode_array(queries)
    decoded, cpu_began = time.perf_counter(), time.process_time()
    idx, scores = block_top_k(batch, block, start, k)
    searched, cpu_s = time.perf_counter(), time.process_time() - cpu_began
    answer = {
        "indices": encode_array(idx),
        "scores": encode_array(scores.astype(np.float32)),
    }
    return answer | {
        "decode_s": decoded - began,
        "seconds": searched - decoded,
        "cpu_s": cpu_s,
        "encode_s": time.perf_counter() - searched,
        "block_bytes": block_nbytes(block),
        "rows": int(block.shape[0]),
        "blas_threads": _blas_threads(),
    }


STAT_KEYS = ("decode_s", "seconds", "cpu_s", "encode_s", "block_bytes", "rows", "blas_threads")


def distributed_top_k(
    path: str,
    queries: np.ndarray,
    k: int,
    shards: int,
    *,
    timeout: float = SHARD_TIMEOUT_S,
    timings: dict[str, float] | None = None,
) -> tuple[np.ndarray, np.ndarray, list[dict[str, Any]]]:
    """Fan ``queries`` out to the ``shards`` workers (queue ``search.<i>``) and merge exactly.

    Each shard gets the whole batch in one task and answers once. Returns ``(indices, scores,
    per-shard stats)`` (see :func:`shard_search`). ``timings``, when given, is filled with the
    caller's side: ``encode_s`` (queries to JSON), ``round_trip_s`` (sending until the last
    answer is in), ``merge_s`` (decoding the answers and merging). Needs a worker on every
    shard queue.
    """
    from curation.tasks import search_shard

    began = time.perf_counter()
    payload = encode_array(np.ascontiguousarray(queries, dtype=np.float32))
    sent = time.perf_counter()
    pending = [
        search_shard.apply_async(
            kwargs={"path": path, "shard": i, "shards": shards, "queries": payload, "k": k},
            queue=SHARD_QUEUE.format(shard=i),
        )
        for i in range(shards)
    ]
    answers = [p.get(timeout=timeout) for p in pending]
    answered = time.perf_counter()
    parts = [(decode_array(a["indices"]), decode_array(a["scores"])) for a in answers]
    n_rows = sum(a["rows"] for a in answers)
    idx, scores = merge_top_k(parts, min(k, n_rows))
    if timings is not None:
        timings.update(
            encode_s=sent - began,
            round_trip_s=answered - sent,
            merge_s=time.perf_counter() - answered,
        )
    stats = [{key: a[key] for key in STAT_KEYS} for a in answers]
    return idx, scores, stats
