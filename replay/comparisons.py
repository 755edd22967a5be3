"""Reads that make a comparison conversation-aware: which conversation each item came from,
paired tests with p-values, and corrections when several comparisons are shown together.

The arithmetic is :mod:`replay.significance`; this module feeds it rows.

An item's conversation is its trace when it was sampled from one. An imported item has no
trace, so its conversation is the first user turn of its transcript (the prefix's first user
message, or the follow-up itself for a first turn) together with its source: every turn of one
conversation carries the same opening. Two conversations that open with the same words are
merged, which can only widen an interval, never narrow it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from core import hashing
from curation.models import EvalItem
from replay import significance
from replay.models import Run
from replay.stats import DEFAULT_RESAMPLES


def conversation_key(
    *, trace_id: int | None, prefix: Sequence[Mapping[str, Any]], follow_up: str, source: str
) -> str:
    """The conversation an item belongs to (see the module docstring)."""
    if trace_id is not None:
        return f"trace:{trace_id}"
    opening = next(
        (str(m.get("content", "")) for m in prefix or [] if m.get("role") == "user"), follow_up
    )
    return "opening:" + hashing.canonical_hash({"source": source, "opening": opening})[:16]


def item_conversations(item_pks: Sequence[int]) -> dict[str, str]:
    """``{item_id: conversation}`` for the given eval item primary keys."""
    out = {}
    for item in EvalItem.objects.filter(pk__in=list(item_pks)).only(
        "pk", "eval_set_id", "position", "external_id", "trace_id", "prefix", "follow_up", "source"
    ):
        out[item.item_id] = conversation_key(
            trace_id=item.trace_id, prefix=item.prefix, follow_up=item.follow_up, source=item.source
        )
    return out


def run_conversations(*runs: Run) -> dict[str, str]:
    """``{item_key: conversation}`` over the items the runs cover."""
    pks: set[int] = set()
    for run in runs:
        pks.update(run.results.values_list("item_id", flat=True))
    return item_conversations(sorted(pks))


def paired(
    values_a: Mapping[str, float],
    values_b: Mapping[str, float],
    clusters: Mapping[str, str],
    *,
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = 0,
) -> dict[str, Any]:
    """``b - a`` over the shared items with the cluster-aware interval and the p-value."""
    return significance.paired_test(
        values_a,
        values_b,
        clusters=clusters,
        resamples=resamples,
        seed=seed,
        use_intersection=True,
    ).as_dict()


def bootstrap_note(result: Mapping[str, Any]) -> str:
    """One line saying how the interval was computed (for pages and commands)."""
    if result.get("bootstrap") == significance.CLUSTER:
        return (
            f"cluster bootstrap: {result['clusters']} conversations resampled whole "
            f"({result['n']} items), sign-flip p-value by conversation"
        )
    return f"item bootstrap ({result['n']} items, one per conversation), sign-flip p-value"


def ladder_tests(
    ladder: dict[str, Any],
    runs: Sequence[Run],
    values: Sequence[Mapping[str, float]],
    *,
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = 0,
) -> dict[str, Any]:
    """A ladder (``stats.ladder(...).as_dict()``) with each rung and the total re-tested
    conversation-aware on the ladder's common items (``values``: each run's ``{item: value}``): the interval (cluster bootstrap when a
    conversation holds several items), the sign-flip ``p_value``, and Holm and BH adjusted
    p-values over the rungs shown together (``corrected_for`` of them). Rung means are unchanged,
    so the gaps still add up exactly to the total."""
    common = set(values[0]).intersection(*values[1:])
    values = [{item: v[item] for item in common} for v in values]
    clusters = run_conversations(*runs)

    def test(i: int, j: int) -> dict[str, Any]:
        return paired(values[i], values[j], clusters, resamples=resamples, seed=seed)

    tested = [test(i, i + 1) for i in range(len(runs) - 1)]
    adjusted = significance.adjust_p_values([t["p_value"] for t in tested])
    for step, t, holm, bh in zip(
        ladder["steps"], tested, adjusted["holm"], adjusted["bh"], strict=True
    ):
        step.update(
            ci_low=t["ci_low"], ci_high=t["ci_high"], p_value=t["p_value"], p_holm=holm, p_bh=bh
        )
    total = test(0, len(runs) - 1)
    ladder["total"].update(
        ci_low=total["ci_low"], ci_high=total["ci_high"], p_value=total["p_value"]
    )
    ladder.update(
        bootstrap=total["bootstrap"],
        clusters=total["clusters"],
        corrected_for=adjusted["corrected_for"],
    )
    return ladder
