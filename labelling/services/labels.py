"""Labels: drafts that survive a reload, submissions, finalisation and adjudication.

Every write goes through ``_write``, a conditional UPDATE on (pk, version): a write naming a
version that is no longer current changes nothing and raises LabelConflict with both versions.
``label_finalize`` is the one place where an item's final truth is copied onto its EvalItem.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from accounts.roles import LEAD, has_role
from core.errors import Forbidden
from curation.models import Chunk, EvalItem

from ..errors import LabelConflict, LabelInvalid, LabellingError
from ..labeldata import (
    LabelData,
    check_label,
    clean_gold,
    gold_problem,
    label_differences,
    labels_agree,
)
from ..models import Adjudication, Assignment, GuideRule, Label, LabelEdit, QueueItem
from ..selectors import item_minutes
from .queues import _taken_count


class SubmitOutcome(StrEnum):
    FINAL = "final"  # the item's truth is set
    WAITING = "waiting"  # the item needs another annotator's label
    ADJUDICATION = "adjudication"  # the labels disagree; a lead decides
    EXTRA = "extra"  # the item was already decided; the label is kept for statistics


@dataclass(frozen=True)
class SubmitResult:
    label: Label
    outcome: SubmitOutcome


def _current_chunk_ids(ids) -> set[str]:
    if not ids:
        return set()
    return set(
        Chunk.objects.filter(chunk_id__in=list(ids), is_current=True).values_list(
            "chunk_id", flat=True
        )
    )


def _active_rules() -> dict[str, GuideRule]:
    return {r.code: r for r in GuideRule.objects.filter(is_active=True)}


def verdict_required(item: EvalItem) -> bool:
    """A pass/fail verdict is required when the case carries a recorded answer to judge."""
    return item.message_id is not None


def _check(
    data: LabelData,
    *,
    item: EvalItem,
    kind: str,
    for_submit: bool,
    rules=None,
    current_chunk_ids: set[str] | None = None,
) -> dict[str, str]:
    rules = _active_rules() if rules is None else rules
    if current_chunk_ids is None:
        current_chunk_ids = _current_chunk_ids(data.gold)
    return check_label(
        data,
        kind=kind,
        for_submit=for_submit,
        current_chunk_ids=current_chunk_ids,
        rule_codes=rules.keys(),
        verdict_required=verdict_required(item),
    )


def _values(data: LabelData, rules: dict[str, GuideRule]) -> dict:
    rule = rules.get(data.rule_code) if data.rule_code else None
    return {
        "reference_type": data.reference_type,
        "gold": clean_gold(data.gold),
        "gold_rewrite": data.gold_rewrite.strip(),
        "unanswerable": data.unanswerable,
        "unanswerable_reason": data.unanswerable_reason.strip(),
        "ambiguity_note": data.ambiguity_note.strip(),
        "rule": rule,
        "rule_code": rule.code if rule else "",
        "rule_version": rule.version if rule else None,
        "ground_truth": data.ground_truth,
    }


def _write(label: Label, *, expected: int, values: dict, user, mine: LabelData) -> Label:
    """Apply ``values`` if the label is still at version ``expected``; else raise LabelConflict.

    One conditional UPDATE, so two writers racing on the same version cannot both succeed.
    """
    now = timezone.now()
    values = {**values, "updated_at": now, "updated_by": user}
    rows = Label.objects.filter(pk=label.pk, version=expected)
    if rows.update(version=F("version") + 1, **values) == 0:
        label.refresh_from_db()
        raise LabelConflict(expected=expected, current=label, mine=mine)
    for name, value in values.items():
        setattr(label, name, value)
    label.version = expected + 1
    return label


def _own_assignment(assignment: Assignment, user) -> Assignment:
    assignment = (
        Assignment.objects.select_for_update()
        .select_related("entry__queue__eval_set", "entry__item")
        .get(pk=assignment.pk)
    )
    if assignment.annotator_id != user.pk:
        raise LabellingError("this item is reserved for another annotator")
    return assignment


def _conflict_if_moved(label: Label | None, version: int, mine: LabelData) -> None:
    current = label.version if label is not None else 0
    if version != current:
        if label is None:
            raise LabellingError("the label you opened no longer exists; reload the page")
        raise LabelConflict(expected=version, current=label, mine=mine)


@transaction.atomic
def label_save_draft(
    *, assignment: Assignment, user, data: LabelData, version: int | None
) -> tuple[Label, dict[str, str]]:
    """Autosave the annotator's label in progress; returns the draft and the problems found.

    ``version`` is the label version the page holds (0, or None, before the first save: a
    write that does not name the current version never overwrites anything). Gold ids that
    cannot be gold (document ids, unknown chunks) are left out of the draft and reported; the
    rest is saved as typed, so nothing in progress is lost. A submitted label is not a draft.
    """
    version = version or 0
    assignment = _own_assignment(assignment, user)
    if assignment.status not in (Assignment.Status.ACTIVE,):
        raise LabellingError(
            f"this reservation is {assignment.status}; the label can no longer change"
        )
    item = assignment.entry.item
    label = Label.objects.filter(assignment=assignment).first()
    if label is not None and label.status == Label.Status.SUBMITTED:
        raise LabellingError("this label was already submitted")
    _conflict_if_moved(label, version, data)
    rules = _active_rules()
    data.gold = clean_gold(data.gold)
    current = _current_chunk_ids(data.gold)
    errors = _check(
        data,
        item=item,
        kind=assignment.entry.queue.eval_set.ground_truth_kind,
        for_submit=False,
        rules=rules,
        current_chunk_ids=current,
    )
    data.gold = [g for g in data.gold if gold_problem(g, current) is None]
    if "rule_code" in errors:
        data.rule_code = ""
    values = _values(data, rules)
    if label is None:
        try:
            with transaction.atomic():
                label = Label.objects.create(
                    item=item,
                    round=assignment.round,
                    assignment=assignment,
                    labelled_by=user,
                    updated_by=user,
                    **values,
                )
        except IntegrityError:  # another tab created it a moment ago
            label = Label.objects.get(assignment=assignment)
            raise LabelConflict(expected=0, current=label, mine=data) from None
        return label, errors
    return _write(label, expected=version, values=values, user=user, mine=data), errors


@transaction.atomic
def label_submit(
    *, assignment: Assignment, user, data: LabelData, version: int | None
) -> SubmitResult:
    """Submit the annotator's label for a reserved item, then settle the item if it can be.

    Refused (nothing saved) with LabelConflict when the label changed since ``version`` was
    read, and with LabelInvalid (problems by field) when incomplete. The active minutes from
    heartbeats and the applied rule's current version are stored with the label. When the item
    has all its labels: one label is final at once; two that agree make the first final; two
    that disagree send the item to adjudication.
    """
    version = version or 0
    assignment = _own_assignment(assignment, user)
    if assignment.status == Assignment.Status.SUBMITTED:
        raise LabellingError("you already submitted a label for this item")
    if assignment.status == Assignment.Status.SKIPPED:
        raise LabellingError("you skipped this item; it can no longer be submitted")
    entry = assignment.entry
    if entry.round != assignment.round:
        raise LabellingError(
            "this item was sent back for re-labelling since you opened it; reload it"
        )
    _refuse_if_expired(assignment, entry)
    item = entry.item
    label = Label.objects.filter(assignment=assignment).first()
    _conflict_if_moved(label, version, data)
    rules = _active_rules()
    data.gold = clean_gold(data.gold)
    errors = _check(
        data, item=item, kind=entry.queue.eval_set.ground_truth_kind, for_submit=True, rules=rules
    )
    if errors:
        raise LabelInvalid(errors)
    now = timezone.now()
    values = {
        **_values(data, rules),
        "status": Label.Status.SUBMITTED,
        "submitted_at": now,
        "minutes": item_minutes(user_id=user.pk, item_id=item.pk, round=assignment.round),
    }
    if label is None:
        label = Label.objects.create(
            item=item,
            round=assignment.round,
            assignment=assignment,
            labelled_by=user,
            updated_by=user,
            **values,
        )
    else:
        label = _write(label, expected=version, values=values, user=user, mine=data)
    assignment.status = Assignment.Status.SUBMITTED
    assignment.finished_at = now
    assignment.save(update_fields=["status", "finished_at"])
    return SubmitResult(label=label, outcome=_settle(entry))


def _refuse_if_expired(assignment: Assignment, entry: QueueItem) -> None:
    """An expired reservation may still submit only while the item is free: open, and short of
    labels counting everyone else's submissions and live reservations. Otherwise the label
    would land as "extra" behind someone who took the slot in good faith."""
    now = timezone.now()
    expired = assignment.status == Assignment.Status.EXPIRED or (
        assignment.status == Assignment.Status.ACTIVE and assignment.expires_at <= now
    )
    if not expired:
        return
    entry = QueueItem.objects.select_for_update().get(pk=entry.pk)
    free = entry.status == QueueItem.Status.OPEN and _taken_count(entry, now) < entry.labels_needed
    if not free:
        raise LabellingError(
            "your reservation of this item expired and someone else has taken it; "
            "your draft is kept, take the next item"
        )


def _settle(entry: QueueItem) -> SubmitOutcome:
    """Decide an entry once its round has the labels it needs (see label_submit)."""
    entry = QueueItem.objects.select_for_update().select_related("queue__eval_set").get(pk=entry.pk)
    if entry.status != QueueItem.Status.OPEN:
        return SubmitOutcome.EXTRA
    labels = list(
        Label.objects.filter(
            item_id=entry.item_id,
            round=entry.round,
            kind=Label.Kind.ANNOTATION,
            status=Label.Status.SUBMITTED,
        ).order_by("submitted_at", "id")
    )
    if len(labels) < entry.labels_needed:
        return SubmitOutcome.WAITING
    first = labels[0]
    if entry.labels_needed == 1 or labels_agree(
        LabelData.from_label(first),
        LabelData.from_label(labels[1]),
        kind=entry.queue.eval_set.ground_truth_kind,
    ):
        label_finalize(label=first)
        return SubmitOutcome.FINAL
    entry.status = QueueItem.Status.ADJUDICATION
    entry.save(update_fields=["status", "updated_at"])
    return SubmitOutcome.ADJUDICATION


@transaction.atomic(savepoint=False)  # its callers are atomic already: no savepoint round trips
def label_finalize(*, label: Label) -> EvalItem:
    """Make ``label`` its item's final label and copy its truth onto the EvalItem.

    The single service through which an item's ``gold``, ``gold_rewrite``, ``unanswerable``,
    ``reference_type`` and ``ground_truth`` change after labelling (one label where one is
    needed, agreement, or adjudication). Any earlier final label of the item stops being final;
    the item's queue entry becomes final. Returns the updated item.
    """
    if label.status != Label.Status.SUBMITTED:
        raise LabellingError("only a submitted label can become final")
    Label.objects.filter(item_id=label.item_id, is_final=True).exclude(pk=label.pk).update(
        is_final=False
    )
    label.is_final = True
    label.save(update_fields=["is_final"])
    item = EvalItem.objects.get(pk=label.item_id)
    truth = label.truth()
    for name, value in truth.items():
        setattr(item, name, value)
    item.save(update_fields=list(truth))
    QueueItem.objects.filter(item_id=label.item_id).update(
        status=QueueItem.Status.FINAL, final_label=label, updated_at=timezone.now()
    )
    return item


@transaction.atomic
def label_update(*, label: Label, user, data: LabelData, version: int | None) -> Label:
    """Change a label through the API (a lead's correction, or its annotator's own draft).

    Optimistic locking as everywhere: ``version`` is required and must be the label's current
    version (LabelInvalid without it, LabelConflict when it moved on). A submitted label can only
    be changed by a lead (Forbidden otherwise) and must stay complete; when it is final, the
    item's truth follows the change.
    """
    if version is None:
        raise LabelInvalid({"version": "give the version you read (optimistic locking)"})
    label = Label.objects.select_related("item__eval_set").get(pk=label.pk)
    if label.status != Label.Status.DRAFT and not has_role(user, LEAD):
        raise Forbidden("a submitted label can only be changed by a lead")
    _conflict_if_moved(label, version, data)
    rules = _active_rules()
    data.gold = clean_gold(data.gold)
    errors = _check(
        data,
        item=label.item,
        kind=label.item.eval_set.ground_truth_kind,
        for_submit=label.status == Label.Status.SUBMITTED,
        rules=rules,
    )
    if errors:
        raise LabelInvalid(errors)
    before, version_before = LabelData.from_label(label), label.version
    label = _write(label, expected=version, values=_values(data, rules), user=user, mine=data)
    if label.status == Label.Status.SUBMITTED:  # a correction after submission is recorded
        LabelEdit.objects.create(
            label=label,
            edited_by=user,
            version_before=version_before,
            changes={name: [old, new] for name, new, old in label_differences(data, before)},
        )
    if label.is_final:
        label_finalize(label=label)
    return label


def _picked_values(picked: Label, considered: list[Label]) -> dict:
    """The adjudicated label's values when the lead picks one of the round's labels."""
    if picked.pk not in {lab.pk for lab in considered}:
        raise LabellingError("the picked label is not one of this item's labels")
    values = _values(LabelData.from_label(picked), _active_rules())
    # The picked label's rule stays as it was applied, even if the guide moved on since.
    values.update(rule=picked.rule, rule_code=picked.rule_code, rule_version=picked.rule_version)
    return values


def _merged_values(entry: QueueItem, merged: LabelData) -> dict:
    """The adjudicated label's values when the lead writes their own, checked like a submission."""
    rules = _active_rules()
    merged.gold = clean_gold(merged.gold)
    errors = _check(
        merged,
        item=entry.item,
        kind=entry.queue.eval_set.ground_truth_kind,
        for_submit=True,
        rules=rules,
    )
    if errors:
        raise LabelInvalid(errors)
    return _values(merged, rules)


@transaction.atomic
def adjudication_decide(
    *,
    entry: QueueItem,
    user,
    reason: str,
    picked: Label | None = None,
    merged: LabelData | None = None,
) -> Label:
    """A lead settles an item whose labels disagreed: pick one label, or merge them.

    Give exactly one of ``picked`` (one of the round's submitted labels) or ``merged`` (the
    lead's own label data, checked like a submission). ``reason`` (required) says why. Creates
    the adjudicated label (the lead's active minutes and the applied rule recorded), records the
    decision with the labels considered, and makes the label final. Returns the final label.
    """
    entry = (
        QueueItem.objects.select_for_update()
        .select_related("queue__eval_set", "item")
        .get(pk=entry.pk)
    )
    if entry.status != QueueItem.Status.ADJUDICATION:
        raise LabellingError(
            f"this item is not waiting for adjudication (it is {entry.get_status_display()})"
        )
    reason = (reason or "").strip()
    if not reason:
        raise LabelInvalid({"reason": "record why you decided this way"})
    if (picked is None) == (merged is None):
        raise LabellingError("pick one label or merge them (exactly one)")
    considered = list(
        Label.objects.filter(
            item_id=entry.item_id,
            round=entry.round,
            kind=Label.Kind.ANNOTATION,
            status=Label.Status.SUBMITTED,
        )
    )
    if picked is not None:
        values, decision = _picked_values(picked, considered), Adjudication.Decision.PICK
    else:
        values, decision = _merged_values(entry, merged), Adjudication.Decision.MERGE
    now = timezone.now()
    label = Label.objects.create(
        item=entry.item,
        round=entry.round,
        labelled_by=user,
        updated_by=user,
        kind=Label.Kind.ADJUDICATION,
        status=Label.Status.SUBMITTED,
        submitted_at=now,
        minutes=item_minutes(
            user_id=user.pk, item_id=entry.item_id, round=entry.round, kind="adjudication"
        ),
        **values,
    )
    adjudication = Adjudication.objects.create(
        entry=entry,
        round=entry.round,
        decided_by=user,
        decision=decision,
        picked=picked,
        label=label,
        reason=reason,
        decided_at=now,
    )
    adjudication.considered.set(considered)
    label_finalize(label=label)
    return label
