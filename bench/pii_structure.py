"""Pair figures of the PII eval: equality and near-duplicates kept, per type, with broken pairs.

Over the labelled spans of one type in one case (similarity = rapidfuzz.fuzz.ratio / 100 on the
raw strings, as ``curation.pii.keyed`` assigns):

- equality: every pair of spans; kept when "same value" (equal ``entity``, else equal value)
  and "same surrogate" agree. Names and emails are compared case-folded on both sides: a name
  signed in lower case is the same person and keeps its case in the surrogate ("julien
  moreau" -> "marcel roux" where "Julien Moreau" -> "Marcel Roux"), so two spans whose values
  differ only in case count as one value even where the labels give them two entities (the
  exams label one entity per exact value);
- near-duplicates: every pair of distinct values at least ``NEAR`` alike; kept when their
  surrogates are at least ``NEAR`` alike too;
- far pairs: distinct values under ``FAR``; kept when their surrogates stay under ``NEAR``.

Each broken pair is recorded (``Tally.structure_failures``) with both values, both surrogates
and a window of each output, so ``bench.pii_holdout --failures`` can list them for the tune
part; ``render_by_type`` prints the per-type table.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from itertools import combinations

from curation.pii.keyed import FAR, NEAR, similarity


@dataclass
class Span:
    group: str
    value: str
    identity: str
    start: int
    end: int
    record: str = ""
    surrogate: str = ""
    window: str = ""  # the output around the surrogate, for the failure list
    leaked: bool = False


def _fold_for(group: str):
    return str.casefold if group in ("PERSON", "EMAIL_ADDRESS") else str


def _identities(spans: list[Span], fold) -> list[str]:
    """Each span's identity; for names and emails, spans whose values differ only in case
    take the identity of the first of them."""
    if fold is str:
        return [s.identity for s in spans]
    by_form: dict[str, str] = {}
    return [by_form.setdefault(fold(s.value), s.identity) for s in spans]


def score_case(by_group: dict[str, list[Span]], tally) -> None:
    """Add one case's pairs to ``tally`` (``eq_*``, ``near_*``, ``far_*``, ``pairs_by_type``)."""
    for group, spans in by_group.items():
        fold = _fold_for(group)
        counts = tally.pairs_by_type[group]
        spans = [
            Span(**{**s.__dict__, "identity": identity})
            for s, identity in zip(spans, _identities(spans, fold), strict=True)
        ]
        for a, b in combinations(spans, 2):
            same = a.identity == b.identity
            kept = same == (fold(a.surrogate) == fold(b.surrogate))
            tally.eq_pairs += 1
            tally.eq_kept += kept
            counts["eq_pairs"] += 1
            counts["eq_kept"] += kept
            if not kept:
                _broken(tally, "equality", a, b, 1.0 if same else similarity(a.value, b.value))
        distinct: dict[str, Span] = {}
        for s in spans:
            distinct.setdefault(s.identity, s)
        for a, b in combinations(distinct.values(), 2):
            original = similarity(a.value, b.value)
            surrogate = similarity(a.surrogate, b.surrogate)
            if original >= NEAR:
                kept = surrogate >= NEAR
                tally.near_pairs += 1
                tally.near_kept += kept
                counts["near_pairs"] += 1
                counts["near_kept"] += kept
                if not kept:
                    _broken(tally, "near", a, b, original, surrogate)
            elif original < FAR:
                tally.far_pairs += 1
                tally.far_kept += surrogate < NEAR
                counts["far_pairs"] += 1
                counts["far_kept"] += surrogate < NEAR


def _broken(tally, kind: str, a: Span, b: Span, original: float, surrogate: float = 0.0) -> None:
    tally.structure_failures.append(
        {
            "kind": kind,
            "type": a.group,
            "values": [a.value, b.value],
            "surrogates": [a.surrogate, b.surrogate],
            "similarity": [round(original, 3), round(surrogate, 3)],
            "ids": [a.record, b.record],
            "outputs": [a.window, b.window],
        }
    )


def new_counts() -> dict[str, dict[str, int]]:
    return defaultdict(lambda: defaultdict(int))


def by_type(pairs_by_type: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    """Plain per-type pair counts (for the JSON figures), types with pairs only."""
    return {g: dict(c) for g, c in sorted(pairs_by_type.items()) if c.get("eq_pairs")}


def render_by_type(table: dict[str, dict[str, int]]) -> list[str]:
    """Lines of the per-type table: equality pairs kept and near-duplicate pairs kept / lost."""
    lines = [f"    {'type':<14} {'equality kept':>16} {'near kept':>10} {'near lost':>10}"]
    for group, c in table.items():
        eq = f"{c.get('eq_kept', 0)}/{c.get('eq_pairs', 0)}"
        near = c.get("near_pairs", 0)
        kept = c.get("near_kept", 0)
        lines.append(f"    {group:<14} {eq:>16} {kept:>10} {near - kept:>10}")
    return lines
