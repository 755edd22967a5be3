"""Gold chunks as source spans (database side of :mod:`curation.search.chunkings`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from django.db import transaction
from django.db.models import F

from curation.models import Chunk, DocumentVersion, EvalItem
from curation.search.chunkings import DocText

LOOKUP_BATCH = 500


def gold_spans_resolve(chunk_ids: Iterable[str]) -> dict[str, dict[str, Any]]:
    """``{chunk id: span}`` for the ids that name a current chunk."""
    wanted = sorted(set(chunk_ids))
    spans: dict[str, dict[str, Any]] = {}
    for start in range(0, len(wanted), LOOKUP_BATCH):
        rows = Chunk.objects.filter(
            is_current=True, chunk_id__in=wanted[start : start + LOOKUP_BATCH]
        ).values_list("chunk_id", "version_id", "version__document__doc_id", "start", "end")
        for cid, vpk, doc_id, s, e in rows:
            spans[cid] = {"chunk_id": cid, "doc_id": doc_id, "version": vpk, "start": s, "end": e}
    return spans


@transaction.atomic
def gold_spans_record(*, item_pks: Sequence[int]) -> int:
    """Record the spans of the gold chunks of ``item_pks`` that have none yet (gold labelled or
    imported after the backfill); spans already recorded are kept, so a gold chunk whose
    document changed since keeps pointing at the version it was judged on. Returns how many
    items changed."""
    items = list(EvalItem.objects.filter(pk__in=list(item_pks)).exclude(gold=[]))
    missing = {
        g for item in items for g in item.gold if g not in {s["chunk_id"] for s in item.gold_spans}
    }
    if not missing:
        return 0
    resolved = gold_spans_resolve(missing)
    changed = []
    for item in items:
        have = {s["chunk_id"]: s for s in item.gold_spans}
        spans = [have.get(g) or resolved.get(g) for g in item.gold]
        spans = [s for s in spans if s]
        if spans != item.gold_spans:
            item.gold_spans = spans
            changed.append(item)
    EvalItem.objects.bulk_update(changed, ["gold_spans"])
    return len(changed)


def current_documents() -> list[DocText]:
    """Every document's current version as plain data (what :func:`rechunk` cuts)."""
    rows = DocumentVersion.objects.filter(document__current_version_id=F("pk"))
    return [
        DocText(doc_id=doc_id, version_pk=pk, title=title or "", text=text)
        for pk, doc_id, title, text in rows.values_list(
            "pk", "document__doc_id", "document__title", "text"
        ).order_by("document__doc_id")
    ]
