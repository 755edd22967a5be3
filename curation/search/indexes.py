"""Embedding cache and corpus indexes (database-backed; the arithmetic is in embedding/search).

- :func:`embed_texts` embeds through the ``Embedding`` cache: texts whose (model id, text hash)
  is stored are read back, only the others are encoded (each distinct text once), and those are
  stored for everyone after.
- :func:`corpus_snapshot` describes the current corpus: its chunks in a fixed order and its
  *state*, a sha256 over the sorted (chunk id, text hash) pairs and the chunking configs, so the
  same corpus gets the same state in any database.
- :func:`index_ensure` builds the ``CorpusIndex`` for (state, model) once; :func:`index_matrix`
  loads its matrix (process cache, then the ``.npy`` file under ``VAR_DIR``, then the cached
  embeddings in the database, so a worker on another machine never re-encodes).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from django.conf import settings
from django.db import transaction
from django.utils import timezone

from curation.errors import CurationError
from curation.models import Chunk, DocumentVersion
from curation.models.search import CorpusIndex, Embedding
from curation.search.embedding import EmbeddingModel, model_id_for, text_hash

# Hashes per ``IN (...)`` lookup: well under every database's parameter limit.
LOOKUP_BATCH = 500
# Texts encoded and written per round: 1,024 x 384 float32 is 1.5 MB of vectors, and the round
# is the unit of progress reporting.
EMBED_ROUND = 1024
# Loaded index matrices kept per process (20,000 chunks x 384 float32 = 30 MB each).
MATRIX_CACHE_SIZE = 4
# Current-corpus snapshots memoized per process, keyed by the fingerprint of chunk primary keys.
SNAPSHOT_CACHE_SIZE = 8

_matrices: OrderedDict[tuple, Any] = OrderedDict()
_snapshots: OrderedDict[str, CorpusSnapshot] = OrderedDict()
_lock = threading.Lock()


def configured_model_path() -> str | None:
    """``ASSAY_EMBEDDING_MODEL`` (a sentence-transformers folder), or None for packaged MiniLM."""
    return settings.ASSAY_EMBEDDING_MODEL or None


def configured_model_id() -> str:
    """The id of the configured model, without loading it (for run configs and lookups)."""
    return model_id_for(configured_model_path())


def get_model() -> EmbeddingModel:
    """The configured embedding model (loaded once per process; device chosen automatically)."""
    return EmbeddingModel(configured_model_path())


# --- Embedding cache ---------------------------------------------------------------------------


def _vector(raw: Any, dimension: int, text_hash_: str) -> np.ndarray:
    vector = np.frombuffer(bytes(raw), dtype="<f4")
    if vector.size != dimension:
        raise CurationError(
            f"cached embedding {text_hash_[:12]} has {vector.size} numbers, the model gives "
            f"{dimension}: two models share the id; give one a distinct name"
        )
    return vector


def cached_vectors(model_id: str, hashes: Sequence[str], dimension: int) -> dict[str, np.ndarray]:
    """Stored vectors for ``hashes`` under ``model_id`` (those not stored are absent)."""
    found: dict[str, np.ndarray] = {}
    unique = list(dict.fromkeys(hashes))
    for start in range(0, len(unique), LOOKUP_BATCH):
        block = unique[start : start + LOOKUP_BATCH]
        rows = Embedding.objects.filter(model_id=model_id, text_hash__in=block).values_list(
            "text_hash", "vector"
        )
        for digest, raw in rows:
            found[digest] = _vector(raw, dimension, digest)
    return found


def embed_texts(
    texts: Sequence[str],
    *,
    model: EmbeddingModel,
    on_progress: Callable[[int, int], None] | None = None,
) -> np.ndarray:
    """Embeddings of ``texts`` (rows in order, float32, L2-normalized), through the cache.

    Each distinct text is encoded at most once per model, ever: cached vectors are read back,
    the rest are encoded in rounds of ``EMBED_ROUND`` and stored (a concurrent writer of the same
    text is ignored, its vector is equal). ``on_progress(encoded, to_encode)`` after each round.
    """
    dimension = model.dimension
    if not texts:
        return np.zeros((0, dimension), dtype=np.float32)
    hashes = [text_hash(t) for t in texts]
    found = cached_vectors(model.model_id, hashes, dimension)
    missing: dict[str, str] = {}
    for digest, text in zip(hashes, texts, strict=True):
        if digest not in found and digest not in missing:
            missing[digest] = text
    todo = list(missing.items())
    for start in range(0, len(todo), EMBED_ROUND):
        block = todo[start : start + EMBED_ROUND]
        vectors = model.encode([text for _h, text in block])
        Embedding.objects.bulk_create(
            [
                Embedding(
                    model_id=model.model_id,
                    text_hash=digest,
                    dimension=dimension,
                    vector=vector.astype("<f4").tobytes(),
                )
                for (digest, _t), vector in zip(block, vectors, strict=True)
            ],
            ignore_conflicts=True,
            batch_size=LOOKUP_BATCH,
        )
        for (digest, _t), vector in zip(block, vectors, strict=True):
            found[digest] = vector
        if on_progress:
            on_progress(min(start + EMBED_ROUND, len(todo)), len(todo))
    return np.stack([found[digest] for digest in hashes]).astype(np.float32, copy=False)


# --- Corpus state ------------------------------------------------------------------------------


def corpus_state(pairs: Sequence[tuple[str, str]], chunkings: Sequence[dict]) -> str:
    """sha256 over the sorted ``(chunk id, text hash)`` pairs and the distinct chunking configs.

    Independent of database and row order: the same chunks cut the same way give the same state.
    """
    digest = hashlib.sha256()
    for chunk_id, digest_ in sorted(pairs):
        digest.update(f"{chunk_id}\x1f{digest_}\x1e".encode())
    digest.update(json.dumps(_distinct(chunkings), sort_keys=True).encode())
    return digest.hexdigest()


def _distinct(chunkings: Sequence[dict]) -> list[dict]:
    seen = {json.dumps(c or {}, sort_keys=True) for c in chunkings}
    return [json.loads(s) for s in sorted(seen)]


@dataclass(frozen=True)
class CorpusSnapshot:
    """The current chunks (ordered by chunk id) and the corpus state they make."""

    state: str
    pk_fingerprint: str
    chunk_pks: list[int]
    chunk_ids: list[str]
    text_hashes: list[str]
    chunking: list[dict]

    @property
    def size(self) -> int:
        return len(self.chunk_pks)


def _current_pks() -> tuple[str, list[int]]:
    """The current chunk keys and a fingerprint of them with their chunk ids and version
    content hashes (cheap: no chunk text is read)."""
    digest = hashlib.sha256()
    pks = []
    rows = (
        Chunk.objects.filter(is_current=True)
        .order_by("pk")
        .values_list("pk", "chunk_id", "version__content_hash")
    )
    for pk, chunk_id, content_hash in rows.iterator(chunk_size=5000):
        pks.append(pk)
        digest.update(f"{pk}\x1f{chunk_id}\x1f{content_hash}\x1e".encode())
    return digest.hexdigest(), pks


def corpus_snapshot() -> CorpusSnapshot:
    """The current corpus. Chunks never change text once written (a new version adds new
    chunks), so the current keys with their chunk ids and version content hashes identify it:
    a snapshot is memoized per process under that fingerprint, and finding it again costs one
    query that reads no chunk text."""
    fingerprint, pks = _current_pks()
    with _lock:
        memo = _snapshots.get(fingerprint)
    if memo is not None:
        return memo
    chunk_ids: list[str] = []
    hashes: list[str] = []
    chunkings: dict[int, dict] = {}
    # Rows in chunk id order: the matrix of a state is then the same in every database.
    rows = (
        Chunk.objects.filter(is_current=True)
        .order_by("chunk_id", "pk")
        .values_list("pk", "chunk_id", "text", "version_id")
    )
    seen: list[int] = []
    version_ids: set[int] = set()
    for pk, chunk_id, text, version_id in rows.iterator(chunk_size=2000):
        seen.append(pk)
        chunk_ids.append(chunk_id)
        hashes.append(text_hash(text))
        version_ids.add(version_id)
    if sorted(seen) != pks:  # the corpus changed between the two reads: do not memoize a mix
        fingerprint = f"unstable-{hashlib.sha256(repr(seen).encode()).hexdigest()}"
    for vid, chunking in DocumentVersion.objects.filter(pk__in=version_ids).values_list(
        "pk", "chunking"
    ):
        chunkings[vid] = chunking
    distinct = _distinct(list(chunkings.values()))
    snapshot = CorpusSnapshot(
        state=corpus_state(list(zip(chunk_ids, hashes, strict=True)), distinct),
        pk_fingerprint=fingerprint,
        chunk_pks=seen,
        chunk_ids=chunk_ids,
        text_hashes=hashes,
        chunking=distinct,
    )
    with _lock:
        _snapshots[fingerprint] = snapshot
        while len(_snapshots) > SNAPSHOT_CACHE_SIZE:
            _snapshots.popitem(last=False)
    return snapshot


# --- Corpus index ------------------------------------------------------------------------------


def index_for(snapshot: CorpusSnapshot, model_id: str) -> CorpusIndex:
    """The index row for (state, model), created as pending if new (no embedding yet)."""
    index, created = CorpusIndex.objects.get_or_create(
        corpus_state=snapshot.state,
        model_id=model_id,
        defaults={
            "chunking": snapshot.chunking,
            "pk_fingerprint": snapshot.pk_fingerprint,
            "size": snapshot.size,
            "chunk_pks": snapshot.chunk_pks,
            "chunk_ids": snapshot.chunk_ids,
            "text_hashes": snapshot.text_hashes,
        },
    )
    if not created and index.pk_fingerprint != snapshot.pk_fingerprint:
        # The same chunks under new keys (a document deleted and ingested again unchanged): the
        # matrix (rows in chunk id order) stays valid, only the keys move.
        CorpusIndex.objects.filter(pk=index.pk).update(
            pk_fingerprint=snapshot.pk_fingerprint, chunk_pks=snapshot.chunk_pks
        )
        index.refresh_from_db()
    return index


def _slug(model_id: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", model_id)[:80]


def matrix_path(index: CorpusIndex) -> Path:
    """Where the index matrix is cached on this machine."""
    return (
        Path(settings.VAR_DIR)
        / "replay"
        / "indexes"
        / f"{_slug(index.model_id)}-{index.corpus_state[:20]}.npy"
    )


def _chunk_texts(index: CorpusIndex) -> list[str]:
    texts: dict[int, str] = {}
    pks = index.chunk_pks
    for start in range(0, len(pks), LOOKUP_BATCH):
        texts.update(
            Chunk.objects.filter(pk__in=pks[start : start + LOOKUP_BATCH]).values_list("pk", "text")
        )
    missing = [pk for pk in pks if pk not in texts]
    if missing:
        raise CurationError(
            f"index {index.pk}: {len(missing)} chunk(s) of its corpus state were deleted since it "
            "was described; start the run again on the current corpus"
        )
    return [texts[pk] for pk in pks]


def _write_matrix(path: Path, matrix: np.ndarray) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    with tmp.open("wb") as fh:
        np.save(fh, matrix)
    os.replace(tmp, path)  # atomic: readers see the old file or the whole new one


def index_ensure(
    index: CorpusIndex,
    *,
    model: EmbeddingModel,
    on_progress: Callable[[int, int], None] | None = None,
) -> CorpusIndex:
    """Build ``index`` if it is not ready (embedding only chunk texts the cache lacks).

    Safe to run twice or concurrently: the cache ignores duplicate writes and the matrix file is
    replaced atomically with identical content. Returns the index, ready.
    """
    if index.model_id != model.model_id:
        raise CurationError(
            f"index {index.pk} is for model {index.model_id!r}, not {model.model_id!r}"
        )
    if index.status == CorpusIndex.Status.READY and matrix_path(index).exists():
        return index
    matrix = embed_texts(_chunk_texts(index), model=model, on_progress=on_progress)
    _write_matrix(matrix_path(index), matrix)
    with transaction.atomic():
        CorpusIndex.objects.filter(pk=index.pk).update(
            status=CorpusIndex.Status.READY, dimension=int(matrix.shape[1]), built_at=timezone.now()
        )
    index.refresh_from_db()
    return index


def index_matrix(index: CorpusIndex, *, model: EmbeddingModel) -> Any:
    """The index matrix (numpy, or a torch tensor on the model's CUDA device), cached per process.

    Reads the ``.npy`` file; when this machine has none, rebuilds it from the database cache
    (building the index first if it was never built).
    """
    # The state and fingerprint are in the key because primary keys can be reused (a rolled
    # back transaction on SQLite) and the row order of a matrix follows chunk keys.
    key = (index.pk, index.corpus_state, index.pk_fingerprint, index.model_id, model.device)
    with _lock:
        cached = _matrices.get(key)
        if cached is not None:
            _matrices.move_to_end(key)
            return cached
    path = matrix_path(index)
    if index.status != CorpusIndex.Status.READY or not path.exists():
        index = index_ensure(index, model=model)
    matrix = np.load(path)
    if matrix.shape[0] != index.size:
        raise CurationError(
            f"index file {path} has {matrix.shape[0]} rows, index says {index.size}"
        )
    value: Any = matrix
    if model.device.startswith("cuda"):
        import torch

        value = torch.from_numpy(matrix).to(model.device)
        if model.half_precision:
            value = value.half()
    with _lock:
        _matrices[key] = value
        while len(_matrices) > MATRIX_CACHE_SIZE:
            _matrices.popitem(last=False)
    return value


_chunk_ids: OrderedDict[tuple, list[str]] = OrderedDict()

BIG_FIELDS = ("chunk_pks", "chunk_ids", "text_hashes")


def index_chunk_ids(index: CorpusIndex) -> list[str]:
    """The chunk id of each matrix row, cached per process (20,000 ids are 600 KB of JSON: read
    once, not once per batch). Load the index with ``.defer(*BIG_FIELDS)`` to profit."""
    key = (index.pk, index.corpus_state, index.model_id)
    with _lock:
        cached = _chunk_ids.get(key)
    if cached is not None:
        return cached
    ids = CorpusIndex.objects.values_list("chunk_ids", flat=True).get(pk=index.pk)
    with _lock:
        _chunk_ids[key] = ids
        while len(_chunk_ids) > MATRIX_CACHE_SIZE:
            _chunk_ids.popitem(last=False)
    return ids


def ready_index(snapshot: CorpusSnapshot, model_id: str) -> CorpusIndex | None:
    """The built index for the snapshot's state and ``model_id``, if there is one."""
    return CorpusIndex.objects.filter(
        corpus_state=snapshot.state, model_id=model_id, status=CorpusIndex.Status.READY
    ).first()
