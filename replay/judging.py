"""Judged coverage of runs and the "find and rate what retrieval returned" loop.

Reads: which chunks of each item carry a judgment (its gold chunks and every annotator verdict),
a run's coverage (:mod:`replay.coverage` over its rows), the open judgments an annotator works
through. Writes: ``judgments_request`` sends a run's unjudged top-k chunks to annotators,
``judgment_submit`` records one verdict.

Annotators judge blind: the page shows the item's conversation and the chunk's text, never the
run, its arm, the chunk's rank or any score.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from django.db import transaction
from django.utils import timezone

from curation.errors import CurationError
from curation.models import Chunk, EvalItem
from replay.coverage import coverage_summary, unjudged_top_k
from replay.models import ChunkJudgment, Run
from replay.selectors import run_rows

OPEN_LISTED = 20  # open judgments shown on the annotator page at a time


def judged_chunks(item_pks: Sequence[int]) -> dict[str, set[str]]:
    """``{item_id: chunk ids with a judgment}``: the item's gold plus every judged chunk."""
    items = EvalItem.objects.filter(pk__in=list(item_pks)).only(
        "pk", "eval_set_id", "position", "external_id", "gold"
    )
    key = {item.pk: item.item_id for item in items}
    out: dict[str, set[str]] = {item.item_id: set(item.gold or []) for item in items}
    for item_pk, chunk_id in ChunkJudgment.objects.filter(
        item_id__in=list(key), relevant__isnull=False
    ).values_list("item_id", "chunk_id"):
        out[key[item_pk]].add(chunk_id)
    return out


def run_coverage(run: Run, *, k: int | None = None) -> dict[str, Any]:
    """Judged coverage of ``run`` at ``k`` (default the run's k), see
    :func:`replay.coverage.coverage_summary`; ``requested`` adds the judgments already sent to
    annotators for this run and not yet made."""
    rows = run_rows(run)
    judged = judged_chunks(list(run.results.values_list("item_id", flat=True)))
    summary = coverage_summary(rows, judged, k or run.k)
    summary["requested"] = ChunkJudgment.objects.filter(
        requested_by_run=run, relevant__isnull=True
    ).count()
    return summary


@transaction.atomic
def judgments_request(*, run: Run, k: int | None = None) -> int:
    """Send the unjudged top-``k`` chunks of ``run`` to annotators; returns how many were added.

    Safe to run twice: a chunk already requested for the item (by any run) is not added again.
    """
    if run.status != Run.Status.DONE:
        raise CurationError(f"run {run.pk} is {run.status}: send a finished run's chunks")
    item_pk = dict(run.results.values_list("item_key", "item_id"))
    judged = judged_chunks(list(item_pk.values()))
    missing = unjudged_top_k(run_rows(run), judged, k or run.k)
    existing = set(
        ChunkJudgment.objects.filter(item_id__in=list(item_pk.values())).values_list(
            "item_id", "chunk_id"
        )
    )
    new = [
        ChunkJudgment(item_id=item_pk[item_id], chunk_id=chunk_id, requested_by_run=run)
        for item_id, chunk_id in missing
        if (item_pk[item_id], chunk_id) not in existing
    ]
    ChunkJudgment.objects.bulk_create(new, ignore_conflicts=True)
    return len(new)


@transaction.atomic
def judgment_submit(
    *, judgment_id: int, relevant: bool, user: Any, minutes: float | None = None
) -> ChunkJudgment:
    """Record one verdict. Raises ``CurationError`` for an unknown judgment, one another
    annotator already made, or negative minutes."""
    judgment = ChunkJudgment.objects.select_for_update().filter(pk=judgment_id).first()
    if judgment is None:
        raise CurationError(f"judgment {judgment_id}: no such judgment")
    if judgment.relevant is not None and judgment.judged_by_id not in (None, user.pk):
        raise CurationError(f"judgment {judgment_id}: already judged by another annotator")
    if minutes is not None and minutes < 0:
        raise CurationError("minutes: must not be negative")
    judgment.relevant = relevant
    judgment.judged_by = user
    judgment.minutes = minutes
    judgment.judged_at = timezone.now()
    judgment.save(update_fields=["relevant", "judged_by", "minutes", "judged_at"])
    return judgment


def open_judgments(limit: int = OPEN_LISTED) -> list[dict[str, Any]]:
    """The oldest judgments nobody has made, with what a blind judge needs: the item's
    conversation and follow-up and the chunk's current text ("" when the chunk is gone)."""
    judgments = list(
        ChunkJudgment.objects.filter(relevant__isnull=True)
        .select_related("item")
        .order_by("pk")[:limit]
    )
    texts: dict[str, str] = defaultdict(str)
    for chunk_id, text in Chunk.objects.filter(
        chunk_id__in={j.chunk_id for j in judgments}, is_current=True
    ).values_list("chunk_id", "text"):
        texts[chunk_id] = text
    return [
        {
            "id": j.pk,
            "prefix": j.item.prefix or [],
            "follow_up": j.item.follow_up,
            "chunk_id": j.chunk_id,
            "text": texts[j.chunk_id],
        }
        for j in judgments
    ]
