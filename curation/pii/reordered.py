"""One person written in both orders in one text: "Rebecca Winters (chair), ..., WINTERS,
REBECCA (notes)"; "Melita čeh ..., ČEH, MELITA"; "Sanne van 't Houteveen ..., VAN 'T
HOUTEVEEN, SANNE".

Minutes, rosters and forms write a name once as given then family name and once as a filing
form: family name in capitals, a comma, the given name. Each mention alone is weak (an English
word for a surname, "Winters"; a surname in lower case, "čeh"; capitals the NER does not read),
but together they are strong evidence: the same words in the two orders, one of them a person
the detector already found. Then both mentions are the person, whole, particles included.

Plain Python: ``find_reordered(text, people)`` gives (start, end) spans of both mentions;
``with_reordered(text, detections)`` adds them to the detections, in place of the person
spans inside them.
"""

from __future__ import annotations

import regex as re

from curation.pii.overlaps import EVIDENCE_SCORE, Detection

# "WINTERS, REBECCA", "VAN 'T HOUTEVEEN, SANNE", "BRINK-HELMERHORST, KYAN": up to four words
# of capitals (a particle, an apostrophe word), a comma, one or two given names in capitals.
_CAP_WORD = r"[\p{Lu}'’][\p{Lu}\p{M}'’]*(?:-\p{Lu}[\p{Lu}\p{M}]*)?"
_FILED = re.compile(
    rf"(?<![\p{{L}}\p{{M}}'’-])(?P<family>{_CAP_WORD}(?:[ \t]+{_CAP_WORD}){{0,3}}),[ \t]+"
    rf"(?P<given>\p{{Lu}}[\p{{Lu}}\p{{M}}]+(?:[ \t-]\p{{Lu}}[\p{{Lu}}\p{{M}}]+)?)"
    r"(?![\p{L}\p{M}'’-])"
)
_MIN_LETTERS = 2


def find_reordered(text: str, people: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans of a person written "Given Family" and "FAMILY, GIVEN" in ``text`` when one of the
    two mentions overlaps a found person span in ``people``."""
    out: list[tuple[int, int]] = []
    for m in _FILED.finditer(text):
        family, given = m.group("family"), m.group("given")
        if not re.search(r"\p{Lu}{2}", family) or len(given) < _MIN_LETTERS:
            continue
        words = [re.escape(w) for w in re.split(r"[ \t]+", family)]
        # the other order, in any case: "Rebecca Winters", "Melita čeh", "Sanne van 't Houteveen"
        written = re.compile(
            rf"(?i)(?<![\p{{L}}\p{{M}}'’-]){re.escape(given)}[ \t]+"
            + r"[ \t]+".join(words)
            + r"(?![\p{L}\p{M}'’-])"
        )
        for w in written.finditer(text):
            if w.start() == m.start() or not text[w.start()].isupper():
                continue
            if text[w.start() : w.end()].isupper():
                continue  # "REBECCA WINTERS" is capitals again: no second spelling
            found = [(w.start(), w.end()), m.span()]
            if any(s < e2 and s2 < e for s, e in found for s2, e2 in people):
                out += found
    return sorted(set(out))


def with_reordered(text: str, detections: list[Detection]) -> list[Detection]:
    """``detections`` with each name written in both orders (``find_reordered``) as one PERSON
    span per mention, replacing the detections it overlaps ("Sanne van" and "Houteveen"
    become "Sanne van 't Houteveen"). Run after the precision pass, which cannot weigh this
    evidence (both words of "Hazel Summers" are English words: it would drop them again)."""
    if "," not in text:
        return detections
    people = [(d.start, d.end) for d in detections if d.entity_type == "PERSON"]
    spans = find_reordered(text, people)
    if not spans:
        return detections
    kept = [d for d in detections if not any(d.start < e and s < d.end for s, e in spans)]
    found = [Detection(s, e, "PERSON", EVIDENCE_SCORE) for s, e in spans]
    return sorted(kept + found, key=lambda d: d.start)
