"""Corpus ingestion: documents in, versioned and deterministically chunked.

A document whose text and chunking are unchanged is left alone. Changed text, or the same text
cut differently (re-chunking), adds a new DocumentVersion with its own chunks; the old version and
its chunks stay, marked not current, so fixtures captured against them still resolve.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings

from core.ingest_loop import failure_problem, ingest_loop
from core.jsonl import JsonLine
from core.validate import check_length, document_limits

from .. import signals
from ..chunking import ChunkingConfig, chunk_id, chunk_with
from ..errors import Problem, RecordInvalid
from ..models import Chunk, Document, DocumentVersion
from ..search.services import index_refresh_if_used
from .vocabulary import vocabulary_refresh

DOCS_PER_TRANSACTION = 50  # a few hundred chunks each: small enough to keep locks short
# The lengths of the columns these fields are stored in (curation/models/corpus.py).
FIELD_LENGTHS = {"doc_id": 500, "title": 1000, "url": 2000, "version": 200}


def chunking_from_settings(**overrides: Any) -> ChunkingConfig:
    """The configured chunking (ASSAY_CHUNK_*), with any non-None ``overrides`` applied.

    Raises ``ValueError`` naming the bad setting (overlap not below size, unknown unit...).
    """
    base: dict[str, Any] = {
        "unit": settings.ASSAY_CHUNK_UNIT,
        "size": settings.ASSAY_CHUNK_SIZE,
        "overlap": settings.ASSAY_CHUNK_OVERLAP,
    }
    base.update({k: v for k, v in overrides.items() if v is not None})
    return ChunkingConfig(**base)


@dataclass
class DocRecord:
    doc_id: str
    title: str
    text: str
    version: str | None
    url: str
    metadata: dict


@dataclass
class CorpusReport:
    added: int = 0
    new_versions: int = 0
    unchanged: int = 0
    rejected: int = 0
    chunks: int = 0
    problems: list[Problem] = field(default_factory=list)
    changed_doc_ids: list[str] = field(default_factory=list)
    semantic_index_queued: bool = False  # the semantic-search index is being rebuilt
    aborted: str | None = None  # why the input stopped early (a truncated .gz)

    def add_problem(self, problem: Problem) -> None:
        self.rejected += 1
        self.problems.append(problem)

    def as_dict(self) -> dict:
        return {
            "added": self.added,
            "new_versions": self.new_versions,
            "unchanged": self.unchanged,
            "rejected": self.rejected,
            "chunks": self.chunks,
            "problems": [str(p) for p in self.problems],
            "semantic_index_queued": self.semantic_index_queued,
            "aborted": self.aborted,
        }


def parse_document(obj: Any) -> DocRecord:
    """Validate one corpus line; raises ``RecordInvalid`` naming the field."""
    if not isinstance(obj, dict):
        raise RecordInvalid("$", f"must be an object, got {type(obj).__name__}")
    for name in ("doc_id", "text"):
        if name not in obj:
            raise RecordInvalid(name, "is required")
        if not isinstance(obj[name], str):
            raise RecordInvalid(name, f"must be a string, got {type(obj[name]).__name__}")
    if not obj["doc_id"].strip():
        raise RecordInvalid("doc_id", "must not be empty")
    for name in ("title", "url"):
        if obj.get(name) is not None and not isinstance(obj[name], str):
            raise RecordInvalid(name, f"must be a string, got {type(obj[name]).__name__}")
    version = obj.get("version")
    if version is not None and (isinstance(version, bool) or not isinstance(version, str | int)):
        raise RecordInvalid("version", f"must be a string, got {type(version).__name__}")
    metadata = obj.get("metadata") or {}
    if not isinstance(metadata, dict):
        raise RecordInvalid("metadata", f"must be an object, got {type(metadata).__name__}")
    for name, limit in FIELD_LENGTHS.items():
        value = obj.get(name)
        check_length(None if value is None else str(value), name, limit)
    return DocRecord(
        doc_id=obj["doc_id"],
        title=obj.get("title") or "",
        text=obj["text"],
        version=None if version is None else str(version),
        url=obj.get("url") or "",
        metadata=metadata,
    )


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _ingest_document(
    record: DocRecord,
    chunking: ChunkingConfig,
    report: CorpusReport,
    line: int | None,
    personal: bool = False,
):
    digest = text_hash(record.text)
    doc, created = Document.objects.get_or_create(
        doc_id=record.doc_id,
        defaults={
            "title": record.title,
            "url": record.url,
            "metadata": record.metadata,
            "personal": personal,
        },
    )
    if doc.personal != personal:
        doc.personal = personal
        doc.save(update_fields=["personal"])
    current = doc.current_version
    if current is not None:
        if current.content_hash == digest and current.chunking == chunking.as_dict():
            if record.version is None or record.version == current.version:
                report.unchanged += 1
                return
        clash = (
            doc.versions.filter(version=record.version).exclude(content_hash=digest).first()
            if record.version is not None
            else None
        )
        if clash is not None:
            report.add_problem(
                Problem(
                    "version",
                    f"{record.doc_id} version {record.version!r} was already ingested with "
                    f"different text (sha256 {clash.content_hash[:12]} vs {digest[:12]})",
                    line=line,
                )
            )
            return
    label = record.version or f"v{doc.versions.count() + 1}"
    version = DocumentVersion.objects.create(
        document=doc,
        version=label,
        content_hash=digest,
        text=record.text,
        chunking=chunking.as_dict(),
    )
    spans = chunk_with(record.text, chunking)
    Chunk.objects.filter(version__document=doc, is_current=True).update(is_current=False)
    Chunk.objects.bulk_create(
        [
            Chunk(
                version=version,
                chunk_id=chunk_id(record.doc_id, s.ordinal),
                ordinal=s.ordinal,
                text=s.text,
                start=s.start,
                end=s.end,
                is_current=True,
            )
            for s in spans
        ]
    )
    doc.current_version = version
    doc.title = record.title or doc.title
    doc.url = record.url or doc.url
    doc.metadata = record.metadata or doc.metadata
    doc.save(update_fields=["current_version", "title", "url", "metadata"])
    report.chunks += len(spans)
    if created:
        report.added += 1
    else:
        report.new_versions += 1
        report.changed_doc_ids.append(record.doc_id)


def _merge(report: CorpusReport, pieces: list[CorpusReport]) -> None:
    for piece in pieces:
        report.added += piece.added
        report.new_versions += piece.new_versions
        report.unchanged += piece.unchanged
        report.chunks += piece.chunks
        report.changed_doc_ids.extend(piece.changed_doc_ids)
        for problem in piece.problems:
            report.add_problem(problem)


def corpus_ingest_lines(
    *,
    lines: Iterable[JsonLine],
    chunking: ChunkingConfig | None = None,
    on_progress: Callable[[int], None] | None = None,
    personal: bool = False,
) -> CorpusReport:
    """Ingest corpus JSON lines; bad lines are reported with their line and field, never fatal.

    Every line is checked by ``core.validate`` (a document's text up to
    ``ASSAY_MAX_DOCUMENT_CHARS``) and ``parse_document``; documents are written
    ``DOCS_PER_TRANSACTION`` at a time, and a batch that fails on one document is written again
    document by document (``core.ingest_loop``). A stream that breaks off (a truncated .gz)
    keeps every document before it and names the reason in ``report.aborted``.

    ``personal`` marks the documents as coming from a personal source (account records): their
    title and text are pseudonymized before anything is stored, each document one case, and
    they are left out of the protected vocabulary. Any change refreshes that vocabulary.
    """
    chunking = chunking or chunking_from_settings()
    report = CorpusReport()

    def write(pending: list[tuple[int, DocRecord]]) -> list[CorpusReport]:
        piece = CorpusReport()  # counted only once the batch has committed
        records = [r for _, r in pending]
        if personal:
            from .personal import pseudonymize_documents

            records = pseudonymize_documents(records)
        for (line, _), record in zip(pending, records, strict=True):
            _ingest_document(record, chunking, piece, line, personal)
        return [piece]

    def fail(item: tuple[int, DocRecord], exc: BaseException) -> CorpusReport:
        piece = CorpusReport()
        piece.add_problem(failure_problem(exc, item[0]))
        return piece

    report.aborted = ingest_loop(
        lines=lines,
        parse=parse_document,
        write=write,
        fail=fail,
        collect=lambda pieces: _merge(report, pieces),
        on_problem=report.add_problem,
        batch_size=DOCS_PER_TRANSACTION,
        limits=document_limits(),
        on_progress=on_progress,
    )
    if report.added or report.new_versions or personal:
        vocabulary_refresh()
    if report.changed_doc_ids:
        signals.documents_changed.send(sender=corpus_ingest_lines, doc_ids=report.changed_doc_ids)
    if report.added or report.new_versions:
        report.semantic_index_queued = index_refresh_if_used()
    return report
