"""Approximate nearest-neighbour indexes (faiss HNSW or IVF) and the recall they cost.

``exhaustive`` (:func:`curation.search.vectors.top_k`) stays the reference; an ANN spec such as
``{"kind": "hnsw", "m": 32, "ef_search": 64}`` or ``{"kind": "ivf", "nlist": 64, "nprobe": 8}``
builds a faiss inner-product index (cosine on L2-normalized vectors). :func:`ann_recall` is the
share of the exhaustive top k that the ANN top k finds, per query, on the same queries.
"""

from __future__ import annotations

from typing import Any

import numpy as np

INDEX_KINDS = ("exhaustive", "hnsw", "ivf")
DEFAULTS = {
    "hnsw": {"m": 32, "ef_construction": 80, "ef_search": 64},
    "ivf": {"nlist": 64, "nprobe": 8},
}


def normalize_index(spec: dict[str, Any] | str | None) -> dict[str, Any]:
    """Validate an index spec, filling defaults; ``None`` or ``"exhaustive"`` is exhaustive."""
    if spec in (None, "", "exhaustive"):
        return {"kind": "exhaustive"}
    if isinstance(spec, str):
        spec = {"kind": spec}
    kind = spec.get("kind")
    if kind not in INDEX_KINDS:
        raise ValueError(f"index: kind must be one of {', '.join(INDEX_KINDS)}, got {kind!r}")
    if kind == "exhaustive":
        return {"kind": "exhaustive"}
    out = {"kind": kind}
    for name, default in DEFAULTS[kind].items():
        value = spec.get(name, default)
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(f"index {kind}: {name} must be a positive whole number, got {value!r}")
        out[name] = value
    return out


def ann_build(matrix: np.ndarray, spec: dict[str, Any]):
    """A faiss index over ``matrix`` (rows L2-normalized float32) for ``spec``."""
    import faiss

    data = np.ascontiguousarray(matrix, dtype=np.float32)
    dim = data.shape[1]
    if spec["kind"] == "hnsw":
        index = faiss.IndexHNSWFlat(dim, spec["m"], faiss.METRIC_INNER_PRODUCT)
        index.hnsw.efConstruction = spec["ef_construction"]
        index.add(data)
        index.hnsw.efSearch = spec["ef_search"]
        return index
    if spec["kind"] == "ivf":
        nlist = min(spec["nlist"], data.shape[0])
        quantizer = faiss.IndexFlatIP(dim)  # faiss's Python wrapper keeps it referenced
        index = faiss.IndexIVFFlat(quantizer, dim, nlist, faiss.METRIC_INNER_PRODUCT)
        index.train(data)
        index.add(data)
        index.nprobe = min(spec["nprobe"], nlist)
        return index
    raise ValueError(f"index: {spec['kind']!r} is not an approximate index")


def ann_top_k(index, queries: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Top ``k`` rows per query from the ANN index: ``(indices, scores)``; a row the index could
    not fill is padded with -1 (IVF with few probed lists)."""
    k_eff = min(k, index.ntotal)
    scores, indices = index.search(np.ascontiguousarray(queries, dtype=np.float32), k_eff)
    return indices.astype(np.int64), scores


def ann_recall(approx: np.ndarray, exact: np.ndarray) -> np.ndarray:
    """Per query, the share of the exhaustive top k (rows of ``exact``) found in ``approx``."""
    if approx.shape[0] != exact.shape[0]:
        raise ValueError("ann_recall: different numbers of queries")
    out = np.empty(exact.shape[0], dtype=np.float64)
    for row in range(exact.shape[0]):
        truth = set(exact[row].tolist())
        out[row] = len(truth & set(approx[row].tolist())) / max(1, len(truth))
    return out
