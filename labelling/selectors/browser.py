"""The lead's item browser: every item of a set with its queue state, filtered.

One row per item: position, id, pattern, queue status and round, who holds / labelled /
skipped it this round (with skip reasons), whether it disagrees (waiting for or settled by an
adjudication), and its live stale flags (provided by staleness through
:mod:`labelling.item_flags`). Filters narrow the rows; all are optional.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from django.db.models import F

from curation.models import EvalItem, EvalSet

from ..item_flags import flags_for_set
from ..models import Adjudication, Assignment, Label, QueueItem

NO_QUEUE = "no queue"
NO_PATTERN = "(none)"  # the pattern filter's value for standalone items
BROWSE_LIMIT = 500  # rows on one page; the count says how many matched


def _assignments(eval_set: EvalSet) -> dict[int, dict[str, list]]:
    out: dict[int, dict[str, list]] = defaultdict(
        lambda: {"active": [], "submitted": [], "skipped": []}
    )
    for item_id, entry_round, round_, status, username, reason in (
        Assignment.objects.filter(entry__item__eval_set=eval_set)
        .order_by("assigned_at", "id")
        .values_list(
            "entry__item_id",
            "entry__round",
            "round",
            "status",
            "annotator__username",
            "skip_reason",
        )
    ):
        if round_ != entry_round or status not in ("active", "submitted", "skipped"):
            continue
        out[item_id][status].append((username, reason) if status == "skipped" else username)
    return out


def _matches(row: dict[str, Any], filters: dict[str, Any]) -> bool:
    want = filters.get("pattern")
    if want and (row["pattern"] or NO_PATTERN) != want:
        return False
    if filters.get("status") and row["status"] != filters["status"]:
        return False
    annotator = filters.get("annotator")
    if annotator and annotator not in row["active"] + row["submitted"] + [
        name for name, _ in row["skipped"]
    ]:
        return False
    if filters.get("disagreement") and not row["disagreement"]:
        return False
    if filters.get("stale") and not row["stale"]:
        return False
    skip = (filters.get("skip_reason") or "").casefold()
    if skip and not any(skip in reason.casefold() for _, reason in row["skipped"]):
        return False
    if filters.get("skipped") and not row["skipped"]:
        return False
    return True


def item_browse(*, eval_set: EvalSet, filters: dict[str, Any] | None = None) -> dict[str, Any]:
    """``{"rows": [...] (at most BROWSE_LIMIT), "matched": n, "total": n, "annotators": [...],
    "stale_known": bool}``.

    ``filters``: ``pattern`` (a pattern, ``(none)`` for standalone items, "" for any), ``status`` (a queue status or
    ``no queue``), ``annotator`` (a username who holds, labelled or skipped it this round),
    ``disagreement`` (true: labels disagreed), ``stale`` (true: a live stale flag),
    ``skipped`` (true: someone skipped it), ``skip_reason`` (text the reason contains).
    """
    filters = filters or {}
    entries = {
        e["item_id"]: e
        for e in QueueItem.objects.filter(item__eval_set=eval_set).values(
            "item_id", "status", "round", "requeue_reason", "pk"
        )
    }
    adjudicated = set(
        Adjudication.objects.filter(entry__item__eval_set=eval_set).values_list(
            "entry__item_id", flat=True
        )
    )
    held = _assignments(eval_set)
    stale = flags_for_set("stale", eval_set.pk)
    rows, total = [], 0
    for pk, item_id, position, pattern in (
        EvalItem.objects.filter(eval_set=eval_set)
        .order_by("position", "pk")
        .values_list("pk", "external_id", "position", "pattern")
    ):
        total += 1
        entry = entries.get(pk)
        status = entry["status"] if entry else NO_QUEUE
        row = {
            "pk": pk,
            "item_id": item_id or f"{eval_set.pk}-{position}",
            "position": position,
            "pattern": pattern,
            "status": status,
            "round": entry["round"] if entry else None,
            "requeue_reason": entry["requeue_reason"] if entry else "",
            **held[pk],
            "disagreement": status == QueueItem.Status.ADJUDICATION or pk in adjudicated,
            "stale": (stale or {}).get(pk, []),
        }
        if _matches(row, filters):
            rows.append(row)
    annotators = sorted(
        {n for r in held.values() for n in r["active"] + r["submitted"]}
        | {n for r in held.values() for n, _ in r["skipped"]}
    )
    return {
        "rows": rows[:BROWSE_LIMIT],
        "matched": len(rows),
        "total": total,
        "annotators": annotators,
        "stale_known": stale is not None,
    }


def item_label_pairs(*, item_ids: list[int]) -> dict[int, list[Label]]:
    """The submitted annotation labels of each item's current round, oldest first (what the
    agreement figures compared), with who gave them."""
    out: dict[int, list[Label]] = defaultdict(list)
    for label in (
        Label.objects.filter(
            item_id__in=item_ids,
            kind=Label.Kind.ANNOTATION,
            status=Label.Status.SUBMITTED,
            item__queue_entry__round=F("round"),
        )
        .select_related("labelled_by")
        .order_by("item_id", "submitted_at", "id")
    ):
        if len(out[label.item_id]) < 2:
            out[label.item_id].append(label)
    return dict(out)
