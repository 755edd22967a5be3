"""Re-check the cases of changed documents when a new document version is ingested.

Connected to ``curation.signals.documents_changed`` in ``StalenessConfig.ready``; the check is
queued once the ingest commits (run in-process when Celery is eager). A broker that cannot be
reached is logged, never allowed to fail the ingest: the nightly run catches up.
"""

from __future__ import annotations

import logging

from django.db import transaction
from django.urls import reverse

from staleness import tasks
from staleness.models import StaleFlag

log = logging.getLogger(__name__)


def documents_changed(sender, *, doc_ids: list[str], **kwargs) -> None:
    """Queue ``flag_stale_for_documents(doc_ids)`` after the current transaction commits."""
    ids = sorted(set(doc_ids))
    if not ids:
        return

    def enqueue() -> None:
        tasks.flag_stale_for_documents.delay(ids)

    transaction.on_commit(enqueue, robust=True)


def relabel_evidence(sender, *, item_id: int, **kwargs) -> list[dict]:
    """The item's live stale flags, with their word diffs, for the re-labelling annotator."""
    out = []
    for flag in StaleFlag.objects.filter(item_id=item_id, status__in=StaleFlag.LIVE):
        ev = flag.evidence or {}
        diffs = [
            {"title": p.get("chunk_id", ""), "diff": p["diff"]}
            for d in ev.get("documents", [])
            for p in d.get("passages", [])
            if p.get("changed") and p.get("diff")
        ]
        diffs += [
            {"title": c.get("chunk_id", ""), "diff": c["diff"]}
            for c in ev.get("chunks", [])
            if c.get("diff")
        ]
        if ev.get("diff"):
            diffs.append(
                {
                    "title": f"{ev.get('code', '')} v{ev.get('applied_version', '')}",
                    "diff": ev["diff"],
                }
            )
        out.append(
            {
                "reason": flag.get_reason_display(),
                "summary": flag.summary,
                "url": reverse("staleness:flag", args=[flag.pk]),
                "diffs": diffs,
            }
        )
    return out
