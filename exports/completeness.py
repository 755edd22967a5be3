"""Which items of a set a freeze can hold as labelled, and why the others cannot.

An item counts as labelled when its queue entry is final (a label or an adjudication settled
it) or, for an item outside any queue, when it came with truth (gold chunks, an unanswerable
verdict or a ground-truth object, as ``import_evalset`` stores them). Every other item is a gap:
a freeze leaves it out of the version and lists it, so an export never shows an unlabelled
item as ``gold: [], unanswerable: false``.
"""

from __future__ import annotations

from collections import defaultdict

from curation.models import EvalItem, EvalSet
from labelling.models import Assignment, QueueItem


def freeze_gaps(*, eval_set: EvalSet) -> list[dict]:
    """The items a freeze would leave out, in set order: ``{"pk", "id", "reason", "skips"}``.

    ``reason`` is ``unlabelled`` or ``awaiting adjudication``; ``skips`` lists the annotators'
    skip reasons (``"bob: no passage fits"``), empty when nobody skipped it.
    """
    entries = dict(
        QueueItem.objects.filter(item__eval_set=eval_set).values_list("item_id", "status")
    )
    skips: dict[int, list[str]] = defaultdict(list)
    for item_id, username, reason in (
        Assignment.objects.filter(entry__item__eval_set=eval_set, status=Assignment.Status.SKIPPED)
        .order_by("assigned_at", "id")
        .values_list("entry__item_id", "annotator__username", "skip_reason")
    ):
        skips[item_id].append(f"{username}: {reason or 'no reason given'}")
    gaps = []
    for item in EvalItem.objects.filter(eval_set=eval_set).order_by("position", "pk"):
        status = entries.get(item.pk)
        if status == QueueItem.Status.FINAL:
            continue
        if status is None and (item.gold or item.unanswerable or item.ground_truth):
            continue
        reason = (
            "awaiting adjudication" if status == QueueItem.Status.ADJUDICATION else "unlabelled"
        )
        gaps.append({"pk": item.pk, "id": item.item_id, "reason": reason, "skips": skips[item.pk]})
    return gaps


def gaps_summary(gaps: list[dict]) -> str:
    """``"3 unlabelled (1 skipped), 1 awaiting adjudication"``, or "" when there are none."""
    if not gaps:
        return ""
    counts: dict[str, int] = defaultdict(int)
    for gap in gaps:
        counts[gap["reason"]] += 1
    skipped = sum(1 for gap in gaps if gap["skips"])
    parts = [f"{n} {reason}" for reason, n in counts.items()]
    return ", ".join(parts) + (f" ({skipped} skipped by an annotator)" if skipped else "")
