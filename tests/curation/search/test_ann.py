"""faiss HNSW and IVF indexes and the recall they cost against exhaustive search."""

from __future__ import annotations

import numpy as np
import pytest

from curation.search.ann import ann_build, ann_recall, ann_top_k, normalize_index
from curation.search.vectors import top_k


def _unit(rows, dim=32, seed=0):
    x = np.random.default_rng(seed).standard_normal((rows, dim)).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


@pytest.mark.parametrize("spec", [{"kind": "hnsw", "ef_search": 200}, {"kind": "ivf", "nlist": 16}])
def test_ann_finds_most_of_the_exhaustive_top_k(spec):
    corpus, queries = _unit(2000), _unit(50, seed=1)
    index = ann_build(corpus, normalize_index(spec))

    approx, _ = ann_top_k(index, queries, 10)
    exact, _ = top_k(queries, corpus, 10)
    recall = ann_recall(approx, exact)

    assert recall.shape == (50,)
    assert 0.5 < recall.mean() <= 1.0


def test_ivf_probing_every_list_is_exact():
    corpus, queries = _unit(500), _unit(20, seed=2)
    index = ann_build(corpus, normalize_index({"kind": "ivf", "nlist": 8, "nprobe": 8}))

    approx, _ = ann_top_k(index, queries, 5)
    exact, _ = top_k(queries, corpus, 5)
    assert ann_recall(approx, exact).min() == 1.0


def test_ivf_probing_one_list_loses_recall():
    corpus, queries = _unit(3000), _unit(100, seed=3)
    index = ann_build(corpus, normalize_index({"kind": "ivf", "nlist": 64, "nprobe": 1}))

    approx, _ = ann_top_k(index, queries, 10)
    exact, _ = top_k(queries, corpus, 10)
    assert ann_recall(approx, exact).mean() < 0.95


def test_bad_index_specs_name_the_parameter():
    with pytest.raises(ValueError, match="kind"):
        normalize_index({"kind": "lsh"})
    with pytest.raises(ValueError, match="m must"):
        normalize_index({"kind": "hnsw", "m": -1})
    assert normalize_index(None) == {"kind": "exhaustive"}
