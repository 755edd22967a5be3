"""Search writes: build the corpus index semantic search reads, and keep it following the corpus."""

from __future__ import annotations

from collections.abc import Callable

from django.db import transaction

from curation.errors import CurationError
from curation.models.search import CorpusIndex
from curation.search.embedding import EmbeddingModel
from curation.search.indexes import (
    configured_model_id,
    corpus_snapshot,
    get_model,
    index_ensure,
    index_for,
)


def index_refresh_if_used() -> bool:
    """After the corpus changed: queue a rebuild of the current corpus index when semantic
    search was in use (a built index exists for the configured model), so annotators keep
    searching by meaning instead of silently losing it. Returns whether a rebuild was queued.

    The rebuild runs on the embeddings queue (in-process without a broker) and embeds only
    texts the Embedding cache lacks: a handful of changed documents, not the whole corpus.
    """
    from curation import tasks  # the task calls index_build_current: import it late

    used = CorpusIndex.objects.filter(
        model_id=configured_model_id(), status=CorpusIndex.Status.READY
    ).exists()
    if used:
        transaction.on_commit(tasks.embed_corpus_index.delay)
    return used


def index_build_current(
    *, model: EmbeddingModel | None = None, on_progress: Callable[[int, int], None] | None = None
) -> CorpusIndex:
    """Build (or find) the index of the current corpus for the configured model: what semantic
    search in the labelling pages reads."""
    snapshot = corpus_snapshot()
    if not snapshot.size:
        raise CurationError("the corpus has no current chunks: ingest a corpus first")
    model = model or get_model()
    return index_ensure(index_for(snapshot, model.model_id), model=model, on_progress=on_progress)
