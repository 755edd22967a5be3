"""BM25 lexical search over chunk texts (``bm25s`` with a PyStemmer stemmer).

Plain data in, plain data out: :func:`bm25_build` indexes a list of texts, :func:`bm25_top_k`
ranks them for queries. The tokenizer settings (lower-casing, English stop words, the Snowball
stemmer's language) are part of :class:`Bm25Config`, whose :meth:`Bm25Config.as_dict` goes into
the run config, so a run says exactly how its texts were cut into terms.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

STEMMER_LANGUAGES = ("english", "none")
DEFAULT_K1 = 1.5
DEFAULT_B = 0.75


@dataclass(frozen=True)
class Bm25Config:
    """How texts become terms and how BM25 scores them (Lucene's variant, as bm25s does)."""

    stemmer: str = "english"
    stopwords: str = "en"
    k1: float = DEFAULT_K1
    b: float = DEFAULT_B

    def __post_init__(self) -> None:
        if self.stemmer not in STEMMER_LANGUAGES:
            raise ValueError(f"stemmer: expected one of {', '.join(STEMMER_LANGUAGES)}")
        if self.stopwords not in ("en", "none"):
            raise ValueError("stopwords: expected en or none")
        if not (self.k1 > 0 and 0 <= self.b <= 1):
            raise ValueError(f"k1 must be > 0 and b in [0, 1], got k1={self.k1} b={self.b}")

    def as_dict(self) -> dict[str, Any]:
        import bm25s

        return {
            "library": f"bm25s {bm25s.__version__}",
            "tokenizer": "bm25s.tokenize (lower-case, unicode word pattern)",
            "stemmer": f"PyStemmer snowball {self.stemmer}" if self.stemmer != "none" else "none",
            "stopwords": self.stopwords,
            "k1": self.k1,
            "b": self.b,
        }


@dataclass
class Bm25Index:
    """A built BM25 index over ``size`` texts (row ``i`` is text ``i``)."""

    config: Bm25Config
    size: int
    retriever: Any
    stemmer: Any


def _stemmer(config: Bm25Config):
    if config.stemmer == "none":
        return None
    import Stemmer

    return Stemmer.Stemmer(config.stemmer)


def _tokenize(texts: list[str], index_or_config, stemmer):
    import bm25s

    stopwords = None if index_or_config.stopwords == "none" else index_or_config.stopwords
    return bm25s.tokenize(texts, stopwords=stopwords, stemmer=stemmer, show_progress=False)


def bm25_build(texts: list[str], config: Bm25Config | None = None) -> Bm25Index:
    """Index ``texts`` (at least one). Raises ``ValueError`` on an empty corpus."""
    import bm25s

    config = config or Bm25Config()
    if not texts:
        raise ValueError("bm25: there are no texts to index")
    stemmer = _stemmer(config)
    retriever = bm25s.BM25(k1=config.k1, b=config.b)
    retriever.index(_tokenize(list(texts), config, stemmer), show_progress=False)
    return Bm25Index(config=config, size=len(texts), retriever=retriever, stemmer=stemmer)


def bm25_top_k(index: Bm25Index, queries: list[str], k: int) -> tuple[np.ndarray, np.ndarray]:
    """Top ``k`` rows per query, best first: ``(indices, scores)`` of shape ``(q, min(k, n))``.

    Ties (including the all-zero scores of a query sharing no term with the corpus) are ordered
    by ascending row, so the ranking is deterministic.
    """
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise ValueError(f"bm25: k must be a positive integer, got {k!r}")
    k_eff = min(k, index.size)
    indices = np.empty((len(queries), k_eff), dtype=np.int64)
    scores = np.empty((len(queries), k_eff), dtype=np.float32)
    tokens = _tokenize(list(queries), index.config, index.stemmer)
    inverse = {v: key for key, v in tokens.vocab.items()}
    for row, ids in enumerate(tokens.ids):
        words = [inverse[i] for i in ids]
        row_scores = index.retriever.get_scores(words).astype(np.float32)
        order = np.lexsort((np.arange(index.size), -row_scores))[:k_eff]
        indices[row], scores[row] = order, row_scores[order]
    return indices, scores
