"""Word diffs and text-overlap matching for stale fixtures (plain Python, no ORM).

- ``word_diff(old, new)``: the edit from ``old`` to ``new`` as ``(op, text)`` segments, op one of
  ``equal``, ``delete``, ``insert``; joining the ``equal`` and ``insert`` texts gives ``new``
  exactly, and joining ``equal`` and ``delete`` gives ``old`` up to whitespace (re-wrapped lines
  are not changes), so a page can render it as struck-out and inserted words.
- ``overlap(a, b)``: how much two passages share, on lower-cased word tokens counted as
  multisets: ``dice = 2 |A & B| / (|A| + |B|)`` (1.0 for the same words in any order) and
  ``coverage = |A & B| / |A|`` (how much of ``a`` is found in ``b``; after re-chunking an old
  passage split in two has coverage about 0.5 in each half).
- ``best_candidates(text, chunks)``: the chunks that best match ``text`` by dice, with coverage;
  ``CandidateIndex`` does the same over a whole corpus through an inverted index, scoring only
  chunks that share a not-too-common word with the query.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from difflib import SequenceMatcher

_TOKEN_RE = re.compile(r"\w+", re.UNICODE)
# Diff tokens are runs of non-space characters and runs of whitespace, so joining tokens gives
# the text back exactly; every whitespace run compares equal to every other.
_DIFF_TOKEN_RE = re.compile(r"\s+|\S+")
DEFAULT_CANDIDATES = 3
MIN_CANDIDATE_DICE = 0.1
# Words found in more than this share of the corpus' chunks do not select candidates (they would
# make every chunk a candidate); they still count in the score of chunks selected otherwise.
COMMON_WORD_SHARE = 0.2


def tokens(text: str | None) -> Counter[str]:
    """Lower-cased word tokens of ``text`` as a multiset."""
    return Counter(t.lower() for t in _TOKEN_RE.findall(text or ""))


def normalize(text: str | None) -> str:
    """``text`` with runs of whitespace collapsed to one space and the ends stripped."""
    return " ".join((text or "").split())


def same_text(a: str | None, b: str | None) -> bool:
    """True when ``a`` and ``b`` differ at most in whitespace."""
    return normalize(a) == normalize(b)


def contains_passage(document: str | None, passage: str | None) -> bool:
    """True when ``passage`` occurs in ``document``, ignoring differences in whitespace."""
    passage = normalize(passage)
    return bool(passage) and passage in normalize(document)


def word_diff(old: str | None, new: str | None) -> list[tuple[str, str]]:
    """The word-level edit from ``old`` to ``new`` as merged ``(op, text)`` segments."""
    old_tokens = _DIFF_TOKEN_RE.findall(old or "")
    new_tokens = _DIFF_TOKEN_RE.findall(new or "")
    # Whitespace compares as one space, so a re-wrapped line is not a change.
    matcher = SequenceMatcher(
        None,
        [t if t.strip() else " " for t in old_tokens],
        [t if t.strip() else " " for t in new_tokens],
        autojunk=False,
    )
    segments: list[tuple[str, str]] = []

    def add(op: str, text: str) -> None:
        if not text:
            return
        if segments and segments[-1][0] == op:
            segments[-1] = (op, segments[-1][1] + text)
        else:
            segments.append((op, text))

    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            add("equal", "".join(new_tokens[j1:j2]))
        else:
            add("delete", "".join(old_tokens[i1:i2]))
            add("insert", "".join(new_tokens[j1:j2]))
    return segments


def diff_ratio(old: str | None, new: str | None) -> float:
    """Share of words the two texts have in common, in order (1.0 when equal)."""
    a, b = _TOKEN_RE.findall(old or ""), _TOKEN_RE.findall(new or "")
    if not a and not b:
        return 1.0
    return SequenceMatcher(None, a, b, autojunk=False).ratio()


@dataclass(frozen=True)
class Overlap:
    dice: float
    coverage: float


def _overlap(a: Counter[str], b: Counter[str]) -> Overlap:
    size_a, size_b = sum(a.values()), sum(b.values())
    if not size_a or not size_b:
        return Overlap(0.0, 0.0)
    shared = sum((a & b).values())
    return Overlap(dice=2.0 * shared / (size_a + size_b), coverage=shared / size_a)


def overlap(a: str | None, b: str | None) -> Overlap:
    """Dice and coverage of ``a`` in ``b`` on word multisets (see the module docstring)."""
    return _overlap(tokens(a), tokens(b))


@dataclass(frozen=True)
class Candidate:
    chunk_id: str
    dice: float
    coverage: float

    def as_dict(self) -> dict:
        return {
            "chunk_id": self.chunk_id,
            "dice": round(self.dice, 3),
            "coverage": round(self.coverage, 3),
        }


def _rank(scored: Iterable[Candidate], k: int, min_dice: float) -> list[Candidate]:
    kept = [c for c in scored if c.dice >= min_dice]
    # Best dice first; ties by coverage, then id so the order is stable.
    kept.sort(key=lambda c: (-c.dice, -c.coverage, c.chunk_id))
    return kept[:k]


def best_candidates(
    text: str | None,
    chunks: Iterable[tuple[str, str]],
    *,
    k: int = DEFAULT_CANDIDATES,
    min_dice: float = MIN_CANDIDATE_DICE,
) -> list[Candidate]:
    """The ``k`` chunks ``(chunk_id, text)`` most like ``text`` by dice (at least ``min_dice``)."""
    query = tokens(text)
    if not query:
        return []
    scored = []
    for chunk_id, chunk_text in chunks:
        o = _overlap(query, tokens(chunk_text))
        scored.append(Candidate(chunk_id, o.dice, o.coverage))
    return _rank(scored, k, min_dice)


class CandidateIndex:
    """An inverted index over ``(chunk_id, text)`` pairs for corpus-wide candidate search.

    Memory is one token multiset per chunk plus the postings: a few MB for 20,000 chunks.
    """

    def __init__(self, chunks: Iterable[tuple[str, str]]) -> None:
        self._tokens: dict[str, Counter[str]] = {}
        self._postings: dict[str, set[str]] = defaultdict(set)
        for chunk_id, text in chunks:
            counted = tokens(text)
            self._tokens[chunk_id] = counted
            for word in counted:
                self._postings[word].add(chunk_id)

    def __len__(self) -> int:
        return len(self._tokens)

    def search(
        self, text: str | None, *, k: int = DEFAULT_CANDIDATES, min_dice: float = MIN_CANDIDATE_DICE
    ) -> list[Candidate]:
        """Like ``best_candidates`` over the indexed chunks."""
        query = tokens(text)
        if not query or not self._tokens:
            return []
        limit = max(1, int(COMMON_WORD_SHARE * len(self._tokens)))
        pool: set[str] = set()
        for word in query:
            posting = self._postings.get(word)
            if posting and len(posting) <= limit:
                pool |= posting
        if not pool:  # only common words: fall back to every chunk sharing any word
            for word in query:
                pool |= self._postings.get(word, set())
        scored = []
        for chunk_id in pool:
            o = _overlap(query, self._tokens[chunk_id])
            scored.append(Candidate(chunk_id, o.dice, o.coverage))
        return _rank(scored, k, min_dice)
