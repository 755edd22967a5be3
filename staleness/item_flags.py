"""The stale flags the labelling item browser shows and filters by (see labelling.item_flags)."""

from __future__ import annotations

from collections import defaultdict

from staleness.models import StaleFlag


def open_stale_flags(eval_set_id: int) -> dict[int, list[str]]:
    """``{item pk: [reason, ...]}`` of the set's live (open or requeued) stale flags."""
    out: dict[int, list[str]] = defaultdict(list)
    for item_id, reason in StaleFlag.objects.filter(
        eval_set_id=eval_set_id, status__in=StaleFlag.LIVE
    ).values_list("item_id", "reason"):
        out[item_id].append(reason)
    return dict(out)
