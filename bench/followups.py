"""Throughput of the follow-up detector next to its ceiling, spaCy's own ``nlp.pipe``.

    python -m bench.followups [--n 20000] [--data ../shared/data/followups] [--json]

Builds ``n`` turns by cycling the non-first turns of ``dev.jsonl`` with their histories, parses
the same utterances with the detector's own spaCy pipeline (the ceiling: the detector cannot be
faster than parsing its input), then classifies the turns. Prints both rates and their ratio;
the target is a ratio of at least 0.7. For reference it also times the model's full default
pipeline (with the entity recognizer the detector leaves off). Runs without Django.

Ceiling and detector runs alternate ``--repeat`` times and the best run of each counts (as
``timeit`` does), so a busy machine slows both alike instead of skewing the ratio. The
history-reading cache is cleared before every detector run, so the first pass over each
distinct message is paid for; later cycles of the same message hit the cache as a long
conversation's turns do in production.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from itertools import cycle, islice
from pathlib import Path
from typing import Any

from bench.eval_followups import DEFAULT_DATA, read_jsonl
from core.progress import progress_bar
from curation.followups.context import content_words, name_words
from curation.followups.detector import DEFAULT_BATCH_SIZE, DEFAULT_MODEL, FollowupDetector

TARGET_RATIO = 0.7


def build_turns(data_dir: Path, n: int) -> list[dict[str, Any]]:
    """``n`` turns cycled from the non-first turns of ``data_dir/dev.jsonl``."""
    rows = [r for r in read_jsonl(data_dir / "dev.jsonl") if not r["first_turn"]]
    if not rows:
        raise SystemExit(f"{data_dir / 'dev.jsonl'}: no non-first turns to benchmark")
    return [{"history": r["history"], "utterance": r["utterance"]} for r in islice(cycle(rows), n)]


def time_pipe(nlp, texts: Sequence[str], batch_size: int, desc: str) -> float:
    """Seconds ``nlp.pipe`` takes over ``texts`` (after a short warm-up)."""
    list(nlp.pipe(texts[: batch_size * 2], batch_size=batch_size))
    with progress_bar(len(texts), desc, "turns") as update:
        start = time.perf_counter()
        for i, _ in enumerate(nlp.pipe(texts, batch_size=batch_size), 1):
            if i % batch_size == 0:
                update(i)
        return time.perf_counter() - start


def time_detector(detector: FollowupDetector, turns: list[dict[str, Any]], batch_size: int):
    """(seconds, candidates) for classifying ``turns`` from a cold history cache."""
    content_words.cache_clear()
    name_words.cache_clear()
    with progress_bar(len(turns), "FollowupDetector.classify_many", "turns") as update:
        start = time.perf_counter()
        candidates = sum(
            r.candidate
            for r in detector.classify_many(turns, batch_size=batch_size, on_progress=update)
        )
        return time.perf_counter() - start, candidates


def run(
    turns: list[dict[str, Any]],
    model: str,
    batch_size: int,
    *,
    repeat: int = 2,
    full: bool = True,
) -> dict[str, Any]:
    """Time spaCy's ``nlp.pipe`` and the detector on the same turns; return the figures."""
    detector = FollowupDetector(model)
    texts = [t["utterance"] for t in turns]
    list(detector.classify_many(turns[: batch_size * 2], batch_size=batch_size))
    ceiling_s = detector_s = float("inf")
    for _ in range(repeat):
        ceiling_s = min(
            ceiling_s, time_pipe(detector.nlp, texts, batch_size, "spaCy nlp.pipe (ceiling)")
        )
        seconds, candidates = time_detector(detector, turns, batch_size)
        detector_s = min(detector_s, seconds)

    ceiling_rate = len(texts) / ceiling_s
    detector_rate = len(turns) / detector_s
    full_rate = None
    if full:
        import spacy

        full_nlp = spacy.load(model)
        full_rate = len(texts) / time_pipe(full_nlp, texts, batch_size, "full pipeline")
    return {
        "turns": len(turns),
        "model": model,
        "pipes": detector.nlp.pipe_names,
        "batch_size": batch_size,
        "repeat": repeat,
        "candidates": candidates,
        "detector_turns_per_s": detector_rate,
        "spacy_pipe_turns_per_s": ceiling_rate,
        "ratio": detector_rate / ceiling_rate,
        "target_ratio": TARGET_RATIO,
        "full_pipeline_turns_per_s": full_rate,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.followups", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument(
        "--n", type=int, default=20_000, help="turns to classify (default: %(default)s)"
    )
    parser.add_argument(
        "--data",
        type=Path,
        default=DEFAULT_DATA,
        help="folder with dev.jsonl (default: %(default)s)",
    )
    parser.add_argument("--model", default=DEFAULT_MODEL, help="spaCy model (default: %(default)s)")
    parser.add_argument("--batch-size", type=int, default=DEFAULT_BATCH_SIZE)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--repeat", type=int, default=2, help="alternating runs, best counts (default: %(default)s)"
    )
    parser.add_argument(
        "--no-full", action="store_true", help="skip timing the model's full default pipeline"
    )
    args = parser.parse_args(argv)
    if args.n < 1 or args.repeat < 1:
        parser.error("--n and --repeat must be at least 1")
    if not (args.data / "dev.jsonl").is_file():
        parser.error(f"{args.data / 'dev.jsonl'}: no such file")
    result = run(
        build_turns(args.data, args.n),
        args.model,
        args.batch_size,
        repeat=args.repeat,
        full=not args.no_full,
    )
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    verdict = "meets" if result["ratio"] >= TARGET_RATIO else "misses"
    print(
        f"{result['turns']} turns, model {result['model']} ({', '.join(result['pipes'])}), "
        f"batch {result['batch_size']}, best of {result['repeat']}"
    )
    print(
        f"  detector        {result['detector_turns_per_s']:9.1f} turns/s "
        f"({result['candidates']} candidates)"
    )
    print(f"  spaCy nlp.pipe  {result['spacy_pipe_turns_per_s']:9.1f} turns/s (ceiling)")
    print(f"  ratio           {result['ratio']:9.3f}  ({verdict} the {TARGET_RATIO} target)")
    if result["full_pipeline_turns_per_s"] is not None:
        print(
            f"  (for reference: the model's full pipeline, entity recognizer included, "
            f"{result['full_pipeline_turns_per_s']:.1f} turns/s)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
