"""The ablation ladder: arms that differ in one thing each (chunker, embedder, pool depth,
reranker, index shape), each gap with its paired interval, the gaps adding up to the total, and
which gaps the set can resolve at its size.

:func:`ladder_steps` checks that consecutive runs differ in exactly one of the ladder's
dimensions (and names it); :func:`resolution` says, per gap, whether its interval excludes zero
and, from the interval's half-width, roughly how many items a gap of this size would need
(half-widths shrink with the square root of n); :func:`ladder_svg` draws the gaps around zero.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

DIMENSIONS = ("chunking", "model", "retriever", "pool", "reranker", "index", "arm", "arm_params")


def run_dimensions(config: Mapping[str, Any]) -> dict[str, Any]:
    """The ladder dimensions of one run config."""
    retrieval = config.get("retrieval") or {}
    return {
        "chunking": retrieval.get("chunking", "ingested"),
        "model": config.get("model"),
        "retriever": retrieval.get("retriever", "dense"),
        "pool": retrieval.get("pool", config.get("k")),
        "reranker": retrieval.get("reranker"),
        "index": (retrieval.get("index") or {"kind": "exhaustive"}),
        "arm": config.get("arm"),
        "arm_params": config.get("arm_params"),
        "k": config.get("k"),
    }


def ladder_steps(configs: Sequence[Mapping[str, Any]]) -> list[str]:
    """What each rung changes (``"chunking"``, ``"retriever"``, ...); a rung changing several
    things is named with all of them joined by ``+`` (the ladder then cannot say which bought
    the gap, and the page says so)."""
    out = []
    for before, after in zip(configs, configs[1:], strict=False):
        a, b = run_dimensions(before), run_dimensions(after)
        changed = [d for d in (*DIMENSIONS, "k") if a[d] != b[d]]
        out.append("+".join(changed) or "nothing")
    return out


def resolution(step: Mapping[str, Any], n: int) -> dict[str, Any]:
    """Whether a gap's interval excludes zero, and the items a gap this size would need."""
    low, high, gap = step["ci_low"], step["ci_high"], step["mean_diff"]
    resolved = low > 0 or high < 0
    half = (high - low) / 2
    needed = None
    if not resolved and gap != 0 and half > 0:
        needed = int(n * (half / abs(gap)) ** 2) + 1
    return {"resolved": resolved, "half_width": half, "items_needed": needed}


def annotate(result: dict[str, Any], configs: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Add ``changes`` and per-step ``resolution`` to a ``runs_ladder`` result."""
    changes = ladder_steps(configs)
    for step, change in zip(result["steps"], changes, strict=True):
        step["changes"] = change
        step["single"] = "+" not in change and change != "nothing"
        step.update(resolution(step, result["n"]))
    result["total"].update(resolution(result["total"], result["n"]))
    return result


def ladder_svg(result: Mapping[str, Any], *, width: int = 620) -> str:
    """Horizontal bars for each gap (and the total) around a zero line, with whiskers."""
    rows = [*result["steps"], {**result["total"], "changes": "total"}]
    span = max([abs(r["ci_low"]) for r in rows] + [abs(r["ci_high"]) for r in rows] + [1e-3])
    label_w, plot_w, row_h = 180, width - 260, 24
    height = 20 + row_h * len(rows) + 20
    zero = label_w + plot_w / 2

    def x(v: float) -> float:
        return zero + (plot_w / 2) * v / span

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
        f'height="{height}" role="img" aria-label="ladder gaps" font-family="system-ui, sans-serif" '
        'font-size="11"><title>ladder gaps with 95% paired intervals</title>',
        f'<line x1="{zero}" x2="{zero}" y1="10" y2="{height - 14}" stroke="#888"/>',
    ]
    for i, r in enumerate(rows):
        y = 14 + i * row_h
        mid = y + row_h / 2
        colour = "#4a78b5" if r.get("resolved") else "#aab"
        left, right = sorted((x(0), x(r["mean_diff"])))
        out.append(
            f'<text x="{label_w - 6}" y="{mid + 4}" text-anchor="end">{escape(str(r["changes"]))}</text>'
        )
        out.append(
            f'<rect class="gap" x="{left:.1f}" y="{y + 5}" width="{right - left:.1f}" height="{row_h - 10}" fill="{colour}"/>'
        )
        out.append(
            f'<line class="whisker" x1="{x(r["ci_low"]):.1f}" x2="{x(r["ci_high"]):.1f}" y1="{mid}" y2="{mid}" stroke="#222"/>'
        )
        out.append(
            f'<text x="{label_w + plot_w + 6}" y="{mid + 4}">{r["mean_diff"]:+.3f} [{r["ci_low"]:+.3f}, {r["ci_high"]:+.3f}]</text>'
        )
    out.append(
        f'<text x="{zero}" y="{height - 2}" text-anchor="middle" fill="#666">0 (±{span:.3f})</text></svg>'
    )
    return "".join(out)
