"""Progress per queue and per annotator, the labelling home page, the sets overview."""

from __future__ import annotations

import statistics
from collections import defaultdict

from django.db.models import Count, Q

from accounts.roles import LEAD, has_role
from curation.models import EvalSet

from ..models import Assignment, Label, Queue, QueueItem


def annotator_queue_progress(*, queue_id: int, user_id: int) -> dict:
    """The annotator's own figures in a queue: labelled, skipped, and items still open (one query)."""
    mine = Q(assignments__annotator_id=user_id)
    return QueueItem.objects.filter(queue_id=queue_id).aggregate(
        total=Count("id", distinct=True),
        open=Count("id", distinct=True, filter=Q(status=QueueItem.Status.OPEN)),
        final=Count("id", distinct=True, filter=Q(status=QueueItem.Status.FINAL)),
        submitted=Count(
            "assignments", filter=mine & Q(assignments__status=Assignment.Status.SUBMITTED)
        ),
        skipped=Count(
            "assignments", filter=mine & Q(assignments__status=Assignment.Status.SKIPPED)
        ),
    )


def _summary(values: list[float]) -> dict:
    if not values:
        return {"n": 0, "median": None, "mean": None, "total": 0.0}
    return {
        "n": len(values),
        "median": statistics.median(values),
        "mean": statistics.fmean(values),
        "total": sum(values),
    }


def queue_progress(queue: Queue, *, viewer=None) -> dict:
    """A queue's progress: items by status, labels given of labels needed, and per annotator
    (labels submitted, skipped, holding now, minutes per case). With a ``viewer`` who is not a
    lead, the per-annotator rows are cut to the viewer's own."""
    entries = QueueItem.objects.filter(queue=queue).aggregate(
        total=Count("id"),
        open=Count("id", filter=Q(status=QueueItem.Status.OPEN)),
        adjudication=Count("id", filter=Q(status=QueueItem.Status.ADJUDICATION)),
        final=Count("id", filter=Q(status=QueueItem.Status.FINAL)),
        double=Count("id", filter=Q(labels_needed__gte=2)),
    )
    needed = sum(QueueItem.objects.filter(queue=queue).values_list("labels_needed", flat=True))
    per_user: dict[int, dict] = defaultdict(
        lambda: {"submitted": 0, "skipped": 0, "active": 0, "minutes": []}
    )
    names = {}
    rows = Assignment.objects.filter(entry__queue=queue).values_list(
        "annotator_id", "annotator__username", "status", "entry__round", "round", "label__minutes"
    )
    given = 0
    for user_id, username, status, entry_round, round_, minutes in rows:
        names[user_id] = username
        row = per_user[user_id]
        if status == Assignment.Status.SUBMITTED:
            row["submitted"] += 1
            given += int(entry_round == round_)
            if minutes is not None:
                row["minutes"].append(minutes)
        elif status == Assignment.Status.SKIPPED:
            row["skipped"] += 1
        elif status == Assignment.Status.ACTIVE:
            row["active"] += 1
    annotators = [
        {
            "user_id": uid,
            "username": names[uid],
            "submitted": r["submitted"],
            "skipped": r["skipped"],
            "active": r["active"],
            "minutes": _summary(r["minutes"]),
        }
        for uid, r in sorted(per_user.items(), key=lambda kv: names[kv[0]])
        if viewer is None or uid == viewer.pk or has_role(viewer, LEAD)
    ]
    return {
        **entries,
        "labels_needed": needed,
        "labels_given": given,
        "percent": round(100 * entries["final"] / entries["total"]) if entries["total"] else 0,
        "annotators": annotators,
    }


def queues_for_annotator(user) -> list[dict]:
    """Open queues with, for each, the user's figures (the labelling home page)."""
    queues = list(
        Queue.objects.filter(is_open=True).select_related("eval_set").order_by("eval_set__name")
    )
    mine = dict(
        Assignment.objects.filter(annotator=user, status=Assignment.Status.SUBMITTED)
        .values_list("entry__queue_id")
        .annotate(n=Count("id"))
        .values_list("entry__queue_id", "n")
    )
    holding = dict(
        Assignment.objects.filter(annotator=user, status=Assignment.Status.ACTIVE).values_list(
            "entry__queue_id", "pk"
        )
    )
    counts = {
        queue_id: (n_open, total, final)
        for queue_id, n_open, total, final in QueueItem.objects.filter(queue__in=queues)
        .values_list("queue_id")
        .annotate(
            n_open=Count("id", filter=Q(status=QueueItem.Status.OPEN)),
            total=Count("id"),
            final=Count("id", filter=Q(status=QueueItem.Status.FINAL)),
        )
        .values_list("queue_id", "n_open", "total", "final")
    }
    return [
        {
            "queue": q,
            "submitted": mine.get(q.pk, 0),
            "holding": holding.get(q.pk),
            "open": counts.get(q.pk, (0, 0, 0))[0],
            "total": counts.get(q.pk, (0, 0, 0))[1],
            "final": counts.get(q.pk, (0, 0, 0))[2],
        }
        for q in queues
    ]


def recent_labels(user, *, limit: int = 20) -> list[Label]:
    """The user's latest submitted labels (their own work only)."""
    return list(
        Label.objects.filter(labelled_by=user, status=Label.Status.SUBMITTED)
        .select_related("item__eval_set")
        .order_by("-submitted_at")[:limit]
    )


def sets_overview() -> list[dict]:
    """Every eval set with its item count and, when it has a queue, items by status."""
    sets = list(
        EvalSet.objects.annotate(n_items=Count("items")).select_related("queue").order_by("name")
    )
    by_status: dict[int, dict[str, int]] = defaultdict(dict)
    for set_id, status, n in (
        QueueItem.objects.values_list("queue__eval_set_id", "status")
        .annotate(n=Count("id"))
        .values_list("queue__eval_set_id", "status", "n")
    ):
        by_status[set_id][status] = n
    out = []
    for s in sets:
        try:
            queue = s.queue
        except Queue.DoesNotExist:
            queue = None
        counts = by_status.get(s.pk, {})
        out.append(
            {
                "set": s,
                "queue": queue,
                "open": counts.get("open", 0),
                "adjudication": counts.get("adjudication", 0),
                "final": counts.get("final", 0),
            }
        )
    return out
