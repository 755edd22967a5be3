"""The people-graded queue: answers of system runs that no judge graded, graded in the browser.

The grader sees the conversation, the ground truth and each repeat's answer in a shuffled
order, never which run or arm produced them (a case answered by several runs comes up once per
run, in an order that interleaves them). :func:`grading_submit` stores the ticks of one case as
the same :class:`~replay.judge.Grade` a judge gives, with the grading minutes.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.utils import timezone

from core.errors import AssayError
from curation.models import EvalItem
from replay.judge import grade_from, ground_truth_kind
from replay.models import Run, SystemAnswer

# Minutes between showing a case and its submission count as grading time up to this cap
# (a tab left open over lunch is not a 50-minute grade).
MAX_GRADING_MINUTES = 30.0


@dataclass(frozen=True)
class GradingCase:
    """One case to grade: the item, its ground truth kind and the answers, shuffled."""

    item: EvalItem
    kind: str
    answers: list[SystemAnswer]
    remaining: int  # cases waiting, this one included


def _has_truth(truth: Mapping[str, Any]) -> bool:
    try:
        ground_truth_kind(truth)
    except ValueError:
        return False
    return True


def _waiting():
    return SystemAnswer.objects.filter(verdict__isnull=True, run__arm="system").exclude(
        run__status=Run.Status.FAILED
    )


def grading_next(*, skip: int = 0) -> GradingCase | None:
    """The next case waiting for a person (``skip`` passes over that many), or None."""
    pairs = sorted(
        set(_waiting().values_list("run_id", "item_id")),
        key=lambda p: hashlib.sha256(f"{p[0]}:{p[1]}".encode()).hexdigest(),
    )
    truths = dict(
        EvalItem.objects.filter(pk__in={i for _r, i in pairs}).values_list("pk", "ground_truth")
    )
    pairs = [p for p in pairs if _has_truth(truths.get(p[1]) or {})]
    if not pairs:
        return None
    run_id, item_id = pairs[skip % len(pairs)]
    item = EvalItem.objects.get(pk=item_id)
    answers = list(_waiting().filter(run_id=run_id, item_id=item_id).order_by("repeat"))
    random.Random(f"{run_id}:{item_id}").shuffle(answers)
    return GradingCase(
        item=item, kind=ground_truth_kind(item.ground_truth), answers=answers, remaining=len(pairs)
    )


def grading_progress(run: Run) -> dict[str, int]:
    """Answers of ``run`` graded so far, of those that can be graded."""
    rows = SystemAnswer.objects.filter(run=run).values_list("verdict", "item__ground_truth")
    gradable = [v for v, truth in rows if _has_truth(truth or {})]
    return {"answers": len(gradable), "graded": sum(1 for v in gradable if v is not None)}


@transaction.atomic
def grading_submit(*, ticks: Mapping[int, Mapping[str, Any]], minutes: float, user) -> int:
    """Grade answers by their ids: ``ticks[answer_id]`` is ``{"must": [...], "should": [...]}``
    or ``{"pass": bool}``. ``minutes`` (capped) are shared out over the answers. Answers graded
    meanwhile (by someone else) are left as they are. Returns how many were graded; raises
    ``AssayError`` naming the answer and field when ticks do not fit the ground truth."""
    answers = {
        a.pk: a
        for a in SystemAnswer.objects.select_for_update()
        .select_related("item")
        .filter(pk__in=list(ticks))
    }
    missing = [pk for pk in ticks if pk not in answers]
    if missing:
        raise AssayError(f"answer {missing[0]}: no such answer", fields={"answer": "unknown"})
    share = min(max(float(minutes), 0.0), MAX_GRADING_MINUTES) / max(1, len(ticks))
    graded = 0
    now = timezone.now()
    for pk, given in ticks.items():
        answer = answers[pk]
        if answer.verdict is not None:
            continue
        try:
            grade = grade_from(answer.item.ground_truth or {}, given)
        except ValueError as exc:
            raise AssayError(f"answer {pk}: {exc}", fields={f"answer-{pk}": str(exc)}) from None
        SystemAnswer.objects.filter(pk=pk, verdict__isnull=True).update(
            verdict=grade.verdict,
            must=grade.must,
            should=grade.should,
            should_score=grade.should_score,
            reason=grade.reason[:2000],
            graded_by="person",
            grader=user if user is not None and user.is_authenticated else None,
            grading_minutes=share,
            graded_at=now,
        )
        graded += 1
    return graded
