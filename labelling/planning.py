"""Which items of a set get a second label (plain Python, no ORM).

With ``labels_per_item`` 2 every item gets two labels. With 1 and a ``double_label_share`` s,
exactly ``round(s * n)`` of the n items get two: the ones whose keyed hash of their position ranks
lowest. The choice is deterministic (the same set always double-labels the same items), spread
evenly over the set rather than bunched at the start, and independent of the order items arrive.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable


def _rank_key(salt: str, position: int) -> bytes:
    return hashlib.sha256(f"{salt}:{position}".encode()).digest()


def labels_needed_by_position(
    positions: Iterable[int], *, labels_per_item: int, double_label_share: float, salt: str
) -> dict[int, int]:
    """Map each item position to the number of labels it needs (1 or 2).

    Raises ``ValueError`` for ``labels_per_item`` outside 1..2 or a share outside [0, 1].
    """
    if labels_per_item not in (1, 2):
        raise ValueError(f"labels_per_item must be 1 or 2, got {labels_per_item!r}")
    if not 0.0 <= double_label_share <= 1.0:
        raise ValueError(f"double_label_share must be between 0 and 1, got {double_label_share!r}")
    positions = sorted(set(positions))
    if labels_per_item == 2:
        return {p: 2 for p in positions}
    count = round(double_label_share * len(positions))
    chosen = set(sorted(positions, key=lambda p: _rank_key(salt, p))[:count])
    return {p: 2 if p in chosen else 1 for p in positions}
