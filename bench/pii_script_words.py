"""Public words of non-Latin scripts the pseudonymizer changes: a precision check.

    python -m bench.pii_script_words [--langs he,ar,...] [--words 2000] [--baseline]

For each language, wordfreq's most frequent ``--words`` words (common words, no personal data)
(after the commonest ``--offset``) are shuffled with a fixed seed and cut into running "sentences" of ten words, each
pseudonymized as its own text. Every word changed is damage: the share of words changed per
language is printed next to ``CEILING``. ``--labelled`` makes form-like lines instead ("w1 w2: w3"), where a value
of the gazetteer after any label is taken for a name. ``--baseline`` first removes ``ScriptNameRecognizer``
from the analyzer, so one run of each gives the figure before and after it. Georgian, Armenian
and Thai have no wordfreq list and are not measured here.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

LANGS = ("he", "ar", "fa", "ur", "hi", "bn", "ta", "ru", "uk", "bg", "mk", "el")
CEILING = 0.005  # at most half a percent of common words changed
SENTENCE = 10
KEY = "bench-pii-script-words"


def sentences(
    lang: str, n_words: int, seed: int = 8, labelled: bool = False, offset: int = 0
) -> list[str]:
    """Running "sentences" of ten shuffled common words; ``labelled``: form-like lines of a
    two-word label, a colon and one word ("w1 w2: w3"), ten lines a text, where a value that
    is a name of the gazetteer would be taken for a person."""
    from wordfreq import top_n_list

    words = top_n_list(lang, offset + n_words)[offset:]
    random.Random(f"{seed}-{lang}").shuffle(words)
    if labelled:
        lines = [
            f"{a} {b}: {c}" for a, b, c in zip(words[::3], words[1::3], words[2::3], strict=False)
        ]
        return ["\n".join(lines[i : i + SENTENCE]) for i in range(0, len(lines), SENTENCE)]
    return [" ".join(words[i : i + SENTENCE]) + "." for i in range(0, len(words), SENTENCE)]


def measure(pseudonymizer, texts: list[str]) -> tuple[int, Counter]:
    from bench.pii_damage import word_changes

    total, changed = 0, Counter()
    for text in texts:
        n, words = word_changes(text, pseudonymizer.pseudonymize_text(text))
        total += n
        changed.update(words)
    return total, changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--langs", default=",".join(LANGS))
    parser.add_argument("--words", type=int, default=2000)
    parser.add_argument("--baseline", action="store_true")
    parser.add_argument("--labelled", action="store_true", help="form lines 'w1 w2: w3'")
    parser.add_argument(
        "--offset",
        type=int,
        default=0,
        help="skip the commonest OFFSET words: --offset 2000 measures words ranked 2,001-4,000, "
        "which round 8's fixes were not tuned on",
    )
    args = parser.parse_args(argv)

    from curation.pii.analyzer import get_analyzer
    from curation.pii.pseudonymizer import Pseudonymizer

    analyzer = get_analyzer()
    if args.baseline:
        analyzer.engine.registry.remove_recognizer("ScriptNameRecognizer")
    pseudonymizer = Pseudonymizer(KEY, analyzer=analyzer)
    worst = 0.0
    for lang in args.langs.split(","):
        total, changed = measure(
            pseudonymizer, sentences(lang, args.words, labelled=args.labelled, offset=args.offset)
        )
        share = sum(changed.values()) / max(total, 1)
        worst = max(worst, share)
        top = " ".join(w for w, _ in changed.most_common(8))
        print(
            f"{lang}: {sum(changed.values())}/{total} words changed {share:.2%} "
            f"(ceiling {CEILING:.1%}) {top}"
        )
    print(f"worst {worst:.2%} (ceiling {CEILING:.1%})")
    return 0 if worst <= CEILING else 1


if __name__ == "__main__":
    raise SystemExit(main())
