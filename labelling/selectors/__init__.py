"""Labelling reads, by topic. ``from labelling import selectors`` gives every one of them.

- ``case``: the transcript, follow-up, retrieval and tool calls of an item.
- ``annotation``: the annotation page's context (fixed number of queries).
- ``progress``: progress per queue and annotator, the labelling home page, the sets overview.
- ``review``: adjudication and agreement.
- ``guide``: rule history and labels decided under older versions.
- ``lists``: what each user may list through the API, filtered.
"""

from __future__ import annotations

from .annotation import (
    AnnotationContext,
    active_rules,
    annotation_context,
    assignment_for_user,
    item_minutes,
)
from .case import Case, Turn, case_for_item, follow_up_parts, gold_chunks
from .guide import labels_under_older_version, outdated_counts, rule_history
from .guide_panel import rule_examples
from .history import LabelPage, label_history, label_page, previous_label
from .lists import assignment_list, guide_rule_list, item_list, label_list, queue_list
from .progress import (
    annotator_queue_progress,
    queue_progress,
    queues_for_annotator,
    recent_labels,
    sets_overview,
)
from .relabel import relabel_context
from .review import (
    AdjudicationContext,
    adjudication_context,
    adjudication_entries,
    agreement_report,
    item_labels,
)

__all__ = [
    "assignment_list",
    "guide_rule_list",
    "item_list",
    "label_list",
    "queue_list",
    "AdjudicationContext",
    "AnnotationContext",
    "Case",
    "Turn",
    "active_rules",
    "adjudication_context",
    "adjudication_entries",
    "agreement_report",
    "annotation_context",
    "annotator_queue_progress",
    "assignment_for_user",
    "case_for_item",
    "follow_up_parts",
    "gold_chunks",
    "item_labels",
    "item_minutes",
    "LabelPage",
    "label_history",
    "label_page",
    "previous_label",
    "relabel_context",
    "rule_examples",
    "labels_under_older_version",
    "outdated_counts",
    "queue_progress",
    "queues_for_annotator",
    "recent_labels",
    "rule_history",
    "sets_overview",
]
