"""Evidence marks: the sentences of a gold document annotators mark, and the evidence report of
a run built from them (the arithmetic is :mod:`replay.evidence`).

Sentences are cut from the document version's text with :func:`curation.chunking.sentence_spans`
and numbered from 0; a sentence belongs to every current chunk of that version it overlaps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.db import transaction

from curation.chunking import sentence_spans
from curation.errors import CurationError
from curation.models import Chunk, Document, DocumentVersion, EvalItem
from replay.evidence import (
    DEFAULT_KS,
    EvidenceTruth,
    document_of,
    evidence_summary,
    truth_from_marks,
)
from replay.evidence import sentence_chunks as _sentence_chunks
from replay.models import EvidenceMark, Run

EVIDENCE_COLUMNS = ("document", "answer", "evidence_recall", "all_evidence")


def gold_documents(item: EvalItem) -> list[Document]:
    """The documents holding the item's gold chunks (in the order of its gold)."""
    ids = list(dict.fromkeys(document_of(chunk_id) for chunk_id in item.gold or []))
    found = {d.doc_id: d for d in Document.objects.filter(doc_id__in=ids)}
    return [found[doc_id] for doc_id in ids if doc_id in found]


def document_sentences(version: DocumentVersion) -> list[dict[str, Any]]:
    """``[{"index", "start", "end", "text"}]``: the version's sentences, numbered from 0."""
    return [
        {"index": i, "start": start, "end": end, "text": version.text[start:end]}
        for i, (start, end) in enumerate(sentence_spans(version.text))
    ]


def _indices(values: Sequence[Any], count: int, field: str) -> list[int]:
    out = []
    for value in values:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < count:
            raise CurationError(
                f"{field}: sentence {value!r} is not in the document (0..{count - 1})"
            )
        out.append(value)
    return sorted(set(out))


@transaction.atomic
def evidence_mark_submit(
    *,
    item: EvalItem,
    document: Document,
    answer_sentences: Sequence[int],
    groups: Sequence[Sequence[int]],
    user: Any,
    minutes: float | None = None,
) -> EvidenceMark:
    """Record the answer sentences and evidence groups of ``item`` inside ``document`` (a gold
    document of the item, marked on its current version). Raises ``CurationError`` naming the
    field for a document that is not gold, a sentence outside it, an empty group, or no answer
    sentence."""
    if document.doc_id not in {d.doc_id for d in gold_documents(item)}:
        raise CurationError(f"document: {document.doc_id!r} holds none of the item's gold chunks")
    version = document.current_version
    if version is None:
        raise CurationError(f"document: {document.doc_id!r} has no current version")
    count = len(sentence_spans(version.text))
    answers = _indices(answer_sentences, count, "answer_sentences")
    if not answers:
        raise CurationError("answer_sentences: mark at least one answer sentence")
    cleaned = []
    for i, group in enumerate(groups):
        indices = _indices(group, count, f"groups[{i}]")
        if not indices:
            raise CurationError(f"groups[{i}]: a group needs at least one sentence")
        cleaned.append(indices)
    if minutes is not None and minutes < 0:
        raise CurationError("minutes: must not be negative")
    return EvidenceMark.objects.create(
        item=item,
        document_version=version,
        answer_sentences=answers,
        groups=cleaned,
        marked_by=user,
        minutes=minutes,
    )


def evidence_truths(item_pks: Sequence[int]) -> dict[str, EvidenceTruth]:
    """``{item_id: truth}`` from the latest mark of each item that has one."""
    latest: dict[int, EvidenceMark] = {}
    for mark in EvidenceMark.objects.filter(item_id__in=list(item_pks)).select_related(
        "item", "document_version__document"
    ):
        latest[mark.item_id] = mark  # ordered by pk: the last one wins
    out = {}
    for mark in latest.values():
        version = mark.document_version
        chunks = Chunk.objects.filter(version=version).values_list("chunk_id", "start", "end")
        of_sentence = _sentence_chunks(sentence_spans(version.text), chunks)
        out[mark.item.item_id] = truth_from_marks(
            version.document.doc_id, of_sentence, mark.answer_sentences, mark.groups
        )
    return out


def run_evidence(run: Run, *, ks: Sequence[int] = DEFAULT_KS) -> dict[str, Any]:
    """Document@K, Answer@K, Evidence Recall@K and All-Evidence@K of ``run`` over its items
    with evidence marks, each with its interval (see :func:`replay.evidence.evidence_summary`)."""
    rankings = dict(run.results.values_list("item_key", "ranked"))
    truths = evidence_truths(list(run.results.values_list("item_id", flat=True)))
    summary = evidence_summary(rankings, truths, ks)
    # One row per K with the four estimates in column order, for pages.
    table = [
        {"k": k, "cells": [summary["metrics"][f"{base}@{k}"] for base in EVIDENCE_COLUMNS]}
        for k in ks
    ]
    return {"run": run.pk, "ks": list(ks), **summary, "table": table}
