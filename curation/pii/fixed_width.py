"""Cells of fixed-width tables: a header line of capitalised column names, and rows whose
columns start where the names start, as mainframe exports, seat lists and command-line tools
print them ("SEAT NAME        STATUS\n0007 SOMSRI THON REVOKED"). A cell may be cut at its
column's width ("KANCHANA BO"); it is still what its column holds.

Only the columns whose name is a person's label (``field_labels``: "NAME", "DRIVER",
"HOLDER", ...) are read; a row belongs to the table while every column boundary of the
header falls on a space of the row (or past its end), and the table ends at the first line
that breaks that, a blank one, or another header. Plain Python: ``fixed_width_cells(text)``
yields ``(label, start, end)``, for cells with a capital letter or a caseless script's letters.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex as re

from curation.pii.field_labels import FAMILY, GIVEN, PERSON, ROLE, label_kind

_HEADER = re.compile(r"(?m)^[ \t]*\p{Lu}[\p{Lu}_]*(?:[ \t]+\p{Lu}[\p{Lu}_]*)+[ \t]*$")
_COLUMN = re.compile(r"\p{Lu}[\p{Lu}_]*")
_PEOPLE = (PERSON, ROLE, GIVEN, FAMILY)


def fixed_width_cells(text: str) -> Iterator[tuple[str, int, int]]:
    """(column name, start, end) of each non-empty cell under a person's column."""
    if "\n" not in text:
        return
    for header in _HEADER.finditer(text):
        columns = [(m.start(), m.group()) for m in _COLUMN.finditer(header.group())]
        people = [i for i, (_, name) in enumerate(columns) if label_kind(name) in _PEOPLE]
        if not people:
            continue
        pos = header.end() + 1
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            row = text[pos:end]
            if not row.strip() or _HEADER.fullmatch(row) or not _aligned(row, columns):
                break
            for i in people:
                start = columns[i][0]
                stop = columns[i + 1][0] - 1 if i + 1 < len(columns) else len(row)
                cell = row[start:stop]
                if _named(cell):
                    lead = len(cell) - len(cell.lstrip())
                    yield columns[i][1], pos + start + lead, pos + start + len(cell.rstrip())
            pos = end + 1


def _aligned(row: str, columns: list[tuple[int, str]]) -> bool:
    """Every column after the first starts after a space of the row, or past its end; and the
    row is no header or sentence of its own (it reaches the last column)."""
    if len(row) <= columns[-1][0]:
        return False
    return all(row[start - 1] in " \t" for start, _ in columns[1:])


def _named(cell: str) -> bool:
    """A cell that may hold a name: a capital letter, or letters of a script without case;
    not lower-case words only ("coredns-5d78c9", "see the")."""
    letters = [c for c in cell if c.isalpha()]
    return bool(letters) and any(c.isupper() or not c.islower() for c in letters)
