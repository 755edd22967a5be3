"""The national part of a phone number, so one number written two ways gets one surrogate.

"+49 15047 253293", "015047253293" and "0049 15047 253293" are one number: a country code (or
a trunk 0) in front of the same national significant number. ``national_digits`` splits a
written phone into the digits that stay (the international prefix and country code, or the
trunk 0) and the national digits; ``FormatMapper.phone`` maps the national digits once per case
and writes them back into each way the number is written, so the two forms stay the same
number after replacement (and two numbers one digit apart stay one digit apart).
"""

from __future__ import annotations

import phonenumbers

# Fewer national digits than this is no phone worth splitting (map the whole value instead).
MIN_NATIONAL = 4


def national_digits(value: str) -> tuple[int, str]:
    """(how many leading digits are prefix, the national digits) of a written phone number.

    The prefix is "+CC" / "00CC" (the country code as ``phonenumbers`` reads it) and a 0 right
    after it ("+39 06 ...", "+44 (0)20 ..."), or the trunk 0 of a national number. A leading
    0 belongs to the prefix on both sides, so "+39 06 1234 5678" and "06 1234 5678" share
    their national digits, as do "+33 1 28 31 75 10" and "01 28 31 75 10".
    """
    digits = "".join(c for c in value if c.isdigit())
    stripped = value.lstrip()
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
    return lead, digits[lead:]


def write_national(value: str, lead: int, national: str) -> str:
    """``value`` with its digits after the first ``lead`` replaced, in order, by ``national``."""
    positions = [i for i, c in enumerate(value) if c.isdigit()][lead:]
    chars = list(value)
    for i, digit in zip(positions, national, strict=True):
        chars[i] = digit
    return "".join(chars)
