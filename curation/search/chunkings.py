"""Chunking configs over one ingestion path, and relevance defined on source spans.

A corpus is ingested once; :func:`rechunk` cuts the current document versions again under another
:class:`ChunkingSpec` (unit, size, overlap, title prepended to each chunk, or one vector per
document) without touching the stored chunks. Each spec has a hash (:attr:`ChunkingSpec.key`)
that names its index and goes into the run config. ``"ingested"`` is the stored chunks
themselves, the config the gold labels were made on.

Relevance under another config: a gold chunk is also recorded as (document version, character
span) (``EvalItem.gold_spans``), and a chunk of the other config counts as relevant to a gold
span when it covers at least ``threshold`` of the shorter of the two
(``overlap >= threshold * min(len(chunk), len(gold))``), so a small chunk lying inside a gold
passage counts, and a big chunk that merely touches one does not. :func:`span_labels` names each
relevant row by its gold chunk id, so the usual metrics run unchanged; gold spans no chunk covers
are counted.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from curation.chunking import ChunkingConfig, chunk_id, chunk_with

INGESTED = "ingested"
DEFAULT_THRESHOLD = 0.5


@dataclass(frozen=True)
class ChunkingSpec:
    """One chunking config: how to cut, and whether the document title is prepended."""

    unit: str = "tokens"
    size: int = 120
    overlap: int = 20
    title: bool = False
    per_document: bool = False

    def __post_init__(self) -> None:
        ChunkingConfig(unit=self.unit, size=self.size, overlap=self.overlap)  # validates
        for name in ("title", "per_document"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"chunking: {name} must be true or false")

    def as_dict(self) -> dict[str, Any]:
        return {
            "unit": self.unit,
            "size": self.size,
            "overlap": self.overlap,
            "title": self.title,
            "per_document": self.per_document,
        }

    @property
    def key(self) -> str:
        digest = hashlib.sha256(json.dumps(self.as_dict(), sort_keys=True).encode()).hexdigest()
        return digest[:12]


def parse_chunking(value: str | Mapping[str, Any] | None) -> ChunkingSpec | None:
    """``None``/``"ingested"`` -> None (the stored chunks); else a spec from a dict or a string
    like ``"tokens:60:10"``, ``"sentences:5:1:title"`` or ``"document"``. ``ValueError`` names
    what is wrong."""
    if value in (None, "", INGESTED):
        return None
    if isinstance(value, Mapping):
        known = set(ChunkingSpec.__dataclass_fields__)
        unknown = set(value) - known - {"key"}
        if unknown:
            raise ValueError(f"chunking: unknown setting(s) {', '.join(sorted(unknown))}")
        return ChunkingSpec(**{k: v for k, v in value.items() if k in known})
    if value == "document":
        return ChunkingSpec(per_document=True)
    parts = str(value).split(":")
    try:
        unit, size, overlap = parts[0], int(parts[1]), int(parts[2]) if len(parts) > 2 else 0
    except (IndexError, ValueError):
        raise ValueError(
            f"chunking: expected UNIT:SIZE[:OVERLAP][:title] or 'document' or 'ingested', "
            f"got {value!r}"
        ) from None
    flags = set(parts[3:])
    if flags - {"title"}:
        raise ValueError(f"chunking: unknown flag(s) {', '.join(sorted(flags - {'title'}))}")
    return ChunkingSpec(unit=unit, size=size, overlap=overlap, title="title" in flags)


@dataclass(frozen=True)
class DocText:
    """One current document version, as plain data."""

    doc_id: str
    version_pk: int
    title: str
    text: str


@dataclass
class ChunkSet:
    """The chunks of one config: row ``i`` has ``ids[i]``, the text to encode ``texts[i]`` (with
    the title when the config prepends it), and its source span ``(version_pk, start, end)``."""

    key: str
    ids: list[str] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    spans: list[tuple[int, int, int]] = field(default_factory=list)

    @property
    def size(self) -> int:
        return len(self.ids)

    def by_version(self) -> dict[int, list[tuple[int, int, int]]]:
        """``{version_pk: [(start, end, row), ...]}`` in document order."""
        out: dict[int, list[tuple[int, int, int]]] = {}
        for row, (vpk, start, end) in enumerate(self.spans):
            out.setdefault(vpk, []).append((start, end, row))
        return out


def rechunk(docs: Iterable[DocText], spec: ChunkingSpec) -> ChunkSet:
    """Cut every document under ``spec``; ids are ``<doc_id>#<ordinal>@<spec key>``."""
    config = ChunkingConfig(
        unit=spec.unit, size=spec.size, overlap=spec.overlap, no_split=spec.per_document
    )
    out = ChunkSet(key=spec.key)
    for doc in sorted(docs, key=lambda d: d.doc_id):
        for piece in chunk_with(doc.text, config):
            out.ids.append(f"{chunk_id(doc.doc_id, piece.ordinal)}@{spec.key}")
            body = f"{doc.title}\n{piece.text}" if spec.title and doc.title else piece.text
            out.texts.append(body)
            out.spans.append((doc.version_pk, piece.start, piece.end))
    return out


def covers(chunk: tuple[int, int], gold: tuple[int, int], threshold: float) -> bool:
    """Whether a chunk span covers enough of a gold span (see the module docstring)."""
    overlap = min(chunk[1], gold[1]) - max(chunk[0], gold[0])
    shorter = min(chunk[1] - chunk[0], gold[1] - gold[0])
    return overlap > 0 and shorter > 0 and overlap >= threshold * shorter


def span_labels(
    chunks: ChunkSet,
    gold_spans: Sequence[Mapping[str, Any]],
    *,
    threshold: float = DEFAULT_THRESHOLD,
    by_version: Mapping[int, list[tuple[int, int, int]]] | None = None,
) -> tuple[dict[int, str], list[str]]:
    """Relevant rows of ``chunks`` for one item's gold spans, and the gold ids no chunk covers.

    Returns ``({row: gold chunk id}, [uncovered gold chunk ids])``; a row relevant to two gold
    spans is named by the first.
    """
    if not 0 < threshold <= 1:
        raise ValueError(f"threshold: must be in (0, 1], got {threshold}")
    by_version = by_version if by_version is not None else chunks.by_version()
    labels: dict[int, str] = {}
    uncovered = []
    for gold in gold_spans:
        found = False
        for start, end, row in by_version.get(gold["version"], ()):
            if covers((start, end), (gold["start"], gold["end"]), threshold):
                labels.setdefault(row, gold["chunk_id"])
                found = True
        if not found:
            uncovered.append(gold["chunk_id"])
    return labels, uncovered
