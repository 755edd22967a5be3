"""Measure the follow-up detector on real conversations, next to a naive pronoun-list baseline.

    python -m bench.eval_followups [--data ../shared/data/followups] [--json] [--errors N]

Runs without Django. On ``dev.jsonl`` (TREC CAsT 2019/2020 and CANARD turns with a derived
``needs_context`` flag) it prints recall on non-first turns that need context, specificity on
non-first turns that do not, and balanced accuracy, each with a 95% interval. On
``dev_labels.jsonl`` (hand labels) it prints candidate accuracy against ``unresolved``, pattern
accuracy, trigger agreement (exact, and sharing a word, over turns whose pattern is right),
per-pattern precision and recall, and a confusion matrix (rows: hand label, columns:
prediction, ``none`` for non-candidates). The naive pronoun-list baseline gets the same figures.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.progress import progress_bar
from curation.followups.detector import DEFAULT_MODEL, FollowupDetector, FollowupResult
from curation.followups.lexicon import PATTERNS

# ../shared/data next to the project root (bench/ sits in the root).
DEFAULT_DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "followups"
NONE = "none"

# The naive baseline: any third-person pronoun or demonstrative, anywhere, in a non-first turn.
_BASELINE_PRONOUNS = ("it", "its", "they", "them", "their", "he", "she", "his", "her", "him")
_BASELINE_DEMONSTRATIVES = ("this", "that", "these", "those")
_BASELINE = re.compile(
    r"\b(" + "|".join(_BASELINE_PRONOUNS + _BASELINE_DEMONSTRATIVES) + r")\b", re.IGNORECASE
)


def baseline_classify(history: Sequence[dict], utterance: str) -> FollowupResult:
    """Naive pronoun-list baseline: a non-first turn with any pronoun or demonstrative word."""
    if not any(m.get("role") == "user" for m in history):
        return FollowupResult(candidate=False)
    match = _BASELINE.search(utterance)
    if match is None:
        return FollowupResult(candidate=False)
    word = match.group(1).lower()
    pattern = "demonstrative" if word in _BASELINE_DEMONSTRATIVES else "pronoun"
    return FollowupResult(True, pattern, match.group(1), match.start(), match.end(), None)


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


Z95 = 1.959963984540054


def wilson_interval(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """95% Wilson score interval for a proportion k/n (0..1 for n == 0)."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class ContextScores:
    """Recall on non-first turns that need context, specificity on those that do not, each
    with a 95% interval (Wilson; normal approximation for their mean, balanced accuracy)."""

    tp: int
    fn: int
    tn: int
    fp: int

    @property
    def positives(self) -> int:
        return self.tp + self.fn

    @property
    def negatives(self) -> int:
        return self.tn + self.fp

    @property
    def recall(self) -> float:
        return self.tp / max(self.positives, 1)

    @property
    def specificity(self) -> float:
        return self.tn / max(self.negatives, 1)

    @property
    def balanced_accuracy(self) -> float:
        return (self.recall + self.specificity) / 2

    def balanced_accuracy_interval(self) -> tuple[float, float]:
        r, s = self.recall, self.specificity
        se = 0.5 * math.sqrt(
            r * (1 - r) / max(self.positives, 1) + s * (1 - s) / max(self.negatives, 1)
        )
        b = self.balanced_accuracy
        return (max(0.0, b - Z95 * se), min(1.0, b + Z95 * se))

    def as_dict(self) -> dict[str, Any]:
        return {
            "positives": self.positives,
            "negatives": self.negatives,
            "recall": self.recall,
            "recall_ci95": wilson_interval(self.tp, self.positives),
            "specificity": self.specificity,
            "specificity_ci95": wilson_interval(self.tn, self.negatives),
            "balanced_accuracy": self.balanced_accuracy,
            "balanced_accuracy_ci95": self.balanced_accuracy_interval(),
        }


def context_scores(rows: Sequence[dict], predicted: Sequence[bool]) -> ContextScores:
    """Score candidate flags against ``needs_context`` on non-first turns only (a first turn is
    never a candidate by definition, so it says nothing about the detector)."""
    tp = fn = tn = fp = 0
    for row, pred in zip(rows, predicted, strict=True):
        if row["first_turn"]:
            continue
        if row["needs_context"]:
            tp += pred
            fn += not pred
        else:
            fp += pred
            tn += not pred
    return ContextScores(tp, fn, tn, fp)


def label_scores(labels: Sequence[dict], predicted: Sequence[FollowupResult]) -> dict[str, Any]:
    """Candidate accuracy, per-pattern precision/recall, trigger agreement and confusion matrix
    against the hand labels (``labels[i]`` and ``predicted[i]`` are the same turn)."""
    classes = [*PATTERNS, NONE]
    confusion = {gold: dict.fromkeys(classes, 0) for gold in classes}
    correct = 0
    trigger_hits = trigger_exact = trigger_total = 0
    for label, pred in zip(labels, predicted, strict=True):
        gold = label["pattern"] if label["unresolved"] and label["pattern"] else NONE
        got = pred.pattern if pred.candidate else NONE
        confusion[gold][got] += 1
        correct += bool(label["unresolved"]) == pred.candidate
        if gold != NONE and got == gold:
            trigger_total += 1
            trigger_hits += _triggers_overlap(label.get("trigger"), pred.trigger)
            trigger_exact += _norm(label.get("trigger")) == _norm(pred.trigger)
    per_pattern = {}
    for p in PATTERNS:
        tp = confusion[p][p]
        predicted_p = sum(confusion[g][p] for g in classes)
        gold_p = sum(confusion[p].values())
        per_pattern[p] = {
            "precision": tp / predicted_p if predicted_p else None,
            "recall": tp / gold_p if gold_p else None,
            "predicted": predicted_p,
            "gold": gold_p,
        }
    return {
        "items": len(labels),
        "candidate_accuracy": correct / max(len(labels), 1),
        "candidate_accuracy_ci95": wilson_interval(correct, len(labels)),
        "per_pattern": per_pattern,
        "pattern_accuracy": sum(confusion[c][c] for c in classes) / max(len(labels), 1),
        "trigger_overlap": trigger_hits / trigger_total if trigger_total else None,
        "trigger_exact": trigger_exact / trigger_total if trigger_total else None,
        "confusion": confusion,
    }


def _norm(text: str | None) -> str:
    return " ".join((text or "").lower().strip(" ?.!,").split())


def _triggers_overlap(gold: str | None, got: str | None) -> bool:
    if not gold or not got:
        return False
    g, p = gold.lower(), got.lower()
    if len(g) <= 3 or len(p) <= 3:
        return re.search(rf"\b{re.escape(min(g, p, key=len))}\b", max(g, p, key=len)) is not None
    return g in p or p in g or bool(set(g.split()) & set(p.split()) - {"the", "a", "an"})


def run_detector(
    detector: FollowupDetector, rows: Sequence[dict], desc: str
) -> list[FollowupResult]:
    with progress_bar(len(rows), desc, "turns") as update:
        return list(detector.classify_many(rows, on_progress=update))


def evaluate(data_dir: Path, model: str = DEFAULT_MODEL) -> dict[str, Any]:
    """Run detector and baseline over ``data_dir``'s dev files; return every figure as a dict."""
    rows = read_jsonl(data_dir / "dev.jsonl")
    labels = read_jsonl(data_dir / "dev_labels.jsonl")
    by_id = {row["id"]: i for i, row in enumerate(rows)}
    missing = [label["id"] for label in labels if label["id"] not in by_id]
    if missing:
        raise SystemExit(f"dev_labels.jsonl: ids not in dev.jsonl: {', '.join(missing[:5])}")
    detector = FollowupDetector(model)
    ours = run_detector(detector, rows, "classify dev.jsonl")
    base = [baseline_classify(row["history"], row["utterance"]) for row in rows]
    labelled = [by_id[label["id"]] for label in labels]
    return {
        "data": str(data_dir),
        "model": model,
        "dev": {
            "detector": context_scores(rows, [r.candidate for r in ours]).as_dict(),
            "baseline": context_scores(rows, [r.candidate for r in base]).as_dict(),
        },
        "labels": {
            "detector": label_scores(labels, [ours[i] for i in labelled]),
            "baseline": label_scores(labels, [base[i] for i in labelled]),
        },
        "_rows": rows,
        "_ours": ours,
        "_labels": labels,
        "_labelled": labelled,
    }


def _fmt(x: float | None) -> str:
    return "  -  " if x is None else f"{x:.3f}"


def _fmt_ci(scores: dict[str, Any], key: str) -> str:
    low, high = scores[f"{key}_ci95"]
    return f"{scores[key]:.3f} [{low:.3f}, {high:.3f}]"


def format_report(report: dict[str, Any]) -> str:
    """The figures as aligned text tables."""
    out = []
    dev_d, dev_b = report["dev"]["detector"], report["dev"]["baseline"]
    out.append(
        f"dev.jsonl ({report['data']}): {dev_d['positives']} non-first turns need context, "
        f"{dev_d['negatives']} do not"
    )
    out.append(f"  {'(95% interval)':22}{'detector':>24}{'baseline':>24}")
    for key, name in (
        ("recall", "recall"),
        ("specificity", "specificity"),
        ("balanced_accuracy", "balanced accuracy"),
    ):
        out.append(f"  {name:22}{_fmt_ci(dev_d, key):>24}{_fmt_ci(dev_b, key):>24}")
    lab_d, lab_b = report["labels"]["detector"], report["labels"]["baseline"]
    out.append("")
    out.append(f"dev_labels.jsonl: {lab_d['items']} hand-labelled turns")
    out.append(f"  {'':22}{'detector':>24}{'baseline':>24}")
    out.append(
        f"  {'candidate accuracy':22}{_fmt_ci(lab_d, 'candidate_accuracy'):>24}"
        f"{_fmt_ci(lab_b, 'candidate_accuracy'):>24}"
    )
    out.append(
        f"  {'pattern accuracy':22}{_fmt(lab_d['pattern_accuracy']):>24}"
        f"{_fmt(lab_b['pattern_accuracy']):>24}"
    )
    for key, name in (("trigger_exact", "trigger exact"), ("trigger_overlap", "trigger overlap")):
        out.append(f"  {name:22}{_fmt(lab_d[key]):>24}{_fmt(lab_b[key]):>24}")
    out.append("")
    out.append(f"  {'pattern':22}{'gold':>6}{'det P':>8}{'det R':>8}{'base P':>8}{'base R':>8}")
    for p in PATTERNS:
        d, b = lab_d["per_pattern"][p], lab_b["per_pattern"][p]
        out.append(
            f"  {p:22}{d['gold']:>6}{_fmt(d['precision']):>8}{_fmt(d['recall']):>8}"
            f"{_fmt(b['precision']):>8}{_fmt(b['recall']):>8}"
        )
    out.append("")
    out.append("confusion matrix, detector (rows: hand label, columns: predicted)")
    classes = [*PATTERNS, NONE]
    short = {"definite_description": "definite", "demonstrative": "demonstr"}
    width = 11
    out.append("  " + " " * 22 + "".join(f"{short.get(c, c):>{width}}" for c in classes))
    for gold in classes:
        row = lab_d["confusion"][gold]
        out.append(f"  {gold:22}" + "".join(f"{row[c]:>{width}}" for c in classes))
    return "\n".join(out)


def _errors(report: dict[str, Any], limit: int) -> Iterable[str]:
    rows, ours = report["_rows"], report["_ours"]
    fn = [
        (r, o)
        for r, o in zip(rows, ours, strict=True)
        if not r["first_turn"] and r["needs_context"] and not o.candidate
    ]
    fp = [
        (r, o)
        for r, o in zip(rows, ours, strict=True)
        if not r["first_turn"] and not r["needs_context"] and o.candidate
    ]
    yield f"-- missed turns that need context ({len(fn)}):"
    for r, _ in fn[:limit]:
        yield f"  {r['id']}: {r['utterance']!r} -> {r['rewrite']!r}"
    yield f"-- flagged turns that do not ({len(fp)}):"
    for r, o in fp[:limit]:
        yield f"  {r['id']}: {r['utterance']!r} [{o.pattern}: {o.trigger!r}]"
    yield "-- hand-label disagreements:"
    for label, i in zip(report["_labels"], report["_labelled"], strict=True):
        o = ours[i]
        gold = label["pattern"] if label["unresolved"] else NONE
        got = o.pattern if o.candidate else NONE
        if gold != got:
            yield f"  {gold:>20} -> {got:<20} {rows[i]['utterance']!r} [{o.trigger!r} / {label['trigger']!r}]"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.eval_followups", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument(
        "--data",
        type=Path,
        default=DEFAULT_DATA,
        help="folder with dev.jsonl and dev_labels.jsonl (default: %(default)s)",
    )
    parser.add_argument("--model", default=DEFAULT_MODEL, help="spaCy model (default: %(default)s)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--errors",
        type=int,
        metavar="N",
        default=0,
        help="also list up to N misses and false alarms (stderr)",
    )
    args = parser.parse_args(argv)
    for name in ("dev.jsonl", "dev_labels.jsonl"):
        if not (args.data / name).is_file():
            parser.error(f"{args.data / name}: no such file")
    report = evaluate(args.data, args.model)
    if args.errors:
        for line in _errors(report, args.errors):
            print(line, file=sys.stderr)
    public = {k: v for k, v in report.items() if not k.startswith("_")}
    print(json.dumps(public, indent=2) if args.json else format_report(public))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
