"""Indexes of one corpus under one chunking config: flat and late-chunked matrices, BM25, ANN.

A :class:`ChunkIndex` is named by (corpus state, chunking key): the stored chunks
(``"ingested"``) or the current document versions cut again under a
:class:`~curation.search.chunkings.ChunkingSpec`. Its parts are built on first use and kept per
process: the flat matrix goes through the ``Embedding`` cache (so no text is embedded twice), the
late-chunked matrix is its own ``.npy`` file under ``VAR_DIR`` named by model, state and config,
BM25 and faiss indexes are built in memory (seconds for tens of thousands of chunks).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from django.conf import settings

from curation.errors import CurationError
from curation.models import Chunk
from curation.search import ann as ann_mod
from curation.search.bm25 import Bm25Config, Bm25Index, bm25_build
from curation.search.chunkings import INGESTED, ChunkingSpec, ChunkSet, DocText, rechunk
from curation.search.embedding import EmbeddingModel
from curation.search.indexes import _slug, _write_matrix, corpus_snapshot, embed_texts
from curation.search.late_chunking import late_chunk_matrix
from curation.search.spans import current_documents

# Chunk indexes kept per process (each holds up to two matrices of n x 384 float32).
CACHE_SIZE = 4

_cache: OrderedDict[tuple, ChunkIndex] = OrderedDict()
_lock = threading.Lock()


@dataclass
class ChunkIndex:
    corpus_state: str
    key: str
    chunks: ChunkSet
    documents: dict[int, DocText]
    row_of: dict[str, int]
    by_version: dict[int, list[tuple[int, int, int]]]
    parts: dict[Any, Any] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def flat(self, model: EmbeddingModel) -> np.ndarray:
        """One vector per chunk text, as the flat (dense) arm embeds it."""
        return self._part(
            ("flat", model.model_id), lambda: embed_texts(self.chunks.texts, model=model)
        )

    def late(self, model: EmbeddingModel) -> np.ndarray:
        """Late-chunked vectors: same rows as :meth:`flat`, its own file."""
        return self._part(("late", model.model_id), lambda: self._late(model))

    def bm25(self, config: Bm25Config) -> Bm25Index:
        return self._part(("bm25", config), lambda: bm25_build(self.chunks.texts, config))

    def ann(self, matrix_kind: str, model: EmbeddingModel, spec: dict[str, Any]):
        matrix = self.late(model) if matrix_kind == "late" else self.flat(model)
        frozen = tuple(sorted(spec.items()))
        return self._part(
            ("ann", matrix_kind, model.model_id, frozen), lambda: ann_mod.ann_build(matrix, spec)
        )

    def _part(self, key, build):
        with self.lock:
            if key not in self.parts:
                self.parts[key] = build()
            return self.parts[key]

    def late_path(self, model: EmbeddingModel) -> Path:
        name = f"late-{_slug(model.model_id)}-{self.corpus_state[:16]}-{self.key}.npy"
        return Path(settings.VAR_DIR) / "replay" / "indexes" / name

    def _late(self, model: EmbeddingModel) -> np.ndarray:
        path = self.late_path(model)
        if path.exists():
            matrix = np.load(path)
            if matrix.shape[0] == self.chunks.size:
                return matrix
        rows: dict[int, list[int]] = {}
        for row, (vpk, _s, _e) in enumerate(self.chunks.spans):
            rows.setdefault(vpk, []).append(row)
        matrix = np.zeros((self.chunks.size, model.dimension), dtype=np.float32)
        order = sorted(rows)
        docs = [
            (self.documents[vpk].text, [self.chunks.spans[r][1:] for r in rows[vpk]])
            for vpk in order
        ]
        vectors = late_chunk_matrix(model, docs)
        flat_rows = [r for vpk in order for r in rows[vpk]]
        matrix[flat_rows] = vectors
        _write_matrix(path, matrix)
        return matrix


def _ingested(documents: dict[int, DocText]) -> ChunkSet:
    out = ChunkSet(key=INGESTED)
    rows = (
        Chunk.objects.filter(is_current=True)
        .order_by("chunk_id", "pk")
        .values_list("chunk_id", "text", "version_id", "start", "end")
    )
    for cid, text, vpk, start, end in rows.iterator(chunk_size=2000):
        out.ids.append(cid)
        out.texts.append(text)
        out.spans.append((vpk, start, end))
    missing = {vpk for vpk, _s, _e in out.spans} - set(documents)
    if missing:
        raise CurationError(f"{len(missing)} current chunk(s) belong to no current version")
    return out


def chunk_index(*, spec: ChunkingSpec | None, expected_state: str | None = None) -> ChunkIndex:
    """The chunk index of the current corpus under ``spec`` (None: the stored chunks).

    ``expected_state``: the corpus state a run was planned on; a different current state raises
    ``CurationError`` (the corpus changed: plan the run again).
    """
    snapshot = corpus_snapshot()
    if expected_state is not None and snapshot.state != expected_state:
        raise CurationError(
            f"the corpus changed since the run was planned (state {expected_state[:12]} -> "
            f"{snapshot.state[:12]}): start the run again"
        )
    key = (snapshot.state, spec.key if spec else INGESTED)
    with _lock:
        cached = _cache.get(key)
        if cached is not None:
            _cache.move_to_end(key)
            return cached
    documents = {d.version_pk: d for d in current_documents()}
    chunks = _ingested(documents) if spec is None else rechunk(documents.values(), spec)
    if not chunks.size:
        raise CurationError("the corpus has no text to index under this chunking")
    index = ChunkIndex(
        corpus_state=snapshot.state,
        key=key[1],
        chunks=chunks,
        documents=documents,
        row_of={cid: i for i, cid in enumerate(chunks.ids)},
        by_version=chunks.by_version(),
    )
    with _lock:
        _cache[key] = index
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    return index
