"""(label, value) pairs of a text in every record shape, so that every recognizer of keyed
values reads the same pairs.

``find_pairs(text)`` answers ``Pair``s (the label, its kind from ``field_labels.label_kind``,
the value's span, the shape) found in six shapes:

- ``colon``: ``label: value`` (or ``=``, the full-width ``：``) opening a line or a segment
  after ``{``, ``,``, ``;``, ``|``, ``｜``, a tab or two spaces; the value runs to the segment's end
  (a spaced middle dot, " · ", ends a segment too, as one-line records separate fields);
- ``json``: ``"label": "value"`` (or a bare number) anywhere, single quotes too;
- ``bracket``: ``[label] value`` or ``【label】value`` (forms), the value running to the next
  bracket or the line's end; a Markdown link or checkbox is no pair (``](`` or a label the
  lexicon does not know);
- ``table``: a header line of columns split by ``,``, ``;``, ``|`` or a tab, then the rows
  under it with as many cells; each cell is a pair with its column's label. A header of two
  columns counts when one of them is a known label.
- ``xml``: ``<label attr="...">value</label>``, an element holding text only (a tool's XML
  response, an HL7/CDA-like record); like a table cell, the element's whole text is the value.
- ``input``: ``<input name="label" value="value">``, an HTML form's filled-in field.

Only pairs whose label the lexicon knows are answered: an INI section (``[server]``), a config
key (``region: us-south``) or a sentence with a colon is no pair of a personal field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex as re

from curation.pii.field_labels import ADDRESS, PERSON, ROLE, STREET, label_kind
from curation.pii.fixed_width import fixed_width_cells

COLON, JSON, BRACKET, TABLE, XML, INPUT = "colon", "json", "bracket", "table", "xml", "input"
LOGFMT = "logfmt"
# Shapes whose value is the whole of a cell or element: a role column ("patient", "carer")
# names a person there, where "patient: stable" in prose does not.
CELL_SHAPES = frozenset({TABLE, XML})


@dataclass(frozen=True)
class Pair:
    label: str
    kind: str
    start: int  # the value's span, quotes and spaces trimmed
    end: int
    shape: str


# a qualifier in brackets may follow the label's words ("Postnummer (faktura):")
_LABEL = r"[\p{L}〒][\p{L}\p{M}\p{N}_.' /-]{0,40}?(?:[ \t]*\([\p{L}\p{M} ]{1,20}\))?"
_COLON = re.compile(
    r"(?m)(?:^|(?<=[{,;|｜\t])|(?<=[ ]{2})|(?<=[ \t]·[ \t]))[ \t]*[\"']?(?P<label>"
    + _LABEL
    + r")[\"']?"
    r"[ \t]*[:：=][ \t]*(?P<value>(?:(?![ ]{2,}\S|[ \t]·[ \t])[^\n,;}|｜\"]){1,80})"
)
_JSON = re.compile(
    r"(?P<q>[\"'])(?P<label>[^\"'\n]{1,40})(?P=q)[ \t]*:[ \t]*"
    r"(?:(?P<vq>[\"'])(?P<value>[^\"'\n]{1,80})(?P=vq)|(?P<number>\d[\d -]{0,12}\d|\d)(?![\d.]))"
)
_BRACKET = re.compile(
    r"(?<![\p{L}\p{N}])[\[【［](?P<label>[^\]】］\[\n]{1,30})[\]】］](?![(\[])[ \t]*[:：]?[ \t]*"
    r"(?P<value>[^\n\[【［|｜]{1,80})"
)
_XML = re.compile(
    r"<(?P<label>\p{L}[\p{L}\p{N}_.:-]{0,40})(?:[ \t][^<>\n]{0,200})?>"
    r"(?P<value>[^<>\n]{1,80})</(?P=label)>"
)
# an HTML form's filled-in field: ``<input name="postcode" value="...">`` (the name, then the
# value, as forms are written and exported)
_INPUT = re.compile(
    r"<input\b[^<>\n]{0,200}?\bname=(?P<q>[\"'])(?P<label>[^\"'<>\n]{1,40})(?P=q)"
    r"[^<>\n]{0,200}?\bvalue=(?P<vq>[\"'])(?P<value>[^\"'<>\n]{1,80})(?P=vq)"
)
# ``key="value"`` anywhere on a line, as log lines (logfmt) and tool traces write fields
# ('score=0.77 -> name="Lindiwe Buthelezi" email=...'); not an HTML tag's attribute.
_LOGFMT = re.compile(
    r"(?<![\p{L}\p{N}_.<-])(?P<label>\p{L}[\p{L}\p{N}_.-]{0,30})=(?P<q>[\"'])"
    r"(?P<value>[^\"'\n<>=]{1,80})(?P=q)"
)
_DELIMITERS = (",", ";", "|", "\t")
_BORDERED = re.compile(r"[ \t]*\|(?P<inner>[^\n]*\|[^\n]*)\|[ \t]*")


# The field and the postcode recognizers both read a text's pairs: the last texts' pairs are
# kept (a few hundred tuples of small records) so a text is parsed once.
@lru_cache(maxsize=256)
def find_pairs(text: str) -> tuple[Pair, ...]:
    """Pairs of known labels in ``text``, in text order, one per value span."""
    found: dict[tuple[int, int], Pair] = {}
    shapes = ((XML, _XML), (INPUT, _INPUT), (JSON, _JSON), (BRACKET, _BRACKET), (COLON, _COLON))
    for shape, rx in shapes:
        for m in rx.finditer(text):
            group = "number" if shape == JSON and m.group("number") else "value"
            start, end = _trim(text, *m.span(group))
            if shape == COLON:
                end = _sentence_end(text, start, end)
            if shape == COLON and label_kind(m.group("label")) in (ADDRESS, STREET):
                end = _address_end(text, end)
            elif shape == COLON and label_kind(m.group("label")) in (PERSON, ROLE):
                end = _inverted_end(text, start, _before_bracket(text, start, end))
            _add(found, m.group("label"), start, end, shape)
    for m in _LOGFMT.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        if text.rfind("<", line_start, m.start()) > text.rfind(">", line_start, m.start()):
            continue  # inside a tag: an attribute
        _add(found, m.group("label"), *_trim(text, *m.span("value")), LOGFMT)
    for label, start, end in (*_table_cells(text), *fixed_width_cells(text)):
        _add(found, label, start, end, TABLE)
    return tuple(sorted(found.values(), key=lambda p: p.start))


def _add(found: dict, label: str, start: int, end: int, shape: str) -> None:
    if start >= end or any(s < end and start < e for s, e in found):
        return
    kind = label_kind(label)
    if kind is not None:
        found[(start, end)] = Pair(label.strip(), kind, start, end, shape)


# A comma inside an address line ("12 Main St, Springfield 80133") goes on the address; a comma
# before another label (", city: ...") ends it.
_ADDRESS_REST = re.compile(r"(?:,[ \t]*(?![\p{L}_ -]{1,30}[:：=])[^\n,;|｜}\"]+)+")


# "Name: ZIELIŃSKI, Krzysztof": a family name, a comma and the given names, as registers and
# passports write a person; the field goes on over them unless a label follows the comma
_GIVEN_REST = re.compile(
    r",[ \t]*\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]+)?(?=[ \t]*(?:$|[|｜;\n]))",
    re.M,
)


def _before_bracket(text: str, start: int, end: int) -> int:
    """A person's value ends before a bracketed note ("Anna Berg (mother)", "نادية فهمي (direct
    line ...)")."""
    cut = text.find(" (", start, end)
    return _trim(text, start, cut)[1] if cut > start else end


def _inverted_end(text: str, start: int, end: int) -> int:
    if " " in text[start:end].strip():
        return end  # "Anna Berg, Lund": a whole name, then something else
    m = _GIVEN_REST.match(text, end)
    return m.end() if m else end


def _address_end(text: str, end: int) -> int:
    m = _ADDRESS_REST.match(text, end)
    return _trim(text, end, m.end())[1] if m else end


# A sentence ends inside a field written in prose ("Billing street given: Vuna Road. Old
# number ... disabled"): a full stop after a word of four letters or more or after a number,
# then a capital. An abbreviation's stop ("Jl. Raya", "No. 3", "Dr. Ong") goes on.
_SENTENCE_END = re.compile(r"(?:\p{L}{4}|\d)(?=\.[ \t]+\p{Lu})")


def _sentence_end(text: str, start: int, end: int) -> int:
    """``end``, or the end of the first sentence of the value if a sentence ends in it."""
    m = _SENTENCE_END.search(text, start, end)
    return m.end() if m else end


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """The span without surrounding spaces, quotes and a closing bracket or brace."""
    while start < end and text[start] in " \t\"'":
        start += 1
    while end > start and text[end - 1] in " \t\"'}]":
        end -= 1
    return start, end


def _table_cells(text: str):
    """(column label, start, end) of the non-empty cells under each table header."""
    lines, pos = [], 0
    for line in text.split("\n"):
        # a Markdown table's row is bordered by pipes ("| Name | Phone |"): its cells are
        # what lies between the outer two
        m = _BORDERED.fullmatch(line)
        lines.append((pos + m.start("inner"), m.group("inner")) if m else (pos, line))
        pos += len(line) + 1
    i = 0
    while i < len(lines):
        delimiter, header = _header(lines[i][1])
        if delimiter is None:
            i += 1
            continue
        j = i + 1
        while j < len(lines):
            cells = _split_row(lines[j][1], delimiter)
            if len(cells) != len(header):
                break
            offset = lines[j][0]
            for (cell_start, cell_end), label in zip(cells, header, strict=True):
                start, end = _trim(text, offset + cell_start, offset + cell_end)
                if start < end:
                    yield label, start, end
            j += 1
        i = j if j > i + 1 else i + 1


def _split_row(line: str, delimiter: str) -> list[tuple[int, int]]:
    """(start, end) of each cell of a row; a cell in double quotes may hold the delimiter, as
    CSV writes an address ("12, Main Road, Pune")."""
    cells, start, quoted = [], 0, False
    for i, char in enumerate(line):
        if char == '"' and (quoted or i == start):
            quoted = not quoted
        elif char == delimiter and not quoted:
            cells.append((start, i))
            start = i + 1
    cells.append((start, len(line)))
    return cells


# A header cell: words (with their marks: "ಹೆಸರು", "ที่อยู่"), an abbreviation's full stop
# ("Obs.", "Tel./Mob."), or a number sign alone ("#", "№"); no digit, as data rows have.
_HEADER_CELL = re.compile(r"[\p{L}\p{M}_ ./'’()-]*\p{L}[\p{L}\p{M}_ ./'’()-]*|[#№]")


def _header(line: str) -> tuple[str | None, list[str]]:
    """The delimiter and cells of a header line: short columns of letters, no column of more
    than two words (a sentence with commas is no header), two columns only when one of them
    is a known label."""
    for d in _DELIMITERS:
        cells = [c.strip().strip("\"'") for c in line.split(d)]
        if len(cells) < 2 or not all(
            c and len(c) <= 30 and c.count(" ") <= 1 and _HEADER_CELL.fullmatch(c) for c in cells
        ):
            continue
        if len(cells) >= 3 or any(label_kind(c) for c in cells):
            return d, cells
    return None, []
