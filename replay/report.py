"""Run reports: per-item results in, means with intervals overall and per pattern out.

Plain Python over plain rows (dicts as :func:`replay.selectors.run_rows` returns them:
``item_id``, ``pattern``, ``unanswerable``, ``metrics`` (None when not scored), ``skipped``
(a reason, or ""), ``extra``). The arithmetic is :mod:`replay.stats`.

Rules:
- A mean is over scored items only: items with gold that the arm could replay. Unanswerable
  items are left out of every mean and reported as a rate (with a Wilson interval) over every
  item with a verdict (gold or unanswerable), whether or not the arm could replay it: the rate
  is the set's, so an arm that skips unanswerable items (``gold_rewrite``, ``frozen``) reports
  the same rate as one that replays them.
- Items an arm could not replay (no recorded rewrite, contextualizer error...) are counted per
  reason and listed, never folded into a mean as zeros.
- Groups are the follow-up patterns; items without one are grouped as ``(none)``.
- Intervals: mean ± 1.96 se for every metric except ``hit@k``, which is 0/1 and gets the Wilson
  score interval (its se is the binomial one).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from replay.stats import Estimate, mean_interval, summarize

NO_PATTERN = "(none)"
SKIPPED_LISTED = 50  # item ids listed per report; the counts cover all of them


def values_by_item(rows: Iterable[Mapping[str, Any]], metric: str) -> dict[str, float]:
    """``{item_id: value}`` of ``metric`` over the scored rows (the input of the stats core)."""
    out: dict[str, float] = {}
    for row in rows:
        metrics = row.get("metrics")
        if metrics is not None and metric in metrics:
            out[str(row["item_id"])] = float(metrics[metric])
    return out


def _estimate(est: Estimate | None) -> dict[str, Any] | None:
    return est.as_dict() if est is not None else None


def _verdict(row: Mapping[str, Any]) -> float | None:
    """1.0 for an unanswerable item, 0.0 for an item with gold, None when it has no verdict.

    A skipped row still has its set verdict; a skipped row without ``gold`` in it (older rows)
    counts only when it is unanswerable."""
    if row.get("unanswerable"):
        return 1.0
    if row.get("metrics") is not None or row.get("gold"):
        return 0.0
    return None


def run_summary(
    rows: Sequence[Mapping[str, Any]], metrics: Sequence[str], *, method: str = "normal"
) -> dict[str, Any]:
    """The report of one run: counts, unanswerable rate, and each metric overall and per pattern.

    Returns a JSON-ready dict: ``counts`` (items, scored, unanswerable, skipped, no_gold),
    ``unanswerable_rate`` (an estimate or None), ``skipped`` ({reason: count}),
    ``skipped_items`` (first item ids), ``metrics`` ({name: {"overall", "by_group"}} or {} when
    nothing was scored), ``disagreement`` (http arm with repeats), ``truncated`` (queries longer
    than the encoder's window).
    """
    scored = [r for r in rows if r.get("metrics") is not None]
    skipped = [r for r in rows if r.get("skipped")]
    unanswerable = [r for r in rows if r.get("unanswerable") and not r.get("skipped")]
    no_gold = [
        r
        for r in rows
        if r.get("metrics") is None and not r.get("skipped") and not r.get("unanswerable")
    ]
    groups = {str(r["item_id"]): (r.get("pattern") or NO_PATTERN) for r in scored}
    per_metric: dict[str, Any] = {}
    if scored:
        for name in metrics:
            values = values_by_item(scored, name)
            # hit@k is 0/1: the Wilson interval stays inside [0, 1] where the normal one does not.
            how = "wilson" if name.startswith("hit@") else method
            per_metric[name] = summarize(values, groups, method=how, bounds=(0.0, 1.0)).as_dict()
    verdicts = [verdict for r in rows if (verdict := _verdict(r)) is not None]
    unanswerable_rate = mean_interval(verdicts, method="wilson") if verdicts else None
    disagreements = [
        float(r["extra"]["disagreement"])
        for r in rows
        if isinstance(r.get("extra"), Mapping) and "disagreement" in r["extra"]
    ]
    return {
        "counts": {
            "items": len(rows),
            "scored": len(scored),
            "unanswerable": len(unanswerable),
            "skipped": len(skipped),
            "no_gold": len(no_gold),
        },
        "unanswerable_rate": _estimate(unanswerable_rate),
        "skipped": dict(Counter(str(r["skipped"]) for r in skipped).most_common()),
        "skipped_items": [str(r["item_id"]) for r in skipped[:SKIPPED_LISTED]],
        "metrics": per_metric,
        "disagreement": _estimate(mean_interval(disagreements)) if disagreements else None,
        "disagreeing_items": sum(1 for d in disagreements if d > 0),
        "truncated": sum(
            1 for r in rows if isinstance(r.get("extra"), Mapping) and r["extra"].get("truncated")
        ),
    }


def _fmt(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def estimate_cell(est: Mapping[str, Any] | None, digits: int = 3) -> str:
    """``0.512 ± 0.031 [0.451, 0.573]`` (mean, se, interval), or ``-`` when undefined."""
    if not est:
        return "-"
    if est.get("se") is None:
        return f"{_fmt(est['mean'], digits)} (n=1)"
    return (
        f"{_fmt(est['mean'], digits)} ± {_fmt(est['se'], digits)} "
        f"[{_fmt(est['ci_low'], digits)}, {_fmt(est['ci_high'], digits)}]"
    )


def format_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A plain-text table with columns padded to their widest cell."""
    widths = [max(len(str(h)), *(len(str(r[i])) for r in rows)) for i, h in enumerate(headers)]
    line = "  ".join(str(h).ljust(w) for h, w in zip(headers, widths, strict=True))
    out = [line, "  ".join("-" * w for w in widths)]
    out += ["  ".join(str(c).ljust(w) for c, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(out)


def summary_text(summary: Mapping[str, Any], metrics: Sequence[str]) -> str:
    """The report of one run as text: overall and per-pattern rows with n, mean ± se [95% CI]."""
    counts = summary["counts"]
    lines = [
        f"items {counts['items']}: scored {counts['scored']}, unanswerable "
        f"{counts['unanswerable']}, skipped {counts['skipped']}, without gold {counts['no_gold']}"
    ]
    if summary.get("unanswerable_rate"):
        lines.append(f"unanswerable rate: {estimate_cell(summary['unanswerable_rate'])} (Wilson)")
    for reason, count in summary.get("skipped", {}).items():
        lines.append(f"skipped {count}: {reason}")
    if summary.get("truncated"):
        lines.append(f"queries cut by the encoder's window: {summary['truncated']}")
    if summary.get("disagreement"):
        lines.append(
            f"contextualizer disagreement across repeats: {estimate_cell(summary['disagreement'])}"
            f" ({summary['disagreeing_items']} items disagree)"
        )
    if not summary["metrics"]:
        lines.append("no scored items: nothing to average")
        return "\n".join(lines)
    first = summary["metrics"][metrics[0]]
    groups = ["overall", *first["by_group"]]
    rows = []
    for group in groups:
        n = first["overall"]["n"] if group == "overall" else first["by_group"][group]["n"]
        cells = []
        for name in metrics:
            block = summary["metrics"][name]
            est = block["overall"] if group == "overall" else block["by_group"].get(group)
            cells.append(estimate_cell(est))
        rows.append([group, str(n), *cells])
    lines.append(format_table(["pattern", "n", *metrics], rows))
    lines.append("cells: mean ± standard error [95% interval]")
    return "\n".join(lines)
