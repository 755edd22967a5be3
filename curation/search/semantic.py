"""Semantic search over the current corpus, for annotators looking for gold passages.

Reads the replay corpus index of the current corpus state and the configured embedding model
(the same exhaustive cosine search replay uses). It never builds an index itself: until one is
built (any replay run on the current corpus, ``python manage.py replay --build-index``, or the
``curation.tasks.embed_corpus_index`` task) :func:`search_chunks` returns None and
:func:`embeddings_available` is false, so the labelling page offers word search only. Once an
index exists, every corpus ingest that adds or changes documents queues that task again
(``curation.search.services.index_refresh_if_used``), so search by meaning follows the corpus.
"""

from __future__ import annotations

from typing import Any

from curation.models import Chunk
from curation.search.indexes import (
    configured_model_id,
    corpus_snapshot,
    get_model,
    index_matrix,
    ready_index,
)
from curation.search.vectors import top_k

MAX_K = 200


def embeddings_available() -> bool:
    """Whether an index of the current corpus exists for the configured model."""
    return ready_index(corpus_snapshot(), configured_model_id()) is not None


def search_chunks(query: str, k: int) -> list[dict[str, Any]] | None:
    """The ``k`` current chunks nearest to ``query`` in meaning, best first, or None when the
    current corpus has no index yet.

    Each hit is a dict with ``chunk_id``, ``title`` (document title), ``version`` (document
    version label), ``text`` and ``score`` (cosine similarity). An empty query returns [].
    """
    query = (query or "").strip()
    index = ready_index(corpus_snapshot(), configured_model_id())
    if index is None:
        return None
    if not query or index.size == 0:
        return []
    k = max(1, min(int(k), MAX_K))
    model = get_model()
    matrix = index_matrix(index, model=model)
    vector = model.encode([query])
    if model.device.startswith("cuda"):
        import torch

        vector = torch.from_numpy(vector).to(model.device)
    rows, scores = top_k(vector, matrix, k)
    pks = [index.chunk_pks[i] for i in rows[0].tolist()]
    details = {
        pk: (chunk_id, text, title, version)
        for pk, chunk_id, text, title, version in Chunk.objects.filter(pk__in=pks).values_list(
            "pk", "chunk_id", "text", "version__document__title", "version__version"
        )
    }
    hits = []
    for pk, score in zip(pks, scores[0].tolist(), strict=True):
        if pk not in details:
            continue  # deleted since the index was built
        chunk_id, text, title, version = details[pk]
        hits.append(
            dict(chunk_id=chunk_id, title=title, version=version, text=text, score=float(score))
        )
    return hits
