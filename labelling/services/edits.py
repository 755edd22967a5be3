"""Going back: editing a submitted label, and correcting its minutes by hand, both audited.

An annotator may change their own submitted label until its set is frozen; a lead may change
anyone's (also only until the freeze: a frozen version is immutable, a later change would not
reach it). Every change writes a ``LabelEdit`` with the fields that changed, before and after;
a minutes correction writes a ``MinutesCorrection`` with the reason.
"""

from __future__ import annotations

from django.db import transaction

from accounts.roles import LEAD, has_role
from core.errors import Forbidden
from curation.models import EvalSet

from ..errors import LabelInvalid, LabellingError
from ..labeldata import LabelData, clean_gold, label_differences
from ..models import Label, LabelEdit, MinutesCorrection, QueueItem
from .labels import _active_rules, _check, _conflict_if_moved, _values, _write, label_finalize

# Hand corrections above this are almost surely a typo (hours typed as minutes).
MAX_CORRECTED_MINUTES = 600.0


def label_may_edit(*, label: Label, user) -> str | None:
    """Why ``user`` may not change this submitted label now, or ``None`` when they may."""
    if label.status != Label.Status.SUBMITTED:
        return "only a submitted label is edited here; a draft is changed on its item's page"
    if label.item.eval_set.status == EvalSet.Status.FROZEN:
        return "the set is frozen: its labels can no longer change"
    if label.labelled_by_id != user.pk and not has_role(user, LEAD):
        return "only the annotator who gave this label, or a lead, may change it"
    if label.kind == Label.Kind.ADJUDICATION and not has_role(user, LEAD):
        return "an adjudicated label is changed by a lead"
    entry = QueueItem.objects.filter(item_id=label.item_id).only("round").first()
    if entry is not None and label.round < entry.round:
        # Changing it would make it final again and undo the re-labelling the lead asked for.
        return "the item was sent back for re-labelling since: this earlier label stays as it was"
    return None


def _lock(label: Label) -> Label:
    return (
        Label.objects.select_for_update()
        .select_related("item__eval_set", "labelled_by")
        .get(pk=label.pk)
    )


@transaction.atomic
def label_revise(
    *, label: Label, user, data: LabelData, version: int | None, reason: str = ""
) -> Label:
    """Change a submitted label; returns it. The edit is recorded (who, when, what, why).

    Refused with Forbidden (see ``label_may_edit``), LabelConflict when ``version`` is not the
    label's current version, LabelInvalid (problems by field) when the result is incomplete, and
    LabelInvalid on ``reason`` when a lead changes another person's label without saying why.
    A final label's truth is copied onto its item again.
    """
    label = _lock(label)
    why = label_may_edit(label=label, user=user)
    if why:
        raise Forbidden(why)
    reason = (reason or "").strip()
    if label.labelled_by_id != user.pk and not reason:
        raise LabelInvalid({"reason": "say why you change another person's label"})
    _conflict_if_moved(label, version or 0, data)
    rules = _active_rules()
    data.gold = clean_gold(data.gold)
    errors = _check(
        data, item=label.item, kind=label.item.eval_set.ground_truth_kind, for_submit=True
    )
    if errors:
        raise LabelInvalid(errors)
    before = LabelData.from_label(label)
    changes = {name: [old, new] for name, new, old in label_differences(data, before) if old != new}
    if not changes:
        raise LabellingError("nothing changed: the label already says this")
    version_before = label.version
    label = _write(
        label, expected=version_before, values=_values(data, rules), user=user, mine=data
    )
    LabelEdit.objects.create(
        label=label, edited_by=user, version_before=version_before, changes=changes, reason=reason
    )
    if label.is_final:
        label_finalize(label=label)
    return label


@transaction.atomic
def label_minutes_correct(*, label: Label, user, minutes: float, reason: str) -> Label:
    """Set a submitted label's active minutes by hand, with a reason; returns the label.

    The annotator corrects their own; a lead anyone's (adjudications included). The heartbeat
    figure is kept in the audit row (``minutes_before``).
    """
    label = _lock(label)
    if label.status != Label.Status.SUBMITTED:
        raise LabellingError("minutes are corrected on a submitted label")
    if label.labelled_by_id != user.pk and not has_role(user, LEAD):
        raise Forbidden("only the annotator who gave this label, or a lead, may correct its time")
    reason = (reason or "").strip()
    problems = {}
    if not reason:
        problems["reason"] = "say why the recorded minutes are wrong"
    if minutes is None or not 0 <= minutes <= MAX_CORRECTED_MINUTES:
        problems["minutes"] = f"give the minutes spent, between 0 and {MAX_CORRECTED_MINUTES:g}"
    if problems:
        raise LabelInvalid(problems)
    MinutesCorrection.objects.create(
        label=label,
        corrected_by=user,
        minutes_before=label.minutes,
        minutes_after=float(minutes),
        reason=reason,
    )
    label.minutes = float(minutes)
    label.save(update_fields=["minutes"])
    return label
