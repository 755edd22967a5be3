"""Payers and payees on bank-statement lines: "28.11.2026  TRF  -20.00  ANNA KOWALSKA  E2E-17".

A statement line opens on a date, holds an amount, and writes the other party's name in
capitals, as banks, card schemes and SEPA references do whatever script the person writes
their name in. The name recognizers leave capitals alone (a heading, an acronym, a product in
capitals is no person), so the line's structure is the evidence here: a run of two or three
capital words, set off by two spaces or a tab from the line's other cells (or ending it),
after the date and an amount, is a person when one of its words is a gazetteer first name,
or two are gazetteer names, and none is a common English word but a name ("AMAZON
MARKETPLACE", "SHELL STATION", "MONTHLY FEE" stay). The gazetteers hold names of other
scripts romanised (``gazetteer_build``), so "DMYTRO BONDARENKO" and "HAYK PETROSYAN" count.

Plain Python over a text: ``find_statement_names(text)`` gives (start, end) spans.
"""

from __future__ import annotations

import regex as re

from curation.pii import lexicon as lx
from curation.pii.people_words import is_first_name, is_gazetteer_name

# A line that opens on a date (day first or ISO) and holds an amount ("-84.20", "1 200,00").
_LINE = re.compile(
    r"^[ \t]*(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2})\b[^\n]*?"
    r"[-+]?\d[\d ',.]*[.,]\d{2}\b[^\n]*$",
    re.MULTILINE,
)
# Two or three capital words, set off as a cell: two spaces, a tab or the line's end around.
_RUN = re.compile(
    r"(?:(?<=[ \t]{2}|\t)|(?<=^))(?P<run>\p{Lu}[\p{Lu}\p{M}'’-]+(?:[ ]\p{Lu}[\p{Lu}\p{M}'’-]+){1,2})"
    r"(?=[ \t]{2}|\t|[ \t]*$)",
    re.MULTILINE,
)
_WORD = re.compile(r"[\p{L}\p{M}'’-]+")
# English Zipf frequency from which a word that is no first name reads as a word.
_COMMON_ZIPF = 3.5


def find_statement_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of each person's name in capitals on a statement line."""
    if not re.search(r"\d[.,]\d{2}", text):
        return []
    out = []
    for line in _LINE.finditer(text):
        for m in _RUN.finditer(text, line.start(), line.end()):
            if _is_name(m.group("run")):
                out.append(m.span("run"))
    return out


def _is_name(run: str) -> bool:
    words = [w.strip("'’-") for w in _WORD.findall(run)]
    if any(len(w) < 2 for w in words):
        return False
    for w in words:
        if lx.zipf(w.casefold()) >= _COMMON_ZIPF and not is_first_name(w):
            return False
    return any(is_first_name(w) for w in words) or sum(map(is_gazetteer_name, words)) >= 2
