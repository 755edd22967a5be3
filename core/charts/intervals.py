"""Server-rendered SVG bar charts with interval whiskers (no JavaScript, no CDN).

Plain Python: bars in, an SVG string out. Values are on a fixed 0..1 axis (every replay metric
lies there), so two charts can be compared by eye.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

ROW_HEIGHT = 26
LABEL_WIDTH = 170
PLOT_WIDTH = 360
VALUE_WIDTH = 220
TOP = 22


@dataclass(frozen=True)
class Bar:
    """One bar: ``mean`` with an optional interval ``[low, high]`` and its item count."""

    label: str
    mean: float
    low: float | None = None
    high: float | None = None
    n: int = 0


def _x(value: float) -> float:
    return LABEL_WIDTH + PLOT_WIDTH * min(1.0, max(0.0, value))


def bar_chart_svg(bars: Sequence[Bar], *, title: str = "") -> str:
    """An SVG of horizontal bars (0..1 axis) with whiskers for the intervals.

    Intervals are clipped to the axis; a bar without an interval (n = 1) has no whisker. Labels
    and the title are escaped.
    """
    height = TOP + ROW_HEIGHT * len(bars) + 24
    width = LABEL_WIDTH + PLOT_WIDTH + VALUE_WIDTH
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" role="img" aria-label="{escape(title)}" '
        'font-family="system-ui, sans-serif" font-size="12">'
    ]
    if title:
        parts.append(f"<title>{escape(title)}</title>")
    for tick in (0.0, 0.25, 0.5, 0.75, 1.0):
        x = _x(tick)
        parts.append(
            f'<line x1="{x:.1f}" y1="{TOP - 6}" x2="{x:.1f}" y2="{height - 20}" '
            'stroke="#ddd" stroke-width="1"/>'
        )
        parts.append(
            f'<text x="{x:.1f}" y="{height - 6}" text-anchor="middle" fill="#666">{tick:g}</text>'
        )
    for row, bar in enumerate(bars):
        y = TOP + row * ROW_HEIGHT
        mid = y + ROW_HEIGHT / 2
        parts.append(
            f'<text x="{LABEL_WIDTH - 8}" y="{mid + 4:.1f}" text-anchor="end">'
            f"{escape(bar.label)}</text>"
        )
        parts.append(
            f'<rect x="{LABEL_WIDTH}" y="{y + 5}" width="{_x(bar.mean) - LABEL_WIDTH:.1f}" '
            f'height="{ROW_HEIGHT - 10}" fill="#4a78b5" class="bar"/>'
        )
        if bar.low is not None and bar.high is not None:
            lo, hi = _x(bar.low), _x(bar.high)
            parts.append(
                f'<g class="whisker" stroke="#222" stroke-width="1.5">'
                f'<line x1="{lo:.1f}" y1="{mid:.1f}" x2="{hi:.1f}" y2="{mid:.1f}"/>'
                f'<line x1="{lo:.1f}" y1="{mid - 5:.1f}" x2="{lo:.1f}" y2="{mid + 5:.1f}"/>'
                f'<line x1="{hi:.1f}" y1="{mid - 5:.1f}" x2="{hi:.1f}" y2="{mid + 5:.1f}"/></g>'
            )
            value = f"{bar.mean:.3f} [{bar.low:.3f}, {bar.high:.3f}] n={bar.n}"
        else:
            value = f"{bar.mean:.3f} n={bar.n}"
        parts.append(
            f'<text x="{LABEL_WIDTH + PLOT_WIDTH + 8}" y="{mid + 4:.1f}" fill="#333">'
            f"{escape(value)}</text>"
        )
    parts.append("</svg>")
    return "".join(parts)
