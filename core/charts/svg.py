"""Server-rendered SVG plots for the budget and stale-queue pages (plain Python, no JavaScript).

- ``strip_plot(rows)``: one row per slice; every value a dot (deterministically jittered), the
  median as a bar and the 90th percentile as a tick, and an optional dashed line for the minutes
  assumed at planning. The axis runs from 0 to a round number above the largest value.
- ``stacked_bars(days, keys)``: one stacked bar per day (e.g. live stale flags per reason).

Every label is escaped; the SVG scales with its ``viewBox``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from html import escape

PALETTE = ("#4a78b5", "#d08c2f", "#5a9e5a", "#b5524a", "#7b5fa8", "#6b6b6b")
LABEL_WIDTH = 170
PLOT_WIDTH = 420
ROW_HEIGHT = 30
TOP = 16
BOTTOM = 34


def nice_max(value: float) -> float:
    """The smallest 1, 2, 2.5 or 5 times a power of ten that is at least ``value`` (1 for 0)."""
    if value <= 0 or not math.isfinite(value):
        return 1.0
    power = 10 ** math.floor(math.log10(value))
    for step in (1, 2, 2.5, 5, 10):
        if step * power >= value - 1e-12:
            return step * power
    return 10 * power


def _ticks(top: float, n: int = 5) -> list[float]:
    return [top * i / (n - 1) for i in range(n)]


def _fmt(v: float) -> str:
    return f"{v:g}" if abs(v) >= 1 or v == 0 else f"{v:.2g}"


@dataclass(frozen=True)
class StripRow:
    label: str
    values: Sequence[float]
    median: float | None = None
    p90: float | None = None


def strip_plot(
    rows: Sequence[StripRow], *, assumed: float | None = None, unit: str = "min", title: str = ""
) -> str:
    """Dots per slice with median and p90 marks (see the module docstring)."""
    largest = max([max(r.values) for r in rows if r.values] + [assumed or 0.0, 0.0])
    top = nice_max(largest)
    height = TOP + ROW_HEIGHT * max(1, len(rows)) + BOTTOM
    width = LABEL_WIDTH + PLOT_WIDTH + 20

    def x(v: float) -> float:
        return LABEL_WIDTH + PLOT_WIDTH * min(1.0, max(0.0, v / top))

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
        f'height="{height}" role="img" aria-label="{escape(title)}" '
        'font-family="system-ui, sans-serif" font-size="12">'
    ]
    if title:
        parts.append(f"<title>{escape(title)}</title>")
    bottom = height - BOTTOM + 6
    for tick in _ticks(top):
        parts.append(
            f'<line x1="{x(tick):.1f}" y1="{TOP - 4}" x2="{x(tick):.1f}" y2="{bottom}" stroke="#e3e3e3"/>'
        )
        parts.append(
            f'<text x="{x(tick):.1f}" y="{bottom + 14}" text-anchor="middle" fill="#666">{_fmt(tick)}</text>'
        )
    parts.append(
        f'<text x="{LABEL_WIDTH + PLOT_WIDTH / 2:.1f}" y="{height - 2}" text-anchor="middle" fill="#666">{escape(unit)}</text>'
    )
    for i, row in enumerate(rows):
        mid = TOP + i * ROW_HEIGHT + ROW_HEIGHT / 2
        parts.append(
            f'<text x="{LABEL_WIDTH - 8}" y="{mid + 4:.1f}" text-anchor="end">{escape(row.label)} '
            f'<tspan fill="#888">n={len(row.values)}</tspan></text>'
        )
        jitter = random.Random(f"{row.label}:{len(row.values)}")
        color = PALETTE[i % len(PALETTE)]
        for v in row.values:
            dy = jitter.uniform(-ROW_HEIGHT * 0.28, ROW_HEIGHT * 0.28)
            parts.append(
                f'<circle class="dot" cx="{x(v):.1f}" cy="{mid + dy:.1f}" r="2.6" fill="{color}" fill-opacity="0.55"/>'
            )
        if row.median is not None:
            parts.append(
                f'<line class="median" x1="{x(row.median):.1f}" y1="{mid - 11:.1f}" x2="{x(row.median):.1f}" '
                f'y2="{mid + 11:.1f}" stroke="#111" stroke-width="2.5"><title>median {row.median:.2f}</title></line>'
            )
        if row.p90 is not None:
            parts.append(
                f'<line class="p90" x1="{x(row.p90):.1f}" y1="{mid - 7:.1f}" x2="{x(row.p90):.1f}" '
                f'y2="{mid + 7:.1f}" stroke="#b5524a" stroke-width="2"><title>p90 {row.p90:.2f}</title></line>'
            )
    if assumed is not None:
        parts.append(
            f'<line class="assumed" x1="{x(assumed):.1f}" y1="{TOP - 4}" x2="{x(assumed):.1f}" y2="{bottom}" '
            f'stroke="#d08c2f" stroke-width="1.5" stroke-dasharray="4 3"><title>assumed {assumed:g}</title></line>'
        )
    parts.append("</svg>")
    return "".join(parts)


def stacked_bars(
    days: Sequence[tuple[date, Mapping[str, int]]], keys: Sequence[str], *, title: str = ""
) -> str:
    """One stacked bar per day, one color per key, with a legend (see the module docstring)."""
    width, height, left, plot_h = 640, 190, 40, 120
    top = nice_max(max([sum(c.get(k, 0) for k in keys) for _d, c in days] + [0]))
    step = (width - left - 10) / max(1, len(days))
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
        f'height="{height}" role="img" aria-label="{escape(title)}" '
        'font-family="system-ui, sans-serif" font-size="11">'
    ]
    if title:
        parts.append(f"<title>{escape(title)}</title>")
    base = 10 + plot_h

    def y(v: float) -> float:
        return base - plot_h * v / top

    for tick in _ticks(top, 3):
        parts.append(
            f'<line x1="{left}" y1="{y(tick):.1f}" x2="{width - 10}" y2="{y(tick):.1f}" stroke="#e3e3e3"/>'
        )
        parts.append(
            f'<text x="{left - 4}" y="{y(tick) + 4:.1f}" text-anchor="end" fill="#666">{_fmt(tick)}</text>'
        )
    for i, (day, counts) in enumerate(days):
        x0 = left + i * step + 1
        level = 0.0
        for k_index, key in enumerate(keys):
            n = counts.get(key, 0)
            if not n:
                continue
            parts.append(
                f'<rect class="bar" x="{x0:.1f}" y="{y(level + n):.1f}" width="{max(1.0, step - 2):.1f}" '
                f'height="{y(level) - y(level + n):.1f}" fill="{PALETTE[k_index % len(PALETTE)]}">'
                f"<title>{day.isoformat()} {escape(key)}: {n}</title></rect>"
            )
            level += n
        last = len(days) - 1
        if i in (0, last) or (len(days) > 10 and i % 7 == 0 and last - i >= 4):
            parts.append(
                f'<text x="{x0 + step / 2:.1f}" y="{base + 14}" text-anchor="middle" fill="#666">{day:%d %b}</text>'
            )
    for k_index, key in enumerate(keys):
        lx = left + k_index * 150
        parts.append(
            f'<rect x="{lx}" y="{height - 18}" width="10" height="10" fill="{PALETTE[k_index % len(PALETTE)]}"/>'
        )
        parts.append(f'<text x="{lx + 14}" y="{height - 9}">{escape(key)}</text>')
    parts.append("</svg>")
    return "".join(parts)
