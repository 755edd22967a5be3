"""Small stand-ins the span-shape tests pass for the lexicon's word tests."""

from __future__ import annotations

from collections.abc import Callable


def member_of(words: set[str]) -> Callable[[str], bool]:
    """A word test that answers whether a word, case-folded, is one of ``words``."""
    return lambda word: word.casefold() in words


def span_of(text: str, value: str) -> tuple[int, int]:
    """(start, end) of the first ``value`` in ``text``."""
    start = text.index(value)
    return start, start + len(value)
