"""Number recognizers that rest on a check, not on a cue word: phones, cards, IBANs.

- ``PhoneMatcherRecognizer``: ``phonenumbers``' own matcher (leniency VALID: the number must be
  a valid number of its region's numbering plan), for the regions of ``ASSAY_PHONE_REGIONS``,
  so local formats without a country code ("601 238 904" in Spain, "030 1234567" in Germany)
  are found as well as international ones. Only digit runs that could be a phone number are
  handed to the matcher, which keeps texts without one nearly free.
- ``CardRecognizer``: 12-19 digits (optionally grouped by spaces or dashes) that pass Luhn and
  start with an issuer's range (ISO/IEC 7812 prefixes: Visa 4, Mastercard 51-55 and 2221-2720,
  Amex 34/37, Discover 6011/644-649/65, JCB 3528-3589, Diners 300-305/36/38/39, Maestro
  50/56-69, UnionPay 62). Luhn alone passes one random number in ten; the issuer range and
  the length per issuer bring that down, and a 12-digit Maestro still needs a card word near.
  A Luhn-valid number outside the known ranges counts after a card word or printed 4-4-4-4.
- ``IbanChecksumRecognizer``: two letters, two digits, 11-30 letters and digits (spaces every
  four allowed) whose ISO 13616 mod-97 checksum holds: one random string in 97 passes.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import phonenumbers
import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from curation.pii.config import DEFAULT_PHONE_REGIONS
from curation.pii.finder import FinderRecognizer
from curation.pii.formats import iban_ok, luhn_ok
from curation.pii.phones import (
    grouped_like_national,
    is_numeric_date,
    opens_on_date,
    text_regions,
    without_plus,
)

# A run that could hold a phone number: an optional + or (, digits with the separators people
# write, at least 6 digits in all (checked after the match).
# a slash inside a number groups it ("030/4042"); one between spaces lists two numbers; a
# no-break or thin space is a space (a number pasted from a web page or a CRM: "+385 92 181 1842"),
# and every Unicode hyphen and dash is a hyphen (word processors print "+30–21–2866–8730" with
# en dashes, or non-breaking hyphens to keep it on one line; phonenumbers reads them all)
_PHONE_RUN = re.compile(
    r"(?<![\p{Latin}\p{N}_+])(?:\+|00)?\(?\d(?:[\d \t\u00a0\u202f\u2009().\-\u2010-\u2015\u2212]|(?<![ \t])/(?![ \t]))"
    r"{4,22}\d"
    r"(?:[ \t]*(?:x|ext\.?|#)[ \t]*\d{1,6})?(?![\p{Latin}\p{N}_])"
)


def _international(value: str, digits: int) -> bool:
    """A "+" (or "00") and a country code that exists, then 8-15 digits: written as a phone
    number to be dialled from abroad, even where the national plan would not accept it."""
    if not 8 <= digits <= 15:
        return False
    stripped = value.lstrip()
    if stripped.startswith("00"):
        stripped = "+" + stripped[2:]
    if not stripped.startswith("+"):
        return False
    compact = "+" + re.sub(r"\D", "", stripped)
    return any(
        compact[1 : 1 + n].isdigit()
        and int(compact[1 : 1 + n]) in phonenumbers.COUNTRY_CODE_TO_REGION_CODE
        for n in (1, 2, 3)
    )


@lru_cache(maxsize=4096)
def valid_somewhere(value: str) -> bool:
    """Whether phonenumbers finds ``value`` a valid number: with "+" or "00", of the country
    it dials; written nationally, of any region it knows (about 250 parses: only for numbers
    a phone word stands before)."""
    stripped = value.strip()
    if stripped.startswith("00"):
        stripped = "+" + stripped[2:]
    regions = (None,) if stripped.startswith("+") else sorted(phonenumbers.SUPPORTED_REGIONS)
    for region in regions:
        try:
            number = phonenumbers.parse(stripped, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            return True
    return False


def find_phones(
    text: str, regions: Iterable[str], pointed: Iterable[str] = ()
) -> list[tuple[int, int]]:
    """(start, end) of every valid phone number of one of ``regions`` in ``text``; ``pointed``
    are regions the rest of the case points to, held to the same national grouping as the
    regions the text itself points to."""
    found: list[tuple[int, int]] = []
    configured = tuple(regions)
    pointed = tuple(pointed)
    seen: tuple[str, ...] | None = None
    for run in _PHONE_RUN.finditer(text):
        digits = sum(c.isdigit() for c in run.group())
        if not 6 <= digits <= 17 or is_numeric_date(run.group()) or opens_on_date(run.group()):
            continue
        if seen is None:  # and the regions the text itself points to (phones.text_regions)
            seen = tuple(dict.fromkeys([*configured, *text_regions(text), *pointed]))
        lo = max(0, run.start() - 1)
        window = text[lo : run.end()]
        for region in seen:
            matches = [
                m
                for m in phonenumbers.PhoneNumberMatcher(
                    window, region, leniency=phonenumbers.Leniency.VALID
                )
                if region in configured or grouped_like_national(m.raw_string, m.number)
            ]
            if matches:
                found += [
                    _balanced(text, lo + m.start, lo + m.end)
                    for m in matches
                    if not is_numeric_date(m.raw_string)
                ]
                break
        else:
            if _international(run.group(), digits) or without_plus(run.group()) is not None:
                found.append(run.span())
    return found


def _balanced(text: str, start: int, end: int) -> tuple[int, int]:
    """The span without a bracket it does not close: "(+46701151707" of "Alma (+46701151707)"
    is the prose's bracket, and a "(" before "+" would hide the country code."""
    value = text[start:end]
    if value.startswith("(") and ")" not in value:
        start += 1
    if value.endswith(")") and "(" not in value:
        end -= 1
    return start, end


class PhoneMatcherRecognizer(EntityRecognizer):
    """Valid phone numbers of the configured regions (see the module docstring)."""

    def __init__(self, regions: Iterable[str] = DEFAULT_PHONE_REGIONS) -> None:
        self.regions = tuple(regions)
        super().__init__(
            supported_entities=["PHONE_NUMBER"], name="PhoneMatcherRecognizer", version="1"
        )

    def load(self) -> None:
        pass

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        if "PHONE_NUMBER" not in entities:
            return []
        return [
            RecognizerResult("PHONE_NUMBER", s, e, 0.75) for s, e in find_phones(text, self.regions)
        ]


# (prefix range low, high, allowed lengths) by issuer.
_ISSUERS: tuple[tuple[int, int, tuple[int, ...]], ...] = (
    (4, 4, (13, 16, 19)),  # Visa
    (51, 55, (16,)),  # Mastercard
    (2221, 2720, (16,)),  # Mastercard 2-series
    (34, 34, (15,)),  # Amex
    (37, 37, (15,)),
    (6011, 6011, (16, 19)),  # Discover
    (644, 649, (16, 19)),
    (65, 65, (16, 19)),
    (3528, 3589, (15, 16, 19)),  # JCB
    (300, 305, (14, 16, 19)),  # Diners Club
    (36, 36, (14, 16, 19)),
    (38, 39, (14, 16)),
    (62, 62, (16, 17, 18, 19)),  # UnionPay
    (50, 50, (12, 13, 14, 15, 16, 17, 18, 19)),  # Maestro
    (56, 69, (12, 13, 14, 15, 16, 17, 18, 19)),
)
# not after "+": "+5519951696040" is a phone written the international way; after a hyphen
# only when a short lower-case clitic holds it, as Bantu and Maltese prefixes attach to numbers
# ("ku-4124 9562 ...", "il-4124..."), not inside a dashed id ("ORD-...", "x-17-...")
_CARD_RUN = re.compile(
    r"(?:(?<![\p{Latin}\p{N}_.+-])|(?<=(?<![\p{L}\p{N}_.-])\p{Ll}{1,3}-))"
    r"\d{4}(?:[ -]?\d){8,15}(?![\p{Latin}\p{N}_-]|\.\d)"
)
# whole words: the "cc" of "acct_9857122" is no card cue
_CARD_CUE = re.compile(
    r"(?<![\p{L}])(?i:card|carte|karte|tarjeta|kaart|carta|cartão|visa|mastercard|maestro|amex"
    r"|credit|debit|cc)(?![\p{L}])|カード|卡"
)


def issuer_ok(digits: str) -> bool:
    """True if ``digits`` start with an issuer's prefix range and have one of its lengths."""
    for low, high, lengths in _ISSUERS:
        width = len(str(low))
        if low <= int(digits[:width]) <= high and len(digits) in lengths:
            return True
    return False


def _dialled(digits: str) -> bool:
    """A number dialled abroad: "00", a country code and a number valid there ("0095 9 629
    321941"). No card number starts with 0."""
    if not digits.startswith("00"):
        return False
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse("+" + digits[2:], None))
    except phonenumbers.NumberParseException:
        return False


def find_cards(text: str) -> list[tuple[int, int]]:
    """(start, end) of numbers that pass Luhn and an issuer's range (12 digits: with a cue)."""
    found = []
    for m in _CARD_RUN.finditer(text):
        digits = re.sub(r"\D", "", m.group())
        if not 12 <= len(digits) <= 19 or not luhn_ok(digits) or _dialled(digits):
            continue
        cue = _CARD_CUE.search(text[max(0, m.start() - 40) : m.start()]) is not None
        grouped = re.fullmatch(r"\d{4}([ -])\d{4}\1\d{4}\1\d{4}(?:\1\d{1,3})?", m.group())
        # an issuer's range, or a card word before it, or the 4-4-4-4 grouping cards print
        if len(digits) == 12 and not cue:
            continue
        if not (issuer_ok(digits) or cue or grouped):
            continue
        found.append((m.start(), m.end()))
    return found


class CardRecognizer(FinderRecognizer):
    """Card numbers by Luhn and issuer ranges (see the module docstring)."""

    def __init__(self) -> None:
        super().__init__("CREDIT_CARD", find_cards, 0.9)


_IBAN_RUN = re.compile(
    r"(?<![\p{Latin}\p{N}])[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}(?![\p{Latin}\p{N}])"
)


def find_ibans(text: str) -> list[tuple[int, int]]:
    """(start, end) of IBAN-shaped runs whose mod-97 checksum holds (longest valid prefix, so
    a word glued after a spaced IBAN is not swallowed)."""
    found = []
    for m in _IBAN_RUN.finditer(text):
        value = m.group()
        for end in range(len(value), 14, -1):
            if value[end - 1] != " " and iban_ok(value[:end]):
                found.append((m.start(), m.start() + end))
                break
    return found


class IbanChecksumRecognizer(FinderRecognizer):
    """IBANs by checksum, whatever the country's registered length."""

    def __init__(self) -> None:
        super().__init__("IBAN_CODE", find_ibans, 0.95)
