"""Labelling writes. Views, API and commands call these; they raise LabellingError (or a subclass).

- ``queues``: queues, the labelling configuration of a set, reservations, skips, heartbeats.
- ``labels``: drafts, submissions, the finalisation that copies truth onto the EvalItem, and
  adjudication.
- ``guide``: the labelling guide's rules and their versions.
"""

from __future__ import annotations

from .edits import label_may_edit, label_minutes_correct, label_revise
from .guide import guide_rule_create, guide_rule_set_active, guide_rule_update
from .labels import (
    SubmitOutcome,
    adjudication_decide,
    label_finalize,
    label_save_draft,
    label_submit,
    label_update,
)
from .queues import (
    assignment_next,
    assignment_skip,
    evalset_labelling_configure,
    heartbeat_record,
    queue_create,
    queue_requeue,
    queue_set_open,
)

__all__ = [
    "SubmitOutcome",
    "adjudication_decide",
    "assignment_next",
    "assignment_skip",
    "evalset_labelling_configure",
    "guide_rule_create",
    "guide_rule_set_active",
    "guide_rule_update",
    "heartbeat_record",
    "label_finalize",
    "label_may_edit",
    "label_minutes_correct",
    "label_revise",
    "label_save_draft",
    "label_submit",
    "label_update",
    "queue_create",
    "queue_requeue",
    "queue_set_open",
]
