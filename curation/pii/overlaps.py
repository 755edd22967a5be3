"""Detections and how overlapping ones are settled: type priority, then length, then score.

Plain data and plain Python (no presidio); ``analyzer.py`` builds the detections and calls
``resolve_overlaps`` on them.
"""

from __future__ import annotations

from dataclasses import dataclass

import regex as re

from curation.pii.spelled import is_initials, is_spelled

__all__ = [
    "EVIDENCE_SCORE",
    "ID_PRIORITY",
    "PRIORITY",
    "Detection",
    "added",
    "bounded_names",
    "joined_over_particles",
    "resolve_overlaps",
    "within",
]

# The score of a person a name field, a table column, a self-introduction or a signature
# vouches for: ingest's protection (common words, documentation vocabulary) keeps it, since
# the evidence is the place the word takes, not the word.
EVIDENCE_SCORE = 0.97

# Higher wins an overlap. Validated or exact-shape types beat NER guesses; an address beats the
# person its street is named after ("Avenue Victor Hugo") and the "person" spaCy sees in
# "69003 Lyon".
PRIORITY = {
    "EMAIL_ADDRESS": 100,
    "IBAN_CODE": 95,
    "CREDIT_CARD": 90,
    "IP_ADDRESS": 85,
    "US_SSN": 80,
    "PHONE_NUMBER": 70,
    "ADDRESS": 60,
    "POSTAL_CODE": 55,
    "PERSON": 40,
    "LOCATION": 20,
}
ID_PRIORITY = 99


@dataclass(frozen=True)
class Detection:
    """One detected span: ``text[start:end]`` is an ``entity_type`` value."""

    start: int
    end: int
    entity_type: str
    score: float


def bounded_names(detections: list[Detection], bounds: list[Detection]) -> list[Detection]:
    """``detections`` without the PERSON guesses that overlap a name a field, column or
    self-introduction bounds (``bounds``): "augustin devaux j'appelle" gives way to the
    introduced "augustin devaux"."""
    return [
        d
        for d in detections
        if d.entity_type != "PERSON"
        or d in bounds
        or not any(b.start < d.end and d.start < b.end for b in bounds)
    ]


# Lower-case surname particles between two name words ("de los", "van der", "da"): only
# these join two detections into one person.
_JOIN_PARTICLES = frozenset(
    "de du des del della di da do dos das los las van von der den ten ter".split()
)
_GAP_WORD = re.compile(r"\p{Ll}+")


def joined_over_particles(text: str, detections: list[Detection]) -> list[Detection]:
    """Two persons with only surname particles between them are one person ("Jacinto" and
    "Santos" of "Jacinto de los Santos"), so the surrogate keeps one name with its particles
    and both halves are replaced together wherever the case names them."""
    people = sorted((d for d in detections if d.entity_type == "PERSON"), key=lambda d: d.start)
    merged: list[Detection] = []
    for d in people:
        if merged and _particles_only(text[merged[-1].end : d.start]):
            last = merged.pop()
            d = Detection(last.start, d.end, "PERSON", max(last.score, d.score))
        merged.append(d)
    if len(merged) == len(people):
        return detections
    others = [d for d in detections if d.entity_type != "PERSON"]
    return sorted(others + merged, key=lambda d: d.start)


def _particles_only(gap: str) -> bool:
    words = gap.split()
    return (
        bool(words)
        and len(words) <= 3
        and gap[:1] in " \t"
        and gap[-1:] in " \t"
        and "\n" not in gap
        and all(_GAP_WORD.fullmatch(w) and w in _JOIN_PARTICLES for w in words)
    )


def resolve_overlaps(
    text: str, detections: list[Detection], id_entities: frozenset[str] = frozenset()
) -> list[Detection]:
    """Keep the best of overlapping spans; trim a loser that sticks out of a winner.

    Best = highest type priority (ids and validated shapes first, then addresses, people,
    places), then longest, then highest score. A losing span that overlaps a winner only partly
    keeps its part outside the winner when that part still holds a letter or digit run, so an
    address with a phone number glued to it keeps its street.
    """

    def rank(d: Detection):
        priority = ID_PRIORITY if d.entity_type in id_entities else PRIORITY.get(d.entity_type, 10)
        return (-priority, -(d.end - d.start), -d.score, d.start)

    kept: list[Detection] = []
    for d in sorted(detections, key=rank):
        pieces = [d]
        for k in kept:
            next_pieces = []
            for p in pieces:
                if p.end <= k.start or k.end <= p.start:
                    next_pieces.append(p)
                    continue
                if p.entity_type in ("PERSON", "LOCATION"):
                    continue  # a name cut in half is no name
                if p.start < k.start:
                    next_pieces.append(Detection(p.start, k.start, p.entity_type, p.score))
                if k.end < p.end:
                    next_pieces.append(Detection(k.end, p.end, p.entity_type, p.score))
            pieces = next_pieces
        kept.extend(p for p in (_strip(text, p) for p in pieces) if p is not None)
    return sorted(kept, key=lambda d: d.start)


# Digits from which a span with no two-character run is a number spaced digit by digit.
_SPACED_DIGITS = 6


def _strip(text: str, d: Detection) -> Detection | None:
    """A trimmed piece without the separators at its ends; None if no 2-character word is left
    (one Han character or Hangul syllable is enough for a person: "洋", "최" before a title,
    and so is a name spelled letter by letter)."""
    value = text[d.start : d.end]
    left = len(value) - len(value.lstrip(" \t\n,;:.-"))
    right = len(value.rstrip(" \t\n,;:-"))
    if (
        right <= left
        or not (
            re.search(r"[\p{L}\p{N}]\p{M}*[\p{L}\p{N}]", value[left:right])
            or (d.entity_type == "PERSON" and re.search(r"\p{Han}|\p{Hangul}", value))
            or (d.entity_type == "PERSON" and is_spelled(value[left:right]))  # "H-E-S-S"
            or (d.entity_type == "PERSON" and is_initials(value[left:]))  # "C.H."
            # a number typed digit by digit ("0 4 1 2 9 1 8 9 4 3") is whole, not a fragment
            or (d.entity_type != "PERSON" and sum(c.isdigit() for c in value) >= _SPACED_DIGITS)
        )
    ):
        return None
    return Detection(d.start + left, d.start + right, d.entity_type, d.score)


def within(d: Detection, found: list[tuple[int, int]]) -> bool:
    """Whether ``d`` lies inside one of the ``found`` (start, end) spans and is not it."""
    return any(s <= d.start and d.end <= e and (s, e) != (d.start, d.end) for s, e in found)


def added(
    spans: list[Detection], found: list[tuple[int, int]], entity_type: str, score: float
) -> list[Detection]:
    """``spans`` plus each ``found`` (start, end) that overlaps none of them, in text order."""
    extra = [
        Detection(s, e, entity_type, score)
        for s, e in found
        if not any(d.start < e and s < d.end for d in spans)
    ]
    return sorted(spans + extra, key=lambda d: d.start) if extra else spans
