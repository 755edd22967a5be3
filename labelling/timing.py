"""Active minutes per case from heartbeats (plain Python, no ORM).

The annotation page sends a heartbeat every ~15 s while its tab is visible and the annotator has
typed, clicked or scrolled within the last minute. Active time is the sum of the gaps between
consecutive heartbeats, where a gap longer than ``idle_gap`` seconds (the annotator left, or the
tab was hidden) counts for nothing. Heartbeats from several sessions or tabs on the same item are
pooled and sorted first, so overlapping tabs never count the same minute twice.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

IDLE_GAP_SECONDS = 60.0
HEARTBEAT_SECONDS = 15


def active_seconds(
    beats: Iterable[datetime | float], *, idle_gap: float = IDLE_GAP_SECONDS
) -> float:
    """Seconds of active work given heartbeat times (datetimes or epoch seconds, any order).

    ``[t0, t0+15, t0+30, t0+200, t0+215]`` gives 15 + 15 + 15 = 45: the 170 s gap is idle.
    Fewer than two beats give 0.
    """
    if idle_gap <= 0:
        raise ValueError(f"idle_gap must be positive, got {idle_gap!r}")
    stamps = sorted(b.timestamp() if isinstance(b, datetime) else float(b) for b in beats)
    total = 0.0
    for earlier, later in zip(stamps, stamps[1:], strict=False):
        gap = later - earlier
        if gap <= idle_gap:
            total += gap
    return total


def active_minutes(
    beats: Iterable[datetime | float], *, idle_gap: float = IDLE_GAP_SECONDS
) -> float:
    """``active_seconds`` in minutes, rounded to 0.01."""
    return round(active_seconds(beats, idle_gap=idle_gap) / 60.0, 2)
