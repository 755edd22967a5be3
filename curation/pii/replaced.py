"""What a pseudonymized text is made of: each replaced span, where it went, and how its words
line up with the surrogate's, so offsets in the input (a follow-up's referring expression, a
labelled span) can be mapped into the output."""

from __future__ import annotations

from dataclasses import dataclass

import regex as re


@dataclass(frozen=True)
class Replacement:
    """``original`` at ``[start, end)`` of the input became ``surrogate`` at ``[new_start, new_end)``."""

    start: int
    end: int
    new_start: int
    new_end: int
    entity_type: str
    original: str
    surrogate: str
    # (start, end) of each word of ``original`` and of the word it became in ``surrogate``,
    # when both split into the same words and separators (addresses, names, numbers)
    alignment: tuple[tuple[int, int, int, int], ...] = ()

    def inner_offset(self, offset: int, side: str) -> int:
        """Where an offset inside ``original`` lands inside ``surrogate``."""
        for o_start, o_end, s_start, s_end in self.alignment:
            if o_start <= offset < o_end or (side == "end" and offset == o_end):
                if offset == o_start:
                    return s_start
                if offset == o_end:
                    return s_end
                return s_start if side == "start" else s_end
            if offset < o_start:
                return s_start
        return 0 if side == "start" else len(self.surrogate)


_ALIGN_PIECE = re.compile(r"[\p{L}\p{M}\p{N}'’]+|[^\p{L}\p{M}\p{N}'’]+")


def align(original: str, surrogate: str) -> tuple[tuple[int, int, int, int], ...]:
    """Word-to-word alignment of a value and its surrogate, or () if their shapes differ."""
    a = list(_ALIGN_PIECE.finditer(original))
    b = list(_ALIGN_PIECE.finditer(surrogate))
    if len(a) != len(b):
        return ()
    pairs = []
    for x, y in zip(a, b, strict=True):
        word = x.group()[0].isalnum() or x.group()[0] in "'’"
        if word != (y.group()[0].isalnum() or y.group()[0] in "'’"):
            return ()
        if word:
            pairs.append((x.start(), x.end(), y.start(), y.end()))
    return tuple(pairs)


@dataclass(frozen=True)
class PseudonymizedText:
    text: str
    replacements: tuple[Replacement, ...]

    def map_offset(self, offset: int, side: str = "start") -> int:
        """Where an input offset lands in the output.

        Inside a replacement it lands on the matching word of the surrogate when the two align
        word for word, else on the surrogate's start (``side="start"``) or end.
        """
        delta = 0
        for r in self.replacements:
            if offset <= r.start:
                break
            if offset >= r.end:
                delta = r.new_end - r.end
                continue
            if r.alignment:
                return r.new_start + r.inner_offset(offset - r.start, side)
            return r.new_start if side == "start" else r.new_end
        return offset + delta

    def map_span(self, start: int, end: int) -> tuple[int, int]:
        """The output span that input ``[start, end)`` became (grown to whole replacements)."""
        return self.map_offset(start, "start"), self.map_offset(end, "end")


@dataclass(frozen=True, order=True)
class MappingEntry:
    entity_type: str
    original: str
    surrogate: str
