"""Re-check the cases of changed documents when a new document version is ingested.

Connected to ``curation.signals.documents_changed`` in ``StalenessConfig.ready``; the check is
queued once the ingest commits (run in-process when Celery is eager). A broker that cannot be
reached is logged, never allowed to fail the ingest: the nightly run catches up.
"""

from __future__ import annotations

import logging

from django.db import transaction

from staleness import tasks

log = logging.getLogger(__name__)


def documents_changed(sender, *, doc_ids: list[str], **kwargs) -> None:
    """Queue ``flag_stale_for_documents(doc_ids)`` after the current transaction commits."""
    ids = sorted(set(doc_ids))
    if not ids:
        return

    def enqueue() -> None:
        tasks.flag_stale_for_documents.delay(ids)

    transaction.on_commit(enqueue, robust=True)
