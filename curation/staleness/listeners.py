"""Re-check the cases of changed documents when a new document version is ingested.

``curation.hooks.documents_changed`` calls ``documents_changed`` after corpus ingestion; the check
is queued once the ingest commits (run in-process when Celery is eager). A broker that cannot be
reached is logged, never allowed to fail the ingest: the nightly run catches up.
"""

from __future__ import annotations

import logging

log = logging.getLogger(__name__)


def documents_changed(doc_ids: list[str]) -> None:
    """Queue ``flag_stale_for_documents(doc_ids)`` after the current transaction commits."""
    from django.db import transaction

    from curation import staleness_tasks

    ids = sorted(set(doc_ids))
    if not ids:
        return

    def enqueue() -> None:
        staleness_tasks.flag_stale_for_documents.delay(ids)

    transaction.on_commit(enqueue, robust=True)
