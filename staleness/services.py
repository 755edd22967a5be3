"""Staleness writes: run the check and reconcile flags; dismiss flags; send items to re-labelling.

``stale_check_run`` is safe to run any number of times, from the nightly beat, the
``flag_stale`` command, the work-queue page or the ingest hook: a cause already flagged adds
nothing, a cause that is gone resolves its flag, a dismissed cause stays dismissed.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from django.db import transaction
from django.utils import timezone

from curation.errors import CurationError
from curation.models import EvalItem, EvalSet
from labelling.models import QueueItem
from labelling.services import queue_requeue
from staleness import selectors
from staleness.checks import check_item
from staleness.models import StaleCheckRun, StaleFlag, StaleReason


@dataclass
class StaleCheckReport:
    """What one run did: flags added, resolved and updated per reason, and what is open after."""

    items_checked: int = 0
    added: Counter = field(default_factory=Counter)
    resolved: Counter = field(default_factory=Counter)
    updated: Counter = field(default_factory=Counter)
    open: dict[str, int] = field(default_factory=dict)
    run_id: int | None = None

    def as_dict(self) -> dict:
        """``{"added": {reason: n}, "resolved": {...}, "open": {...}}`` with every reason."""
        return {
            "added": {r: self.added.get(r, 0) for r in StaleReason.values},
            "resolved": {r: self.resolved.get(r, 0) for r in StaleReason.values},
            "open": {r: self.open.get(r, 0) for r in StaleReason.values},
        }


def _plain(value):
    """JSON as it will read back from the database (tuples become lists)."""
    return json.loads(json.dumps(value))


def _reconcile(
    facts, corpus, rules, item_sets: dict[int, int], report: StaleCheckReport, trigger: str
) -> None:
    now = timezone.now()
    item_ids = [f.item_id for f in facts]
    existing = list(
        StaleFlag.objects.filter(item_id__in=item_ids).only(
            "id", "item_id", "reason", "status", "fingerprint", "evidence", "summary"
        )
    )
    live = {(f.item_id, f.reason): f for f in existing if f.status in StaleFlag.LIVE}
    live_reasons: dict[int, set[str]] = {}
    for item_id, reason in live:
        live_reasons.setdefault(item_id, set()).add(reason)
    dismissed = {
        (f.item_id, f.reason, f.fingerprint)
        for f in existing
        if f.status == StaleFlag.Status.DISMISSED
    }
    to_create, to_update, to_resolve = [], [], []
    for item in facts:
        found = set()
        for cause in check_item(item, corpus, rules):
            found.add(cause.reason)
            evidence = _plain(cause.evidence)
            flag = live.get((item.item_id, cause.reason))
            if flag is not None:
                if (flag.fingerprint, flag.evidence, flag.summary) != (
                    cause.fingerprint,
                    evidence,
                    cause.summary,
                ):
                    flag.fingerprint, flag.evidence, flag.summary = (
                        cause.fingerprint,
                        evidence,
                        cause.summary,
                    )
                    flag.updated_at = now
                    to_update.append(flag)
                    report.updated[cause.reason] += 1
            elif (item.item_id, cause.reason, cause.fingerprint) not in dismissed:
                to_create.append(
                    StaleFlag(
                        item_id=item.item_id,
                        eval_set_id=item_sets[item.item_id],
                        reason=cause.reason,
                        fingerprint=cause.fingerprint,
                        summary=cause.summary,
                        evidence=evidence,
                        trigger=trigger,
                        created_at=now,
                        updated_at=now,
                    )
                )
        for reason in sorted(live_reasons.get(item.item_id, set()) - found):
            to_resolve.append(live[(item.item_id, reason)].pk)
            report.resolved[reason] += 1
    if to_create:
        # A concurrent run may have flagged the same cause a moment ago; the partial unique
        # constraint keeps one live flag and the duplicate is skipped.
        StaleFlag.objects.bulk_create(to_create, ignore_conflicts=True)
        for flag in to_create:
            report.added[flag.reason] += 1
    if to_update:
        StaleFlag.objects.bulk_update(
            to_update, ["fingerprint", "evidence", "summary", "updated_at"]
        )
    if to_resolve:
        StaleFlag.objects.filter(pk__in=to_resolve, status__in=StaleFlag.LIVE).update(
            status=StaleFlag.Status.RESOLVED, closed_at=now, updated_at=now
        )


def stale_check_run(
    *,
    trigger: str = "command",
    eval_set: EvalSet | None = None,
    doc_ids: Iterable[str] | None = None,
    item_ids: Iterable[int] | None = None,
    on_progress: Callable[[int], None] | None = None,
    on_total: Callable[[int], None] | None = None,
) -> StaleCheckReport:
    """Check items for staleness and reconcile their flags; returns what changed.

    Scope: every item, or one set's, or given items, or the items touching ``doc_ids`` (what the
    ingest hook passes). Items are checked in batches of ``selectors.ITEM_BATCH``, each batch in
    its own transaction. ``on_total(n)`` is told how many items will be checked and
    ``on_progress(done)`` how many are done. ``open`` in the report counts live flags after the
    run (in ``eval_set`` when given, else everywhere).
    """
    doc_ids = sorted(set(doc_ids)) if doc_ids is not None else None
    scope: dict = {}
    if eval_set is not None:
        scope["set"] = eval_set.name
    if doc_ids is not None:
        scope["doc_ids"] = doc_ids[:100]
    run = StaleCheckRun.objects.create(trigger=trigger, scope=scope)
    pks = selectors.items_in_scope(eval_set=eval_set, doc_ids=doc_ids, item_ids=item_ids)
    if on_total:
        on_total(len(pks))
    report = StaleCheckReport(run_id=run.pk)
    rules = selectors.rule_states()
    loader = selectors.CorpusLoader()
    item_sets = (
        dict(EvalItem.objects.filter(pk__in=pks).values_list("pk", "eval_set_id")) if pks else {}
    )
    for start in range(0, len(pks), selectors.ITEM_BATCH):
        batch = pks[start : start + selectors.ITEM_BATCH]
        with transaction.atomic():
            facts = selectors.item_facts(batch, loader)
            _reconcile(facts, loader.corpus(), rules, item_sets, report, trigger)
        report.items_checked += len(batch)
        if on_progress:
            on_progress(report.items_checked)
    report.open = selectors.open_counts(eval_set=eval_set)
    summary = report.as_dict()
    run.items_checked = report.items_checked
    run.added, run.resolved, run.open = summary["added"], summary["resolved"], summary["open"]
    run.finished_at = timezone.now()
    run.save(update_fields=["items_checked", "added", "resolved", "open", "finished_at"])
    return report


def _live_flags(flag_ids: Iterable[int]) -> list[StaleFlag]:
    ids = [int(i) for i in flag_ids]
    if not ids:
        raise CurationError("choose at least one flag")
    return list(StaleFlag.objects.select_for_update().filter(pk__in=ids, status__in=StaleFlag.LIVE))


@transaction.atomic
def stale_flags_dismiss(*, flag_ids: Iterable[int], user, reason: str) -> int:
    """Dismiss live flags with a reason; returns how many were dismissed.

    The same cause (same fingerprint) is not flagged again; a new cause for the item is.
    """
    reason = (reason or "").strip()
    if not reason:
        raise CurationError("say why these flags do not matter (the reason is kept with them)")
    flags = _live_flags(flag_ids)
    now = timezone.now()
    for flag in flags:
        flag.status = StaleFlag.Status.DISMISSED
        flag.closed_at = flag.acted_at = flag.updated_at = now
        flag.acted_by = user
        flag.note = reason[:2000]
    StaleFlag.objects.bulk_update(
        flags, ["status", "closed_at", "acted_at", "updated_at", "acted_by", "note"]
    )
    return len(flags)


@dataclass
class RequeueReport:
    items: int = 0  # items sent back for labelling (a new round)
    already_open: int = 0  # items still waiting for their labels: left in their round
    flags: int = 0  # live flags now marked requeued
    without_queue: list[int] = field(default_factory=list)  # item pks that have no queue entry


@transaction.atomic
def stale_flags_requeue(*, flag_ids: Iterable[int], user, reason: str) -> RequeueReport:
    """Send the items of the chosen open flags back to the labelling queue (a new round).

    Uses ``labelling.services.queue_requeue`` for items that were decided (final, or waiting for
    adjudication); an item still waiting for its labels is left in its round, since the label it
    gets will be made against today's corpus and guide anyway. Every open flag of those items
    becomes ``requeued`` and stays live until the check no longer finds its cause (the new final
    label settles it). Items whose set has no labelling queue are left alone and listed.
    """
    reason = (reason or "").strip()
    if not reason:
        raise CurationError("say what the annotators should look at again")
    flags = [f for f in _live_flags(flag_ids) if f.status == StaleFlag.Status.OPEN]
    item_ids = sorted({f.item_id for f in flags})
    status = dict(QueueItem.objects.filter(item_id__in=item_ids).values_list("item_id", "status"))
    report = RequeueReport(without_queue=[i for i in item_ids if i not in status])
    decided = sorted(i for i, s in status.items() if s != QueueItem.Status.OPEN)
    report.already_open = len(status) - len(decided)
    if decided:
        reasons = ", ".join(sorted({f.reason for f in flags if f.item_id in set(decided)}))
        report.items = queue_requeue(
            item_ids=decided, reason=f"stale ({reasons}): {reason}", user=user
        )
    if not status:
        return report
    now = timezone.now()
    report.flags = StaleFlag.objects.filter(
        item_id__in=list(status), status=StaleFlag.Status.OPEN
    ).update(
        status=StaleFlag.Status.REQUEUED,
        acted_by=user,
        acted_at=now,
        updated_at=now,
        note=reason[:2000],
    )
    return report
