from __future__ import annotations

from django.apps import AppConfig


class StalenessConfig(AppConfig):
    """Stale-fixture flags; listens to corpus ingest through ``curation.signals``."""

    name = "staleness"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Every process that loads the apps (web, worker, command) re-checks changed documents.
        from curation.signals import documents_changed
        from staleness.receivers import documents_changed as recheck

        documents_changed.connect(recheck, dispatch_uid="staleness.recheck_changed_documents")

        # The re-labelling annotator sees the live flags and their diffs.
        from labelling.signals import relabel_evidence
        from staleness.receivers import relabel_evidence as flags_for_item

        relabel_evidence.connect(flags_for_item, dispatch_uid="staleness.relabel_evidence")

        # The item browser shows open stale flags beside each item.
        from labelling.item_flags import register
        from staleness.item_flags import open_stale_flags

        register("stale", open_stale_flags)
