"""Dropping items from a set (the lead's item browser): the set's other items are untouched."""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from ..errors import CurationError
from ..models import EvalItem, EvalSet

DROPS_KEPT = 1000  # drop records kept on the set; the oldest go first


@transaction.atomic
def evalset_items_drop(*, eval_set: EvalSet, item_ids: list[int], reason: str, user=None) -> int:
    """Remove the items (pks) of ``eval_set`` from it, with their labels and queue entries.

    Records who dropped which item ids and why in ``eval_set.sampling["dropped"]``; frozen
    versions keep their copy (the next freeze is a new version without them). Returns how many
    were dropped. Raises ``CurationError`` without a reason or for ids that are not items of the
    set (naming them).
    """
    reason = (reason or "").strip()
    if not reason:
        raise CurationError("say why these items leave the set")
    eval_set = EvalSet.objects.select_for_update().get(pk=eval_set.pk)
    items = list(EvalItem.objects.filter(eval_set=eval_set, pk__in=item_ids))
    missing = sorted(set(item_ids) - {item.pk for item in items})
    if missing:
        raise CurationError(
            f"not items of {eval_set.name}: {', '.join(str(pk) for pk in missing[:20])}"
        )
    record = {
        "at": timezone.now().isoformat(),
        "by": getattr(user, "username", None),
        "reason": reason[:2000],
        "items": [item.item_id for item in items],
    }
    sampling = dict(eval_set.sampling or {})
    sampling["dropped"] = [*sampling.get("dropped", []), record][-DROPS_KEPT:]
    eval_set.sampling = sampling
    eval_set.save(update_fields=["sampling"])
    EvalItem.objects.filter(pk__in=[item.pk for item in items]).delete()
    return len(items)
