"""Postcodes by the shape of each configured region and the words that name them, and the
columns of delimited tables (CSV rows pasted into a text) that hold postcodes or names.

- ``find_postcodes``: a value in one of the configured regions' postcode shapes ("75011",
  "SW1A 1AA", "1012 AB", "00-950", "150-0001", "100005") right after a word that names a postcode
  in one of the cases' languages ("post code", "PLZ", "code postal", "código postal", "CAP",
  "kod pocztowy", "郵便番号", "邮编", "〒"), with or without a key joiner ("billing_postcode=",
  "Postleitzahl:") or a copula ("the zip is", "el código postal es", "mijn postcode is"), and
  the answer that opens the line after a question asking for one ("Your postcode?\\nClient: ...").
- ``find_table_cells``: a header line of three or more columns split by ``,``, ``;``, ``|`` or
  a tab, then the rows under it; a cell under a postcode column that fits a postcode shape is
  a postcode, a cell with letters under a person column ("name", "full_name", "holder",
  "opened_by", "nom", "nombre", "naam", "nazwisko", "氏名") is a person.

The shapes are the regions' postal formats (one regex per region, chosen by
``PiiConfig.phone_regions``), not lists of codes; the labels are the field names of the
configured languages, not words of any one record.
"""

from __future__ import annotations

from collections.abc import Iterable

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

# Postal code shapes by region (ISO 3166 code, as for phones).
SHAPES = {
    "US": r"\d{5}(?:-\d{4})?",
    "GB": r"[A-Z]{1,2}\d[A-Z\d]?[ ]?\d[A-Z]{2}",
    "FR": r"\d{5}",
    "DE": r"\d{5}",
    "ES": r"\d{5}",
    "IT": r"\d{5}",
    "MX": r"\d{5}",
    "NL": r"\d{4}[ ]?[A-Z]{2}|\d{4}",
    "BE": r"\d{4}",
    "AT": r"\d{4}",
    "CH": r"\d{4}",
    "PL": r"\d{2}-\d{3}",
    "PT": r"\d{4}-\d{3}",
    "JP": r"\d{3}-\d{4}",
    "CN": r"\d{6}",
    "CA": r"[A-Z]\d[A-Z][ ]?\d[A-Z]\d",
}
# Words that name a postcode in the cases' languages; a key may prefix them ("billing_").
_LABEL = (
    r"post(?:al)?[ \t_-]?code|postcode|post[ \t_-]?nummer|zip(?:[ \t_-]?code)?|plz"
    r"|postleitzahl|code[ \t_-]postal|c[oó]digo[ \t_-]postal|cod(?:ice)?[ \t_-]postale|cap|cp"
    r"|kod(?:[ \t_-]pocztowy)?|郵便番号|邮编|邮政编码"
)
_JOINER = (
    r"[ \t]*(?:[:：=#]|\b(?:is|es|est|ist|jest|to|era|was|c['’]est|wynosi)\b|は)?[ \t]*"
    r"(?:[:：=][ \t]*)?[\"']?[ \t]*"
)
# Person columns of a table header (the values under them are names).
_PERSON_COLUMNS = frozenset(
    "name full_name fullname customer customer_name client holder account_holder owner "
    "opened_by created_by requested_by assignee agent contact contact_name first_name "
    "last_name given_name family_name surname nom prénom prenom nombre apellido apellidos "
    "titular naam voornaam achternaam nazwisko imię imie imię_i_nazwisko vorname nachname "
    "inhaber 氏名 名前 お名前 姓名 联系人".split()
)
_POSTAL_COLUMN = re.compile(rf"(?i)^(?:[\p{{L}}]+[ _-])?(?:{_LABEL})$")
_DELIMITERS = (",", ";", "|", "\t")


def shapes(regions: Iterable[str]) -> str:
    """One alternation of the postcode shapes of ``regions`` (unknown regions are skipped)."""
    parts = sorted({SHAPES[r] for r in regions if r in SHAPES}, key=len, reverse=True)
    return "|".join(f"(?:{p})" for p in parts)


class _Finder:
    def __init__(self, regions: Iterable[str]) -> None:
        shape = shapes(regions) or SHAPES["US"]
        self.value = re.compile(rf"^(?:{shape})$")
        code = rf"(?<![\p{{L}}\p{{N}}])(?P<code>{shape})(?![\p{{L}}\p{{N}}]|-\p{{N}})"
        self.labelled = re.compile(
            rf"(?i:(?<![\p{{L}}])(?:[\p{{L}}]+[_-])?(?:{_LABEL})(?![\p{{L}}])){_JOINER}{code}"
            rf"|〒[ \t]*{code}"
        )
        self.question = re.compile(
            rf"(?i:(?<![\p{{L}}])(?:{_LABEL})(?![\p{{L}}]))[^\n]{{0,30}}[?？][ \t]*\n"
            rf"[ \t]*(?:[^\n:：]{{1,30}}[:：][ \t]*)?{code}"
        )

    def postcodes(self, text: str) -> list[tuple[int, int]]:
        found = {m.span("code") for m in self.labelled.finditer(text)}
        found |= {m.span("code") for m in self.question.finditer(text)}
        return sorted(found)

    def table_cells(self, text: str) -> list[tuple[int, int, str]]:
        out: list[tuple[int, int, str]] = []
        lines = _lines(text)
        i = 0
        while i < len(lines):
            start, line = lines[i]
            delimiter = _delimiter(line)
            if delimiter is None:
                i += 1
                continue
            header = [c.strip().casefold() for c in line.split(delimiter)]
            kinds = [self._column(c) for c in header]
            j = i + 1
            while j < len(lines) and lines[j][1].count(delimiter) == len(header) - 1:
                if any(kinds):
                    out += self._row(*lines[j], delimiter, kinds)
                j += 1
            i = j if j > i + 1 else i + 1
        return out

    @staticmethod
    def _column(name: str) -> str | None:
        if _POSTAL_COLUMN.match(name):
            return "POSTAL_CODE"
        return "PERSON" if name.replace(" ", "_") in _PERSON_COLUMNS else None

    def _row(self, offset: int, line: str, delimiter: str, kinds: list[str | None]):
        pos = offset
        for cell, kind in zip(line.split(delimiter), kinds, strict=True):
            value = cell.strip().strip("\"'")
            if value and kind is not None:
                start = pos + cell.index(value)
                fits = (
                    self.value.match(value)
                    if kind == "POSTAL_CODE"
                    else re.search(r"\p{L}", value) and not re.search(r"[@\d]", value)
                )
                if fits:
                    yield (start, start + len(value), kind)
            pos += len(cell) + len(delimiter)


def _lines(text: str) -> list[tuple[int, str]]:
    out, pos = [], 0
    for line in text.split("\n"):
        out.append((pos, line))
        pos += len(line) + 1
    return out


def _delimiter(line: str) -> str | None:
    """The delimiter of a header line: three or more short columns of letters, no spaces
    inside a column beyond one (a sentence with commas is no header)."""
    for d in _DELIMITERS:
        cells = [c.strip() for c in line.split(d)]
        if len(cells) >= 3 and all(
            c and len(c) <= 30 and c.count(" ") <= 1 and re.fullmatch(r"[\p{L}_ -]+", c)
            for c in cells
        ):
            return d
    return None


class PostcodeRecognizer(EntityRecognizer):
    """Labelled postcodes, answers to a postcode question, and postcode and person columns of
    pasted tables (see the module docstring)."""

    def __init__(self, regions: Iterable[str]) -> None:
        super().__init__(
            supported_entities=["POSTAL_CODE", "PERSON"], name="PostcodeRecognizer", version="1"
        )
        self.finder = _Finder(tuple(regions))

    def load(self) -> None:
        pass

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        results = []
        if "POSTAL_CODE" in entities:
            results += [
                RecognizerResult("POSTAL_CODE", s, e, 0.9) for s, e in self.finder.postcodes(text)
            ]
        results += [
            RecognizerResult(kind, s, e, 0.9)
            for s, e, kind in self.finder.table_cells(text)
            if kind in entities
        ]
        return results
