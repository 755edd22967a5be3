"""Question-kind strata labelled blind, and reports and comparisons broken down by stratum.

1. A lead defines the strata of a set (``strata_define``) before any run of it has finished; once
   one has, the scheme is fixed, so strata cannot be drawn around results.
2. Two annotators label each item's stratum independently (``stratum_label_submit``); the
   labelling page shows the item and the strata, never another label or a score.
3. ``strata_agreement`` reports agreement on the doubly labelled items (observed share and
   Cohen's kappa) and lists disagreements; a lead settles each (``stratum_adjudicate``).
4. An item's stratum is the agreed label or the adjudicated one; items with neither are
   unresolved and left out of the breakdowns (counted).
5. ``run_by_stratum`` and ``compare_by_stratum`` give each stratum its own n, interval and
   resolution: the half-width of a 95% interval of a 0/1 metric at p = 0.5,
   ``1.96 * sqrt(0.25 / n)``, so a 60-item stratum resolves ``sqrt(400 / 60)`` = 2.6 times
   coarser than a 400-item set, and the page says so.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

from django.db import transaction
from sklearn.metrics import cohen_kappa_score

from curation.errors import CurationError
from curation.models import EvalItem, EvalSet
from replay import comparisons, significance
from replay.models import Run, StratumDecision, StratumLabel, StratumScheme
from replay.report import values_by_item
from replay.selectors import run_rows
from replay.stats import DEFAULT_RESAMPLES, mean_interval, z_two_sided

LABELS_PER_ITEM = 2


def resolution(n: int) -> float:
    """Half-width of a 95% interval of a 0/1 metric at p = 0.5 over ``n`` items."""
    if n < 1:
        raise ValueError(f"resolution: n must be at least 1, got {n}")
    return z_two_sided(0.95) * math.sqrt(0.25 / n)


def scheme_names(eval_set: EvalSet) -> list[str]:
    scheme = StratumScheme.objects.filter(eval_set=eval_set).first()
    return [s["name"] for s in scheme.strata] if scheme else []


@transaction.atomic
def strata_define(*, eval_set: EvalSet, strata: Sequence[Mapping[str, str]], user: Any = None):
    """Define (or, before any run finished, redefine) the set's strata ``[{"name",
    "description"}]``. Raises ``CurationError`` naming the field on a bad list, and once a run of
    the set has finished."""
    done = Run.objects.filter(eval_set=eval_set, status=Run.Status.DONE).first()
    if done is not None:
        raise CurationError(
            f"strata: run {done.pk} of {eval_set.name!r} has finished; strata are defined before "
            "any run is read, so they cannot be drawn around results"
        )
    cleaned, seen = [], set()
    for i, stratum in enumerate(strata):
        name = str(stratum.get("name", "")).strip()
        if not name or len(name) > 100:
            raise CurationError(f"strata[{i}].name: a name of 1 to 100 characters is required")
        if name in seen:
            raise CurationError(f"strata[{i}].name: {name!r} is given twice")
        seen.add(name)
        cleaned.append({"name": name, "description": str(stratum.get("description", "")).strip()})
    if len(cleaned) < 2:
        raise CurationError("strata: define at least two strata")
    scheme, _ = StratumScheme.objects.update_or_create(
        eval_set=eval_set, defaults={"strata": cleaned, "defined_by": user}
    )
    return scheme


@transaction.atomic
def stratum_label_submit(*, item: EvalItem, user: Any, stratum: str) -> StratumLabel:
    """One annotator's stratum for ``item`` (their earlier label of it is replaced). Refused when
    the set has no strata, the stratum is not one of them, or two others already labelled it."""
    names = scheme_names(item.eval_set)
    if not names:
        raise CurationError(f"strata: {item.eval_set.name!r} has no strata defined yet")
    if stratum not in names:
        raise CurationError(f"stratum: must be one of {', '.join(names)}, got {stratum!r}")
    others = StratumLabel.objects.filter(item=item).exclude(annotator=user).count()
    if others >= LABELS_PER_ITEM:
        raise CurationError(f"item {item.item_id}: already labelled by {LABELS_PER_ITEM} others")
    label, _ = StratumLabel.objects.update_or_create(
        item=item, annotator=user, defaults={"stratum": stratum}
    )
    return label


def next_to_label(eval_set: EvalSet, user: Any) -> EvalItem | None:
    """The first item this annotator has not labelled and fewer than two people have."""
    labelled: dict[int, set[int]] = defaultdict(set)
    for item_id, annotator_id in StratumLabel.objects.filter(item__eval_set=eval_set).values_list(
        "item_id", "annotator_id"
    ):
        labelled[item_id].add(annotator_id)
    for item in eval_set.items.order_by("position"):
        who = labelled.get(item.pk, set())
        if user.pk not in who and len(who) < LABELS_PER_ITEM:
            return item
    return None


def _labels(eval_set: EvalSet) -> dict[int, list[str]]:
    out: dict[int, list[str]] = defaultdict(list)
    for item_id, stratum in StratumLabel.objects.filter(item__eval_set=eval_set).values_list(
        "item_id", "stratum"
    ):
        out[item_id].append(stratum)
    return out


def strata_agreement(eval_set: EvalSet) -> dict[str, Any]:
    """Agreement on the items with two labels: ``n``, ``observed`` share, Cohen's ``kappa``
    (None when undefined) and the ``disagreements`` (item pk, id, the two labels, the decision
    if a lead made one)."""
    items = {item.pk: item for item in eval_set.items.all()}
    decided = dict(
        StratumDecision.objects.filter(item__eval_set=eval_set).values_list("item_id", "stratum")
    )
    pairs = [(pk, labels) for pk, labels in _labels(eval_set).items() if len(labels) == 2]
    first, second = [labels[0] for _pk, labels in pairs], [labels[1] for _pk, labels in pairs]
    kappa = None
    if pairs and len(set(first) | set(second)) > 1:
        kappa = float(cohen_kappa_score(first, second))
    disagreements = [
        {"pk": pk, "item": items[pk].item_id, "labels": labels, "decision": decided.get(pk)}
        for pk, labels in pairs
        if labels[0] != labels[1]
    ]
    observed = (
        sum(1 for a, b in zip(first, second, strict=True) if a == b) / len(pairs) if pairs else None
    )
    return {"n": len(pairs), "observed": observed, "kappa": kappa, "disagreements": disagreements}


@transaction.atomic
def stratum_adjudicate(*, item: EvalItem, stratum: str, user: Any) -> StratumDecision:
    """A lead settles an item's stratum (one of the set's strata)."""
    names = scheme_names(item.eval_set)
    if stratum not in names:
        raise CurationError(f"stratum: must be one of {', '.join(names)}, got {stratum!r}")
    decision, _ = StratumDecision.objects.update_or_create(
        item=item, defaults={"stratum": stratum, "decided_by": user}
    )
    return decision


def item_strata(eval_set: EvalSet) -> dict[str, str]:
    """``{item_id: stratum}``: the adjudicated stratum, else the two labels when they agree."""
    keys = {item.pk: item.item_id for item in eval_set.items.all()}
    decided = dict(
        StratumDecision.objects.filter(item__eval_set=eval_set).values_list("item_id", "stratum")
    )
    out = {}
    for pk, labels in _labels(eval_set).items():
        if pk in decided:
            out[keys[pk]] = decided[pk]
        elif len(labels) == 2 and labels[0] == labels[1]:
            out[keys[pk]] = labels[0]
    for pk, stratum in decided.items():
        out[keys[pk]] = stratum
    return out


def _note(n: int, total: int) -> str:
    return (
        f"{n} items resolve ±{resolution(n):.3f}, {math.sqrt(total / n):.1f} times coarser than "
        f"the {total} items of the whole set (±{resolution(total):.3f})"
    )


def run_by_stratum(run: Run, *, metric: str) -> dict[str, Any]:
    """``run``'s ``metric`` per stratum: n, mean with interval, resolution and its note."""
    values = values_by_item(run_rows(run), metric)
    strata = item_strata(run.eval_set)
    grouped: dict[str, list[float]] = defaultdict(list)
    for item, value in values.items():
        if item in strata:
            grouped[strata[item]].append(value)
    total = len(values)
    rows = [
        {
            "stratum": name,
            **mean_interval(grouped[name], bounds=(0.0, 1.0)).as_dict(),
            "resolution": resolution(len(grouped[name])),
            "note": _note(len(grouped[name]), total),
        }
        for name in scheme_names(run.eval_set)
        if grouped.get(name)
    ]
    unresolved = sum(1 for item in values if item not in strata)
    return {
        "run": run.pk,
        "metric": metric,
        "items": total,
        "unresolved": unresolved,
        "strata": rows,
    }


def compare_by_stratum(
    run_a: Run, run_b: Run, *, metric: str, resamples: int = DEFAULT_RESAMPLES, seed: int = 0
) -> dict[str, Any]:
    """``run_b - run_a`` per stratum (paired, conversation-aware), p-values corrected over the
    strata shown together (Holm and BH, ``corrected_for``)."""
    a = values_by_item(run_rows(run_a), metric)
    b = values_by_item(run_rows(run_b), metric)
    strata = item_strata(run_a.eval_set)
    clusters = comparisons.run_conversations(run_a, run_b)
    shared = set(a) & set(b)
    total = len(shared)
    rows = []
    for name in scheme_names(run_a.eval_set):
        items = [i for i in shared if strata.get(i) == name]
        if len(items) < 2:
            continue
        test = comparisons.paired(
            {i: a[i] for i in items},
            {i: b[i] for i in items},
            clusters,
            resamples=resamples,
            seed=seed,
        )
        rows.append({"stratum": name, **test, "note": _note(len(items), total)})
    return {
        "metric": metric,
        "run_a": run_a.pk,
        "run_b": run_b.pk,
        "strata": significance.with_adjusted(rows) if rows else [],
        "corrected_for": len(rows),
    }
