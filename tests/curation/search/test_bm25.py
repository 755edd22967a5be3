"""BM25 over chunk texts: stemming, deterministic ties, a clear error on an empty corpus."""

from __future__ import annotations

import pytest

from curation.search.bm25 import Bm25Config, bm25_build, bm25_top_k

TEXTS = [
    "The monthly rent is 900 dollars.",
    "Cats are running in the garden.",
    "A dog runs fast.",
    "Invoices are emailed monthly.",
]


def test_stemming_matches_running_and_runs():
    index = bm25_build(TEXTS)
    idx, scores = bm25_top_k(index, ["running"], 2)

    assert sorted(idx[0].tolist()) == [1, 2]
    assert scores[0][0] > 0 and scores[0][1] > 0


def test_without_a_stemmer_only_the_exact_word_matches():
    index = bm25_build(TEXTS, Bm25Config(stemmer="none"))
    idx, scores = bm25_top_k(index, ["running"], 2)

    assert idx[0][0] == 1 and scores[0][1] == 0.0


def test_a_query_sharing_no_term_ranks_rows_in_order():
    idx, scores = bm25_top_k(bm25_build(TEXTS), ["zebra"], 3)

    assert idx[0].tolist() == [0, 1, 2] and scores[0].max() == 0.0


def test_empty_corpus_and_bad_settings_are_refused():
    with pytest.raises(ValueError, match="no texts"):
        bm25_build([])
    with pytest.raises(ValueError, match="stemmer"):
        Bm25Config(stemmer="klingon")
