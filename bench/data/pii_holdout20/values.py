"""Phones and their written shapes, cards, IBANs, e-mails, handles, ids, IPs, addresses."""

from __future__ import annotations

import ipaddress
import random

import phonenumbers
from phonenumbers import PhoneNumberFormat as F
from phonenumbers import PhoneNumberType as T

from .people import Person, fold

KINDS = {"mobile": T.MOBILE, "landline": T.FIXED_LINE}
NB_HYPHEN = "\u2011"  # non-breaking hyphen, as word processors keep a number on one line
LRE, PDF = "\u202a", "\u202c"  # left-to-right embedding, as chat apps wrap a number


# Where the example number's type is ambiguous (India's fixed lines and mobiles share
# prefixes), a landline keeps a real trunk code instead: Dumka's STD code 06434.
KEEP = {("IN", "landline"): "6434"}


def phone(region: str, kind: str, rng: random.Random) -> phonenumbers.PhoneNumber:
    """A number valid for ``region`` and of ``kind``: the example number's first third kept,
    the rest redrawn until phonenumbers agrees."""
    example = phonenumbers.example_number_for_type(region, KINDS[kind])
    national = str(example.national_number)
    keep = max(1, len(national) // 3)
    if (region, kind) in KEEP:
        head = KEEP[(region, kind)]
        national, keep = head + national[len(head) :], len(head)
    for _ in range(10000):
        digits = national[:keep] + "".join(
            str(rng.randrange(10)) for _ in range(len(national) - keep)
        )
        num = phonenumbers.parse("+" + str(example.country_code) + digits)
        if (
            phonenumbers.is_valid_number_for_region(num, region)
            and phonenumbers.number_type(num) == KINDS[kind]
        ):
            return num
    raise AssertionError((region, kind))


def phone_text(num: phonenumbers.PhoneNumber, shape: str) -> str:
    intl = phonenumbers.format_number(num, F.INTERNATIONAL)
    if shape == "national":
        return phonenumbers.format_number(num, F.NATIONAL)
    if shape == "international":
        return intl
    if shape == "e164":
        return phonenumbers.format_number(num, F.E164)
    if shape == "nb_hyphen":
        return intl.replace(" ", NB_HYPHEN).replace("-", NB_HYPHEN)
    if shape == "bidi_marked":
        return LRE + intl + PDF
    raise ValueError(shape)


def check_phone(text: str, region: str, num: phonenumbers.PhoneNumber) -> None:
    back = phonenumbers.parse(text, region)
    assert phonenumbers.is_valid_number_for_region(back, region), text
    assert back.country_code == num.country_code and back.national_number == num.national_number


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (1 if i % 2 else 2)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


PREFIXES = {
    "visa": (("4",), 16),
    "mastercard": (("51", "52", "53", "54", "55"), 16),
    "mastercard2": (("2221", "2320", "2497", "2630", "2720"), 16),
    "amex": (("34", "37"), 15),
    "discover": (("6011", "65"), 16),
    "jcb": (("3528", "3540", "3566", "3589"), 16),
    "unionpay": (("621", "622848", "625", "628"), 16),
}


def card(kind: str, rng: random.Random) -> str:
    prefixes, length = PREFIXES[kind]
    body = rng.choice(prefixes)
    while len(body) < length - 1:
        body += str(rng.randrange(10))
    digits = body + luhn_digit(body)
    if length == 15:
        groups = (digits[:4], digits[4:10], digits[10:])
    else:
        groups = tuple(digits[i : i + 4] for i in range(0, 16, 4))
    sep = rng.choice((" ", " ", "-", ""))
    return sep.join(groups)


# (length of the BBAN, how its characters are drawn: d digit, A capital letter)
IBAN_BBAN = {
    "LT": "d" * 16,
    "LV": "AAAA" + "d" * 13,
    "EE": "d" * 16,
    "SI": "d" * 15,
    "RS": "d" * 18,
    "GE": "AA" + "d" * 16,
}
LV_BANKS = ("HABA", "UNLA", "RIKO", "PARX")
GE_BANKS = ("BG", "TB", "LB")


def _check(country: str, bban: str) -> str:
    number = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{98 - int(number) % 97:02d}"


def iban(country: str, rng: random.Random) -> str:
    pattern = IBAN_BBAN[country]
    while True:
        bban = "".join(str(rng.randrange(10)) if c == "d" else "" for c in pattern)
        if country == "LV":
            bban = rng.choice(LV_BANKS) + bban
        if country == "GE":
            bban = rng.choice(GE_BANKS) + bban
        check = _check(country, bban)
        if country != "SI" or check == "56":  # Slovenian IBANs always carry 56
            break
    compact = country + check + bban
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))


def email(p: Person, rng: random.Random, year: int | None = None) -> str:
    given = fold(p.given_r).lower().replace(" ", "")
    surname = fold(p.surname_r).lower().replace(" ", "").replace("-", "")
    year = year or rng.randrange(1968, 2004)
    local = rng.choice(
        (
            f"{given}.{surname}",
            f"{given[0]}{surname}{year % 100:02d}",
            f"{surname}.{given}",
            f"{given}{year}",
            f"{given}_{surname[:4]}",
        )
    )
    return f"{local}@{rng.choice(p.loc['mail'])}"


def handle(p: Person, rng: random.Random) -> str:
    given = fold(p.given_r).lower().replace(" ", "")
    surname = fold(p.surname_r).lower().replace(" ", "").replace("-", "")
    return rng.choice(
        (
            f"{given}.{surname}",
            f"{given}_{surname}",
            f"{given[0]}{surname}",
            f"{given}{surname[0]}{rng.randrange(10, 99)}",
        )
    )


def account_id(rng: random.Random) -> str:
    return "acct_" + str(rng.randrange(10**7, 10**8))


def order_id(rng: random.Random) -> str:
    return "ORD-" + str(rng.randrange(10**6, 10**7))


def ip(rng: random.Random, v6: bool) -> str:
    while True:
        if v6:
            head = rng.choice((0x2A02, 0x2A00, 0x2400, 0x2C0F, 0x2001))
            words = [head] + [rng.randrange(1, 0xFFFF) for _ in range(3)]
            addr = ipaddress.IPv6Address(
                ":".join(f"{w:x}" for w in words) + "::" + f"{rng.randrange(1, 0xFFFF):x}"
            )
        else:
            addr = ipaddress.IPv4Address(".".join(str(rng.randrange(1, 255)) for _ in range(4)))
        if addr.is_global and not addr.is_multicast:
            return str(addr)


def address(loc: dict, rng: random.Random) -> tuple[str, str | None, str]:
    """(street line, postcode or None, town)."""
    street = rng.choice(loc["streets"]).format(n=rng.randrange(2, 160), f=rng.randrange(1, 9))
    town, code = rng.choice(loc["towns"])
    return street, code, town
