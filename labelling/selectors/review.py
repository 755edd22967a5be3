"""What leads review: items waiting for adjudication, both labels side by side, agreement."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from django.db.models import F

from curation.models import EvalItem, EvalSet

from .. import agreement
from .. import agreement_intervals as intervals
from ..labeldata import LabelData, label_differences
from ..models import GuideRule, Label, QueueItem
from .annotation import active_rules, item_minutes
from .case import Case, case_for_item, gold_chunks


def adjudication_entries(*, eval_set: EvalSet | None = None) -> list[QueueItem]:
    """Items whose labels disagree, oldest first."""
    qs = QueueItem.objects.filter(status=QueueItem.Status.ADJUDICATION).select_related(
        "item", "queue__eval_set"
    )
    if eval_set is not None:
        qs = qs.filter(queue__eval_set=eval_set)
    return list(qs.order_by("updated_at", "pk"))


@dataclass
class AdjudicationContext:
    entry: QueueItem
    item: EvalItem
    eval_set: EvalSet
    labels: list[Label]
    differences: list[tuple[str, object, object]]
    case: Case
    gold: dict[str, dict]
    rules: list[GuideRule]
    merged: LabelData
    minutes: float


def adjudication_context(*, entry: QueueItem, user) -> AdjudicationContext:
    """Both labels side by side, where they differ, the case, and a merged starting point."""
    item = entry.item
    labels = list(
        Label.objects.filter(
            item=item, round=entry.round, kind=Label.Kind.ANNOTATION, status=Label.Status.SUBMITTED
        )
        .select_related("labelled_by")
        .order_by("submitted_at", "id")
    )
    datas = [LabelData.from_label(lab) for lab in labels]
    merged = (
        LabelData(**datas[0].as_dict()) if datas else LabelData(reference_type=item.pattern or "")
    )
    if len(datas) > 1:
        merged.gold = list(dict.fromkeys([*datas[0].gold, *datas[1].gold]))
    all_gold = list(dict.fromkeys(g for d in datas for g in d.gold))
    return AdjudicationContext(
        entry=entry,
        item=item,
        eval_set=entry.queue.eval_set,
        labels=labels,
        differences=label_differences(datas[0], datas[1]) if len(datas) > 1 else [],
        case=case_for_item(item),
        gold={g["chunk_id"]: g for g in gold_chunks(all_gold)},
        rules=active_rules(),
        merged=merged,
        minutes=item_minutes(
            user_id=user.pk, item_id=item.pk, round=entry.round, kind="adjudication"
        ),
    )


# --- agreement --------------------------------------------------------------------------------


def _fmt_pair(pair, names) -> str:
    return " & ".join(names.get(u, str(u)) for u in pair)


def _agreement_rows(eval_set: EvalSet):
    """The first two submitted annotation labels of each item's current round."""
    rows = (
        Label.objects.filter(
            item__eval_set=eval_set,
            kind=Label.Kind.ANNOTATION,
            status=Label.Status.SUBMITTED,
            item__queue_entry__round=F("round"),
        )
        .values_list(
            "item_id",
            "labelled_by_id",
            "labelled_by__username",
            "gold",
            "reference_type",
            "ground_truth",
            "unanswerable",
        )
        .order_by("item_id", "submitted_at", "id")
    )
    per_item: dict[int, int] = defaultdict(int)
    for row in rows:
        if per_item[row[0]] >= 2:
            continue
        per_item[row[0]] += 1
        yield row


def agreement_report(*, eval_set: EvalSet) -> dict:
    """Agreement on a set's double-labelled items: gold (Jaccard, any-overlap), Cohen's kappa on
    the pattern, on "unanswerable" and on the pass/fail verdict, for the set and per annotator
    pair; each set figure with a 95% bootstrap interval over items and the ids of the items
    that disagree on it (the drill-down).

    Each item contributes its first two annotation labels of its latest round (the labels an
    adjudication would look at).
    """
    names: dict[int, str] = {}
    gold_rows, pattern_rows, verdict_rows, unanswerable_rows = [], [], [], []
    for item_id, user_id, username, gold, pattern, gt, unanswerable in _agreement_rows(eval_set):
        names[user_id] = username
        gold_rows.append((item_id, user_id, gold or []))
        pattern_rows.append((item_id, user_id, pattern or None))
        unanswerable_rows.append((item_id, user_id, bool(unanswerable)))
        verdict = (gt or {}).get("verdict") if eval_set.ground_truth_kind == "pass_fail" else None
        verdict_rows.append((item_id, user_id, verdict))
    gold = agreement.gold_agreement(gold_rows)
    pattern = agreement.categorical_agreement(pattern_rows)
    verdict = agreement.categorical_agreement(verdict_rows)
    unanswerable = agreement.categorical_agreement(unanswerable_rows)
    pass_fail = eval_set.ground_truth_kind == "pass_fail"
    pairs = sorted(
        set(gold.by_pair) | set(pattern.by_pair) | set(verdict.by_pair),
        key=lambda p: _fmt_pair(p, names),
    )
    return {
        "gold": gold.overall,
        "pattern": pattern.overall,
        "verdict": verdict.overall if pass_fail else None,
        "unanswerable": unanswerable.overall,
        "intervals": agreement_intervals(gold, pattern_rows, unanswerable_rows, verdict_rows),
        "disagreeing": {
            "gold": gold.disagreeing_items,
            "pattern": pattern.disagreeing_items,
            "unanswerable": unanswerable.disagreeing_items,
            "verdict": verdict.disagreeing_items if pass_fail else [],
        },
        "single_labelled": gold.single_labelled,
        "pairs": [
            {
                "names": _fmt_pair(p, names),
                "gold": gold.by_pair.get(p),
                "pattern": pattern.by_pair.get(p),
                "unanswerable": unanswerable.by_pair.get(p),
                "verdict": verdict.by_pair.get(p) if pass_fail else None,
            }
            for p in pairs
        ],
    }


def _item_pairs(rows) -> list[tuple]:
    by_item: dict[int, list] = defaultdict(list)
    for item_id, _user, value in rows:
        by_item[item_id].append(value)
    return [(v[0], v[1]) for v in by_item.values() if len(v) == 2 and None not in (v[0], v[1])]


def agreement_intervals(gold, pattern_rows, unanswerable_rows, verdict_rows) -> dict:
    """95% bootstrap intervals over items (``labelling.agreement_intervals``), or None each."""
    per_item = list(gold.per_item.values())

    def as_dict(interval):
        return interval.as_dict() if interval else None

    return {
        "jaccard": as_dict(intervals.mean_interval([a.jaccard for a in per_item])),
        "any_overlap": as_dict(intervals.mean_interval([a.any_overlap for a in per_item])),
        "pattern": as_dict(intervals.kappa_interval(_item_pairs(pattern_rows))),
        "unanswerable": as_dict(intervals.kappa_interval(_item_pairs(unanswerable_rows))),
        "verdict": as_dict(intervals.kappa_interval(_item_pairs(verdict_rows))),
    }


def item_labels(item: EvalItem) -> list[Label]:
    """All labels of an item (every round, drafts included), for a lead's review."""
    return list(
        Label.objects.filter(item=item)
        .select_related("labelled_by", "adjudication")
        .order_by("round", "kind", "submitted_at", "id")
    )
