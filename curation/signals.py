"""Events curation sends so that higher apps can react without curation importing them.

``documents_changed`` is sent after a corpus ingest that added or changed documents, with
``doc_ids`` (the ids of the changed documents). Receivers connect in their own app's
``apps.py`` (staleness re-checks the cases that captured those documents).
"""

from __future__ import annotations

from django.dispatch import Signal

documents_changed = Signal()  # kwargs: doc_ids: list[str]
