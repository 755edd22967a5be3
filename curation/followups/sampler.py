"""Stratified sampling of follow-up candidates, and the partition report.

Plain Python over plain rows (no ORM); services feed it rows and store what it returns.

``sample_by_pattern(rows, quotas, seed)`` fills each pattern's quota by seeded sampling. The order
a row is drawn in depends only on the seed and the row's id (a hash of both), never on the order
rows arrive in, so the same seed over the same candidates gives the same sample, and adding new
candidates never reshuffles the old ones. Rows already in another set are never drawn unless
``allow_reuse``; a near-duplicate (same normalized text from the same conversation template) of a
row already drawn, or of a row already in another set, is skipped. A pattern with too few
candidates is reported as a shortfall; its quota is never filled from another pattern.

``partition_report(rows)`` counts candidates per pattern plus non-candidates, with shares that
add to exactly 100.0 (largest-remainder rounding to one decimal), and the antecedent-distance
distribution per pattern.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from .lexicon import PATTERNS

NON_CANDIDATE = "none"
# The control slice: turns the detector found no pattern in (they stand alone). A quota under
# this name draws from rows whose ``pattern`` is None.
STANDALONE = "standalone"
SAMPLE_STRATA: tuple[str, ...] = (*PATTERNS, STANDALONE)
_NON_WORD = re.compile(r"[^\w]+")


def normalize_text(text: str) -> str:
    """Fold case, width and accents, drop punctuation and collapse spaces.

    "What about  Dublin?" and "what about dublin" normalize alike, so two follow-ups that differ
    only in such details count as near-duplicates.
    """
    text = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join(_NON_WORD.sub(" ", text.casefold()).replace("_", " ").split())


@dataclass(frozen=True, slots=True)
class CandidateRow:
    """One mined turn: ``pattern`` is None for a non-candidate; ``template`` names the
    conversation (or conversation template) it came from; ``text`` is its utterance, raw or
    already normalized."""

    id: Any
    pattern: str | None
    template: str
    text: str
    in_other_set: bool = False
    antecedent_distance: int | None = None


@dataclass(frozen=True, slots=True)
class Shortfall:
    """A pattern whose eligible candidates could not fill its quota."""

    pattern: str
    quota: int
    available: int
    picked: int


@dataclass
class SampleResult:
    """Ids picked per pattern (in draw order), shortfalls, and what was skipped and why."""

    seed: int
    picked: dict[str, list[Any]]
    shortfalls: list[Shortfall]
    skipped_in_other_set: dict[str, int] = field(default_factory=dict)
    skipped_near_duplicate: dict[str, int] = field(default_factory=dict)

    @property
    def ids(self) -> list[Any]:
        return [i for p in self.picked for i in self.picked[p]]


def draw_key(seed: int, row_id: Any) -> str:
    """The row's place in the seeded draw order: a hash of seed and id, nothing else."""
    return hashlib.sha256(f"{seed}\x00{row_id!r}".encode()).hexdigest()


def _validate_quotas(quotas: Mapping[str, int]) -> None:
    for pattern, n in quotas.items():
        if pattern not in SAMPLE_STRATA:
            raise ValueError(
                f"unknown pattern {pattern!r}; expected one of {', '.join(SAMPLE_STRATA)}"
            )
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"quota for {pattern} must be a whole number >= 0, got {n!r}")


def sample_by_pattern(
    rows: Iterable[CandidateRow],
    quotas: Mapping[str, int],
    seed: int,
    *,
    allow_reuse: bool = False,
) -> SampleResult:
    """Draw up to ``quotas[pattern]`` rows of each pattern; see the module docstring.

    Raises ``ValueError`` for an unknown pattern, a negative quota or a repeated row id.
    ``Shortfall.available`` counts the pattern's candidates that could be drawn (not in another
    set unless ``allow_reuse``, not near-duplicates), so ``picked == available < quota``.
    """
    _validate_quotas(quotas)
    by_pattern: dict[str, list[CandidateRow]] = defaultdict(list)
    seen_ids: set[Any] = set()
    taken_keys: set[tuple[str, str]] = set()
    for row in rows:
        if row.id in seen_ids:
            raise ValueError(f"row id {row.id!r} appears twice")
        seen_ids.add(row.id)
        if row.in_other_set and not allow_reuse:
            # A near-duplicate of an item already in a set would be the same item again.
            taken_keys.add((row.template, normalize_text(row.text)))
        stratum = row.pattern or STANDALONE
        if stratum in quotas:
            by_pattern[stratum].append(row)

    picked: dict[str, list[Any]] = {}
    shortfalls: list[Shortfall] = []
    skipped_reuse: dict[str, int] = {}
    skipped_dup: dict[str, int] = {}
    for pattern in SAMPLE_STRATA:  # a fixed order: cross-pattern duplicates resolve the same way
        if pattern not in quotas:
            continue
        quota = quotas[pattern]
        ordered = sorted(by_pattern[pattern], key=lambda r: draw_key(seed, r.id))
        chosen: list[Any] = []
        counted: set[tuple[str, str]] = set()
        reuse = dup = 0
        for row in ordered:
            if row.in_other_set and not allow_reuse:
                reuse += 1
                continue
            key = (row.template, normalize_text(row.text))
            if key in taken_keys or key in counted:
                dup += 1
                continue
            counted.add(key)
            if len(chosen) < quota:
                chosen.append(row.id)
                taken_keys.add(key)
        available = len(counted)
        picked[pattern] = chosen
        skipped_reuse[pattern] = reuse
        skipped_dup[pattern] = dup
        if len(chosen) < quota:
            shortfalls.append(Shortfall(pattern, quota, available, len(chosen)))
    return SampleResult(seed, picked, shortfalls, skipped_reuse, skipped_dup)


# --- partition report ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PartitionEntry:
    label: str
    count: int
    share: Decimal  # percent, one decimal


@dataclass
class PartitionReport:
    """Counts and shares per pattern plus non-candidates, and antecedent distances per pattern
    (``None`` is an unknown distance)."""

    total: int
    entries: list[PartitionEntry]
    distances: dict[str, dict[int | None, int]]

    def share_total(self) -> Decimal:
        return sum((e.share for e in self.entries), Decimal("0.0"))

    def as_dict(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "entries": [
                {"label": e.label, "count": e.count, "share": float(e.share)} for e in self.entries
            ],
            "distances": {
                p: {("unknown" if d is None else str(d)): n for d, n in dist.items()}
                for p, dist in self.distances.items()
            },
        }


def largest_remainder_shares(counts: list[int], decimals: int = 1) -> list[Decimal]:
    """Percent shares of ``counts`` rounded to ``decimals`` places that add to exactly 100.

    Each share is floored, then the leftover units go to the largest remainders (ties to the
    earlier entry). All zeros give all-zero shares.
    """
    total = sum(counts)
    unit = Decimal(1).scaleb(-decimals)
    if total == 0:
        return [Decimal(0).quantize(unit) for _ in counts]
    scale = 100 * 10**decimals
    floors = [c * scale // total for c in counts]
    remainders = [c * scale % total for c in counts]
    leftover = scale - sum(floors)
    order = sorted(range(len(counts)), key=lambda i: (-remainders[i], i))
    for i in order[:leftover]:
        floors[i] += 1
    return [(Decimal(f) * unit).quantize(unit) for f in floors]


def partition_report(rows: Iterable[CandidateRow | Mapping[str, Any]]) -> PartitionReport:
    """Count rows per pattern and non-candidates; shares close at exactly 100.0.

    Rows are ``CandidateRow`` or mappings with ``pattern`` (None for a non-candidate) and
    optionally ``antecedent_distance``.
    """
    counts: Counter[str] = Counter()
    distances: dict[str, Counter[int | None]] = {p: Counter() for p in PATTERNS}
    for row in rows:
        if isinstance(row, Mapping):
            pattern, distance = row.get("pattern"), row.get("antecedent_distance")
        else:
            pattern, distance = row.pattern, row.antecedent_distance
        if pattern is None:
            counts[NON_CANDIDATE] += 1
            continue
        if pattern not in distances:
            raise ValueError(f"unknown pattern {pattern!r}")
        counts[pattern] += 1
        distances[pattern][distance] += 1
    labels = [*PATTERNS, NON_CANDIDATE]
    shares = largest_remainder_shares([counts[label] for label in labels])
    entries = [
        PartitionEntry(label, counts[label], s) for label, s in zip(labels, shares, strict=True)
    ]
    ordered = {
        p: dict(sorted(dist.items(), key=lambda kv: (kv[0] is None, kv[0] or 0)))
        for p, dist in distances.items()
    }
    return PartitionReport(sum(counts.values()), entries, ordered)
