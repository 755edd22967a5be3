"""The national part of a phone number, so one number written two ways gets one surrogate.

"+49 15047 253293", "015047253293" and "0049 15047 253293" are one number: a country code (or
a trunk 0) in front of the same national significant number. ``national_digits`` splits a
written phone into the digits that stay (the international prefix and country code, or the
trunk 0) and the national digits; ``FormatMapper.phone`` maps the national digits once per case
and writes them back into each way the number is written, so the two forms stay the same
number after replacement (and two numbers one digit apart stay one digit apart).
"""

from __future__ import annotations

import datetime
import unicodedata
from functools import lru_cache

import phonenumbers
import regex as re

# Fewer national digits than this is no phone worth splitting (map the whole value instead).
MIN_NATIONAL = 4


def national_digits(value: str) -> tuple[int, str]:
    """(how many leading digits are prefix, the national digits) of a written phone number.

    The prefix is "+CC" / "00CC" (the country code as ``phonenumbers`` reads it) and a 0 right
    after it ("+39 06 ...", "+44 (0)20 ..."), or the trunk 0 of a national number. A leading
    0 belongs to the prefix on both sides, so "+39 06 1234 5678" and "06 1234 5678" share
    their national digits, as do "+33 1 28 31 75 10" and "01 28 31 75 10".
    """
    # digits of other scripts ("०८१२३४") as ASCII, so phonenumbers and the mapping read them
    digits = "".join(str(unicodedata.digit(c)) for c in value if c.isdigit())
    stripped = value.lstrip(" \t(")  # "(+46 ...": the country code still leads
    lead = 0
    if stripped.startswith(("+", "00")):
        intl = 0 if stripped.startswith("+") else 2
        try:
            country = phonenumbers.parse("+" + digits[intl:], None).country_code
            lead = intl + len(str(country))
        except phonenumbers.NumberParseException:
            lead = intl + 1
        if digits[lead : lead + 1] == "0":
            lead += 1
    elif digits.startswith("0"):
        lead = 1
    elif (code := without_plus(stripped)) is not None:  # "420 601 054 013": "+" left out
        lead = len(str(code))
    return lead, digits[lead:]


def write_national(value: str, lead: int, national: str) -> str:
    """``value`` with its digits after the first ``lead`` replaced, in order, by ``national``."""
    positions = [i for i, c in enumerate(value) if c.isdigit()][lead:]
    chars = list(value)
    for i, digit in zip(positions, national, strict=True):
        # a digit of another script stays in its script: its zero plus the new digit's value
        zero = ord(chars[i]) - unicodedata.digit(chars[i]) if chars[i].isdecimal() else ord("0")
        chars[i] = chr(zero + int(digit)) if digit.isdigit() else digit
    return "".join(chars)


# Letters that only one or two countries' languages write: a text holding them is read with
# those countries' phone plans too ("612.2043" in an Icelandic text, "032 217 40 08" in a
# Georgian one). Scripts of one country (Georgian, Hebrew, Armenian, Thai ...) and letters of
# one or two national alphabets (Icelandic ð/þ, Azerbaijani ə, Norwegian and Danish ø/æ,
# Russian and Belarusian ы/э/ё, Ukrainian ї/є/ґ, Persian پ/چ/ژ/گ).
_LETTER_REGIONS = (
    (re.compile(r"\p{Georgian}"), ("GE",)),
    (re.compile(r"\p{Hebrew}"), ("IL",)),
    (re.compile(r"\p{Armenian}"), ("AM",)),
    (re.compile(r"\p{Thai}"), ("TH",)),
    (re.compile(r"\p{Devanagari}"), ("IN", "NP")),
    (re.compile(r"\p{Bengali}"), ("BD", "IN")),
    (re.compile(r"[\p{Tamil}\p{Telugu}\p{Kannada}\p{Malayalam}\p{Gujarati}\p{Gurmukhi}]"), ("IN",)),
    (re.compile(r"\p{Sinhala}"), ("LK",)),
    (re.compile(r"\p{Greek}"), ("GR", "CY")),
    (re.compile(r"[ðþÐÞ]"), ("IS", "FO")),
    (re.compile(r"[əƏ]"), ("AZ",)),
    (re.compile(r"[øæØÆ]"), ("NO", "DK")),
    (re.compile(r"[ыэёЫЭЁ]"), ("RU", "BY")),
    (re.compile(r"[їєґЇЄҐ]"), ("UA",)),
    (re.compile(r"[ѓќѕЃЌЅ]"), ("MK",)),
    (re.compile(r"[پچژگ]"), ("IR",)),
)
# "+354 612 2043", "00995 ...": a country code written in the text
_COUNTRY_CODE = re.compile(r"(?<![\w+])(?:\+|00)(\d{1,3})[ \t.\-(]")
# "+25271615588": a number written whole the E.164 way, whose country only its parse tells
_E164 = re.compile(r"(?<![\w+])\+\d{7,15}(?![\d\w])")
# the country-code top-level domain of an email address or host name ("mail.ge", "walla.co.il")
_CCTLD = re.compile(r"[\w-]\.([a-z]{2})(?![\w.-])")
_TLD_REGION = {"uk": "GB"}


def text_regions(text: str) -> tuple[str, ...]:
    """Phone regions a text itself points to: country codes written in it, the country
    domains of its addresses, and letters only some countries' languages write."""
    found: list[str] = []
    for m in _COUNTRY_CODE.finditer(text):
        code = m.group(1)
        for n in (1, 2, 3):
            if code[:n].isdigit() and int(code[:n]) in phonenumbers.COUNTRY_CODE_TO_REGION_CODE:
                found += phonenumbers.COUNTRY_CODE_TO_REGION_CODE[int(code[:n])][:1]
                break
    if "+" in text:
        found += [r for m in _E164.finditer(text) if (r := _e164_region(m.group()))]
    if "." in text:
        for m in _CCTLD.finditer(text):
            region = _TLD_REGION.get(m.group(1), m.group(1).upper())
            if region in phonenumbers.SUPPORTED_REGIONS:
                found.append(region)
    for rx, regions in _LETTER_REGIONS:
        if rx.search(text):
            found += regions
    return tuple(dict.fromkeys(r for r in found if r != "001"))


@lru_cache(maxsize=4096)
def _e164_region(value: str) -> str | None:
    """The region of a valid number written the E.164 way, or None."""
    try:
        number = phonenumbers.parse(value, None)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_valid_number(number):
        return None
    return phonenumbers.region_code_for_number(number)


# Dates of the usual numeric orders: day-month-year, month-day-year, year-month-day, with one
# separator (".", "/", "-") used twice and a four-digit year.
_DATE = re.compile(
    r"(?P<a>\d{1,2})(?P<s>[./-])(?P<b>\d{1,2})(?P=s)(?P<y>(?:19|20)\d\d)"
    r"|(?P<y2>(?:19|20)\d\d)(?P<s2>[./-])(?P<m2>\d{1,2})(?P=s2)(?P<d2>\d{1,2})"
)


def is_numeric_date(value: str) -> bool:
    """``value`` is a real calendar date written in digits ("01.12.2026", "2026-12-01",
    "12/31/2026"): no phone number, whatever a numbering plan would accept."""
    m = _DATE.fullmatch(value.strip())
    if not m:
        return False
    if m.group("y2"):
        return _real(int(m.group("y2")), int(m.group("m2")), int(m.group("d2")))
    a, b, year = int(m.group("a")), int(m.group("b")), int(m.group("y"))
    return _real(year, b, a) or _real(year, a, b)


def opens_on_date(value: str) -> bool:
    """``value`` opens on a real calendar date followed by more digits: a timestamp
    ("2026-11-14 09" of "2026-11-14 09:12:03"), never a phone."""
    m = _DATE.match(value.strip())
    return m is not None and m.end() < len(value.strip()) and is_numeric_date(m.group())


def _real(year: int, month: int, day: int) -> bool:
    try:
        datetime.date(year, month, day)
    except ValueError:
        return False
    return True


def grouped_like_national(written: str, number: phonenumbers.PhoneNumber) -> bool:
    """Whether ``written`` groups its digits as the number's own country writes it nationally
    (phonenumbers' NATIONAL format: "612 2043" in Iceland, "22 12 34 56" in Norway), or does
    not group them at all. A region read off the text's letters only (``text_regions``)
    needs this: "21 345 678 kroner" groups thousands, no Norwegian phone."""
    groups = [len(g) for g in re.findall(r"\d+", ascii_digits(written))]
    if len(groups) <= 1:
        return True
    national = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL)
    wanted = [len(g) for g in re.findall(r"\d+", national)]
    # the trunk 0 may be left out or written apart ("(0)")
    return groups == wanted or groups[1:] == wanted[1:] or groups == wanted[1:]


def ascii_digits(value: str) -> str:
    """``value`` with digits of other scripts ("౨౯౪") written as ASCII digits."""
    return "".join(str(unicodedata.digit(c)) if c.isdigit() else c for c in value)


# The first group of a number written internationally without its "+" ("420 601 054 013",
# "60 12-324 2437"): a country code of one to three digits, then a separator; a tab parts
# table cells ("flat 64<TAB>91 458 9454"), not groups.
_CODE_GROUP = re.compile(r"(?P<code>\d{1,3})[ \u00a0\u202f\u2009.-]\(?\d")


# Digits at least in a number read as international without its "+": national numbers have
# ten at most in most plans, so eleven and up is a country code and a national number.
_MIN_WITHOUT_PLUS = 11


def without_plus(value: str) -> int | None:
    """An international number typed without its "+": eleven digits or more, the first group a
    country code, three groups at least, and the whole, with a "+" before it, a valid number of
    that country. Gives the country code, or None."""
    m = _CODE_GROUP.match(value)
    digits = re.sub(r"\D", "", value)
    # fewer digits read as a national number as often ("508 944 484" is Polish, not +508)
    if m is None or "\t" in value or len(re.findall(r"\d+", value)) < 3:
        return None
    if len(digits) < _MIN_WITHOUT_PLUS:
        return None
    code = int(m.group("code"))
    if code not in phonenumbers.COUNTRY_CODE_TO_REGION_CODE:
        return None
    try:
        number = phonenumbers.parse("+" + digits)
    except phonenumbers.NumberParseException:
        return None
    return code if number.country_code == code and phonenumbers.is_valid_number(number) else None


# The user part of a SIP or WhatsApp address that is an international number ("sip:+4740225098@
# sbc.example", "393128577961@s.whatsapp.net"): the "+" may be left out.
_NUMBER_LOCAL = re.compile(r"\+?\d{8,15}(?=@)")


def number_local(address: str) -> str | None:
    """The local part of ``address`` when it is an international phone number ``phonenumbers``
    finds valid with a "+" before it, else None: the surrogate of that number, so the number
    written elsewhere in the case stays one number."""
    m = _NUMBER_LOCAL.match(address)
    if m is None:
        return None
    try:
        number = phonenumbers.parse("+" + m.group().lstrip("+"))
    except phonenumbers.NumberParseException:
        return None
    return m.group() if phonenumbers.is_valid_number(number) else None
