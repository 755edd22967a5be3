"""What each user may list through the API, filtered: queues, items, labels, guide rules.

Every function takes the asking user (leads see everything; annotators see open queues, the
items they hold, their own labels and the active rules) and the filters a FilterSerializer
validated, so the viewsets only validate, call and serialize.
"""

from __future__ import annotations

from django.db.models import QuerySet

from accounts.roles import LEAD, has_role
from curation.models import EvalItem

from ..models import Assignment, GuideRule, Label, Queue


def queue_list(*, user) -> QuerySet[Queue]:
    qs = Queue.objects.select_related("eval_set").order_by("eval_set__name")
    return qs if has_role(user, LEAD) else qs.filter(is_open=True)


def item_list(*, user, filters: dict | None = None) -> QuerySet[EvalItem]:
    """``filters``: ``eval_set`` (an id)."""
    filters = filters or {}
    qs = EvalItem.objects.order_by("eval_set_id", "position")
    if not has_role(user, LEAD):
        qs = qs.filter(
            queue_entry__assignments__annotator=user,
            queue_entry__assignments__status=Assignment.Status.ACTIVE,
        ).distinct()
    if filters.get("eval_set") is not None:
        qs = qs.filter(eval_set_id=filters["eval_set"])
    return qs


def label_list(*, user, filters: dict | None = None) -> QuerySet[Label]:
    """``filters``: ``eval_set`` and ``item`` (ids), ``final`` (true: final labels only)."""
    filters = filters or {}
    qs = Label.objects.select_related("labelled_by").order_by(
        "item_id", "round", "submitted_at", "id"
    )
    if not has_role(user, LEAD):
        qs = qs.filter(labelled_by=user)
    if filters.get("eval_set") is not None:
        qs = qs.filter(item__eval_set_id=filters["eval_set"])
    if filters.get("item") is not None:
        qs = qs.filter(item_id=filters["item"])
    if filters.get("final"):
        qs = qs.filter(is_final=True)
    return qs


def assignment_list(*, user) -> QuerySet[Assignment]:
    return (
        Assignment.objects.filter(annotator=user)
        .select_related("entry__item", "label", "label__labelled_by")
        .order_by("-assigned_at", "-id")
    )


def guide_rule_list(*, user) -> QuerySet[GuideRule]:
    qs = GuideRule.objects.order_by("code")
    return qs if has_role(user, LEAD) else qs.filter(is_active=True)
