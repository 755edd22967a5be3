"""What a comparison of runs must say about itself: the items it left out, and whether the
runs were made on different corpus states or different versions of the set.

Plain Python over run-like objects (``label``, ``corpus_state``, ``eval_set_version``) and the
counts a paired comparison or a ladder already returns. The ceiling check, Compare and the
ladder all call :func:`caveats`, so they say the same things the same way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol


class RunLike(Protocol):
    label: str
    corpus_state: str
    eval_set_version: str


def _differs(runs: Sequence[RunLike], field: str, what: str) -> str | None:
    values = {getattr(run, field) for run in runs}
    if len(values) < 2:
        return None
    listed = ", ".join(f"{run.label} {getattr(run, field)[:12]}" for run in runs)
    return f"the runs were made on different {what} ({listed}): the gap mixes that change in"


def caveats(runs: Sequence[RunLike], *, left_out: Mapping[str, int] | None = None) -> list[str]:
    """Sentences a reader must see next to a comparison of ``runs`` (empty when there is none).

    ``left_out`` maps a run's label to how many of its scored items were left out because the
    other run(s) did not score them; any non-zero count means the figure is over shared items
    only.
    """
    out: list[str] = []
    dropped = {name: count for name, count in (left_out or {}).items() if count}
    if dropped:
        listed = ", ".join(f"{count} of {name}" for name, count in dropped.items())
        out.append(f"only the items every run scored are used: {listed} left out")
    for field, what in (("corpus_state", "corpus states"), ("eval_set_version", "set versions")):
        sentence = _differs(runs, field, what)
        if sentence:
            out.append(sentence)
    return out


def paired_caveats(a: RunLike, b: RunLike, result: Mapping[str, Any]) -> list[str]:
    """:func:`caveats` for a paired ``b - a`` result carrying ``only_in_a`` / ``only_in_b``."""
    return caveats(
        [a, b],
        left_out={
            a.label: int(result.get("only_in_a", 0)),
            b.label: int(result.get("only_in_b", 0)),
        },
    )
