"""The follow-up detector on turns it was not tuned on (issue 17), dev figures kept apart.

    python -m bench.followups_holdout [--data ../shared/data/followups] [--json] [--exam]

Hand-labelled turns, each set scored the same way:

- ``dev``: the half of ``dev_labels.jsonl`` whose conversations hash to the tune side (sha256 of
  the conversation id, even). Tuned on.
- ``held-out``: the other half, split by conversation so no conversation is on both sides. It
  was held out in round 1 of issue 17; round 2 tuned on it, so it is dev data now.
- ``written``: ``bench/data/followups_holdout/turns.jsonl``, 48 turns written for round 1 (long
  standalone turns that name their topic, ellipsis without a cue word, ordinals beyond
  first/second). Held out in round 1, tuned on in round 2.
- ``tune``: ``bench/data/followups_tune/turns.jsonl``, 26 turns written to tune on in round 1.
- ``holdout2`` (only with ``--exam``): ``bench/data/followups_holdout2/turns.jsonl``, 225 turns
  written for round 2 before the detector changed and never tuned on. Its README records each
  use; score it once per change, not while tuning.

Figures (non-first turns only): balanced accuracy of the candidate flag against ``unresolved``
(mean of recall on unresolved turns and specificity on standalone ones), standalone
specificity, per-pattern F1 and macro-F1 over the five patterns (a turn's class is its pattern,
or none). Intervals are 95% percentile intervals of a bootstrap over conversations (2,000
resamples, seed 0), since turns of one conversation are correlated.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from bench.eval_followups import DEFAULT_DATA, read_jsonl
from bench.followups_exam import TURNS as WRITTEN2
from curation.followups.lexicon import PATTERNS

WRITTEN = Path(__file__).resolve().parent / "data" / "followups_holdout" / "turns.jsonl"
TUNE = Path(__file__).resolve().parent / "data" / "followups_tune" / "turns.jsonl"
NONE = "none"
RESAMPLES = 2000
SIDES = ("dev", "held-out", "written", "tune", "holdout2", "holdout2 long standalone")


def conversation_of(turn_id: str) -> str:
    """``cast2019:31_3`` -> ``cast2019:31``; ``canard:C_ab_0:8`` -> ``canard:C_ab_0``."""
    head, _, tail = turn_id.rpartition(":")
    if head.startswith("canard"):
        return head
    return f"{head}:{tail.rsplit('_', 1)[0]}"


def is_held_out(conversation: str) -> bool:
    return int(hashlib.sha256(conversation.encode()).hexdigest(), 16) % 2 == 1


def figures(gold: Sequence[str], got: Sequence[str]) -> dict[str, float | None]:
    """Balanced accuracy, standalone specificity, per-pattern F1 and macro-F1 of predicted
    classes ``got`` against ``gold`` (a pattern name or ``none`` per turn)."""
    positives = [g != NONE for g in gold]
    flagged = [p != NONE for p in got]
    pos = sum(positives)
    neg = len(gold) - pos
    recall = sum(f for p, f in zip(positives, flagged, strict=True) if p) / pos if pos else None
    spec = (
        sum(not f for p, f in zip(positives, flagged, strict=True) if not p) / neg if neg else None
    )
    out: dict[str, float | None] = {
        "recall": recall,
        "specificity": spec,
        "balanced_accuracy": (recall + spec) / 2
        if recall is not None and spec is not None
        else None,
    }
    f1s = []
    for pattern in PATTERNS:
        tp = sum(1 for g, p in zip(gold, got, strict=True) if g == p == pattern)
        predicted = sum(1 for p in got if p == pattern)
        actual = sum(1 for g in gold if g == pattern)
        f1 = 2 * tp / (predicted + actual) if predicted + actual else None
        out[f"f1_{pattern}"] = f1
        if actual:
            f1s.append(f1 or 0.0)
    out["macro_f1"] = sum(f1s) / len(f1s) if f1s else None
    return out


def with_intervals(
    gold: Sequence[str], got: Sequence[str], conversations: Sequence[str], seed: int = 0
) -> dict[str, Any]:
    """:func:`figures` with a bootstrap-over-conversations interval for each."""
    point = figures(gold, got)
    groups: dict[str, list[int]] = {}
    for i, conv in enumerate(conversations):
        groups.setdefault(conv, []).append(i)
    keys = list(groups)
    rng = np.random.default_rng(seed)
    samples: dict[str, list[float]] = {name: [] for name in point}
    for _ in range(RESAMPLES):
        picks = rng.integers(0, len(keys), len(keys))
        idx = [i for k in picks for i in groups[keys[k]]]
        drawn = figures([gold[i] for i in idx], [got[i] for i in idx])
        for name, value in drawn.items():
            if value is not None:
                samples[name].append(value)
    out: dict[str, Any] = {"turns": len(gold), "conversations": len(keys)}
    for name, value in point.items():
        low, high = np.quantile(samples[name], [0.025, 0.975]) if samples[name] else (None, None)
        out[name] = {
            "value": value,
            "ci95": None if low is None else [float(low), float(high)],
        }
    out["support"] = {p: sum(1 for g in gold if g == p) for p in (*PATTERNS, NONE)}
    return out


def _gold(label: dict) -> str:
    return label["pattern"] if label["unresolved"] and label["pattern"] else NONE


def _score(detector, turns: list[dict], labels: list[dict]) -> dict[str, Any]:
    results = list(detector.classify_many(turns))
    got = [r.pattern if r.candidate else NONE for r in results]
    conversations = [t["conversation"] for t in turns]
    return with_intervals([_gold(label) for label in labels], got, conversations)


def evaluate(data_dir: Path, *, exam: bool = False) -> dict[str, Any]:
    from curation.followups.detector import FollowupDetector

    rows = {row["id"]: row for row in read_jsonl(data_dir / "dev.jsonl")}
    labels = [label for label in read_jsonl(data_dir / "dev_labels.jsonl")]
    labels = [label for label in labels if not rows[label["id"]]["first_turn"]]
    detector = FollowupDetector()
    out = {}
    for side, held in (("dev", False), ("held-out", True)):
        chosen = [label for label in labels if is_held_out(conversation_of(label["id"])) == held]
        turns = [
            {**rows[label["id"]], "conversation": conversation_of(label["id"])} for label in chosen
        ]
        out[side] = _score(detector, turns, chosen)
    written = read_jsonl(WRITTEN)
    out["written"] = _score(detector, written, written)
    tune = read_jsonl(TUNE)
    out["tune"] = _score(detector, tune, tune)
    out["written-standalone-long"] = {
        "specificity_long": _long_specificity(detector, written),
    }
    if exam:
        out.update(score_exam(detector, read_jsonl(WRITTEN2)))
    return out


def score_exam(detector, turns: list[dict]) -> dict[str, Any]:
    """The second written set: all turns, then its long standalone turns alone (specificity)
    and its ordinals beyond first/second alone (recall of the ordinal pattern)."""
    out = {"holdout2": _score(detector, turns, turns)}
    long = [t for t in turns if t["kind"] == "standalone_long"]
    out["holdout2 long standalone"] = _score(detector, long, long)
    beyond = [
        t
        for t in turns
        if t["pattern"] == "ordinal"
        and not any(w in t["trigger"].lower().split() for w in ("first", "second"))
    ]
    results = list(detector.classify_many(beyond))
    hits = [1.0 if r.pattern == "ordinal" else 0.0 for r in results]
    flagged = [1.0 if r.candidate else 0.0 for r in results]
    out["holdout2 ordinals beyond second"] = {
        "turns": len(beyond),
        "ordinal_recall": _mean_with_interval(hits, [t["conversation"] for t in beyond]),
        "flagged": _mean_with_interval(flagged, [t["conversation"] for t in beyond]),
    }
    return out


def _mean_with_interval(values: list[float], conversations: list[str], seed: int = 0) -> dict:
    groups: dict[str, list[float]] = {}
    for v, c in zip(values, conversations, strict=True):
        groups.setdefault(c, []).append(v)
    keys = list(groups)
    rng = np.random.default_rng(seed)
    draws = []
    for _ in range(RESAMPLES):
        picked = [v for k in rng.integers(0, len(keys), len(keys)) for v in groups[keys[k]]]
        draws.append(sum(picked) / len(picked))
    low, high = np.quantile(draws, [0.025, 0.975])
    return {"value": sum(values) / len(values), "ci95": [float(low), float(high)]}


def _long_specificity(detector, written: list[dict]) -> dict[str, Any]:
    long = [t for t in written if not t["unresolved"] and len(t["utterance"].split()) >= 20]
    flagged = [r.candidate for r in detector.classify_many(long)]
    kept = sum(not f for f in flagged)
    return {"turns": len(long), "standalone_kept": kept}


def format_report(report: dict[str, Any]) -> str:
    names = ["balanced_accuracy", "specificity", "recall", "macro_f1"] + [
        f"f1_{p}" for p in PATTERNS
    ]
    lines = []
    for side in (s for s in SIDES if s in report):
        r = report[side]
        lines.append(
            f"{side}: {r['turns']} turns in {r['conversations']} conversations; support {r['support']}"
        )
        for name in names:
            cell = r[name]
            if cell["value"] is None:
                lines.append(f"  {name:22} -")
                continue
            ci = cell["ci95"]
            lines.append(f"  {name:22} {cell['value']:.3f} [{ci[0]:.3f}, {ci[1]:.3f}]")
    long = report["written-standalone-long"]["specificity_long"]
    lines.append(
        f"written long standalone turns (>= 20 words): {long['standalone_kept']} of {long['turns']} left standalone"
    )
    beyond = report.get("holdout2 ordinals beyond second")
    if beyond:
        for name in ("ordinal_recall", "flagged"):
            cell = beyond[name]
            ci = cell["ci95"]
            lines.append(
                f"holdout2 ordinals beyond second ({beyond['turns']} turns), {name}: "
                f"{cell['value']:.3f} [{ci[0]:.3f}, {ci[1]:.3f}]"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--exam", action="store_true", help="also score followups_holdout2 (record the use)"
    )
    args = parser.parse_args(argv)
    report = evaluate(args.data, exam=args.exam)
    print(json.dumps(report, indent=2) if args.json else format_report(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
