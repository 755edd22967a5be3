"""Values: phones valid for their region (and their written shapes), cards with real issuer
prefixes and a Luhn digit, IBANs with mod-97 check digits, e-mails, logins, ids and IPs."""

from __future__ import annotations

import ipaddress
import random
import unicodedata

import phonenumbers
from phonenumbers import PhoneNumberFormat as Fmt
from phonenumbers import PhoneNumberType as Kind

# Leading digits kept where the example number's own would not do (US 555, India's shared
# landline prefix): Brooklyn's 718/347 and Guwahati's STD code 361, a Jio/Airtel-like 98.
PREFIX = {
    ("US", "mobile"): "347",
    ("US", "landline"): "718",
    ("IN", "mobile"): "98",
    ("IN", "landline"): "3612",
}
KINDS = {
    "mobile": (Kind.MOBILE, Kind.FIXED_LINE_OR_MOBILE),
    "landline": (Kind.FIXED_LINE, Kind.FIXED_LINE_OR_MOBILE),
}


def phone(rng: random.Random, region: str, kind: str) -> phonenumbers.PhoneNumber:
    """A number valid for ``region`` and of ``kind``, its leading third kept from the example."""
    want = Kind.MOBILE if kind == "mobile" else Kind.FIXED_LINE
    example = phonenumbers.example_number_for_type(region, want)
    nsn = phonenumbers.national_significant_number(example)
    keep = PREFIX.get((region, kind), nsn[: max(2, len(nsn) // 3)])
    cc = example.country_code
    for _ in range(2000):
        tail = "".join(rng.choice("0123456789") for _ in range(len(nsn) - len(keep)))
        num = phonenumbers.parse(f"+{cc}{keep}{tail}")
        if phonenumbers.is_valid_number_for_region(num, region):
            if phonenumbers.number_type(num) in KINDS[kind]:
                return num
    raise ValueError((region, kind))


def phone_text(num: phonenumbers.PhoneNumber, shape: str) -> str:
    """The number written in ``shape``; sip_uri and spreadsheet_text keep the E.164 or
    international text (the URI's scheme and host, the apostrophe, stay outside the span)."""
    if shape == "national":
        return phonenumbers.format_number(num, Fmt.NATIONAL)
    if shape in ("international", "spreadsheet_text"):
        return phonenumbers.format_number(num, Fmt.INTERNATIONAL)
    return phonenumbers.format_number(num, Fmt.E164)


def check_phone(text: str, region: str, num: phonenumbers.PhoneNumber) -> None:
    back = phonenumbers.parse(text, region)
    assert phonenumbers.is_valid_number_for_region(back, region), (text, region)
    assert back.national_number == num.national_number, (text, num)


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


ISSUERS = {
    "visa": (("4",), 16),
    "mastercard": (("51", "53", "55"), 16),
    "mastercard2": (("2221", "2300", "2720"), 16),
    "amex": (("34", "37"), 15),
    "discover": (("6011", "65"), 16),
    "jcb": (("3530", "3566"), 16),
    "unionpay": (("6221", "6250"), 16),
    "rupay": (("6080", "6070"), 16),
}


def card(rng: random.Random, issuer: str) -> str:
    prefixes, length = ISSUERS[issuer]
    body = rng.choice(prefixes)
    while len(body) < length - 1:
        body += rng.choice("0123456789")
    digits = body + luhn_digit(body)
    if length == 15:
        return f"{digits[:4]} {digits[4:10]} {digits[10:]}"
    return " ".join(digits[i : i + 4] for i in range(0, 16, 4))


# BBAN layouts: fixed letters or "n" for a digit; lengths are each country's.
BBAN = {
    "DK": "n" * 14,
    "NO": "n" * 11,
    "PL": "n" * 24,
    "TR": "nnnnn0" + "n" * 16,
    "CZ": "n" * 20,
    "IS": "n" * 22,
    "MK": "n" * 15,
    "AL": "n" * 24,
    "AZ": "NABZ" + "n" * 20,
    "FR": "n" * 23,
    "NL": "RABO" + "n" * 10,
}


def iban(rng: random.Random, country: str) -> str:
    bban = "".join(rng.choice("0123456789") if c == "n" else c for c in BBAN[country])
    number = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    compact = f"{country}{98 - number % 97:02d}{bban}"
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))


FOLD = str.maketrans(
    {"ø": "o", "æ": "ae", "å": "aa", "ð": "d", "þ": "th", "ł": "l", "ı": "i", "ə": "e", "'": ""}
)


def fold(text: str) -> str:
    """Lower-case ASCII as people type it into an e-mail address or a login."""
    text = text.lower().translate(FOLD)
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if c.isascii() and (c.isalnum() or c in ".-_"))


def email(rng: random.Random, given: str, surname: str, domains: tuple[str, ...]) -> str:
    g, s = fold(given), fold(surname.replace(" ", ""))
    year = rng.randrange(1961, 2004)
    local = rng.choice(
        (f"{g}.{s}", f"{g}{s}{year % 100:02d}", f"{g[0]}{s}", f"{g}_{s}", f"{s}.{g}{year}")
    )
    return f"{local}@{rng.choice(domains)}"


def login(rng: random.Random, given: str, surname: str) -> str:
    g, s = fold(given), fold(surname.replace(" ", ""))
    return rng.choice((f"{g}.{s[0]}", f"{g[0]}{s}", f"{g}_{s[:3]}", f"{s}.{g[0]}"))


def digits(rng: random.Random, n: int) -> str:
    return str(rng.randrange(1, 10)) + "".join(rng.choice("0123456789") for _ in range(n - 1))


def ip(rng: random.Random, v6: bool) -> str:
    while True:
        if v6:
            groups = ["2a02", f"{rng.randrange(0x1000, 0xFFFF):x}"]
            groups += [f"{rng.randrange(0, 0xFFFF):x}" for _ in range(3)]
            addr = ":".join(groups) + "::" + f"{rng.randrange(1, 0xFFFF):x}"
        else:
            addr = ".".join(str(rng.randrange(1, 255)) for _ in range(4))
        if ipaddress.ip_address(addr).is_global:
            return addr
