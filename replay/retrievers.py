"""Arms over the retriever: which retriever, how deep a pool, which reranker, which chunking and
which index shape. Every one is a run parameter in the config hash and combines with every
query arm.

``retrieval`` config (``None`` when everything is the default, so existing runs hash as before):

- ``retriever``: ``dense`` (exhaustive cosine, as before), ``bm25`` (bm25s + PyStemmer, the
  tokenizer and stemmer recorded), ``hybrid`` (dense and BM25 pools fused by reciprocal rank
  with constant ``rrf_k``, or a weighted sum of min-max normalized scores), ``late_chunking``
  (dense over late-chunked vectors: same chunks, contextual embeddings).
- ``pool``: retrieve this many (>= k), optionally ``reranker`` them, keep ``k``.
- ``chunking``: ``"ingested"`` (the stored chunks, the labelled config) or a spec; scoring under
  another config matches chunks to gold spans (``span_threshold``) and says so per item.
- ``index``: ``exhaustive`` or faiss ``hnsw`` / ``ivf``; an ANN run also records, per item, the
  share of the exhaustive top k it found (``ann_recall``), on the same queries.
- ``k_sweep``: several k in one run (the run's k is the largest); see :mod:`replay.ksweep`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from curation.errors import CurationError
from curation.search import ann as ann_mod
from curation.search.bm25 import Bm25Config
from curation.search.chunkings import DEFAULT_THRESHOLD, INGESTED, parse_chunking
from curation.search.fusion import DEFAULT_RRF_K, FUSION_METHODS
from curation.search.rerank import RerankError, normalize_reranker
from curation.search.spans import gold_spans_record

RETRIEVERS = ("dense", "bm25", "hybrid", "late_chunking")
MAX_POOL = 1000
MAX_SWEEP = 12


class RetrievalError(ValueError):
    """A bad retrieval parameter (the message names it)."""


def parse_k(value: str | int) -> tuple[int, list[int] | None]:
    """``"10"`` -> (10, None); ``"1,3,5,10,20"`` -> (20, [1, 3, 5, 10, 20]) (a k sweep)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value, None
    try:
        ks = sorted({int(part) for part in str(value).split(",") if part.strip()})
    except ValueError:
        raise RetrievalError(
            f"k: expected a number or a list like 1,3,5,10, got {value!r}"
        ) from None
    if not ks or ks[0] < 1:
        raise RetrievalError(f"k: every k must be 1 or more, got {value!r}")
    if len(ks) > MAX_SWEEP:
        raise RetrievalError(f"k: at most {MAX_SWEEP} values in a sweep, got {len(ks)}")
    return ks[-1], (ks if len(ks) > 1 else None)


def _whole(value: Any, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RetrievalError(f"{name}: must be a whole number from {low} to {high}, got {value!r}")
    return value


def _fusion(params: Mapping[str, Any]) -> dict[str, Any]:
    method = params.get("fusion") or "rrf"
    if method not in FUSION_METHODS:
        raise RetrievalError(f"fusion: expected one of {', '.join(FUSION_METHODS)}, got {method!r}")
    if method == "rrf":
        return {
            "method": "rrf",
            "rrf_k": _whole(params.get("rrf_k", DEFAULT_RRF_K), "rrf_k", 0, 10_000),
        }
    weights = params.get("weights") or [0.5, 0.5]
    if isinstance(weights, str):
        weights = [w for w in weights.split(",") if w.strip()]
    try:
        weights = [float(w) for w in weights]
    except (TypeError, ValueError):
        raise RetrievalError(
            f"weights: expected two numbers (dense, bm25), got {weights!r}"
        ) from None
    if len(weights) != 2 or any(w < 0 for w in weights) or not sum(weights):
        raise RetrievalError(
            f"weights: expected two non-negative numbers (dense, bm25), got {weights}"
        )
    return {"method": "weighted", "weights": weights}


def normalize_retrieval(
    params: Mapping[str, Any] | None, *, k: int, k_sweep: Sequence[int] | None = None
) -> dict[str, Any] | None:
    """Validate the retrieval parameters for a run with ``k``; ``None`` when all are default.

    Raises :class:`RetrievalError` naming the parameter.
    """
    params = dict(params or {})
    retriever = params.get("retriever") or "dense"
    if retriever not in RETRIEVERS:
        raise RetrievalError(
            f"retriever: expected one of {', '.join(RETRIEVERS)}, got {retriever!r}"
        )
    pool = params.get("pool")
    pool = None if pool in (None, "", 0) else _whole(pool, "pool", k, MAX_POOL)
    try:
        reranker = normalize_reranker(params.get("reranker"))
    except RerankError as exc:
        raise RetrievalError(str(exc)) from exc
    try:
        spec = parse_chunking(params.get("chunking"))
        index = ann_mod.normalize_index(params.get("index"))
    except (TypeError, ValueError) as exc:
        raise RetrievalError(str(exc)) from exc
    if index["kind"] != "exhaustive" and retriever == "bm25":
        raise RetrievalError("index: an ANN index applies to vectors; bm25 has none")
    sweep = sorted(set(k_sweep)) if k_sweep else None
    if sweep and sweep[-1] != k:
        raise RetrievalError(
            f"k_sweep: the run's k must be the largest k of the sweep ({sweep[-1]})"
        )
    if (retriever, pool, reranker, spec, index["kind"], sweep) == (
        "dense",
        None,
        None,
        None,
        "exhaustive",
        None,
    ):
        return None
    config: dict[str, Any] = {
        "retriever": retriever,
        "pool": pool or k,
        "reranker": reranker,
        "chunking": INGESTED if spec is None else {**spec.as_dict(), "key": spec.key},
        "index": index,
    }
    if retriever in ("bm25", "hybrid"):
        config["bm25"] = Bm25Config().as_dict()
    if retriever == "hybrid":
        config["fusion"] = _fusion(params)
    if spec is not None:
        threshold = params.get("span_threshold", DEFAULT_THRESHOLD)
        if (
            isinstance(threshold, bool)
            or not isinstance(threshold, int | float)
            or not 0 < threshold <= 1
        ):
            raise RetrievalError(f"span_threshold: must be in (0, 1], got {threshold!r}")
        config["span_threshold"] = float(threshold)
    if sweep:
        config["k_sweep"] = sweep
    return config


def chunking_spec(config: Mapping[str, Any]):
    """The run's :class:`ChunkingSpec`, or None for the stored chunks."""
    chunking = config.get("chunking", INGESTED)
    if chunking == INGESTED:
        return None
    return parse_chunking({k: v for k, v in chunking.items() if k != "key"})


def describe(config: Mapping[str, Any] | None) -> str:
    """One line naming the retrieval arm, for tables and the run page."""
    if not config:
        return "dense, exhaustive, stored chunks"
    parts = [config["retriever"]]
    if config.get("fusion"):
        fusion = config["fusion"]
        parts.append(
            f"rrf k={fusion['rrf_k']}"
            if fusion["method"] == "rrf"
            else f"weighted {fusion['weights']}"
        )
    parts.append(f"pool {config['pool']}")
    if config.get("reranker"):
        rr = config["reranker"]
        parts.append(
            f"rerank {rr['kind']} {rr.get('url') or rr.get('path', '').rsplit('/', 1)[-1]}"
        )
    chunking = config.get("chunking", INGESTED)
    if chunking != INGESTED:
        parts.append(
            "chunks: one per document"
            if chunking["per_document"]
            else f"chunks {chunking['unit']} {chunking['size']}/{chunking['overlap']}"
            + (" +title" if chunking["title"] else "")
            + f" [{chunking['key']}]"
        )
    index = config["index"]
    if index["kind"] != "exhaustive":
        parts.append(", ".join(f"{k}={v}" for k, v in index.items()))
    if config.get("k_sweep"):
        parts.append("k sweep " + ",".join(map(str, config["k_sweep"])))
    return "; ".join(parts)


def run_retrieval(
    *, arm: str, k: int, params: Mapping[str, Any] | None, k_sweep: Sequence[int] | None
) -> dict[str, Any] | None:
    """:func:`normalize_retrieval` for a run of ``arm``, errors as ``CurationError``."""
    try:
        config = normalize_retrieval(params, k=k, k_sweep=k_sweep)
    except RetrievalError as exc:
        raise CurationError(str(exc)) from exc
    if config is not None and arm == "frozen":
        raise CurationError(
            "retriever: the frozen arm scores its recorded ranking; it does not search"
        )
    return config


def record_gold_spans(config: Mapping[str, Any], item_pks: Sequence[int]) -> None:
    """Before a run scored on spans, record the spans of gold chunks labelled since the backfill."""
    if (config.get("retrieval") or {}).get("chunking", INGESTED) != INGESTED:
        gold_spans_record(item_pks=item_pks)
