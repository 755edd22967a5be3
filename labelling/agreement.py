"""Inter-annotator agreement for double-labelled items.

Input rows are plain tuples ``(item_id, annotator, value)``, one per label; services feed them
from the label table. Items labelled by a single annotator are counted and otherwise ignored;
items labelled by more than two contribute every pair of annotators.

- Gold passages (``value`` is a collection of chunk ids): per annotator pair, the Jaccard index
  ``|A & B| / |A | B|`` and any-overlap (1 when the two sets share a chunk, else 0). Two empty
  sets (both annotators found nothing in the corpus that answers the item) count as full
  agreement: Jaccard 1 and any-overlap 1. One empty and one non-empty set score 0 on both.
- Categorical labels (the pattern, pass/fail): Cohen's kappa
  ``(p_o - p_e) / (1 - p_e)`` with observed agreement ``p_o`` and chance agreement ``p_e`` from
  each side's label shares. When every label in the pairs is one and the same category,
  ``p_e = 1`` and kappa is 0/0: it is reported as ``None`` with a note (and ``observed = 1``),
  never as a division by zero or a made-up 1.0. With no pairs at all every figure is ``None``.
- Per set, the pairs of every annotator pair are pooled; within a pair the annotator whose id
  sorts first (as text) is the first rater, so kappa's chance term uses each slot's shares.
  Per annotator pair, the same computations run on that pair's items only.

Rows whose value is ``None`` (no label of that kind, e.g. no pass/fail on an unanswerable item)
are skipped. The same annotator labelling the same item twice is an error naming the row.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

ItemId = Hashable
Annotator = Hashable
Row = tuple[ItemId, Annotator, Any]
Pair = tuple[Annotator, Annotator]

NOTE_NO_PAIRS = "no double-labelled items"
NOTE_ONE_CATEGORY = (
    "every label is the same category, so chance agreement is 100% and kappa is undefined; "
    "observed agreement is 100%"
)


def _sort_key(value: Hashable) -> tuple[str, str]:
    return (type(value).__name__, str(value))


def _index(rows: Iterable[Row], *, gold: bool) -> dict[ItemId, dict[Annotator, Any]]:
    """item -> annotator -> value, refusing duplicates and (for gold) non-collections."""
    labels: dict[ItemId, dict[Annotator, Any]] = {}
    for number, row in enumerate(rows, start=1):
        try:
            item, annotator, value = row
        except (TypeError, ValueError):
            raise ValueError(
                f"row {number}: expected (item, annotator, value), got {row!r}"
            ) from None
        if value is None:
            continue
        if gold:
            if isinstance(value, str | bytes) or not isinstance(value, Collection):
                raise TypeError(
                    f"row {number}: gold for item {item!r} by {annotator!r} must be a collection "
                    f"of chunk ids, got {type(value).__name__}"
                )
            value = frozenset(value)
        by_annotator = labels.setdefault(item, {})
        if annotator in by_annotator:
            raise ValueError(
                f"row {number}: item {item!r} is labelled twice by annotator {annotator!r}"
            )
        by_annotator[annotator] = value
    return labels


def _pairs(
    labels: dict[ItemId, dict[Annotator, Any]],
) -> tuple[list[tuple[ItemId, Pair, Any, Any]], int]:
    """Every (item, (first, second), first value, second value) and the single-label count."""
    out = []
    single = 0
    for item in sorted(labels, key=_sort_key):
        by_annotator = labels[item]
        if len(by_annotator) < 2:
            single += 1
            continue
        for first, second in combinations(sorted(by_annotator, key=_sort_key), 2):
            out.append((item, (first, second), by_annotator[first], by_annotator[second]))
    return out, single


def jaccard(a: Collection[Hashable], b: Collection[Hashable]) -> float:
    """``|a & b| / |a | b|``; two empty sets agree fully (1.0)."""
    set_a, set_b = set(a), set(b)
    union = set_a | set_b
    if not union:
        return 1.0
    return len(set_a & set_b) / len(union)


def any_overlap(a: Collection[Hashable], b: Collection[Hashable]) -> float:
    """1.0 when ``a`` and ``b`` share an element or are both empty, else 0.0."""
    set_a, set_b = set(a), set(b)
    if not set_a and not set_b:
        return 1.0
    return 1.0 if set_a & set_b else 0.0


@dataclass(frozen=True)
class ItemGoldAgreement:
    """Agreement on one item, averaged over its annotator pairs (one pair when double-labelled)."""

    item: ItemId
    annotators: tuple[Annotator, ...]
    jaccard: float
    any_overlap: float


@dataclass(frozen=True)
class GoldSummary:
    """Mean Jaccard and any-overlap rate over ``n_items`` items (``None`` when there are none)."""

    n_items: int
    mean_jaccard: float | None
    any_overlap_rate: float | None


@dataclass(frozen=True)
class GoldAgreement:
    """Gold-passage agreement for a set: overall, per item, per annotator pair.

    ``disagreeing_items`` are items whose annotators did not pick identical sets (Jaccard < 1),
    the candidates for adjudication. ``single_labelled`` counts items with one label only.
    """

    overall: GoldSummary
    per_item: dict[ItemId, ItemGoldAgreement]
    by_pair: dict[Pair, GoldSummary]
    disagreeing_items: list[ItemId]
    single_labelled: int


def _gold_summary(jaccards: Sequence[float], overlaps: Sequence[float]) -> GoldSummary:
    if not jaccards:
        return GoldSummary(n_items=0, mean_jaccard=None, any_overlap_rate=None)
    return GoldSummary(
        n_items=len(jaccards),
        mean_jaccard=sum(jaccards) / len(jaccards),
        any_overlap_rate=sum(overlaps) / len(overlaps),
    )


def gold_agreement(rows: Iterable[Row]) -> GoldAgreement:
    """Gold-passage agreement from rows ``(item, annotator, chunk ids)``.

    Per item the figures are the mean over its annotator pairs; the set's figures are means over
    items; per annotator pair they are means over the items that pair both labelled.
    """
    pairs, single = _pairs(_index(rows, gold=True))
    per_pair_item: dict[ItemId, list[tuple[float, float]]] = {}
    annotators: dict[ItemId, set[Annotator]] = {}
    by_pair: dict[Pair, list[tuple[float, float]]] = {}
    for item, pair, first, second in pairs:
        scores = (jaccard(first, second), any_overlap(first, second))
        per_pair_item.setdefault(item, []).append(scores)
        annotators.setdefault(item, set()).update(pair)
        by_pair.setdefault(pair, []).append(scores)

    per_item = {
        item: ItemGoldAgreement(
            item=item,
            annotators=tuple(sorted(annotators[item], key=_sort_key)),
            jaccard=sum(s[0] for s in scores) / len(scores),
            any_overlap=sum(s[1] for s in scores) / len(scores),
        )
        for item, scores in per_pair_item.items()
    }
    return GoldAgreement(
        overall=_gold_summary(
            [a.jaccard for a in per_item.values()], [a.any_overlap for a in per_item.values()]
        ),
        per_item=per_item,
        by_pair={
            pair: _gold_summary([s[0] for s in scores], [s[1] for s in scores])
            for pair, scores in sorted(by_pair.items(), key=lambda kv: tuple(map(_sort_key, kv[0])))
        },
        disagreeing_items=[item for item, a in per_item.items() if a.jaccard < 1.0],
        single_labelled=single,
    )


@dataclass(frozen=True)
class Kappa:
    """Cohen's kappa with its parts.

    ``kappa`` is ``None`` when undefined (no pairs, or every label the same category); ``note``
    then says why. ``categories`` lists the labels seen, sorted.
    """

    n: int
    kappa: float | None
    observed: float | None
    expected: float | None
    categories: tuple[Hashable, ...] = field(default_factory=tuple)
    note: str = ""


def cohen_kappa(pairs: Iterable[tuple[Hashable, Hashable]]) -> Kappa:
    """Cohen's kappa over ``(first rater's label, second rater's label)`` pairs.

    See the module docstring for the degenerate cases; no input divides by zero.
    """
    pairs = list(pairs)
    n = len(pairs)
    if n == 0:
        return Kappa(n=0, kappa=None, observed=None, expected=None, note=NOTE_NO_PAIRS)
    first = Counter(a for a, _b in pairs)
    second = Counter(b for _a, b in pairs)
    categories = tuple(sorted(set(first) | set(second), key=_sort_key))
    agree = sum(1 for a, b in pairs if a == b)
    # Integer arithmetic decides the degenerate case exactly: p_e == 1 iff this equals n * n.
    chance = sum(first[c] * second[c] for c in categories)
    observed = agree / n
    expected = chance / (n * n)
    if chance == n * n:
        return Kappa(
            n=n,
            kappa=None,
            observed=observed,
            expected=expected,
            categories=categories,
            note=NOTE_ONE_CATEGORY,
        )
    kappa = (agree * n - chance) / (n * n - chance)
    return Kappa(n=n, kappa=kappa, observed=observed, expected=expected, categories=categories)


@dataclass(frozen=True)
class CategoricalAgreement:
    """Kappa for a set (pooled pairs) and per annotator pair, plus the disagreeing items."""

    overall: Kappa
    by_pair: dict[Pair, Kappa]
    disagreeing_items: list[ItemId]
    single_labelled: int


def categorical_agreement(rows: Iterable[Row]) -> CategoricalAgreement:
    """Cohen's kappa from rows ``(item, annotator, label)`` (pattern, pass/fail, ...).

    Labels are compared with ``==``; ``None`` labels are skipped.
    """
    pairs, single = _pairs(_index(rows, gold=False))
    by_pair: dict[Pair, list[tuple[Hashable, Hashable]]] = {}
    disagreeing: dict[ItemId, None] = {}
    for item, pair, first, second in pairs:
        by_pair.setdefault(pair, []).append((first, second))
        if first != second:
            disagreeing[item] = None
    return CategoricalAgreement(
        overall=cohen_kappa((first, second) for _item, _pair, first, second in pairs),
        by_pair={
            pair: cohen_kappa(values)
            for pair, values in sorted(by_pair.items(), key=lambda kv: tuple(map(_sort_key, kv[0])))
        },
        disagreeing_items=list(disagreeing),
        single_labelled=single,
    )
