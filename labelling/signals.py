"""Signals the labelling app sends; apps above it answer them (they are never imported here)."""

from __future__ import annotations

from django.dispatch import Signal

# Sent when an annotator opens an item sent back for re-labelling, with ``item_id``. A receiver
# returns a list of ``{"reason", "summary", "url", "diffs": [{"title", "diff"}]}``: why the item
# came back (staleness answers with its live flags and their word diffs).
relabel_evidence = Signal()
