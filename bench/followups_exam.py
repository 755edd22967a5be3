"""Build the second written held-out follow-up set from its hand-written source.

    python -m bench.followups_exam [--check]

``bench/data/followups_holdout2/conversations.txt`` holds the conversations as they were
written (see its header for the format); ``turns.jsonl`` beside it is what this module makes of
them: one line per scored user turn with everything said before it as ``history``. ``--check``
exits 1 when ``turns.jsonl`` is not what the source gives. This module only reads and writes the
data; it never runs the detector.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HOLDOUT2 = Path(__file__).resolve().parent / "data" / "followups_holdout2"
SOURCE = HOLDOUT2 / "conversations.txt"
TURNS = HOLDOUT2 / "turns.jsonl"
PATTERNS = ("ordinal", "demonstrative", "pronoun", "ellipsis", "definite_description")
# A standalone turn of this many words or more counts as long (CAsT 2022 style).
LONG_WORDS = 15


class SourceError(ValueError):
    """A line of the source that does not follow the format, with its line number."""


def _scored(line: str, lineno: int) -> tuple[str | None, str | None, str]:
    if line.startswith("S: "):
        return None, None, line[3:].strip()
    head, sep, utterance = line[2:].partition(": ")
    pattern, bar, trigger = head.partition(" | ")
    if not sep or not bar or pattern not in PATTERNS or not trigger.strip():
        raise SourceError(f"line {lineno}: expected 'F PATTERN | TRIGGER: utterance'")
    return pattern, trigger.strip(), utterance.strip()


def _turn(conversation: str, n: int, history: list, scored: tuple) -> dict:
    pattern, trigger, utterance = scored
    if pattern is None:
        kind = "standalone_long" if len(utterance.split()) >= LONG_WORDS else "standalone_short"
    else:
        kind = pattern
    return {
        "id": f"holdout2:{conversation}:{n}",
        "conversation": conversation,
        "domain": conversation.split("-", 1)[0],
        "history": list(history),
        "utterance": utterance,
        "unresolved": pattern is not None,
        "pattern": pattern,
        "trigger": trigger,
        "kind": kind,
    }


def parse(text: str) -> list[dict]:
    """The scored turns of the source ``text``, in order. Raises :class:`SourceError`."""
    turns: list[dict] = []
    conversation: str | None = None
    history: list[dict] = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("== "):
            conversation, history = line[3:].strip(), []
            continue
        if conversation is None:
            raise SourceError(f"line {lineno}: a message before the first '== conversation'")
        if line.startswith(("U: ", "A: ")):
            role = "user" if line[0] == "U" else "assistant"
            history.append({"role": role, "content": line[3:].strip()})
            continue
        if not line.startswith(("S: ", "F ")):
            raise SourceError(f"line {lineno}: expected U:, A:, S:, F or ==")
        scored = _scored(line, lineno)
        n = sum(1 for t in turns if t["conversation"] == conversation) + 1
        turns.append(_turn(conversation, n, history, scored))
        history.append({"role": "user", "content": scored[2]})
    return turns


def render(turns: list[dict]) -> str:
    return "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in turns)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check turns.jsonl")
    args = parser.parse_args(argv)
    wanted = render(parse(SOURCE.read_text(encoding="utf-8")))
    if args.check:
        same = TURNS.exists() and TURNS.read_text(encoding="utf-8") == wanted
        print("turns.jsonl matches its source" if same else "turns.jsonl is out of date")
        return 0 if same else 1
    TURNS.write_text(wanted, encoding="utf-8")
    print(f"wrote {wanted.count(chr(10))} turns to {TURNS}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
