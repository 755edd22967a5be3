"""Values of exam 17: phones and their written shapes, cards, IBANs, ids, IPs, e-mails and
handles. Every draw goes through the ``random.Random`` it is given."""

from __future__ import annotations

import ipaddress
import random
import unicodedata

import phonenumbers
from phonenumbers import PhoneNumberFormat as Fmt
from phonenumbers import PhoneNumberType as Kind

KINDS = {"mobile": Kind.MOBILE, "landline": Kind.FIXED_LINE}
# Local area codes where the region's example number would put everyone in one city.
AREAS = {
    ("CA", "mobile"): ("416", "604", "514", "403", "902", "613"),
    ("CA", "landline"): ("416", "604", "514", "403", "902", "613"),
    ("CN", "landline"): ("891",),
    ("IN", "landline"): ("674", "671"),
    ("AU", "landline"): ("2", "3", "7", "8"),
    ("NZ", "landline"): ("9", "4", "7"),
}


def draw_phone(rng: random.Random, region: str, kind: str) -> phonenumbers.PhoneNumber:
    """The region's example number of ``kind`` with its tail redrawn until it is valid."""
    example = phonenumbers.example_number_for_type(region, KINDS[kind])
    nsn = phonenumbers.national_significant_number(example)
    tail = min(6, len(nsn) - 3)
    areas = AREAS.get((region, kind))
    wanted = {KINDS[kind], Kind.FIXED_LINE_OR_MOBILE}
    for _ in range(500):
        head = nsn[:-tail]
        if areas:
            head = rng.choice(areas)
            tail = len(nsn) - len(head)
        digits = head + "".join(rng.choice("0123456789") for _ in range(tail))
        number = phonenumbers.parse("+" + str(example.country_code) + digits, None)
        ok = phonenumbers.is_valid_number_for_region(number, region)
        if ok and phonenumbers.number_type(number) in wanted:
            return number
    raise ValueError(region)


def national_digits(number: phonenumbers.PhoneNumber, region: str) -> str:
    return "".join(c for c in phonenumbers.format_number(number, Fmt.NATIONAL) if c.isdigit())


def write_phone(number: phonenumbers.PhoneNumber, region: str, shape: str, ext: str = "") -> str:
    """``number`` written in ``shape``; parsed back and checked valid for ``region``."""
    intl = phonenumbers.format_number(number, Fmt.INTERNATIONAL)
    cc = "+" + str(number.country_code)
    if shape == "national":
        text = phonenumbers.format_number(number, Fmt.NATIONAL)
    elif shape == "international":
        text = intl
    elif shape == "e164":
        text = phonenumbers.format_number(number, Fmt.E164)
    elif shape == "compact":
        text = national_digits(number, region)
    elif shape == "spaced_digits":
        text = " ".join(national_digits(number, region))
    elif shape == "paren_country":
        text = "(" + cc + ") " + intl.removeprefix(cc).strip()
    elif shape == "extension":
        text = phonenumbers.format_number(number, Fmt.NATIONAL) + " ext. " + ext
    else:
        raise ValueError(shape)
    back = phonenumbers.parse(text, region)
    assert phonenumbers.is_valid_number_for_region(back, region), (text, region)
    assert back.national_number == number.national_number, (text, region)
    return text


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (1 if i % 2 else 2)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


# issuer: (prefixes, length, grouping)
ISSUERS = {
    "visa": (("4539", "4716", "4024", "4485"), 16, (4, 4, 4, 4)),
    "mastercard": (("5425", "5168", "2221", "2720", "5399"), 16, (4, 4, 4, 4)),
    "amex": (("34", "37"), 15, (4, 6, 5)),
    "discover": (("6011", "6445", "65"), 16, (4, 4, 4, 4)),
    "jcb": (("3528", "3566", "3589"), 16, (4, 4, 4, 4)),
    "unionpay": (("6212", "6228", "6250"), 16, (4, 4, 4, 4)),
    "rupay": (("6070", "6080", "6085"), 16, (4, 4, 4, 4)),
}


def draw_card(rng: random.Random, issuer: str) -> str:
    prefixes, length, groups = ISSUERS[issuer]
    body = rng.choice(prefixes)
    body += "".join(rng.choice("0123456789") for _ in range(length - 1 - len(body)))
    digits = body + luhn_digit(body)
    out, i = [], 0
    for g in groups:
        out.append(digits[i : i + g])
        i += g
    return " ".join(out)


# country: (bank codes, length of the rest in digits)
IBAN_BBAN = {
    "RO": (("BTRL", "RNCB", "BRDE", "INGB"), 16),
    "GR": (("0110125", "0140101", "0172034", "0260042"), 16),
    "HU": (("1170007", "1160000", "1040020", "1200001"), 17),
    "FI": (("123456", "400060", "800012", "570013"), 8),
}


def draw_iban(rng: random.Random, country: str) -> str:
    banks, rest = IBAN_BBAN[country]
    bban = rng.choice(banks) + "".join(rng.choice("0123456789") for _ in range(rest))
    number = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(number) % 97
    compact = f"{country}{check:02d}{bban}"
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))


def draw_ip(rng: random.Random, v6: bool = False) -> str:
    while True:
        if v6:
            head = rng.choice(("2a02", "2001:4860", "2604", "2405", "2c0f"))
            groups = head.split(":")
            while len(groups) < 8:
                groups.append(f"{rng.randrange(1, 65536):x}")
            text = str(ipaddress.ip_address(":".join(groups)))
        else:
            text = ".".join(str(rng.randrange(1, 255)) for _ in range(4))
        if ipaddress.ip_address(text).is_global:
            return text


def draw_id(rng: random.Random, prefix: str, n: int) -> str:
    return (
        prefix + str(rng.randrange(1, 10)) + "".join(rng.choice("0123456789") for _ in range(n - 1))
    )


FOLD = str.maketrans({"đ": "d", "Đ": "D", "ı": "i", "ł": "l", "ø": "o", "'": "", "ʻ": ""})


def fold(text: str) -> str:
    """ASCII letters of ``text`` the way an e-mail or a handle writes them."""
    text = unicodedata.normalize("NFKD", text.translate(FOLD))
    return "".join(c for c in text if c.isascii() and (c.isalnum() or c in " -.")).strip()


def email_local(rng: random.Random, given: str, surname: str) -> str:
    g, s = fold(given).lower().replace(" ", ""), fold(surname).lower().replace(" ", "")
    s = s.replace("-", "")
    style = rng.randrange(5)
    if style == 0:
        return f"{g}.{s}"
    if style == 1:
        return f"{g}{s[:1]}{rng.randrange(70, 100)}"
    if style == 2:
        return f"{g[:1]}{s}"
    if style == 3:
        return f"{s}.{g}{rng.randrange(1, 30)}"
    return f"{g}_{s}"


def handle(rng: random.Random, given: str, surname: str) -> str:
    g, s = fold(given).lower().replace(" ", ""), fold(surname).lower().replace(" ", "")
    style = rng.randrange(4)
    if style == 0:
        return f"{g}.{s[:3]}"
    if style == 1:
        return f"{g}_{s[:1]}{rng.randrange(10, 99)}"
    if style == 2:
        return f"{g[:1]}{s}"
    return f"{s}{g[:2]}"
