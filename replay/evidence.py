"""Evidence-level metrics (context-bench style): does retrieval bring the gold document, an
accepted answer and every piece of evidence the answer needs?

Plain Python over plain data. An item's evidence truth is :class:`EvidenceTruth`: the gold
document, the chunks holding an answer sentence, and the evidence groups, each group the chunks
holding any one of its alternative sentences (any one suffices). Sentences are cut once from
the document's text (:func:`curation.chunking.sentence_spans`), so every arm is judged against
the same boundaries whatever its chunking; a sentence belongs to every chunk it overlaps.

Definitions for one item and a ranking of chunk ids (best first); a chunk's document is the id
before its ``#``:

- ``document@K``: 1 when the gold document is among the first K distinct documents of the
  ranking (the best-ranked chunk of a document places it).
- ``answer@K``: 1 when an answer chunk is among the first K chunks of the corpus-wide ranking.
- ``evidence_recall@K``: 0 when the gold document is not among the first
  :data:`EVIDENCE_DOC_CUTOFF` documents. Otherwise take the ranking's chunks of the gold document
  in order, remove the top-ranked answer chunk (the answer itself is not evidence for it), keep
  the first K, and count the share of evidence groups with an alternative among them.
- ``all_evidence@K``: 1 when that share is 1 (every group covered), else 0.

An item without evidence groups has no evidence recall (``None``), as an item without gold has
no recall.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from replay.stats import mean_interval

EVIDENCE_DOC_CUTOFF = 10
DEFAULT_KS = (1, 3, 5, 10)


def document_of(chunk_id: str) -> str:
    """``docs/kms#0002`` -> ``docs/kms``."""
    return chunk_id.rsplit("#", 1)[0]


@dataclass(frozen=True)
class EvidenceTruth:
    gold_document: str
    answer_chunks: frozenset[str]
    groups: tuple[frozenset[str], ...]


def sentence_chunks(
    sentences: Sequence[tuple[int, int]], chunks: Iterable[tuple[str, int, int]]
) -> list[set[str]]:
    """For each sentence span ``(start, end)``, the ids of the chunks ``(id, start, end)`` it
    overlaps (the character ranges intersect)."""
    chunk_list = list(chunks)
    return [
        {cid for cid, c_start, c_end in chunk_list if c_start < end and start < c_end}
        for start, end in sentences
    ]


def truth_from_marks(
    gold_document: str,
    chunks_of_sentence: Sequence[Collection[str]],
    answer_sentences: Iterable[int],
    groups: Iterable[Iterable[int]],
) -> EvidenceTruth:
    """Sentence-level marks (indices into the document's sentences) as chunk-level truth."""

    def chunks(indices: Iterable[int]) -> frozenset[str]:
        out: set[str] = set()
        for i in indices:
            if not 0 <= i < len(chunks_of_sentence):
                raise ValueError(
                    f"sentence {i} is not in the document (it has {len(chunks_of_sentence)})"
                )
            out |= set(chunks_of_sentence[i])
        return frozenset(out)

    return EvidenceTruth(
        gold_document=gold_document,
        answer_chunks=chunks(answer_sentences),
        groups=tuple(chunks(group) for group in groups),
    )


def _documents(ranked: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(document_of(chunk_id) for chunk_id in ranked))


def document_at_k(ranked: Sequence[str], truth: EvidenceTruth, k: int) -> float:
    return 1.0 if truth.gold_document in _documents(ranked)[:k] else 0.0


def answer_at_k(ranked: Sequence[str], truth: EvidenceTruth, k: int) -> float:
    return 1.0 if any(chunk_id in truth.answer_chunks for chunk_id in ranked[:k]) else 0.0


def evidence_recall_at_k(ranked: Sequence[str], truth: EvidenceTruth, k: int) -> float | None:
    if not truth.groups:
        return None
    if truth.gold_document not in _documents(ranked)[:EVIDENCE_DOC_CUTOFF]:
        return 0.0
    in_doc = [c for c in ranked if document_of(c) == truth.gold_document]
    top_answer = next((c for c in in_doc if c in truth.answer_chunks), None)
    top = set([c for c in in_doc if c != top_answer][:k])
    return sum(1 for group in truth.groups if group & top) / len(truth.groups)


def item_evidence_metrics(
    ranked: Sequence[str], truth: EvidenceTruth, ks: Sequence[int] = DEFAULT_KS
) -> dict[str, float | None]:
    """Every evidence metric of one item at each K (keys such as ``evidence_recall@5``)."""
    out: dict[str, float | None] = {}
    for k in ks:
        if k < 1:
            raise ValueError(f"K must be a positive integer, got {k!r}")
        recall = evidence_recall_at_k(ranked, truth, k)
        out[f"document@{k}"] = document_at_k(ranked, truth, k)
        out[f"answer@{k}"] = answer_at_k(ranked, truth, k)
        out[f"evidence_recall@{k}"] = recall
        out[f"all_evidence@{k}"] = None if recall is None else float(recall == 1.0)
    return out


def evidence_summary(
    rankings: Mapping[str, Sequence[str]],
    truths: Mapping[str, EvidenceTruth],
    ks: Sequence[int] = DEFAULT_KS,
) -> dict[str, Any]:
    """Means with intervals over the items that have both a ranking and evidence truth.

    0/1 metrics get the Wilson interval, evidence recall the bounded normal one. Returns
    ``{"n": items, "metrics": {name: estimate or None}}`` in a stable order.
    """
    per_item = {
        item: item_evidence_metrics(rankings[item], truth, ks)
        for item, truth in truths.items()
        if item in rankings
    }
    metrics: dict[str, Any] = {}
    for k in ks:
        for base in ("document", "answer", "evidence_recall", "all_evidence"):
            name = f"{base}@{k}"
            values = [m[name] for m in per_item.values() if m[name] is not None]
            method = "normal" if base == "evidence_recall" else "wilson"
            metrics[name] = (
                mean_interval(values, method=method, bounds=(0.0, 1.0)).as_dict()
                if values
                else None
            )
    return {"n": len(per_item), "metrics": metrics}
