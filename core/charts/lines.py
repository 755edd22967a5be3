"""Server-rendered SVG line chart with interval whiskers (k sweeps): plain data in, SVG out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

WIDTH, HEIGHT, LEFT, RIGHT, TOP, BOTTOM = 560, 260, 48, 150, 20, 34
COLOURS = ("#4a78b5", "#c0504d", "#9bbb59", "#8064a2", "#f79646")


@dataclass(frozen=True)
class Point:
    x: float
    mean: float
    low: float | None = None
    high: float | None = None


def line_chart_svg(
    series: Sequence[tuple[str, Sequence[Point]]],
    *,
    title: str = "",
    y_max: float = 1.0,
    x_label: str = "k",
) -> str:
    """Lines (one per ``(name, points)``) on a 0..``y_max`` axis, x spaced by rank of value."""
    xs = sorted({p.x for _name, points in series for p in points})
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def px(x: float) -> float:
        return LEFT + (plot_w * xs.index(x) / max(1, len(xs) - 1))

    def py(y: float) -> float:
        return TOP + plot_h * (1 - min(max(y / y_max, 0.0), 1.0))

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" '
        f'height="{HEIGHT}" role="img" aria-label="{escape(title)}" '
        'font-family="system-ui, sans-serif" font-size="11">',
        f"<title>{escape(title)}</title>",
    ]
    for i in range(5):
        y = y_max * i / 4
        out.append(
            f'<line x1="{LEFT}" x2="{LEFT + plot_w}" y1="{py(y):.1f}" y2="{py(y):.1f}" stroke="#ddd"/>'
        )
        out.append(
            f'<text x="{LEFT - 6}" y="{py(y) + 4:.1f}" text-anchor="end" fill="#666">{y:g}</text>'
        )
    for x in xs:
        out.append(f'<text x="{px(x):.1f}" y="{HEIGHT - 16}" text-anchor="middle">{x:g}</text>')
    out.append(
        f'<text x="{LEFT + plot_w / 2:.1f}" y="{HEIGHT - 2}" text-anchor="middle">{escape(x_label)}</text>'
    )
    for n, (name, points) in enumerate(series):
        colour = COLOURS[n % len(COLOURS)]
        path = " ".join(f"{px(p.x):.1f},{py(p.mean):.1f}" for p in points)
        out.append(
            f'<polyline class="series" points="{path}" fill="none" stroke="{colour}" stroke-width="2"/>'
        )
        for p in points:
            if p.low is not None and p.high is not None:
                out.append(
                    f'<line class="whisker" x1="{px(p.x):.1f}" x2="{px(p.x):.1f}" y1="{py(p.low):.1f}" '
                    f'y2="{py(p.high):.1f}" stroke="{colour}"/>'
                )
        out.append(
            f'<text x="{LEFT + plot_w + 8}" y="{TOP + 14 * n + 8}" fill="{colour}">{escape(name)}</text>'
        )
    out.append("</svg>")
    return "".join(out)
